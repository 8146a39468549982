import PopupCore

extension InputPopup {
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    var children: [RenderNode] = [.text(configuration.title, role: .title)]
    for field in configuration.fields {
      let text = state.text(of: field.id)
      var error = state.shownError(of: field)
      if error == nil, case .pending = state.checks[field.id] { error = "Checking…" }
      if error == nil, case .waiting = state.checks[field.id] { error = "Checking…" }
      children.append(
        .field(
          label: field.label, text: text, placeholder: field.placeholder, error: error,
          action: PopupFieldAction("type", [.word(field.id)]), isSecure: field.isSecure))
      if let max = field.maxLength { children.append(.text("\(text.count)/\(max)", role: .caption)) }
    }
    if configuration.fields.contains(where: { state.checks[$0.id] == .timedOut }) {
      children.append(
        .hstack([
          .button("Try again", role: .normal, accessibilityLabel: "Check again", action: recheckAction)
        ]))
    }
    let canSubmit =
      state.isValid && !configuration.fields.contains { state.checks[$0.id].map(isFailed) ?? false }
    children.append(
      .hstack([
        .button(
          configuration.submitTitle, role: .primary, accessibilityLabel: configuration.submitTitle,
          action: submitAction, isEnabled: canSubmit),
        .button("Cancel", role: .cancel, accessibilityLabel: "Cancel", action: cancelAction),
      ]))
    return .card(style: .standard, children: children)
  }

  private static func isFailed(_ check: Check) -> Bool {
    switch check {
    case .failed, .timedOut: true
    default: false
    }
  }

  static let submitAction = action(.submitTapped)
  static let cancelAction = action(.cancelTapped)
  static let recheckAction = action(.recheckTapped)
}
