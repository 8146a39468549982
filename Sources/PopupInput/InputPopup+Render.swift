import PopupCore

extension InputPopup {
  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let strings = configuration.strings
    var children: [RenderNode] = []
    // The title, a field with its status and counter each, the retry row and the buttons: sized
    // up front, as growing the array copies every node already in it.
    children.reserveCapacity(configuration.fields.count * 3 + 3)
    children.append(.text(configuration.title, role: .title))
    // A failed or timed-out check is among a field's errors, so this also covers them.
    var canSubmit = true
    var anyTimedOut = false
    for field in configuration.fields {
      let text = state.text(of: field.id)
      let checked = state.fieldChecks[field.id]
      let firstError = state.firstError(of: field, checked: checked)
      canSubmit = canSubmit && firstError == nil
      let error = state.showsErrors(of: field) ? firstError : nil
      children.append(
        .field(
          label: field.label, text: text, placeholder: field.placeholder, error: error,
          action: PopupFieldAction("type", [.word(field.id)]), isSecure: field.isSecure))
      // A check under way is a status, not an error: a caption under the field.
      switch state.checks[field.id] {
      case .pending, .waiting: if error == nil { children.append(.text(strings.checking, role: .caption)) }
      case .timedOut: anyTimedOut = true
      default: break
      }
      if let counter = checked?.counter { children.append(.text(counter, role: .caption)) }
    }
    if anyTimedOut {
      children.append(
        .hstack([
          .button(strings.retry, role: .normal, accessibilityLabel: strings.retryLabel, action: recheckAction)
        ]))
    }
    let submitTitle = configuration.submitTitle.or(strings.submit)
    children.append(
      .hstack([
        .button(
          submitTitle, role: .primary, accessibilityLabel: submitTitle,
          action: submitAction, isEnabled: canSubmit),
        .button(strings.cancel, role: .cancel, accessibilityLabel: strings.cancel, action: cancelAction),
      ]))
    return .card(style: .standard, children: children)
  }

  static let submitAction = action(.submitTapped)
  static let cancelAction = action(.cancelTapped)
  static let recheckAction = action(.recheckTapped)
}
