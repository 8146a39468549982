import PopupCore
import PopupSheet
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupSheet/PopupSheet.docc/PopupSheet.md`.
@Suite("ScrollSheet: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func aPullOnScrolledContentScrollsItBackFirst() throws {
    try PopupScenario<ScrollSheet>(
      "scrolled content scrolls back first",
      configuration: .init(title: "Terms of service", rows: (1...30).map { "§\($0)" }, footer: "Agree"),
      steps: [
        .send(.detentSelected(.large)), .send(.scrolled(200)), .send(.pulled(150)),
        .send(.lifted(velocity: 0)),
      ],
      expected: .outputs([.detentChanged(.large)]), ending: nil,
      checks: [
        .state("the scroll", \.scrollOffset, 50),
        .state("the resting detent", { $0.detents[$0.detent] }, .large),
      ]
    ).run()
  }
}
