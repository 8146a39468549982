import PopupCatalog
import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// The test kit's less travelled paths: a screen nothing lays out on, the app's dismissal, a
/// scenario from a sample, a fuzzed catalog, a cancelled sleep on the test clock.
@Suite("Test kit: edges", .timeLimit(.minutes(3)), .watchdog)
struct TestKitEdgeTests {
  @Test func aStoreOnAScreenNothingLaysOutOnFailsTheTestWithTheReason() {
    withKnownIssue {
      _ = PopupTestStore<UndoToast>(
        .init(message: "Deleted"), screen: PopupScreen(size: PopupSize(width: 0, height: 0)))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("The screen cannot be laid out on")
    }
  }

  @Test func theAppsDismissalIsAStep() {
    let store = PopupTestStore<UndoToast>(.init(message: "Deleted"))
    store.dismiss()
    store.receive(.dismiss(.programmatic))
    #expect(store.session.isEnded)
  }

  @Test func aScenarioStartsFromASampleAfterItsScript() throws {
    let scenario = PopupScenario<RatingPrompt>(
      "two stars from the feedback sample", sample: RatingPrompt.samples[0], steps: [.send(.starTapped(2))],
      expected: .unchecked, ending: nil, checks: [.state("stars", \.stars, 2)])
    try scenario.run()
  }

  @Test func aFuzzedCatalogOfWellBehavedKindsHasNoFailure() throws {
    let catalog = try PopupCatalog([UndoToast.self, RatingPrompt.self])
    #expect(PopupFuzzer(sequences: 5, steps: 10, seed: 3).check(catalog) == [])
  }

  /// The store's clock keeps one timer at the popup's next deadline after every step, as a
  /// host with a single timer would: none while held, the moved one after release, none once
  /// ended.
  @Test func theStoresTimerFollowsTheDeadlineAfterEveryStep() {
    let store = PopupTestStore<UndoToast>(.init(message: "Deleted"))
    #expect(store.clock.nextDeadline != nil)
    #expect(store.clock.nextDeadline == store.session.nextDeadline)
    store.advance(by: .seconds(1))
    store.hold()
    #expect(store.session.nextDeadline == nil)
    #expect(store.clock.nextDeadline == nil)
    store.advance(by: .seconds(2))
    store.release()
    #expect(store.clock.nextDeadline != nil)
    #expect(store.clock.nextDeadline == store.session.nextDeadline)
    store.dismiss()
    store.receive(.dismiss(.programmatic))
    #expect(store.clock.nextDeadline == store.session.nextDeadline)
  }

  /// A sample whose script stops at a step (a press that matches nothing on screen) fails the
  /// test, naming the sample and the step.
  @Test func aSampleWhoseScriptStopsFailsTheTest() throws {
    let press = try #require(
      try PopupScript.steps(for: UndoToast.self, from: "press \"Nothing like it\"").first)
    let sample = PopupSample<UndoToast>(
      "stops", summary: "", configuration: .init(message: "Deleted"), script: [press.step])
    withKnownIssue {
      _ = PopupTestStore(sample: sample)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("The sample 'stops' stops at a step: ")
    }
  }

  /// A sleep until the clock's own instant returns at once: nothing has to move the clock.
  @Test(.timeLimit(.minutes(1))) func aSleepUntilNowReturnsAtOnce() async throws {
    let clock = TestClock()
    try await clock.sleep(until: clock.now, tolerance: nil)
    clock.advance(by: .seconds(1))
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)), tolerance: nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aSleepCancelledOnTheTestClockThrows() async {
    let clock = TestClock()
    let sleeping = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(10)), tolerance: nil) }
    await clock.waitForSleepers()
    sleeping.cancel()
    await #expect(throws: CancellationError.self) { try await sleeping.value }
    #expect(clock.minimumResolution == .zero)
  }
}
