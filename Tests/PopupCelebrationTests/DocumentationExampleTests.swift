import PopupCelebration
import PopupCore
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupCelebration/PopupCelebration.docc/PopupCelebration.md`.
@Suite("CelebrationPopup: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  static let scenarios: [PopupScenario<CelebrationPopup>] = [
    PopupScenario(
      "continue", configuration: .init(title: "Level up!", message: "Level 5."),
      steps: [.send(.continueTapped)],
      expected: .effects([
        .haptic(.success), .announce("Level up!"), .output(.continued), .dismiss(.tap),
      ]),
      ending: .tap),
    PopupScenario(
      "again within the 1 s cooldown", configuration: .init(title: "Level up!", message: "Level 5."),
      steps: [.wait(.milliseconds(999)), .send(.againTapped)],
      expected: .effects([.haptic(.success), .announce("Level up!")]), ending: nil,
      checks: [.state("the bursts alive", \.bursts.count, 1)]),
  ]

  @Test(arguments: scenarios) func plays(_ scenario: PopupScenario<CelebrationPopup>) throws {
    try scenario.run()
  }

  /// The defaults and numbers the article's Configuration section gives.
  @Test func theConfigurationTableHolds() {
    let configuration = CelebrationPopup.Configuration(title: "Level up!", message: "You reached level 5.")
    #expect(configuration.icon == "party.popper")
    #expect(configuration.confetti)
    #expect(configuration.particleCount == 40)
    #expect(configuration.burstLength == .milliseconds(2500))
    #expect(configuration.seed == 1)
    #expect(!configuration.reduceMotion)
    let clamped = CelebrationPopup.Configuration(
      title: "T", message: "M", particleCount: 500, burstLength: .seconds(9))
    #expect(clamped.particleCount == 200)
    #expect(clamped.burstLength == CelebrationPopup.Configuration.longestBurst)
    #expect(CelebrationPopup.Configuration.longestBurst == .seconds(5))
    #expect(CelebrationPopup.State.replayCooldown == .seconds(1))
    #expect(CelebrationPopup.State.maxBursts == 3)
    #expect(CelebrationPopup.State.entranceLength == .milliseconds(600))
  }
}
