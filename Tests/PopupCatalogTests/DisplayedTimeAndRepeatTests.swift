import PopupCapsule
import PopupCore
import PopupProgress
import PopupPromo
import PopupTesting
import PopupTextRendering
import PopupUndo
import Testing

/// Every countdown a person reads, at 0.3 s, 0.5 s and 0.7 s past a whole second (rounding
/// down, to the nearest and up each give another text there), and every operation repeated
/// after its first effect.
@Suite("Displayed times at their rounding boundaries, and repeated operations", .watchdog)
struct DisplayedTimeAndRepeatTests {
  static let offerEnds = PopupWallInstant.scriptOrigin + .seconds(10_000)

  /// A promo's "Ends in …" counts the time left up to a whole second, so a part of a second
  /// still shows (never "Ends in 0s"); minutes are whole minutes of that, seconds only in
  /// the last minute.
  @Test(arguments: [
    (Int64(41_300), "Ends in 42s"), (41_500, "Ends in 42s"), (41_700, "Ends in 42s"), (42_000, "Ends in 42s"),
    (300, "Ends in 1s"), (500, "Ends in 1s"), (700, "Ends in 1s"),
    (59_300, "Ends in 1m"), (59_700, "Ends in 1m"), (119_300, "Ends in 2m"), (119_700, "Ends in 2m"),
    (3_599_500, "Ends in 1h 0m"), (7_979_300, "Ends in 2h 13m"), (7_980_700, "Ends in 2h 13m"),
  ])
  func promoEndsIn(millisecondsLeft: Int64, text: String) {
    let configuration = PromoPopup.Configuration(
      media: .symbol("star"), title: "t", message: "m", primary: .init("Go", id: "go"), campaign: "c",
      offerEnds: Self.offerEnds)
    let state = PromoPopup.State(configuration: configuration, wall: .scriptOrigin)
    #expect(state.offerCountdown(at: Self.offerEnds - .milliseconds(millisecondsLeft)) == text)
  }

  /// A capsule's timer: whole seconds, down when counting up, up when counting down ("a
  /// timer with 0.3 s left still shows 0:01").
  @Test(arguments: [
    (Int64(42_300), "0:42", "0:43"), (42_500, "0:42", "0:43"), (42_700, "0:42", "0:43"),
    (42_000, "0:42", "0:42"),
    (300, "0:00", "0:01"), (500, "0:00", "0:01"), (700, "0:00", "0:01"),
    (59_700, "0:59", "1:00"), (3_599_300, "59:59", "1:00:00"), (3_723_500, "1:02:03", "1:02:04"),
  ])
  func capsuleTimer(milliseconds: Int64, countingUp: String, countingDown: String) {
    let wall = PopupWallInstant.scriptOrigin + .seconds(100_000)
    let up = LiveCapsule.trailingText(.timer(.up(from: wall - .milliseconds(milliseconds))), at: wall)
    let down = LiveCapsule.trailingText(.timer(.down(to: wall + .milliseconds(milliseconds))), at: wall)
    #expect(up == countingUp)
    #expect(down == countingDown)
  }

