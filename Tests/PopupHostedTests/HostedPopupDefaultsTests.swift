import PopupCore
import PopupHosted
import Testing

/// Every default the documentation of HostedPopup's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("HostedPopup: documented defaults")
struct HostedPopupDefaultsTests {
  @Test func everyDocumentedDefault() {
    let configuration = HostedPopup.Configuration(viewID: "v", accessibilityLabel: "l")
    #expect(configuration.size == PopupSize(width: 0, height: 0), "HostedPopup.Configuration.size")
    #expect(configuration.showsCloseButton == false, "HostedPopup.Configuration.showsCloseButton")
  }
}
