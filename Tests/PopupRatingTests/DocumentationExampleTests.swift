import PopupCore
import PopupRating
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupRating/PopupRating.docc/PopupRating.md`.
@Suite("RatingPrompt: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func atTheThresholdTheReviewStepAsks() {
    let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit", threshold: 3))
    #expect(store.state.configuration.shownTitle == "Enjoying Orbit?")
    store.receive(.announce("Enjoying Orbit?"))
    store.send(.starTapped(3)) {
      $0.stars = 3
      $0.step = .review
    }
    store.receive(.haptic(.selection))
    store.receive(.announce("3 of 5 stars"))
    store.send(.reviewTapped) { $0.step = .ended }
    store.receive(output: .reviewRequested(stars: 3))
    store.receive(.dismiss(.tap))
  }
}
