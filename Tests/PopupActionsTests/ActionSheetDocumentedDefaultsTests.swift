import PopupActions
import PopupCore
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let action = ActionSheet.Action("a", title: "A")
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
    .init("ActionSheet.Configuration.title", String??.some(nil)) { Defaulted.actions?.title },
    .init("ActionSheet.Configuration.message", String??.some(nil)) { Defaulted.actions?.message },
    .init("ActionSheet.Configuration.titleVisibility", ActionSheet.TitleVisibility?.some(.automatic)) {
      Defaulted.actions?.titleVisibility
    },
    .init("ActionSheet.Configuration.anchor", ActionSheet.Anchor?.some(.bottom)) {
      Defaulted.actions?.anchor
    },
    .init("ActionSheet.Configuration.targets", [String: PopupRect]?.some([:])) { Defaulted.actions?.targets },
    .init("ActionSheet.Action.icon", String?.none) { Defaulted.action.icon },
    .init("ActionSheet.Action.subtitle", String?.none) { Defaulted.action.subtitle },
    .init("ActionSheet.Action.role", ActionSheet.Role.normal) { Defaulted.action.role },
    .init("ActionSheet.Action.isDisabled", false) { Defaulted.action.isDisabled },
    .init("ActionSheet.Action.isChecked", false) { Defaulted.action.isChecked },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
