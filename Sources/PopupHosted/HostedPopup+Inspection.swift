import PopupCore

extension HostedPopup: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "hosted", name: "Hosted content",
    summary: "Any view the app draws itself, by id, with every shared behaviour: timers, queue, placement.",
    category: .card)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb(
      "action", .word("id"), summary: "a control of the app's view was used", make: Event.actionTapped
    ) {
      if case .actionTapped(let id) = $0 { id } else { nil }
    },
    PopupVerb("close", summary: "tap the close button", event: .closeTapped),
  ]

  public static let exampleEvents: [Event] = [
    .actionTapped("share"), .actionTapped("directions"), .actionTapped("done"), .closeTapped,
  ]

  /// The node names the configured view.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    state.configuration.viewID.isEmpty ? ["the view has no id"] : []
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    state.isEnded ? "ended" : "shown"
  }
}
