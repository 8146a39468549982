import PopupCore

extension ConsentSheet {
  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let strings = configuration.strings
    var children: [RenderNode] = []
    if configuration.isClosable {
      children.append(
        .button(strings.close, role: .close, accessibilityLabel: strings.closeLabel, action: closeAction))
    }
    children.append(.text(configuration.title.or(strings.title), role: .title))
    switch state.layer {
    case .first:
      children.append(.text(configuration.message, role: .body))
      if let previous = configuration.previous, previous.revision != configuration.revision {
        children.append(.text(strings.changed, role: .caption))
      }
      children.append(
        .hstack([acceptAllButton(strings), rejectAllButton(strings), customizeButton(strings)]))
    case .preferences:
      for category in configuration.categories {
        children.append(
          .toggle(
            label: category.title, isOn: state.isOn(category.id), isLocked: category.isRequired,
            action: action(.toggled(category.id))))
        children.append(.text(category.description, role: .caption))
      }
      children.append(.hstack([saveButton(strings), acceptAllButton(strings), rejectAllButton(strings)]))
      children.append(
        .hstack([.button(strings.back, role: .normal, accessibilityLabel: strings.back, action: backAction)]))
    }
    return .card(style: .standard, children: children)
  }

  /// The three first-layer choices, at equal weight: one role for all.
  static func acceptAllButton(_ strings: Strings) -> RenderNode {
    .button(strings.acceptAll, role: .normal, accessibilityLabel: strings.acceptAll, action: acceptAllAction)
  }
  static func rejectAllButton(_ strings: Strings) -> RenderNode {
    .button(strings.rejectAll, role: .normal, accessibilityLabel: strings.rejectAll, action: rejectAllAction)
  }
  static func customizeButton(_ strings: Strings) -> RenderNode {
    .button(strings.customize, role: .normal, accessibilityLabel: strings.customize, action: customizeAction)
  }
  static func saveButton(_ strings: Strings) -> RenderNode {
    .button(strings.save, role: .normal, accessibilityLabel: strings.saveLabel, action: saveAction)
  }
  static let acceptAllAction = action(.acceptAllTapped)
  static let rejectAllAction = action(.rejectAllTapped)
  static let customizeAction = action(.customizeTapped)
  static let saveAction = action(.saveTapped)
  static let closeAction = action(.closeTapped)
  static let backAction = action(.backTapped)
}
