import PopupCore
import PopupDriving
import PopupPresentation
import PopupRating
import PopupSheet
import PopupTesting
import PopupUndo
import Testing

/// The observable center PopupSwiftUI hosts many popups through, on a test clock.
@Suite("PopupCenterModel", .watchdog)
@MainActor
struct PopupCenterModelTests {
  @Test func itPresentsPerformsAControlsActionAndHandsEveryEffectOnce() {
    let model = PopupCenterModel(clock: TestClock())
    var effects: [PopupCenterEffect] = []
    model.onEffect = { effects.append($0) }
    model.present(UndoToast.self, id: "undo", .init(message: "Photo deleted"))
    #expect(model.center.currentID == "undo")
    #expect(model.isMoving, "entering")
    #expect(model.perform(PopupAction("undo")))
    #expect(effects.compactMap { $0.output(of: UndoToast.self) } == [.undone])
    #expect(effects.compactMap(\.dismissReason).count == 1)
    #expect(!model.perform(PopupAction("no-such-verb")))
  }

  /// The model's timer sleeps until the center's next deadline and fires it: no test waits
  /// on a wall clock, the output arrives when the test clock passes the toast's end.
  @Test func aDeadlineFiresOnTheModelsOwnTimer() async throws {
    let clock = TestClock()
    let model = PopupCenterModel(clock: clock)
    let (outputs, continuation) = AsyncStream.makeStream(of: UndoToast.Output.self)
    model.onEffect = { if let output = $0.output(of: UndoToast.self) { continuation.yield(output) } }
    model.present(UndoToast.self, id: "undo", .init(message: "Photo deleted", duration: .seconds(5)))
    await clock.waitForSleepers(1)
    // Past the entrance and the five seconds after it: every deadline due by then fires.
    clock.advance(by: .seconds(10))
    var heard = outputs.makeAsyncIterator()
    #expect(await heard.next() == .expired)
    model.stop()
  }

  @Test func aSwipeIsADragAndAShortOneIsNot() {
    let model = PopupCenterModel(clock: TestClock())
    var reasons: [DismissReason] = []
    model.onEffect = { if let reason = $0.dismissReason { reasons.append(reason) } }
    model.present(UndoToast.self, id: "undo", .init(message: "Photo deleted"))
    model.dragChanged(translation: 10)
    model.dragEnded(distance: 10, velocity: 0)
    #expect(reasons.isEmpty)
    model.dragChanged(translation: 40)
    model.dragEnded(distance: 40, velocity: 500)
    #expect(reasons == [.drag])
  }

  /// A drag that a sheet followed ends that drag alone: the next drag, on a popup that does
  /// not follow the finger, is a swipe again.
  @Test func aDragAfterAFollowedOneIsASwipeAgain() {
    let model = PopupCenterModel(clock: TestClock())
    var reasons: [DismissReason] = []
    model.onEffect = { if let reason = $0.dismissReason { reasons.append(reason) } }
    model.present(ScrollSheet.self, id: "sheet", ScrollSheet.samples[0].configuration)
    model.dragChanged(translation: 40)
    model.dragEnded(distance: 40, velocity: 0)
    #expect(model.center.currentID == "sheet", "a slow short pull snaps back")
    model.dismiss(id: "sheet")
    model.present(UndoToast.self, id: "undo", .init(message: "Photo deleted"))
    reasons.removeAll()
    // A swipe too quick for any move to be reported: only its end.
    model.dragEnded(distance: 60, velocity: 800)
    #expect(reasons == [.drag])
  }

  /// `stop()` cancels the timer's sleep at once, and the next change starts it again.
  @Test func stopCancelsTheTimerAndTheNextChangeStartsItAgain() async {
    let clock = TestClock()
    let model = PopupCenterModel(clock: clock)
    model.present(UndoToast.self, id: "undo", .init(message: "Photo deleted", duration: .seconds(5)))
    await clock.waitForSleepers(1)
    model.stop()
    #expect(clock.sleeperCount == 0, "the timer still sleeps after stop()")
    model.hold()
    model.release()
    await clock.waitForSleepers(1)
    #expect(clock.sleeperCount == 1)
    model.stop()
  }

  @Test func theScreenAndTheSettingsReachTheCenter() throws {
    let model = PopupCenterModel(clock: TestClock())
    try model.setScreen(.tablet)
    model.setAccessibility(PopupAccessibility(reducesMotion: true))
    #expect(model.center.screen == .tablet)
    #expect(model.center.accessibility.reducesMotion)
    #expect(throws: PopupLayoutError.self) {
      try model.setScreen(PopupScreen(size: PopupSize(width: 0, height: 0)))
    }
    #expect(model.center.screen == .tablet)
  }
}
