import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `Clock` for tests of async code: time moves only when a test calls ``advance(by:)``, and
/// sleepers wake in deadline order, ties in the order they slept. No real time passes.
///
/// ```swift
/// let clock = TestClock()
/// let driver = PopupDriver(session: toast, clock: clock)
/// clock.advance(by: .seconds(5))     // the toast's countdown ends: no waiting
/// ```
public final class TestClock: Clock, @unchecked Sendable {
  /// An instant of a test clock: a duration since it started.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// The time since the clock started.
    public var offset: Duration

    /// Creates an instant.
    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  /// A test waiting in ``waitForSleepers(_:timeout:sourceLocation:)`` for `count` sleepers.
  private struct SleeperWaiter {
    var id: Int
    var count: Int
    var continuation: CheckedContinuation<Bool, Never>
  }

  private var mutex = pthread_mutex_t()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var slept = 0
  private var waiters: [SleeperWaiter] = []
  private var waited = 0

  /// Creates a clock at its start.
  public init() {
    pthread_mutex_init(&mutex, nil)
  }

  deinit { pthread_mutex_destroy(&mutex) }

  private func locked<Result>(_ body: () -> Result) -> Result {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return body()
  }

  /// The current instant.
  public var now: Instant { locked { current } }

  /// The clock has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on the clock: a test can wait for this before advancing.
  public var sleeperCount: Int { locked { sleepers.count } }

  /// The instants the tasks asleep on the clock wait for, earliest first: a test reads what a
  /// driver's timer is armed for. For the package's own tests (package access).
  package var sleeperDeadlines: [Instant] { locked { sleepers.map(\.deadline).sorted() } }

  /// How many sleeps were asked for so far, the ones that returned at once included: a driver
  /// that wakes over and over for one deadline shows here.
  public var sleepCount: Int { locked { slept } }

  /// Suspends until the clock reaches `deadline`; returns at once when it already has. A
  /// cancelled sleeper throws `CancellationError`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = locked {
      slept += 1
      return slept
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (resumeNow, satisfied): (Bool, [SleeperWaiter]) = locked {
          if deadline <= current || Task.isCancelled { return (true, []) }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return (false, takeSatisfiedWaiters())
        }
        for waiter in satisfied { waiter.continuation.resume(returning: true) }
        if resumeNow {
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
        }
      }
    } onCancel: {
      let cancelled: Sleeper? = locked {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward, waking every sleeper due by then in deadline order.
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: max(duration, .zero)))
  }

  /// Moves the clock to an instant (never backwards), waking every sleeper due by then.
  public func advance(to instant: Instant) {
    let due: [Sleeper] = locked {
      current = max(current, instant)
      let due = sleepers.filter { $0.deadline <= current }.sorted {
        ($0.deadline, $0.id) < ($1.deadline, $1.id)
      }
      sleepers.removeAll { $0.deadline <= current }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Waits until at least `count` tasks sleep on the clock, so an advance reaches them. The
  /// wait resumes the moment the sleeper that makes the count registers (no polling, so tests
  /// holding the other threads cannot slow it). A test whose driver never sleeps again (one
  /// that stopped re-arming) fails, saying what it waited for, after `timeout` of real time
  /// instead of hanging; the default 30 s is a backstop for a broken driver, never reached by
  /// one that works, however busy the machine.
  public func waitForSleepers(
    _ count: Int = 1, timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let id: Int? = locked {
      guard sleepers.count < count else { return nil }
      waited += 1
      return waited
    }
    guard let id else { return }
    let backstop = Task { [weak self] in
      try? await Task.sleep(for: timeout)
      self?.giveUp(waiter: id)
    }
    defer { backstop.cancel() }
    let arrived = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let answer: Bool? = locked {
          if sleepers.count >= count { return true }
          if Task.isCancelled { return false }
          waiters.append(SleeperWaiter(id: id, count: count, continuation: continuation))
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      giveUp(waiter: id)
    }
    guard !arrived else { return }
    Issue.record(
      "Waited \(timeout) for \(count) task(s) to sleep on the test clock, but \(sleeperCount) sleep: does the driver sleep again after each change?",
      sourceLocation: sourceLocation)
  }

  /// Removes and returns the waiters the sleepers now on the clock satisfy; call it locked.
  private func takeSatisfiedWaiters() -> [SleeperWaiter] {
    let count = sleepers.count
    let satisfied = waiters.filter { $0.count <= count }
    waiters.removeAll { $0.count <= count }
    return satisfied
  }

  /// Ends a waiter's wait unsatisfied (its time ran out or its task was cancelled), if it
  /// still waits.
  private func giveUp(waiter id: Int) {
    let waiter: SleeperWaiter? = locked {
      guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
      return waiters.remove(at: index)
    }
    waiter?.continuation.resume(returning: false)
  }
}
