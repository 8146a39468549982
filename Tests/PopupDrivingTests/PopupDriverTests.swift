import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

@testable import PopupDriving

@Suite("Driver", .timeLimit(.minutes(3)), .watchdog)
struct PopupDriverTests {
  static func toast() -> PopupSession<UndoToast> { PopupSession(.init(message: "Deleted"), now: .zero) }

  /// Collects a stream's elements in a task, for reading once it finishes.
  final class Collected<Element: Sendable>: @unchecked Sendable {
    var elements: [Element] = []
  }

  /// Each shared gesture reaches the session as itself: the driver's effects are the ones the
  /// session gives for that gesture directly (a rating prompt, where a tap on it and a tap
  /// outside it differ).
  @Test(arguments: PopupGesture.allCases)
  func eachGestureReachesTheSessionAsItself(gesture: PopupGesture) async {
    func presented() -> PopupSession<RatingPrompt> {
      var session = PopupSession<RatingPrompt>(.init(appName: "Orbit"), now: .zero)
      _ = session.appear(at: .zero)
      return session
    }
    var direct = presented()
    let expected =
      switch gesture {
      case .tap: direct.tap(at: .zero)
      case .outsideTap: direct.tapOutside(at: .zero)
      case .drag: direct.drag(at: .zero)
      }
    let driver = PopupDriver(presented(), clock: TestClock())
    let effects: [PopupEffect<RatingPrompt.Output>] = await driver.gesture(gesture)
    #expect(effects == expected)
    var tapped = presented()
    var outside = presented()
    #expect(
      tapped.tap(at: .zero) != outside.tapOutside(at: .zero), "the rows would not tell the two taps apart")
  }

  @Test func anUndoToastExpiresOnceAtFiveSecondsOfUnheldTimeWithNoWaiting() async throws {
    let clock = TestClock()
    let driver = PopupDriver(Self.toast(), clock: clock)
    let running = Task { await driver.run() }
    await clock.waitForSleepers()
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers()
    await driver.hold()
    clock.advance(by: .seconds(30))
    await driver.release()
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(3999))
    await clock.waitForSleepers()
    #expect(await driver.host.isEnded == false)
    clock.advance(by: .milliseconds(1))
    // The toast expires, and the driver of a finished host stops by itself.
    #expect(await finishes(running, "the toast to expire at 35 s"))
    #expect(await driver.host.isEnded)
    var effects: [PopupEffect<UndoToast.Output>] = []
    for await effect in driver.effects { effects.append(effect) }
    #expect(effects == [.output(.expired), .dismiss(.timeout)])
    #expect(await driver.host.endedAt == .milliseconds(35_000))
  }

  @Test func oneSleepAtATimeAndItMovesWithTheDeadline() async throws {
    let clock = TestClock()
    let driver = PopupDriver(Self.toast(), clock: clock)
    let running = Task { await driver.run() }
    await clock.waitForSleepers()
    #expect(clock.sleeperCount == 1)
    #expect(await driver.isArmed)
    await driver.hold()
    // Held: no deadline, so nothing sleeps.
    #expect(await driver.host.nextDeadline == nil)
    #expect(clock.sleeperCount == 0)
    #expect(await driver.isArmed == false)
    await driver.release()
    await clock.waitForSleepers()
    #expect(clock.sleeperCount == 1)
    running.cancel()
    await running.value
  }

  @Test func cancellingTheTaskEndsTheStreams() async throws {
    let clock = TestClock()
    let driver = PopupDriver(Self.toast(), clock: clock)
    let running = Task { await driver.run() }
    await clock.waitForSleepers()
    running.cancel()
    await running.value
    var count = 0
    for await _ in driver.effects { count += 1 }
    #expect(count == 0)
    #expect(await driver.send(.undoTapped) == [])
    clock.advance(by: .seconds(60))
    #expect(await driver.host.isEnded == false)
  }

  @Test func aFinishedHostEndsBothStreamsAndTheRunByItself() async throws {
    let clock = TestClock()
    let driver = PopupDriver(Self.toast(), clock: clock)
    let returned = Flag()
    let running = Task {
      await driver.run()
      returned.isSet = true
    }
    let changes = Collected<PopupDriverChange<PopupSession<UndoToast>>>()
    let changesEnded = Flag()
    let reading = Task {
      for await change in driver.changes { changes.elements.append(change) }
      changesEnded.isSet = true
    }
    await clock.waitForSleepers()
    clock.advance(by: .seconds(5))
    // No stop() and no cancel: the toast expiring is what ends them.
    #expect(await finishes(running, "run() to return once the toast expired"))
    #expect(await finishes(reading, "the changes to finish once the toast expired"))
    #expect(returned.isSet && changesEnded.isSet)
    #expect(changes.elements.last?.host.isEnded == true)
    #expect(changes.elements.last?.effects == [.output(.expired), .dismiss(.timeout)])
    var effects: [PopupEffect<UndoToast.Output>] = []
    for await effect in driver.effects { effects.append(effect) }
    #expect(effects == [.output(.expired), .dismiss(.timeout)])
    running.cancel()
    reading.cancel()
    await running.value
  }

  /// A sleep that ends while a change is being made (its deadline came as the app acted) wakes
  /// a host whose deadline the change has moved: that stale wake-up must not take the place of
  /// the sleep to the new deadline.
  @Test func aWakeUpOvertakenByAChangeDoesNotCancelTheNextSleep() async throws {
    let clock = TestClock()
    let driver = PopupDriver(Self.toast(), clock: clock)
    let running = Task { await driver.run() }
    await clock.waitForSleepers()
    await driver.perform { host, now in
      // The toast's 5 s come while the app holds it for 2 s: its deadline moves to 7 s.
      clock.advance(by: .seconds(5))
      return host.hold(at: now) + host.release(at: now + .seconds(2))
    }
    await clock.waitForSleepers()
    #expect(await driver.host.nextDeadline == .seconds(7))
    clock.advance(by: .seconds(2))
    #expect(await finishes(running, "the toast to be woken at its moved deadline and expire"))
    #expect(await driver.host.isEnded)
  }

  /// An undo toast lets taps pass and commits when swiped away.
  static let gestures: [(PopupGesture, [PopupEffect<UndoToast.Output>])] = [
    (.tap, []), (.outsideTap, []), (.drag, [.output(.closedEarly(.drag)), .dismiss(.drag)]),
  ]

  @Test(arguments: gestures)
  func gesturesAndTheAppsDismissalGoThroughIt(gesture: PopupGesture, effects: [PopupEffect<UndoToast.Output>])
    async
  {
    let clock = TestClock()
    let driver = PopupDriver(Self.toast(), clock: clock)
    #expect(await driver.gesture(gesture) == effects)
    let dismissal: [PopupEffect<UndoToast.Output>] = await driver.dismiss()
    #expect(dismissal == (effects.isEmpty ? [.dismiss(.programmatic)] : []))
    #expect(await driver.host.isEnded)
  }

  @Test func aCenterDriverSendsToAndDismissesTheCurrentPopup() async throws {
    let clock = TestClock()
    let driver = PopupDriver(PopupCenter(), clock: clock)
    await driver.present(RatingPrompt.self, id: "r", .init(appName: "Orbit"))
    let sent = try await driver.send(.starTapped(2), of: RatingPrompt.self, to: "r")
    #expect(sent.contains { $0.effect == .haptic(.selection) })
    #expect(await driver.host.session(of: "r", as: RatingPrompt.self)?.state.stars == 2)
    let dismissed = await driver.dismiss(id: "r")
    #expect(dismissed.compactMap(\.dismissReason) == [.programmatic])
    #expect(await driver.host.currentID == nil)
  }

  @Test func aRunStartedAfterTheStopReturnsAtOnceAndStartsNothing() async {
    let clock = TestClock()
    let driver = PopupDriver(Self.toast(), clock: clock)
    await driver.stop()
    await driver.stop()
    await driver.run()
    #expect(await driver.host.appearedAt == nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test func eventsFromTheAppGoThroughIt() async throws {
    let clock = TestClock()
    let driver = PopupDriver(Self.toast(), clock: clock)
    let running = Task { await driver.run() }
    await clock.waitForSleepers()
    clock.advance(by: .seconds(2))
    #expect(await driver.send(.undoTapped) == [.output(.undone), .haptic(.light), .dismiss(.tap)])
    #expect(await finishes(running, "the driver to stop once Undo ended the toast"))
    #expect(await driver.host.isEnded)
  }

  @Test func aCenterRunsOnTheClockToo() async throws {
    let clock = TestClock()
    let driver = PopupDriver(PopupCenter(), clock: clock)
    let running = Task { await driver.run() }
    await driver.present(UndoToast.self, id: "a", .init(message: "Deleted"))
    await clock.waitForSleepers()
    clock.advance(by: .seconds(5))
    #expect(await changeComes(in: driver, "the center to time the toast out") { $0.currentID == nil })
    await #expect(throws: PopupCenterError.self) {
      try await driver.send(.undoTapped, of: UndoToast.self, to: "a")
    }
    await driver.stop()
    var seen: [PopupCenterEffect] = []
    for await effect in driver.effects { seen.append(effect) }
    #expect(seen.compactMap(\.dismissReason) == [.timeout])
    #expect(seen.compactMap { $0.output(of: UndoToast.self) } == [.expired])
    running.cancel()
    await running.value
  }

  @Test func aStoppedCenterDriverChangesNothingAndSleepsNoMore() async throws {
    let clock = TestClock()
    let driver = PopupDriver(PopupCenter(), clock: clock)
    await driver.present(UndoToast.self, id: "a", .init(message: "Deleted"))
    await driver.stop()
    #expect(try await driver.send(.undoTapped, of: UndoToast.self, to: "a") == [])
    #expect(await driver.host.currentID == "a")
    #expect(await driver.isArmed == false)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aCenterDriverPresentsWithTheAppsOptionsAndBehavior() async throws {
    let clock = TestClock()
    let driver = PopupDriver(PopupCenter(), clock: clock)
    var options = RatingPrompt.defaultPresentation
    options.haptic = .success
    options.style = .inverse
    let effects = await driver.present(
      RatingPrompt.self, id: "r", .init(appName: "Orbit"),
      behavior: PopupBehavior.card.autoDismissing(after: .seconds(4)), options: options)
    #expect(effects.contains { $0.effect == .haptic(.success) })
    let frame = try #require(await driver.host.frame(at: .zero).current?.frame)
    #expect(frame.style == .inverse && frame.timers.autoDismiss?.total == .seconds(4))
  }

  @Test func aSessionDriverGivesTheFrameNow() async {
    let clock = TestClock()
    let driver = PopupDriver(Self.toast(), clock: clock)
    let frame = await driver.frame()
    let tree = await driver.render()
    #expect(frame.placement.mode == .position(.bottom) && frame.content == tree)
  }

  @Test func noDriftOnAContinuousClock() async throws {
    // Deadlines are absolute: a late wake-up fires everything due by then, and the next
    // sleep targets the next deadline, not "now + a duration".
    let clock = TestClock()
    let driver = PopupDriver(Self.toast(), clock: clock)
    let running = Task { await driver.run() }
    await clock.waitForSleepers()
    clock.advance(by: .seconds(7))
    #expect(await finishes(running, "the toast to expire after a late wake-up"))
    var effects: [PopupEffect<UndoToast.Output>] = []
    for await effect in driver.effects { effects.append(effect) }
    #expect(effects == [.output(.expired), .dismiss(.timeout)])
    #expect(await driver.host.endedAt == .seconds(5))
  }
}

