import PopupCore
import PopupRating
import PopupTesting
import Testing

/// Whole flows through the exhaustive test store: every state change and effect asserted.
@Suite("Rating prompt flows", .watchdog)
struct RatingPromptStoreTests {
  @Test func lowRatingWithFeedback() {
    let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit"))
    store.receive(.announce("Enjoying Orbit?"))
    store.send(.starTapped(2)) {
      $0.stars = 2
      $0.step = .feedback
    }
    store.receive(.haptic(.selection))
    store.receive(.announce("2 of 5 stars"))
    store.send(.feedbackChanged("too slow")) { $0.feedback = "too slow" }
    store.send(.submitTapped) { $0.step = .ended }
    store.receive(output: .submitted(stars: 2, feedback: "too slow"))
    store.receive(.haptic(.success))
    store.receive(.dismiss(.tap))
    store.send(.starTapped(5))
    store.tapOutside()
  }

  @Test func highRatingChangesItsMindThenReviews() {
    let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit"))
    store.receive(.announce("Enjoying Orbit?"))
    store.send(.starTapped(3)) {
      $0.stars = 3
      $0.step = .feedback
    }
    store.skipReceivedEffects()
    store.send(.starTapped(4)) {
      $0.stars = 4
      $0.step = .review
    }
    store.receive(.haptic(.selection))
    store.receive(.announce("4 of 5 stars"))
    store.send(.reviewTapped) { $0.step = .ended }
    store.receive(output: .reviewRequested(stars: 4))
    store.receive(.dismiss(.tap))
  }

  @Test func anOutsideTapEndsThePromptOnce() {
    let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit"))
    store.receive(.announce("Enjoying Orbit?"))
    store.tapOutside()
    store.receive(.dismiss(.outsideTap))
    store.tapOutside()
    store.send(.closeTapped)
    store.advance(by: .seconds(30))
  }
}
