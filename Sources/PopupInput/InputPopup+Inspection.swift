import PopupCore

extension InputPopup: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "input", name: "Input",
    summary: "Validated text fields; Submit and Return share one gate; async checks that never go stale.",
    category: .card)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb(
      "type", arguments: "[<field>] \"<text>\"", summary: "set a field's text (the first field when omitted)"
    ) {
      arguments throws(PopupScriptError) in
      let first = try arguments.text("\"<text>\"")
      guard let text = arguments.optionalText() else { return .textChanged(field: nil, text: first) }
      return .textChanged(field: first, text: text)
    } print: {
      guard case .textChanged(let field, let text) = $0 else { return nil }
      return (field.map { [.word($0)] } ?? []) + [.text(text)]
    },
    PopupVerb("submit", summary: "tap the submit button", event: .submitTapped),
    PopupVerb("return", summary: "press Return (the same gate as submit)", event: .returnPressed),
    PopupVerb("cancel", summary: "cancel", event: .cancelTapped),
    PopupVerb("focus", .word("field"), summary: "move the focus to a field", make: Event.focused) {
      if case .focused(let field) = $0 { field } else { nil }
    },
    PopupVerb("check-ok", .integer("token"), summary: "the host's check passed", make: Event.checkPassed) {
      if case .checkPassed(let token) = $0 { token } else { nil }
    },
    PopupVerb(
      "check-error", .integer("token"), .text("message"), summary: "the host's check failed",
      make: Event.checkFailed
    ) { if case .checkFailed(let token, let message) = $0 { (token, message) } else { nil } },
    PopupVerb("recheck", summary: "check again after \"Couldn't check\"", event: .recheckTapped),
  ]

  public static let exampleEvents: [Event] = [
    .textChanged(field: nil, text: ""), .textChanged(field: nil, text: "Photos 2024"),
    .textChanged(field: nil, text: "Photos/2024"),
    .textChanged(field: nil, text: "👩‍👩‍👧👩‍👩‍👧 日本語 e\u{301}"), .textChanged(field: "email", text: "maya@example.com"),
    .textChanged(field: "password", text: "hunter22"), .textChanged(field: "confirm", text: "hunter22"),
    .textChanged(field: "username", text: "maya"),
    .submitTapped, .returnPressed, .cancelTapped, .focused("password"), .focused("nope"), .checkPassed(1),
    .checkFailed(token: 1, message: "Taken."), .checkPassed(2), .checkPassed(99), .recheckTapped,
  ]

  /// A pending submit means a check is coming; tokens only grow; a pending check's token was
  /// given out.
  /// Every presentation ends submitted or cancelled.
  public static let endingOutputs: PopupEndingOutputs<Output>? = ["submitted", "cancelled"]

  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if state.submitPending && !state.isChecking { problems.append("a submit waits for no check") }
    for (id, check) in state.checks {
      if case .pending(let token, _) = check, token > state.lastToken || token < 1 {
        problems.append("'\(id)' waits for token \(token), but \(state.lastToken) were given")
      }
    }
    return problems
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    if state.submitPending { return "submitting" }
    if state.isChecking { return "checking" }
    let validity = state.isValid ? "valid" : "invalid"
    return state.submitAttempted ? "\(validity), submit tried" : validity
  }
}