  /// The undo toast's countdown as drawn: tenths of a second, up (so it reads 0.1s, not 0s,
  /// in its last tenth); what assistive technologies read is the time left as it is.
  @Test(arguments: [
    (Int64(2_300), "2.3s"), (2_250, "2.3s"), (2_210, "2.3s"), (2_500, "2.5s"), (2_450, "2.5s"),
    (2_700, "2.7s"), (2_650, "2.7s"), (2_000, "2.0s"), (30, "0.1s"),
  ])
  func undoCountdown(millisecondsLeft: Int64, drawn: String) throws {
    let state = UndoToast.makeState(.init(message: "Deleted"), now: .zero)
    let now = PopupTime(local: .milliseconds(5_000 - millisecondsLeft), wall: .scriptOrigin)
    let nodes = Array(UndoToast.render(state, now: now).allNodes)
    let countdown = try #require(
      nodes.lazy.compactMap { node -> (Duration, String)? in
        if case .countdown(let remaining, _, _, let template) = node { return (remaining, template) }
        return nil
      }.first)
    #expect(countdown.0 == .milliseconds(millisecondsLeft))
    #expect(TextRenderer.seconds(countdown.0) == drawn)
  }

  /// A progress toast's estimate: the seconds left counted up to a whole second; "Almost
  /// done" at a second or less; minutes (counted up) from 90 s on. Progress from 0.5 to 0.75
  /// in 10 s leaves 10 s at the latest sample.
  @Test(arguments: [
    (Int64(2_700), "About 8 s left"), (2_500, "About 8 s left"), (2_300, "About 8 s left"),
    (3_000, "About 7 s left"), (8_700, "About 2 s left"), (9_300, "Almost done"), (9_000, "Almost done"),
  ])
  func progressEstimate(millisecondsAfter: Int64, text: String) {
    var state = ProgressToast.makeState(.init(title: "Uploading"), now: .zero)
    _ = ProgressToast.reduce(&state, .progressed(0.5), now: .zero)
    let latest = PopupTime(local: .zero, wall: .scriptOrigin + .seconds(10))
    _ = ProgressToast.reduce(&state, .progressed(0.75), now: latest)
    #expect(state.estimateText(at: latest.wall + .milliseconds(millisecondsAfter)) == text)
  }

  /// Slow work: 1/128 in 10 s leaves 630 s at the latest sample; minutes counted up.
  @Test(arguments: [
    (Int64(540_300), "About 2 min left"), (540_700, "About 2 min left"), (541_300, "About 89 s left"),
    (540_000, "About 2 min left"), (0, "About 11 min left"), (29_300, "About 11 min left"),
    (30_700, "About 10 min left"), (30_000, "About 10 min left"),
  ])
  func progressEstimateInMinutes(millisecondsAfter: Int64, text: String) {
    var state = ProgressToast.makeState(.init(title: "Uploading"), now: .zero)
    _ = ProgressToast.reduce(&state, .progressed(0.5), now: .zero)
    let latest = PopupTime(local: .zero, wall: .scriptOrigin + .seconds(10))
    _ = ProgressToast.reduce(&state, .progressed(0.5 + 1.0 / 128), now: latest)
    #expect(state.estimateText(at: latest.wall + .milliseconds(millisecondsAfter)) == text)
  }

  // MARK: - Operations repeated after their first effect

  /// A repeated progress value changes nothing: no effect, no state change.
  @Test func aRepeatedProgressValueChangesNothing() {
    var state = ProgressToast.makeState(.init(title: "Uploading"), now: .zero)
    let initial = state
    _ = ProgressToast.reduce(&state, .progressed(0.5), now: .zero)
    #expect(state != initial)
    #expect(state.progress == 0.5)
    let before = state
    let second = ProgressToast.reduce(&state, .progressed(0.5), now: .zero)
    #expect(second == [])
    #expect(state == before)
  }

  /// Retry asks the app once; a second Retry, while the work runs again, does nothing.
  @Test func aSecondRetryDoesNothing() {
    var state = ProgressToast.makeState(.init(title: "Uploading"), now: .zero)
    _ = ProgressToast.reduce(&state, .failed("Offline"), now: .zero)
    let first = ProgressToast.reduce(&state, .retryTapped, now: .zero)
    #expect(first.compactMap(\.output) == [.retryRequested])
    #expect(state.phase == .running)
    let before = state
    #expect(ProgressToast.reduce(&state, .retryTapped, now: .zero) == [])
    #expect(state == before)
  }

  /// An error haptic once per ending: a second failure plays none.
  @Test func aSecondFailurePlaysNoSecondHaptic() {
    var state = ProgressToast.makeState(.init(title: "Uploading"), now: .zero)
    let first = ProgressToast.reduce(&state, .failed("Offline"), now: .zero)
    #expect(first.contains(.haptic(.error)))
    let second = ProgressToast.reduce(&state, .failed("Offline"), now: .zero)
    #expect(!second.contains(.haptic(.error)))
  }

  /// Undo ends the toast once; a second Undo does nothing.
  @Test func aSecondUndoDoesNothing() {
    var state = UndoToast.makeState(.init(message: "Deleted"), now: .zero)
    let first = UndoToast.reduce(&state, .undoTapped, now: .zero)
    #expect(first.compactMap(\.output) == [.undone])
    #expect(first.compactMap(\.dismissReason) == [.tap])
    let before = state
    #expect(
      UndoToast.reduce(&state, .undoTapped, now: PopupTime(local: .seconds(1), wall: .scriptOrigin)) == [])
    #expect(state == before)
  }

  /// A capsule's activity started again with its id is ignored; ended again, nothing new
  /// happens: its linger keeps running from the first ending.
  @Test func aCapsuleActivityStartedOrEndedTwice() {
    var state = LiveCapsule.makeState(.init(activities: []), now: .zero)
    let activity = LiveCapsule.Activity(id: "pasta", label: "Boiling")
    _ = LiveCapsule.reduce(&state, .started(activity), now: .zero)
    var started = state
    #expect(LiveCapsule.reduce(&started, .started(.init(id: "pasta", label: "Other")), now: .zero) == [])
    #expect(started == state)
    _ = LiveCapsule.reduce(&state, .ended(.init(id: "pasta", label: "Ready")), now: .zero)
    let ended = state
    let later = PopupTime(local: .seconds(1), wall: .scriptOrigin + .seconds(1))
    #expect(LiveCapsule.reduce(&state, .ended(.init(id: "pasta", label: "Done")), now: later) == [])
    #expect(state == ended)
  }

  /// A capsule update: its label, the app's timestamp (seconds), whether it is an alert, and
  /// the wall clock when it arrives (seconds).
  struct CapsuleUpdate: Sendable {
    var label: String
    var stamped: Int64
    var isAlert = false
    var arrives: Int64
  }

  /// Updates carry timestamps: one older than the last applied is dropped (one of the same
  /// instant is not older), and so is any after the end; an alert expands its activity at
  /// most once per 30 s of real time.
  @Test(arguments: [
    (
      "newer wins",
      [CapsuleUpdate(label: "A", stamped: 10, arrives: 10), .init(label: "B", stamped: 20, arrives: 20)], "B",
      0
    ),
    (
      "older arriving later is dropped",
      [.init(label: "A", stamped: 20, arrives: 20), .init(label: "B", stamped: 10, arrives: 30)], "A", 0
    ),
    (
      "same instant applies",
      [.init(label: "A", stamped: 10, arrives: 10), .init(label: "B", stamped: 10, arrives: 11)], "B", 0
    ),
    (
      "second identical update",
      [.init(label: "A", stamped: 10, arrives: 10), .init(label: "A", stamped: 10, arrives: 11)], "A", 0
    ),
    (
      "two alerts 10 s apart expand once",
      [
        .init(label: "A", stamped: 10, isAlert: true, arrives: 10),
        .init(label: "B", stamped: 20, isAlert: true, arrives: 20),
      ], "B", 1
    ),
    (
      "two alerts 30 s apart expand twice",
      [
        .init(label: "A", stamped: 10, isAlert: true, arrives: 10),
        .init(label: "B", stamped: 40, isAlert: true, arrives: 40),
      ], "B", 2
    ),
  ])
  func capsuleUpdates(name: String, updates: [CapsuleUpdate], label: String, expansions: Int) {
    var state = LiveCapsule.makeState(.init(activities: [.init(id: "a", label: "start")]), now: .zero)
    var alerts: [String] = []
    for update in updates {
      let now = PopupTime(local: .seconds(update.arrives), wall: .scriptOrigin + .seconds(update.arrives))
      let event = LiveCapsule.Event.updated(
        .init(
          id: "a", label: update.label, timestamp: .scriptOrigin + .seconds(update.stamped),
          isAlert: update.isAlert))
      for case .announce(let text) in LiveCapsule.reduce(&state, event, now: now) { alerts.append(text) }
    }
    #expect(state.entries.first?.activity.label == label)
    // Each alert that expands its activity is announced (a host's ticks collapse it after 4 s).
    #expect(alerts.count == expansions, "\(alerts)")
  }

  /// An update after the end is dropped: the final content stays.
  @Test func aCapsuleUpdateAfterTheEndIsDropped() {
    var state = LiveCapsule.makeState(.init(activities: [.init(id: "a", label: "start")]), now: .zero)
    _ = LiveCapsule.reduce(&state, .ended(.init(id: "a", label: "Done")), now: .zero)
    let ended = state
    let late = LiveCapsule.Event.updated(
      .init(id: "a", label: "late", timestamp: .scriptOrigin + .seconds(1)))
    #expect(
      LiveCapsule.reduce(&state, late, now: PopupTime(local: .seconds(1), wall: .scriptOrigin + .seconds(1)))
        == [])
    #expect(state == ended)
  }
}
