import PopupCore
import PopupInput
import Testing

/// Every default the documentation of InputPopup's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("InputPopup: documented defaults")
struct InputPopupDefaultsTests {
  @Test func everyDocumentedDefault() throws {
    let configuration = try InputPopup.Configuration(title: "t", fields: [.init("f", label: "F")])
    #expect(
      configuration.errorDisplay == InputPopup.ErrorDisplay.afterFirstEdit,
      "InputPopup.Configuration.errorDisplay")
    #expect(configuration.checkDelay == Duration.milliseconds(300), "InputPopup.Configuration.checkDelay")
    #expect(configuration.checkTimeout == Duration.seconds(5), "InputPopup.Configuration.checkTimeout")
  }
}
