import PopupCore
import PopupTesting
import PopupUndo
import Testing

/// Whole flows through the exhaustive test store: every state change and effect asserted.
@Suite("Undo toast flows", .watchdog)
struct UndoToastStoreTests {
  @Test func holdingPausesAndReleasingResumesWithTheTimeLeft() {
    let store = PopupTestStore<UndoToast>(.init(message: "Photo deleted"))
    store.advance(by: .seconds(1))
    store.hold()
    store.advance(by: .seconds(10))
    store.release()
    store.advance(by: .seconds(3))
    store.advance(by: .milliseconds(999))
    store.advance(by: .milliseconds(1)) { $0.ending = .expired }
    store.receive(output: .expired)
    store.receive(.dismiss(.timeout))
    store.send(.undoTapped)
    store.advance(by: .seconds(10))
  }

  @Test func undoEndsItAndNothingExpiresAfter() {
    let store = PopupTestStore<UndoToast>(.init(message: "Photo deleted"))
    store.advance(by: .seconds(4))
    store.send(.undoTapped) { $0.ending = .undone }
    store.receive(output: .undone)
    store.receive(.haptic(.light))
    store.receive(.dismiss(.tap))
    store.send(.undoTapped)
    store.advance(by: .seconds(60))
  }

  @Test func aDragClosesTheUndoWindow() {
    let store = PopupTestStore<UndoToast>(.init(message: "Photo deleted"))
    store.hold()
    store.drag {
      $0.ending = .closedEarly(.drag)
      $0.endedBy = .drag
    }
    store.receive(output: .closedEarly(.drag))
    store.receive(.dismiss(.drag))
    store.release()
    store.advance(by: .seconds(60))
  }
}
