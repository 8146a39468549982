import PopupCore

extension ActionSheet: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "actions", name: "Action sheet",
    summary: "Rows with normal, destructive and cancel roles; bottom, center or a popover on a target.",
    category: .sheet)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("select", .word("id"), summary: "tap a row", make: Event.actionTapped) {
      if case .actionTapped(let id) = $0 { id } else { nil }
    },
    PopupVerb("cancel", summary: "tap the cancel row", event: .cancelTapped),
    PopupVerb("up", summary: "move the focus up", event: .upPressed),
    PopupVerb("down", summary: "move the focus down", event: .downPressed),
    PopupVerb("return", summary: "pick the focused row", event: .returnPressed),
    PopupVerb("escape", summary: "cancel from the keyboard", event: .escapePressed),
    .targetFrame(Event.targetMoved) {
      if case .targetMoved(let id, let frame) = $0 { (id, frame) } else { nil }
    },
    .targetLost(Event.targetLost) { if case .targetLost(let id) = $0 { id } else { nil } },
  ]

  public static let exampleEvents: [Event] = [
    .downPressed, .downPressed, .upPressed, .returnPressed, .escapePressed, .cancelTapped,
    .actionTapped("share"),
    .actionTapped("delete"), .actionTapped("delete"), .actionTapped("print"), .actionTapped("nope"),
    .targetLost("share"),
    .targetMoved(id: "share", frame: PopupRect(x: 300, y: 60, width: 44, height: 44)),
    .targetMoved(id: "share", frame: PopupRect(x: 2000, y: 60, width: 44, height: 44)),
  ]

  /// The focus is on a visible, enabled row; an armed row is a visible destructive one.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if let focused = state.focused, !state.focusableIDs.contains(focused) {
      problems.append("focus on '\(focused)', which cannot take it")
    }
    if let armed = state.armed,
      !state.visibleActions.contains(where: { $0.id == armed.id && $0.role == .destructive })
    {
      problems.append("'\(armed.id)' is armed but is no visible destructive row")
    }
    if state.configuration.actions.filter({ $0.role == .cancel }).count > 1 {
      problems.append("two cancel rows")
    }
    return problems
  }

  /// Every presentation ends with a row picked or the sheet cancelled.
  public static let endingOutputs: PopupEndingOutputs<Output>? = ["selected", "cancelled"]

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    if let armed = state.armed { return "armed: \(armed.id)" }
    return state.focused.map { "rows, focus \($0)" } ?? "rows"
  }
}
