import PopupCore

extension UndoToast: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "undo", name: "Undo toast",
    summary: "A message and Undo with a live countdown; expiry fires only on timeout.", category: .toast)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("undo", summary: "tap Undo", event: .undoTapped)
  ]

  public static let exampleEvents: [Event] = [.undoTapped]

  /// A toast expires only when its countdown has run out.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    state.ending == .expired && !state.countdown.isFinished(at: now.local)
      ? ["expired with \(state.countdown.remaining(at: now.local).popupDescription) left"] : []
  }
}
