import PopupCore

extension PromoPopup {
  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let isOver = state.isOfferOver(at: now.wall)
    var children: [RenderNode] = []
    if configuration.showsClose {
      children.append(
        .button(
          configuration.strings.close, role: .close, accessibilityLabel: configuration.strings.close,
          action: closeAction))
    }
    if let badge = configuration.badge { children.append(.badge(badge)) }
    children += media(configuration.media)
    if configuration.layout != .imageOnly {
      children += [.text(configuration.title, role: .title), .text(configuration.message, role: .body)]
    }
    if isOver {
      children.append(.text(configuration.strings.ended, role: .caption))
    } else if let countdown = state.offerCountdown(at: now.wall) {
      children.append(.text(countdown, role: .caption))
    }
    var buttons: [RenderNode] = [
      .button(
        configuration.primary.title, role: .primary, accessibilityLabel: configuration.primary.title,
        action: primaryAction, isEnabled: !isOver)
    ]
    if let secondary = configuration.secondary {
      buttons.append(
        .button(secondary.title, role: .normal, accessibilityLabel: secondary.title, action: secondaryAction))
    }
    children.append(.hstack(buttons))
    return .card(style: style(of: configuration.layout), children: children)
  }

  static func media(_ media: Media) -> [RenderNode] {
    switch media {
    case .symbol(let name): [.icon(name)]
    case .gradient(let colors): [.gradient(colors)]
    case .image(let name, let alt): [.image(name, alt: alt)]
    }
  }

  static func style(of layout: Layout) -> PopupStyle {
    switch layout {
    case .card, .imageOnly: .standard
    case .modal: .gradient
    case .banner: .frosted
    }
  }

  static let closeAction = action(.closeTapped)
  static let primaryAction = action(.primaryTapped)
  static let secondaryAction = action(.secondaryTapped)
}
