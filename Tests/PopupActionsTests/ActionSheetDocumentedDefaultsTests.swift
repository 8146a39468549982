import PopupActions
import PopupCore
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let actions = try? ActionSheet.Configuration(actions: [.init("a", title: "A")])
}

/// Every default ActionSheet's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("ActionSheet: documented defaults")
struct ActionSheetDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("ActionSheet.Configuration.confirmsDestructive", Bool?.some(false)) {
      Defaulted.actions?.confirmsDestructive
    },
    .init("ActionSheet.Configuration.adaptsToCompactWidth", Bool?.some(true)) {
      Defaulted.actions?.adaptsToCompactWidth
    },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    #expect(row.matches(), "\(row.name): documented \(row.expected), is \(row.actual())")
  }
}
