import PopupActions
import PopupCore
import Testing

/// Every default the documentation of ActionSheet's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("ActionSheet: documented defaults")
struct ActionSheetDefaultsTests {
  @Test func everyDocumentedDefault() throws {
    let configuration = try ActionSheet.Configuration(actions: [.init("a", title: "A")])
    #expect(configuration.confirmsDestructive == false, "ActionSheet.Configuration.confirmsDestructive")
    #expect(configuration.adaptsToCompactWidth == true, "ActionSheet.Configuration.adaptsToCompactWidth")
  }
}
