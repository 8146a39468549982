import PopupConsent
import PopupCore
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let consent = try? ConsentSheet.Configuration(
    message: "m", categories: [.init("a", title: "A", description: "d")], recordID: "r")
}

/// Every default ConsentSheet's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("ConsentSheet: documented defaults")
struct ConsentSheetDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("ConsentSheet.Configuration.lifetimeDays", Int?.some(182)) { Defaulted.consent?.lifetimeDays },
    .init("ConsentSheet.Configuration.isClosable", Bool?.some(false)) { Defaulted.consent?.isClosable },
    .init("ConsentSheet.Configuration.revision", Int?.some(1)) { Defaulted.consent?.revision },
    .init("ConsentSheet.Configuration.title", PopupCustomText?.some(.default)) { Defaulted.consent?.title },
    .init("ConsentSheet.Configuration.previous", ConsentRecord??.some(nil)) { Defaulted.consent?.previous },
    .init("ConsentSheet.Category.isRequired", false) {
      ConsentSheet.Category("a", title: "A", description: "d").isRequired
    },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
