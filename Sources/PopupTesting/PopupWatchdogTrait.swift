import Dispatch
import Testing

/// A trait that ends the whole test run, with a message naming the test, when one of its tests
/// is still running after a limit during which no other watched test ended: a bug that stops a
/// clock or never ends a task then fails the run in minutes instead of hanging it.
///
/// Swift Testing's own `.timeLimit` cancels a late test's task, but a test that awaits
/// something that never comes (a clock that never moves, a driver that never stops, a loop
/// that never ends) ignores the cancellation, so the run never finishes. This trait watches
/// from another thread and exits the process with status 1:
///
/// ```text
/// Watchdog: test 'anUndoToastExpires()' (PopupDriverTests.swift:18) still runs after 240.0 seconds
/// in which no other watched test ended; it waits for something that never comes. Ending the
/// test run with status 1.
/// ```
///
/// A test's clock starts when Swift Testing starts it, and Swift Testing starts nearly every
/// test at once: on a loaded machine a quick test may wait a whole run for a core, and a test on
/// the main actor waits until the main actor is free (on Linux, often the run's end). So the
/// limit counts from the later of the test's start and the last end of any watched test: while
/// the run makes progress, however slowly, no test is taken for stuck.
///
/// Add it to a suite (it applies to every test in it, each case on its own) or to one test:
/// `@Suite(.timeLimit(.minutes(3)), .watchdog)`.
public struct PopupWatchdogTrait: TestTrait, SuiteTrait, TestScoping {
  /// How long a test, or one case of a parameterized test, may run.
  public var limit: Duration

  /// A watchdog with a limit; `.watchdog(after:)` makes one in a trait list.
  public init(limit: Duration) {
    self.limit = limit
  }

  /// Applies to the tests of nested suites too.
  public var isRecursive: Bool { true }

  /// Runs the test, exiting the process if it is still running after ``limit``.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else { return try await function() }
    try await Self.watch(limit, message: Self.message(for: test, after: limit), performing: function)
  }

  /// Runs `function`; if it is still running after `limit` during which no other watched
  /// function ended, prints `message` to the standard error and exits the process with status 1.
  static func watch(
    _ limit: Duration, message: String, performing function: @Sendable () async throws -> Void
  ) async throws {
    let watch = PopupWatch(interval: Self.interval(limit), message: message)
    watch.arm()
    defer { watch.end() }
    try await function()
  }

  /// What the watchdog prints when it ends the run.
  static func message(for test: Test, after limit: Duration) -> String {
    let location = test.sourceLocation
    let file = location.fileID.split(separator: "/").last.map(String.init) ?? location.fileID
    return """
      Watchdog: test '\(test.name)' (\(file):\(location.line)) still runs after \(limit) \
      in which no other watched test ended; it waits for something that never comes (a clock that never moves, a task that never \
      ends, a loop that never stops). Ending the test run with status 1.

      """
  }

  /// The limit as Dispatch counts it: a negative limit is no time, a limit past what Dispatch
  /// holds is never.
  static func interval(_ limit: Duration) -> DispatchTimeInterval {
    let (seconds, attoseconds) = limit.components
    guard seconds >= 0, attoseconds >= 0 else { return .nanoseconds(0) }
    guard seconds < 1_000_000_000 else { return .never }
    return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
  }
}

extension Trait where Self == PopupWatchdogTrait {
  /// Ends the test run with a message if a test is still running after 240 seconds in which no
  /// other watched test ended: far above any one test's time on a loaded two-core machine,
  /// short enough that a stuck run fails within minutes.
  public static var watchdog: Self { watchdog(after: .seconds(240)) }

  /// Ends the test run with a message if a test is still running after `limit` in which no other
  /// watched test ended.
  public static func watchdog(after limit: Duration) -> Self {
    PopupWatchdogTrait(limit: limit)
  }
}
