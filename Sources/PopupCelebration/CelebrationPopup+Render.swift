import PopupCore

extension CelebrationPopup {
  /// The height of the confetti field above the card, in text lines.
  static let fieldRows = 5

  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let actionTitle = configuration.actionTitle.or(configuration.strings.proceed)
    let card = RenderNode.card(
      style: .accent,
      children: [
        .button(
          configuration.strings.close, role: .close, accessibilityLabel: configuration.strings.close,
          action: closeAction),
        .icon(configuration.icon), .text(configuration.title, role: .title),
        .text(configuration.message, role: .body),
        .hstack([
          .button(
            actionTitle, role: .primary, accessibilityLabel: actionTitle, action: continueAction)
        ]),
      ])
    let particles = state.particles(at: now.local)
    guard !particles.isEmpty else { return card }
    return .vstack([.particles(particles, rows: fieldRows), card])
  }

  static let closeAction = action(.closeTapped)
  static let continueAction = action(.continueTapped)
}
