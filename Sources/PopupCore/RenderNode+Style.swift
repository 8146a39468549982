extension RenderNode {
  /// The same tree with every card drawn in `style`: the style in force over the kind's own.
  ///
  /// - Complexity: O(*n*) in the nodes of the tree.
  public func restyled(_ style: PopupStyle) -> RenderNode {
    switch self {
    case .card(_, let children): .card(style: style, children: children.map { $0.restyled(style) })
    case .vstack(let children): .vstack(children.map { $0.restyled(style) })
    case .modal(let content): .modal(content.restyled(style))
    case .hstack(let children): .hstack(children.map { $0.restyled(style) })
    case .scroll(let children, let first, let visible):
      .scroll(children.map { $0.restyled(style) }, first: first, visible: visible)
    case .tappable(let content, let label, let action):
      .tappable(content.restyled(style), accessibilityLabel: label, action: action)
    default: self
    }
  }

  /// The same tree with every card's box taken away and its children kept in a stack: what
  /// a host draws when the presentation's chrome is ``PopupPresentationOptions/Chrome/none``.
  public var unwrappingCards: RenderNode {
    switch self {
    case .card(_, let children): .vstack(children.map(\.unwrappingCards))
    case .vstack(let children): .vstack(children.map(\.unwrappingCards))
    case .modal(let content): .modal(content.unwrappingCards)
    case .hstack(let children): .hstack(children.map(\.unwrappingCards))
    case .scroll(let children, let first, let visible):
      .scroll(children.map(\.unwrappingCards), first: first, visible: visible)
    case .tappable(let content, let label, let action):
      .tappable(content.unwrappingCards, accessibilityLabel: label, action: action)
    default: self
    }
  }

  /// The style of the first card in the tree, depth first, or `nil` when it has none.
  public var cardStyle: PopupStyle? {
    switch self {
    case .card(let style, _): style
    case .vstack(let children), .hstack(let children), .scroll(let children, _, _):
      children.lazy.compactMap(\.cardStyle).first
    case .modal(let content), .tappable(let content, _, _): content.cardStyle
    default: nil
    }
  }
}
