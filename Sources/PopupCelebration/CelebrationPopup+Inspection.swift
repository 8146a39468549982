import PopupCore
import PopupSupport

extension CelebrationPopup: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "celebration", name: "Celebration",
    summary: "A hero icon with a burst of confetti, a title, a message and one action.", category: .card)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("continue", summary: "tap the action", event: .continueTapped),
    PopupVerb("close", summary: "close the popup", event: .closeTapped),
    PopupVerb("again", summary: "replay a burst (1 s cooldown, at most 3 alive)", event: .againTapped),
    PopupVerb(
      "reduce-motion", .onOff, summary: "turn Reduce Motion on or off", make: Event.reduceMotionChanged
    ) {
      if case .reduceMotionChanged(let isOn) = $0 { isOn } else { nil }
    },
  ]

  public static let exampleEvents: [Event] = [
    .againTapped, .againTapped, .reduceMotionChanged(true), .reduceMotionChanged(false), .continueTapped,
    .closeTapped,
  ]

  /// At most 3 bursts alive, none under Reduce Motion or after the ending, and no two closer
  /// than the cooldown. (A burst past its length may linger in a popup the host dismissed, as
  /// no tick reaches it then; it draws nothing.)
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if state.bursts.count > State.maxBursts { problems.append("\(state.bursts.count) bursts alive") }
    if (state.reduceMotion || state.isEnded) && !state.bursts.isEmpty {
      problems.append("bursts alive under Reduce Motion or after the ending")
    }
    for (earlier, later) in zip(state.bursts, state.bursts.dropFirst())
    where later - earlier < State.replayCooldown {
      problems.append("two bursts \((later - earlier).popupDescription) apart")
    }
    return problems
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    if state.isEnded { return "ended" }
    return state.bursts.isEmpty ? "still" : String.popupCount(state.bursts.count, "burst")
  }
}
