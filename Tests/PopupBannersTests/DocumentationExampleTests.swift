import PopupBanners
import PopupCore
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupBanners/PopupBanners.docc/PopupBanners.md`.
@Suite("NotificationBanners: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  static let scenarios: [PopupScenario<NotificationBanners>] = [
    PopupScenario(
      "a swipe dismisses the front item", configuration: .init(),
      steps: [
        .send(.posted(BannerItem(id: "maya", title: "Maya"))),
        .send(.posted(BannerItem(id: "sam", title: "Sam"))), .send(.swiped),
      ],
      expected: .outputs([.dismissed(id: "sam", reason: .drag)]), ending: nil),
    PopupScenario(
      "an item times out on its own timer", configuration: .init(),
      steps: [.send(.posted(BannerItem(id: "maya", title: "Maya"))), .wait(.seconds(5))],
      expected: .outputs([.dismissed(id: "maya", reason: .timeout)]), ending: nil),
  ]

  @Test(arguments: scenarios) func plays(_ scenario: PopupScenario<NotificationBanners>) throws {
    try scenario.run()
  }

  /// The defaults and numbers the article's Configuration section gives.
  @Test func theConfigurationTableHolds() {
    let configuration = NotificationBanners.Configuration()
    #expect(configuration.maxVisible == 3)
    #expect(configuration.items.isEmpty)
    #expect(NotificationBanners.Configuration(maxVisible: 0).maxVisible == 1)
    let item = BannerItem(id: "maya", title: "Maya")
    #expect(item.icon == "bell.fill")
    #expect(item.message.isEmpty)
    #expect(item.timestamp == "now")
    #expect(item.duration == .seconds(5))
    #expect(BannerItem(id: "a", title: "A", duration: .seconds(-1)).duration == .zero)
    #expect(NotificationBanners.defaultPresentation == .banner)
  }
}
