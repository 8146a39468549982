import PopupCelebration
import PopupCore
import Testing

/// Every default the documentation of CelebrationPopup's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("CelebrationPopup: documented defaults")
struct CelebrationPopupDefaultsTests {
  @Test func everyDocumentedDefault() {
    let configuration = CelebrationPopup.Configuration(title: "t", message: "m")
    #expect(configuration.confetti == true, "CelebrationPopup.Configuration.confetti")
    #expect(configuration.particleCount == 40, "CelebrationPopup.Configuration.particleCount")
    #expect(
      configuration.burstLength == Duration.milliseconds(2500), "CelebrationPopup.Configuration.burstLength")
  }
}
