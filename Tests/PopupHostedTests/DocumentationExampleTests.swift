import PopupCore
import PopupHosted
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupHosted/PopupHosted.docc/PopupHosted.md`.
@Suite("HostedPopup: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  static let mapPreview = HostedPopup.Configuration(
    viewID: "map-preview", accessibilityLabel: "Map of the route", size: PopupSize(width: 300, height: 180),
    endingActions: ["directions"], showsCloseButton: true)

  static let scenarios: [PopupScenario<HostedPopup>] = [
    PopupScenario(
      "an ending action reports, then ends", configuration: mapPreview,
      steps: [.send(.actionTapped("directions"))],
      expected: .effects([.output(.actionTapped("directions")), .dismiss(.tap)]), ending: .tap),
    PopupScenario(
      "another action only reports", configuration: mapPreview, steps: [.send(.actionTapped("share"))],
      expected: .effects([.output(.actionTapped("share"))]), ending: nil),
    PopupScenario(
      "held, the auto-dismiss waits", configuration: mapPreview,
      behavior: HostedPopup.defaultBehavior.autoDismissing(after: .seconds(3)),
      steps: [.wait(.seconds(1)), .hold, .wait(.seconds(60)), .release, .wait(.seconds(2))],
      expected: .effects([.dismiss(.timeout)]), ending: .timeout),
  ]

  @Test(arguments: scenarios) func plays(_ scenario: PopupScenario<HostedPopup>) throws {
    try scenario.run()
  }

  /// The defaults and numbers the article's Configuration section gives.
  @Test func theConfigurationTableHolds() {
    let configuration = HostedPopup.Configuration(viewID: "map-preview", accessibilityLabel: "Map")
    #expect(configuration.size == PopupSize(width: 0, height: 0))
    #expect(configuration.endingActions.isEmpty)
    #expect(!configuration.showsCloseButton)
    #expect(HostedPopup.defaultBehavior == .card)
    #expect(HostedPopup.defaultPresentation == .card)
  }
}
