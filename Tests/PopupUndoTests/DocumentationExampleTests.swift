import PopupCore
import PopupTesting
import PopupUndo
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupUndo/PopupUndo.docc/PopupUndo.md`.
@Suite("UndoToast: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func aSwipeClosesTheUndoWindow() {
    let store = PopupTestStore<UndoToast>(.init(message: "Photo deleted"))
    store.advance(by: .seconds(2))
    store.drag {
      $0.ending = .closedEarly(.drag)
      $0.endedBy = .drag
    }
    store.receive(output: .closedEarly(.drag))
    store.receive(.dismiss(.drag))
    store.send(.undoTapped)
  }
}
