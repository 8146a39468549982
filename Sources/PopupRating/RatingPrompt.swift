import PopupCore
import PopupSupport

/// A rating prompt: stars first; below the threshold it asks for feedback, at or above it
/// nudges toward a store review.
///
/// Flow: no stars → a star tapped (1...5; anything else is ignored) → below the threshold, a
/// feedback step with a text field and Submit, which emits ``Output/submitted(stars:feedback:)``;
/// at or above it, a review step whose primary action emits ``Output/reviewRequested(stars:)``
/// and whose "Not now" dismisses with `.tap`. Stars can change until the prompt ends; Close
/// dismisses with `.tap` at any step. After the ending every event is ignored.
///
/// ```swift
/// var state = RatingPrompt.makeState(.init(appName: "Orbit"), now: .zero)
/// _ = RatingPrompt.reduce(&state, .starTapped(2), now: .zero)     // feedback step
/// _ = RatingPrompt.reduce(&state, .feedbackChanged("Too slow"), now: .zero)
/// RatingPrompt.reduce(&state, .submitTapped, now: .zero)
/// // [.output(.submitted(stars: 2, feedback: "Too slow")), .haptic(.success), .dismiss(.tap)]
/// ```
public enum RatingPrompt: PopupKind {
  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration)
  }

  /// On first appearing, the prompt announces its title.
  public static func appear(_ state: inout State, _ appearance: PopupAppearance, now: PopupTime)
    -> [PopupEffect<Output>]
  {
    appearance == .first ? [.announce(state.configuration.shownTitle)] : []
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard state.step != .ended else { return [] }
    switch event {
    case .starTapped(let stars):
      guard (1...State.starCount).contains(stars), stars != state.stars else { return [] }
      state.stars = stars
      state.step = stars < state.configuration.threshold ? .feedback : .review
      return [
        .haptic(.selection),
        .announce(
          state.configuration.strings.starsChosen.popupFilling(
            "stars", String(stars), "count", State.countText)),
      ]
    case .feedbackChanged(let text):
      guard state.step == .feedback, text != state.feedback else { return [] }
      state.feedback = text
      return []
    case .submitTapped:
      guard state.step == .feedback else { return [] }
      state.step = .ended
      return [
        .output(.submitted(stars: state.stars, feedback: state.feedback)), .haptic(.success), .dismiss(.tap),
      ]
    case .reviewTapped:
      guard state.step == .review else { return [] }
      state.step = .ended
      return [.output(.reviewRequested(stars: state.stars)), .dismiss(.tap)]
    case .notNowTapped:
      guard state.step == .review else { return [] }
      state.step = .ended
      return [.output(.declined), .dismiss(.tap)]
    case .closeTapped:
      state.step = .ended
      return [.dismiss(.tap)]
    }
  }
}
