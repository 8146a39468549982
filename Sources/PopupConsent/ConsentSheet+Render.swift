import PopupCore

extension ConsentSheet {
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    var children: [RenderNode] = []
    if configuration.isClosable {
      children.append(
        .hstack([
          .button("Close", role: .cancel, accessibilityLabel: "Close without choosing", action: closeAction)
        ]))
    }
    children.append(.text(configuration.title, role: .title))
    switch state.layer {
    case .first:
      children.append(.text(configuration.message, role: .body))
      if let previous = configuration.previous, previous.revision != configuration.revision {
        children.append(.text("What we ask for has changed since you last chose.", role: .caption))
      }
      children.append(.hstack([acceptAllButton, rejectAllButton, customizeButton]))
    case .preferences:
      for category in configuration.categories {
        children.append(
          .toggle(
            label: category.title, isOn: state.isOn(category.id), isLocked: category.isRequired,
            action: action(.toggled(category.id))))
        children.append(.text(category.description, role: .caption))
      }
      children.append(.hstack([saveButton, acceptAllButton, rejectAllButton]))
      children.append(
        .hstack([.button("Back", role: .normal, accessibilityLabel: "Back", action: backAction)]))
    }
    return .card(style: .standard, children: children)
  }

  /// The three first-layer choices, at equal weight: one role for all.
  static let acceptAllButton = RenderNode.button(
    "Accept all", role: .normal, accessibilityLabel: "Accept all", action: action(.acceptAllTapped))
  static let rejectAllButton = RenderNode.button(
    "Reject all", role: .normal, accessibilityLabel: "Reject all", action: action(.rejectAllTapped))
  static let customizeButton = RenderNode.button(
    "Customize", role: .normal, accessibilityLabel: "Customize", action: action(.customizeTapped))
  static let saveButton = RenderNode.button(
    "Save", role: .normal, accessibilityLabel: "Save my choices", action: action(.saveTapped))
  static let closeAction = action(.closeTapped)
  static let backAction = action(.backTapped)
}
