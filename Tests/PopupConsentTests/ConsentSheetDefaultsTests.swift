import PopupConsent
import PopupCore
import Testing

/// Every default the documentation of ConsentSheet's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("ConsentSheet: documented defaults")
struct ConsentSheetDefaultsTests {
  @Test func everyDocumentedDefault() throws {
    let configuration = try ConsentSheet.Configuration(
      message: "m", categories: [.init("a", title: "A", description: "d")], recordID: "r")
    #expect(configuration.lifetimeDays == 182, "ConsentSheet.Configuration.lifetimeDays")
    #expect(configuration.isClosable == false, "ConsentSheet.Configuration.isClosable")
    #expect(configuration.revision == 1, "ConsentSheet.Configuration.revision")
  }
}
