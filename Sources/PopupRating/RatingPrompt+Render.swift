import PopupCore

extension RatingPrompt {
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let stars = RenderNode.stars(
      filled: state.stars, count: State.starCount,
      accessibilityLabel: "Rating, \(state.stars) of \(State.starCount) stars", actions: starActions)
    let close = RenderNode.button("Close", role: .cancel, accessibilityLabel: "Close", action: closeAction)
    var children: [RenderNode] = [.icon("star.bubble"), .text(configuration.title, role: .title)]
    switch state.step {
    case .rating, .ended:
      children += [.text(configuration.message, role: .body), stars, .hstack([close])]
    case .feedback:
      children += [
        stars, .text("What could we do better?", role: .body),
        .field(
          label: "Feedback", text: state.feedback, placeholder: "Tell us more (optional)", error: nil,
          action: PopupFieldAction("type")),
        .hstack([
          .button(
            "Submit", role: .primary, accessibilityLabel: "Submit feedback", action: action(.submitTapped)),
          close,
        ]),
      ]
    case .review:
      children += [
        stars, .text("Would you rate \(configuration.appName) on the store?", role: .body),
        .hstack([
          .button(
            "Rate \(configuration.appName)", role: .primary, accessibilityLabel: "Rate on the store",
            action: action(.reviewTapped)),
          .button("Not now", role: .normal, accessibilityLabel: "Not now", action: action(.notNowTapped)),
        ]),
      ]
    }
    return .card(style: .standard, children: children)
  }

  /// What each star does, made once: tapping star `n` sends `starTapped(n)`.
  static let starActions = (1...State.starCount).map { action(.starTapped($0)) }
  static let closeAction = action(.closeTapped)
}
