import PopupCore
import PopupRating
import Testing

/// Every default the documentation of RatingPrompt's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("RatingPrompt: documented defaults")
struct RatingPromptDefaultsTests {
  @Test func everyDocumentedDefault() {
    let configuration = RatingPrompt.Configuration(appName: "Orbit")
    #expect(configuration.threshold == 4, "RatingPrompt.Configuration.threshold")
  }
}
