import PopupCore

/// A clock for tests: synchronous and deterministic. It moves only when told to, never
/// sleeps, starts no tasks, and fires timers in time order, ties in the order they were
/// scheduled.
///
/// ```swift
/// var clock = ManualClock()
/// let a = clock.schedule(at: .seconds(2))
/// let b = clock.schedule(at: .seconds(2))
/// clock.advance(by: .seconds(5))   // [a, b], and now == t=5s
/// ```
public struct ManualClock: Sendable {
  /// A scheduled timer.
  public struct Timer: Hashable, Sendable {
    /// The order it was scheduled in, which breaks ties.
    public let id: Int
    /// When it fires.
    public let deadline: PopupInstant
  }

  /// The current instant.
  public private(set) var now: PopupInstant
  private var pending: [Timer] = []
  private var scheduled = 0

  /// Creates a clock reading `now`.
  public init(now: PopupInstant = .zero) {
    self.now = now
  }

  /// The earliest pending deadline, if any.
  public var nextDeadline: PopupInstant? { pending.first?.deadline }

  /// Schedules a timer; one at or before `now` fires at the next advance.
  ///
  /// - Complexity: O(*n*) in the pending timers.
  @discardableResult
  public mutating func schedule(at deadline: PopupInstant) -> Timer {
    scheduled += 1
    let timer = Timer(id: scheduled, deadline: deadline)
    let index = pending.firstIndex { ($0.deadline, $0.id) > (deadline, timer.id) } ?? pending.endIndex
    pending.insert(timer, at: index)
    return timer
  }

  /// Cancels a pending timer; cancelling a fired or unknown timer does nothing.
  public mutating func cancel(_ timer: Timer) {
    pending.removeAll { $0 == timer }
  }

  /// Moves to the earliest timer due at or before `limit`, removes and returns it; or, when
  /// none is due, moves to `limit` and returns `nil`. Time never moves backwards.
  public mutating func fireNext(notAfter limit: PopupInstant) -> Timer? {
    guard let first = pending.first, first.deadline <= limit else {
      now = max(now, limit)
      return nil
    }
    pending.removeFirst()
    now = max(now, first.deadline)
    return first
  }

  /// Moves to an instant, firing every timer due by then, in order.
  @discardableResult
  public mutating func advance(to instant: PopupInstant) -> [Timer] {
    var fired: [Timer] = []
    while let timer = fireNext(notAfter: instant) { fired.append(timer) }
    return fired
  }

  /// Moves forward by a duration (a negative one counts as zero), firing what falls due.
  @discardableResult
  public mutating func advance(by duration: Duration) -> [Timer] {
    advance(to: now + max(duration, .zero))
  }
}
