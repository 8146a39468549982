import PopupCore

extension InputPopup {
  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    // Every text drawn that follows from the configuration is read from its form, made once.
    let form = state.form
    var children: [RenderNode] = []
    // The title, a field with its status and counter each, the retry row and the buttons: sized
    // up front, as growing the array copies every node already in it.
    children.reserveCapacity(form.ids.count * 3 + 3)
    children.append(.text(form.title, role: .title))
    // A failed or timed-out check is among a field's errors, so this also covers them.
    var canSubmit = true
    var anyTimedOut = false
    for index in form.allIndices {
      let id = form.ids[index]
      let fieldState = state.fieldStates[index]
      let firstError = state.firstError(at: index)
      canSubmit = canSubmit && firstError == nil
      let error = state.showsErrors(of: id) ? firstError : nil
      children.append(
        .field(
          label: form.labels[index], text: fieldState.text ?? "", placeholder: form.placeholders[index],
          error: error, action: form.actions[index], isSecure: form.isSecure[index]))
      // A check under way is a status, not an error: a caption under the field.
      switch state.check(of: id) {
      case .pending, .waiting: if error == nil { children.append(.text(form.checking, role: .caption)) }
      case .timedOut: anyTimedOut = true
      default: break
      }
      if let counter = fieldState.check.counter { children.append(.text(counter, role: .caption)) }
    }
    if anyTimedOut {
      children.append(
        .hstack([
          .button(form.retry, role: .normal, accessibilityLabel: form.retryLabel, action: recheckAction)
        ]))
    }
    children.append(
      .hstack([
        .button(
          form.submitTitle, role: .primary, accessibilityLabel: form.submitTitle,
          action: submitAction, isEnabled: canSubmit),
        .button(form.cancel, role: .cancel, accessibilityLabel: form.cancel, action: cancelAction),
      ]))
    return .card(style: .standard, children: children)
  }

  static let submitAction = action(.submitTapped)
  static let cancelAction = action(.cancelTapped)
  static let recheckAction = action(.recheckTapped)
}
