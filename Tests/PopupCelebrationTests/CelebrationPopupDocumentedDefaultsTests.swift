import PopupCelebration
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let celebration = CelebrationPopup.Configuration(title: "t", message: "m")
}

/// Every default CelebrationPopup's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("CelebrationPopup: documented defaults")
struct CelebrationPopupDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("CelebrationPopup.Configuration.confetti", true) { Defaulted.celebration.confetti },
    .init("CelebrationPopup.Configuration.particleCount", 40) { Defaulted.celebration.particleCount },
    .init("CelebrationPopup.Configuration.burstLength", Duration.milliseconds(2500)) {
      Defaulted.celebration.burstLength
    },
    // PopupPresentationOptions: "toasts at the bottom, banners at the top, cards centered, sheets
    // from the bottom."
    .init("CelebrationPopup.defaultPresentation", PopupPresentationOptions.Placement.center) {
      CelebrationPopup.defaultPresentation.placement
    },
    .init("CelebrationPopup.Configuration.icon", "party.popper") { Defaulted.celebration.icon },
    .init("CelebrationPopup.Configuration.actionTitle", PopupCustomText.default) {
      Defaulted.celebration.actionTitle
    },
    .init("CelebrationPopup.Configuration.seed", UInt64(1)) { Defaulted.celebration.seed },
    .init("CelebrationPopup.Configuration.reduceMotion", false) { Defaulted.celebration.reduceMotion },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
