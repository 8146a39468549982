import PopupCore
import PopupHosted
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let hosted = HostedPopup.Configuration(viewID: "v", accessibilityLabel: "l")
}

/// Every default HostedPopup's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("HostedPopup: documented defaults")
struct HostedPopupDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("HostedPopup.Configuration.size", PopupSize(width: 0, height: 0)) { Defaulted.hosted.size },
    .init("HostedPopup.Configuration.showsCloseButton", false) { Defaulted.hosted.showsCloseButton },
    .init("HostedPopup.Configuration.endingActions", Set<String>()) { Defaulted.hosted.endingActions },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
