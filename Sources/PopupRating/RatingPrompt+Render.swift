import PopupCore
import PopupSupport

extension RatingPrompt {
  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let strings = configuration.strings
    let stars = RenderNode.stars(
      filled: state.stars, count: State.starCount,
      accessibilityLabel: strings.rating.popupFilling("stars", String(state.stars), "count", State.countText),
      actions: starActions, labels: state.starLabels)
    let close = RenderNode.button(
      strings.close, role: .cancel, accessibilityLabel: strings.close, action: closeAction)
    var children: [RenderNode] = [.icon("star.bubble"), .text(configuration.shownTitle, role: .title)]
    switch state.step {
    case .rating, .ended:
      children += [.text(configuration.message.or(strings.message), role: .body), stars, .hstack([close])]
    case .feedback:
      children += [
        stars, .text(strings.feedbackQuestion, role: .body),
        .field(
          label: strings.feedback, text: state.feedback, placeholder: strings.feedbackPlaceholder, error: nil,
          action: PopupFieldAction("type")),
        .hstack([
          .button(
            strings.submit, role: .primary, accessibilityLabel: strings.submitLabel, action: submitAction),
          close,
        ]),
      ]
    case .review:
      children += [
        stars, .text(strings.reviewQuestion.popupFilling("app", configuration.appName), role: .body),
        .hstack([
          .button(
            strings.review.popupFilling("app", configuration.appName), role: .primary,
            accessibilityLabel: strings.reviewLabel.popupFilling("app", configuration.appName),
            action: reviewAction),
          .button(strings.notNow, role: .normal, accessibilityLabel: strings.notNow, action: notNowAction),
        ]),
      ]
    }
    return .card(style: .standard, children: children)
  }

  /// What each star does, made once: tapping star `n` sends `starTapped(n)`.
  static let starActions = (1...State.starCount).map { action(.starTapped($0)) }
  static let closeAction = action(.closeTapped)
  static let submitAction = action(.submitTapped)
  static let reviewAction = action(.reviewTapped)
  static let notNowAction = action(.notNowTapped)
}
