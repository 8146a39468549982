import PopupCore
import PopupSupport

extension UndoToast: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "undo", name: "Undo toast",
    summary:
      "A message and Undo with a live countdown; expiry fires only on timeout, a swipe closes it early.",
    category: .toast)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("undo", summary: "tap Undo", event: .undoTapped)
  ]

  public static let exampleEvents: [Event] = [.undoTapped]

  /// A toast expires early only when the host ended it.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    state.ending == .expired && state.endedBy == nil && !state.countdown.isFinished(at: now.local)
      ? ["expired with \(state.countdown.remaining(at: now.local).popupDescription) left"] : []
  }

  /// Every presentation ends with Undo, expiry or an early close.
  public static let endingOutputs: PopupEndingOutputs<Output>? = ["undone", "expired", "closedEarly"]

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    state.ending.map { "\($0)" } ?? "counting down"
  }
}
