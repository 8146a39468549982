import PopupCore
import PopupUndo
import Testing

/// Every default the documentation of UndoToast's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("UndoToast: documented defaults")
struct UndoToastDefaultsTests {
  @Test func everyDocumentedDefault() {
    let configuration = UndoToast.Configuration(message: "m")
    #expect(configuration.duration == Duration.seconds(5), "UndoToast.Configuration.duration")
    #expect(configuration.indicator == CountdownStyle.ring, "UndoToast.Configuration.indicator")
  }
}
