import PopupCore
import PopupTesting
import PopupUndo
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let undo = UndoToast.Configuration(message: "m")
}

/// Every default UndoToast's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("UndoToast: documented defaults")
struct UndoToastDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("UndoToast.Configuration.duration", Duration.seconds(5)) { Defaulted.undo.duration },
    .init("UndoToast.Configuration.indicator", CountdownStyle.ring) { Defaulted.undo.indicator },
    .init("UndoToast.Configuration.actionTitle", PopupCustomText.default) { Defaulted.undo.actionTitle },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
