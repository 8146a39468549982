import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let rating = RatingPrompt.Configuration(appName: "Orbit")
}

/// Every default RatingPrompt's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("RatingPrompt: documented defaults")
struct RatingPromptDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("RatingPrompt.Configuration.threshold", 4) { Defaulted.rating.threshold },
    // PopupPresentationOptions: "toasts at the bottom, banners at the top, cards centered, sheets
    // from the bottom."
    .init("RatingPrompt.defaultPresentation", PopupPresentationOptions.Placement.center) {
      RatingPrompt.defaultPresentation.placement
    },
    .init("RatingPrompt.Configuration.title", PopupCustomText.default) { Defaulted.rating.title },
    .init("RatingPrompt.Configuration.message", PopupCustomText.default) { Defaulted.rating.message },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
