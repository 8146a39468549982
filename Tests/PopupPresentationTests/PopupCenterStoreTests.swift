import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// Center flows through the exhaustive test store: the queue and every effect asserted.
@Suite("PopupCenter flows")
struct PopupCenterStoreTests {
  @Test func aPreemptedToastComesBackWithTheTimeItHadLeft() {
    let store = PopupCenterTestStore()
    store.present(
      UndoToast.self, id: "a", .init(message: "Deleted"),
      behavior: PopupBehavior.toast.autoDismissing(after: .seconds(5))
    ) { $0.current = "a" }
    store.advance(by: .seconds(3))
    store.present(RatingPrompt.self, id: "b", .init(appName: "Orbit"), priority: .critical) {
      $0.current = "b"
      $0.waiting = ["a"]
    }
    store.receive(dismissed: "a", .preempted)
    store.advance(by: .seconds(60))
    store.dismiss(id: "b") {
      $0.current = "a"
      $0.waiting = []
    }
    store.receive(dismissed: "b", .programmatic)
    store.advance(by: .milliseconds(1900))
    store.advance(by: .milliseconds(100)) { $0.current = nil }
    store.receive(output: UndoToast.Output.expired, from: "a")
    store.receive(dismissed: "a", .timeout)
  }

  @Test func aSecondSavedToastReplacesTheFirst() {
    let store = PopupCenterTestStore()
    store.present(UndoToast.self, id: "saved", .init(message: "Saved")) { $0.current = "saved" }
    store.advance(by: .seconds(4))
    store.present(UndoToast.self, id: "saved", .init(message: "Saved again"))
    store.receive(dismissed: "saved", .programmatic)
    store.advance(by: .seconds(4))
    store.advance(by: .seconds(1)) { $0.current = nil }
    store.receive(output: UndoToast.Output.expired, from: "saved")
    store.receive(dismissed: "saved", .timeout)
  }

  @Test func holdOnTheCurrentToastKeepsTheQueueStill() {
    let store = PopupCenterTestStore()
    store.present(UndoToast.self, id: "a", .init(message: "A")) { $0.current = "a" }
    store.present(UndoToast.self, id: "b", .init(message: "B")) { $0.waiting = ["b"] }
    store.hold()
    store.advance(by: .seconds(100))
    store.release()
    store.advance(by: .seconds(5)) {
      $0.current = "b"
      $0.waiting = []
    }
    store.receive(output: UndoToast.Output.expired, from: "a")
    store.receive(dismissed: "a", .timeout)
    store.dismissAll { $0.current = nil }
    store.receive(dismissed: "b", .programmatic)
    store.dismissAll()
  }
}
