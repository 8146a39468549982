import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// Center flows through the exhaustive test store: the queue and every effect asserted.
@Suite("PopupCenter flows", .timeLimit(.minutes(3)), .watchdog)
struct PopupCenterStoreTests {
  @Test func aPreemptedToastComesBackWithTheTimeItHadLeft() {
    let store = PopupCenterTestStore()
    store.present(
      UndoToast.self, id: "a", .init(message: "Deleted"),
      behavior: PopupBehavior.toast.autoDismissing(after: .seconds(5))
    ) { $0.current = "a" }
    store.receive(shown: "a")
    store.advance(by: .seconds(3))
    store.present(RatingPrompt.self, id: "b", .init(appName: "Orbit"), priority: .critical) {
      $0.current = "b"
      $0.waiting = ["a"]
    }
    store.receive(paused: "a")
    store.receive(shown: "b")
    store.receive(.announce("Enjoying Orbit?"), from: "b")
    store.advance(by: .seconds(60))
    #expect(store.center.nextDeadline == nil)
    store.dismiss(id: "b") {
      $0.current = "a"
      $0.waiting = []
    }
    store.receive(dismissed: "b", .programmatic)
    store.receive(shown: "a", .again)
    // Both the toast's countdown and the auto-dismiss resume with the 2 s they had left, not
    // a fresh 5 s.
    #expect(store.center.nextDeadline == .seconds(65))
    store.advance(by: .milliseconds(1900))
    store.advance(by: .milliseconds(100)) { $0.current = nil }
    store.receive(output: UndoToast.Output.expired, from: "a")
    store.receive(dismissed: "a", .timeout)
  }

  @Test func aSecondSavedToastReplacesTheFirst() {
    let store = PopupCenterTestStore()
    store.present(UndoToast.self, id: "saved", .init(message: "Saved")) { $0.current = "saved" }
    store.receive(shown: "saved")
    store.advance(by: .seconds(4))
    store.present(UndoToast.self, id: "saved", .init(message: "Saved again"))
    store.receive(dismissed: "saved", .programmatic)
    store.receive(shown: "saved")
    store.advance(by: .seconds(4))
    store.advance(by: .seconds(1)) { $0.current = nil }
    store.receive(output: UndoToast.Output.expired, from: "saved")
    store.receive(dismissed: "saved", .timeout)
  }

  @Test func holdOnTheCurrentToastKeepsTheQueueStill() {
    let store = PopupCenterTestStore()
    store.present(UndoToast.self, id: "a", .init(message: "A")) { $0.current = "a" }
    store.receive(shown: "a")
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
    store.receive(shown: "b")
    store.dismissAll { $0.current = nil }
    store.receive(dismissed: "b", .programmatic)
    store.dismissAll()
  }

  @Test func sendingToAPopupThatCannotHearIsAClearFailure() throws {
    var center = PopupCenter()
    _ = center.present(UndoToast.self, id: "a", .init(message: "A"), at: .zero)
    _ = center.present(UndoToast.self, id: "b", .init(message: "B"), at: .zero)
    #expect(throws: PopupCenterError.notPresented("zz", presented: ["a", "b"])) {
      try center.send(.undoTapped, of: UndoToast.self, to: "zz", at: .seconds(1))
    }
    #expect(
      throws: PopupCenterError.kindMismatch(
        "a", sent: "PopupRating.RatingPrompt", presented: "PopupUndo.UndoToast")
    ) {
      try center.send(.closeTapped, of: RatingPrompt.self, to: "a", at: .seconds(1))
    }
    #expect(throws: PopupCenterError.notOnScreen("b", current: "a")) {
      try center.send(.undoTapped, of: UndoToast.self, to: "b", at: .seconds(1))
    }
    #expect(center.nextDeadline == .seconds(5))
    let effects = try center.send(.undoTapped, of: UndoToast.self, to: "a", at: .seconds(1))
    #expect(
      effects.map(\.description) == ["a output: undone", "a haptic: light", "dismissed a: tap", "shown b"])
    #expect(
      PopupCenterError.notOnScreen("b", current: "a").description
        == "Popup 'b' is waiting, not on screen; only the current popup ('a') hears events.")
  }
}
