import Dispatch
import Testing

@testable import PopupTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Watchdog: a stuck test ends the run", .timeLimit(.minutes(3)), .watchdog)
struct PopupWatchdogTraitTests {
  @Test func aTestStillRunningAfterTheLimitEndsTheProcessWithStatusOneAndItsName() async throws {
    let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
      try await PopupWatchdogTrait.watch(.milliseconds(100), message: "Watchdog: test 'stuck()'\n") {
        // A clock that never moves: nothing ever wakes this.
        await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
      }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(standardError.contains("Watchdog: test 'stuck()'"), "stderr: \(standardError)")
  }

  @Test func aSpinningLoopIsEndedToo() async throws {
    await #expect(processExitsWith: .exitCode(1)) {
      try await PopupWatchdogTrait.watch(.milliseconds(100), message: "spins\n") {
        var turns = 0
        while turns >= 0 { turns = (turns &+ 1) & 0xFF }
      }
    }
  }

  /// A run whose every shared thread spins (the dispatch pool's and the tasks'): the alarm
  /// has a thread of its own to ring on, so the run still ends.
  @Test func aRunWhoseEveryThreadSpinsIsEndedToo() async throws {
    await #expect(processExitsWith: .exitCode(1)) {
      @Sendable func spin() {
        var turns = 0
        while turns >= 0 { turns = (turns &+ 1) & 0xFF }
      }
      for _ in 0..<16 { DispatchQueue.global().async { spin() } }
      for _ in 0..<16 { Task.detached { spin() } }
      try await PopupWatchdogTrait.watch(.milliseconds(100), message: "spins\n") { spin() }
    }
  }

  /// A loaded run, end to end: a test waits past its limit while others keep ending. It is left
  /// alone until nothing has ended for a whole limit. The margins are wide (a limit of 2 s,
  /// tests ending 100 ms apart), so only a process stalled for nearly two seconds could break
  /// it; the rule itself, at its exact boundaries, is `theVerdict` below, with no clock.
  @Test func aLateTestIsLeftAloneWhileOtherTestsKeepEnding() async throws {
    let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
      let stuck = Task {
        try await PopupWatchdogTrait.watch(.seconds(2), message: "Watchdog: test 'stuck()'\n") {
          await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        }
      }
      // Thirty tests that end 100 ms apart: 3 s, one and a half limits, of progress.
      for _ in 0..<30 {
        try await PopupWatchdogTrait.watch(.seconds(2), message: "fired for a test that ended\n") {
          try await Task.sleep(for: .milliseconds(100))
        }
      }
      let alive = Array("the stuck test outlived its limit while others ended\n".utf8)
      _ = alive.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
      try await stuck.value
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    // After whatever the runtime says of the continuation the stuck test never resumes.
    #expect(
      standardError.hasSuffix(
        "the stuck test outlived its limit while others ended\nWatchdog: test 'stuck()'\n"),
      "stderr: \(standardError)")
    #expect(!standardError.contains("fired for a test that ended"))
  }

  /// An alarm's verdict, rung at `now` (nanoseconds past a base) for a test that started at
  /// `started`, the last watched test having ended at `lastEnd`, with a limit of 100 ns.
  @Test(
    arguments: [
      // Quiet since the start: due at started + limit, exactly.
      (started: 0, lastEnd: nil, isEnded: false, now: 99, expected: ExpectedVerdict.rearm(at: 100)),
      (0, nil, false, 100, .endTheRun),
      (0, nil, false, 101, .endTheRun),
      // An end before the test started does not delay it.
      (50, 10, false, 149, .rearm(at: 150)),
      (50, 10, false, 150, .endTheRun),
      // An end after the start does: the limit counts from it.
      (0, 60, false, 100, .rearm(at: 160)),
      (0, 60, false, 159, .rearm(at: 160)),
      (0, 60, false, 160, .endTheRun),
      // A test that ended stands down, however late the alarm rings.
      (0, nil, true, 100, .standDown),
      (0, 60, true, 1_000, .standDown),
    ] as [(started: Int, lastEnd: Int?, isEnded: Bool, now: Int, expected: ExpectedVerdict)])
  func theVerdict(
    _ row: (started: Int, lastEnd: Int?, isEnded: Bool, now: Int, expected: ExpectedVerdict)
  ) {
    let verdict = PopupWatch.verdict(
      started: Self.time(row.started), lastEnd: row.lastEnd.map(Self.time), isEnded: row.isEnded,
      now: Self.time(row.now), interval: .nanoseconds(100))
    #expect(verdict == row.expected.at(Self.time))
  }

  /// A time `nanoseconds` past a base far from zero (a `DispatchTime` of zero means "now").
  static func time(_ nanoseconds: Int) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: 1_000_000_000 + UInt64(nanoseconds))
  }

  @Test func aTestThatEndsInTimeIsLeftAloneAfterwards() async throws {
    await #expect(processExitsWith: .success) {
      try await PopupWatchdogTrait.watch(.seconds(1), message: "fired late\n") {}
      // Past the limit: an alarm left armed would end this process with status 1 here.
      try await Task.sleep(for: .milliseconds(1_500))
    }
  }

  @Test func aFailingTestStillThrowsItsError() async {
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      try await PopupWatchdogTrait.watch(.seconds(60), message: "") { throw Failure() }
    }
  }

  @Test(arguments: [
    (Duration.seconds(60), DispatchNanoseconds.nanoseconds(60_000_000_000)),
    (.milliseconds(1500), .nanoseconds(1_500_000_000)),
    (.nanoseconds(1), .nanoseconds(1)),
    (.zero, .nanoseconds(0)),
    (.milliseconds(-500), .nanoseconds(0)),
    (.seconds(-1), .nanoseconds(0)),
    (.seconds(999_999_999), .nanoseconds(999_999_999_000_000_000)),
    (.seconds(1_000_000_000), .never),
    (.seconds(Int64.max), .never),
  ])
  func theLimitIsClampedToWhatDispatchHolds(limit: Duration, expected: DispatchNanoseconds) {
    #expect(DispatchNanoseconds(PopupWatchdogTrait.interval(limit)) == expected)
  }

  @Test func theMessageNamesTheTestItsFileAndLineAndTheLimit() throws {
    let test = try #require(Test.current)
    let message = PopupWatchdogTrait.message(for: test, after: .seconds(60))
    #expect(message.hasPrefix("Watchdog: test 'theMessageNamesTheTestItsFileAndLineAndTheLimit()'"))
    #expect(message.contains("(PopupWatchdogTraitTests.swift:\(test.sourceLocation.line))"))
    #expect(message.contains("after 60.0 seconds in which no other watched test ended"))
    #expect(message.hasSuffix("status 1.\n"))
  }
}

/// A verdict whose time is nanoseconds past the tests' base, made a `DispatchTime` by `at`.
enum ExpectedVerdict: Sendable {
  case standDown
  case rearm(at: Int)
  case endTheRun

  func at(_ time: (Int) -> DispatchTime) -> PopupWatch.Verdict {
    switch self {
    case .standDown: .standDown
    case .rearm(let nanoseconds): .rearm(at: time(nanoseconds))
    case .endTheRun: .endTheRun
    }
  }
}

/// A `DispatchTimeInterval` that compares (`.never` or a count of nanoseconds).
enum DispatchNanoseconds: Equatable, Sendable {
  case nanoseconds(Int)
  case never

  init(_ interval: DispatchTimeInterval) {
    switch interval {
    case .seconds(let n): self = .nanoseconds(n * 1_000_000_000)
    case .milliseconds(let n): self = .nanoseconds(n * 1_000_000)
    case .microseconds(let n): self = .nanoseconds(n * 1_000)
    case .nanoseconds(let n): self = .nanoseconds(n)
    case .never: self = .never
    @unknown default: self = .never
    }
  }
}
