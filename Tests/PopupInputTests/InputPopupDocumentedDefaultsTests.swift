import PopupCore
import PopupInput
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let field = InputPopup.Field("f", label: "F")
  static let input = try? InputPopup.Configuration(title: "t", fields: [.init("f", label: "F")])
}

/// Every default InputPopup's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("InputPopup: documented defaults")
struct InputPopupDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("InputPopup.Configuration.errorDisplay", InputPopup.ErrorDisplay?.some(.afterFirstEdit)) {
      Defaulted.input?.errorDisplay
    },
    .init("InputPopup.Configuration.checkDelay", Duration?.some(.milliseconds(300))) {
      Defaulted.input?.checkDelay
    },
    .init("InputPopup.Configuration.checkTimeout", Duration?.some(.seconds(5))) {
      Defaulted.input?.checkTimeout
    },
    .init("InputPopup.Configuration.submitTitle", PopupCustomText?.some(.default)) {
      Defaulted.input?.submitTitle
    },
    .init("InputPopup.Field.initialText", "") { Defaulted.field.initialText },
    .init("InputPopup.Field.placeholder", "") { Defaulted.field.placeholder },
    .init("InputPopup.Field.isSecure", false) { Defaulted.field.isSecure },
    .init("InputPopup.Field.contentHint", InputPopup.ContentHint.text) { Defaulted.field.contentHint },
    .init("InputPopup.Field.validators", [InputValidator]()) { Defaulted.field.validators },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
