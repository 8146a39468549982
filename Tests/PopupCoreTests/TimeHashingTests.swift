import PopupCore
import PopupTesting
import Testing

/// Instants, wall instants, local clocks and countdowns hash each duration they hold as one
/// word: equal values hash equal however they were made, and the values below, which differ,
/// hash apart.
@Suite("Time values: hashing", .watchdog)
struct TimeHashingTests {
  /// Equal instants made different ways (units, sums, negative, past 2^64 attoseconds).
  static let equalInstants: [(PopupInstant, PopupInstant)] = [
    (.seconds(1), .milliseconds(1_000)),
    (.zero + .nanoseconds(1_500_000_000), .milliseconds(1_500)),
    (.seconds(-3), .zero - .milliseconds(3_000)),
    (.seconds(40), .seconds(20) + .seconds(20)),
    (.seconds(1_000_000), .zero + .milliseconds(1_000_000_000)),
  ]

  @Test(arguments: equalInstants)
  func equalInstantsHashEqual(one: PopupInstant, other: PopupInstant) {
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    let wall = PopupWallInstant(sinceEpoch: one.sinceOrigin)
    let otherWall = PopupWallInstant(sinceEpoch: other.sinceOrigin)
    #expect(wall == otherWall && wall.hashValue == otherWall.hashValue)
  }

  /// Different instants hash apart: the low word, the high word (beyond 18.4 s of
  /// attoseconds) and the sign each count.
  @Test func differentInstantsHashApart() {
    let instants: [PopupInstant] = [
      .zero, .milliseconds(1), .seconds(1), .seconds(-1), .seconds(18), .seconds(19), .seconds(37),
      .seconds(1_000_000), .seconds(-1_000_000), .zero + .nanoseconds(1),
      // 19 s less 2^64 attoseconds: the same low word as 19 s.
      PopupInstant(sinceOrigin: Duration(secondsComponent: 0, attosecondsComponent: 553_255_926_290_448_384)),
    ]
    #expect(Set(instants.map(\.hashValue)).count == instants.count)
    let walls = instants.map { PopupWallInstant(sinceEpoch: $0.sinceOrigin) }
    #expect(Set(walls.map(\.hashValue)).count == walls.count)
  }

  /// Words mixed for one combine: the order counts and equal words do not cancel.
  @Test(arguments: [(UInt64(0), UInt64(1)), (5, 5), (1 << 63, 1), (.max, 0)])
  func mixedWords(first: UInt64, second: UInt64) {
    let start: UInt64 = 0x1234
    let mixed = start.hashMixed(with: first).hashMixed(with: second)
    #expect(mixed != start)
    #expect(mixed != start.hashMixed(with: first) && mixed != start.hashMixed(with: second))
    if first != second { #expect(mixed != start.hashMixed(with: second).hashMixed(with: first)) }
  }

  /// Clocks stopped and started at different instants for the same total hash equal; the
  /// total and the instant a clock stopped each tell clocks apart.
  @Test func clocksHashByTheirTotalAndTheirStop() {
    var one = PopupLocalClock()
    one.stop(at: .seconds(1))
    one.start(at: .seconds(3))
    var other = PopupLocalClock()
    other.stop(at: .seconds(10))
    other.start(at: .seconds(12))
    #expect(one == other && one.hashValue == other.hashValue)

    var stopped = one
    stopped.stop(at: .seconds(20))
    var stoppedLater = one
    stoppedLater.stop(at: .seconds(21))
    var longer = PopupLocalClock()
    longer.stop(at: .seconds(1))
    longer.start(at: .seconds(4))
    let clocks = [PopupLocalClock(), one, stopped, stoppedLater, longer]
    #expect(Set(clocks.map(\.hashValue)).count == clocks.count)
  }

  /// Countdowns paused at different instants with the same time left, or started so they
  /// share a deadline, hash equal; the duration, the deadline, the time left and whether it
  /// runs each tell countdowns apart.
  @Test func countdownsHashByDurationAndPhase() {
    var one = Countdown(duration: .seconds(5), startingAt: .zero)
    one.pause(at: .seconds(2))
    var other = Countdown(duration: .seconds(5), startingAt: .seconds(10))
    other.pause(at: .seconds(12))
    #expect(one == other && one.hashValue == other.hashValue)
    var resumed = one
    resumed.resume(at: .seconds(7))
    let running = Countdown(duration: .seconds(5), startingAt: .seconds(5))
    #expect(resumed == running && resumed.hashValue == running.hashValue)

    var pausedLonger = Countdown(duration: .seconds(5), startingAt: .zero)
    pausedLonger.pause(at: .seconds(1))
    let countdowns = [
      one, running, pausedLonger, Countdown(duration: .seconds(6), startingAt: .seconds(4)),
      Countdown(duration: .seconds(5), startingAt: .seconds(6)),
      // Running to t=3s, where `one` is paused with 3 s left: the phase tells them apart.
      Countdown(duration: .seconds(5), startingAt: .seconds(-2)),
    ]
    #expect(Set(countdowns.map(\.hashValue)).count == countdowns.count)
  }
}