/// A planted broken kind: its deadline is always one second in, and time changes nothing.
enum IgnoresItsDeadline: PopupKind {
  enum Event: Equatable, Sendable { case poke }
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Event, now: PopupTime) -> [PopupEffect<Never>] {
    state += 1
    return []
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
  static func nextDeadline(of state: Int) -> PopupInstant? { .seconds(1) }
}

@Suite("Driver: a kind that ignores its deadline", .timeLimit(.minutes(3)), .watchdog)
struct StuckDeadlineDriverTests {
  /// The driver wakes the host once for a deadline it leaves due, then no more: it neither
  /// spins at full speed nor stops answering.
  @Test func theDriverWakesOnceAndDoesNotSpin() async throws {
    let clock = TestClock()
    let driver = PopupDriver(PopupSession<IgnoresItsDeadline>((), now: .zero), clock: clock)
    var changes = driver.changes.makeAsyncIterator()
    let running = Task { await driver.run() }
    _ = await changes.next()  // it appeared
    await clock.waitForSleepers()
    clock.advance(by: .seconds(2))
    _ = await changes.next()  // woken for the deadline
    // Left due, the deadline is not slept to again: nothing is pending, one sleep in all.
    #expect(await driver.isArmed == false)
    #expect(clock.sleepCount == 1, "the driver asked for \(clock.sleepCount) sleeps for one deadline")
    #expect(clock.sleeperCount == 0)
    // It still answers: an event is applied, and it wakes once more for the same deadline.
    _ = await driver.perform { session, now in session.send(.poke, at: now) }
    _ = await changes.next()  // the poke
    _ = await changes.next()  // woken once more for the deadline still due
    #expect(await driver.host.state == 1)
    #expect(await driver.isArmed == false)
    #expect(clock.sleepCount == 2)
    await driver.stop()
    await running.value
  }

  /// Waiting for a sleeper that never comes fails, saying what it waited for, instead of
  /// hanging the run.
  @Test func waitingForASleeperThatNeverComesFailsWithAMessage() async {
    let clock = TestClock()
    await withKnownIssue {
      await clock.waitForSleepers(2, timeout: .milliseconds(50))
    } matching: { issue in
      "\(issue)".contains("Waited 0.05 seconds for 2 task(s) to sleep on the test clock, but 0 sleep")
    }
  }
}
