import PopupCore

extension InputPopup {
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let strings = configuration.strings
    var children: [RenderNode] = []
    // The title, a field and its counter each, the retry row and the buttons: sized up front,
    // as growing the array copies every node already in it.
    children.reserveCapacity(configuration.fields.count * 2 + 3)
    children.append(.text(configuration.title, role: .title))
    // Every field's errors once: they decide both what shows and whether Submit is enabled.
    let errors = configuration.fields.map { state.errors(of: $0) }
    for (field, fieldErrors) in zip(configuration.fields, errors) {
      let text = state.text(of: field.id)
      let error = state.shownError(of: field, among: fieldErrors)
      children.append(
        .field(
          label: field.label, text: text, placeholder: field.placeholder, error: error,
          action: PopupFieldAction("type", [.word(field.id)]), isSecure: field.isSecure))
      // A check under way is a status, not an error: a caption under the field.
      switch state.checks[field.id] {
      case .pending, .waiting: if error == nil { children.append(.text(strings.checking, role: .caption)) }
      default: break
      }
      if let max = field.maxLength {
        children.append(
          .text(
            strings.counter.popupFilling("count", String(text.graphemeCount), "max", String(max)),
            role: .caption))
      }
    }
    if configuration.fields.contains(where: { state.checks[$0.id] == .timedOut }) {
      children.append(
        .hstack([
          .button(strings.retry, role: .normal, accessibilityLabel: strings.retryLabel, action: recheckAction)
        ]))
    }
    // A failed or timed-out check is among a field's errors, so this also covers them.
    let canSubmit = errors.allSatisfy(\.isEmpty)
    children.append(
      .hstack([
        .button(
          configuration.submitTitle, role: .primary, accessibilityLabel: configuration.submitTitle,
          action: submitAction, isEnabled: canSubmit),
        .button(strings.cancel, role: .cancel, accessibilityLabel: strings.cancel, action: cancelAction),
      ]))
    return .card(style: .standard, children: children)
  }

  static let submitAction = action(.submitTapped)
  static let cancelAction = action(.cancelTapped)
  static let recheckAction = action(.recheckTapped)
}
