/// A countdown of a fixed duration that can pause and resume without losing time.
///
/// A countdown is a value: it never reads a clock. Ask it questions at an instant
/// (``remaining(at:)``, ``fraction(at:)``, ``isFinished(at:)``) and tell it when it
/// pauses and resumes; a resumed countdown carries on with exactly the time it had left.
///
/// ```swift
/// var countdown = Countdown(duration: .seconds(5), startingAt: .zero)
/// countdown.pause(at: .seconds(2))      // 3 s left
/// countdown.resume(at: .seconds(60))    // still 3 s left
/// countdown.deadline                    // t=63s
/// ```
public struct Countdown: Hashable, Sendable {
  /// The full length of the countdown.
  public let duration: Duration
  private var phase: Phase

  private enum Phase: Hashable, Sendable {
    case running(deadline: PopupInstant)
    case paused(remaining: Duration)
  }

  /// Creates a running countdown. A negative duration counts as zero.
  public init(duration: Duration, startingAt start: PopupInstant) {
    self.duration = max(duration, .zero)
    self.phase = .running(deadline: start + self.duration)
  }

  /// Hashes the countdown as one word.
  public func hash(into hasher: inout Hasher) { hasher.combine(hashWord) }

  /// The duration and the phase (a deadline, or the time left with its bits flipped) as one
  /// word, for a hash.
  var hashWord: UInt64 {
    switch phase {
    case .running(let deadline): duration.hashWord.hashMixed(with: deadline.hashWord)
    case .paused(let remaining): duration.hashWord.hashMixed(with: ~remaining.hashWord)
    }
  }

  /// Whether the countdown is paused.
  public var isPaused: Bool {
    if case .paused = phase { return true }
    return false
  }

  /// The instant the countdown reaches zero, or `nil` while it is paused.
  public var deadline: PopupInstant? {
    if case .running(let deadline) = phase { return deadline }
    return nil
  }

  /// The time left at an instant, never negative.
  public func remaining(at now: PopupInstant) -> Duration {
    switch phase {
    case .running(let deadline): max(deadline - now, .zero)
    case .paused(let remaining): remaining
    }
  }

  /// The fraction of the duration left at an instant, from 1 (full) down to 0.
  public func fraction(at now: PopupInstant) -> Double {
    guard duration > .zero else { return 0 }
    return min(max(remaining(at: now) / duration, 0), 1)
  }

  /// Whether no time is left at an instant.
  public func isFinished(at now: PopupInstant) -> Bool {
    remaining(at: now) == .zero
  }

  /// Stops the countdown, keeping the time left at `now`. Pausing twice does nothing.
  public mutating func pause(at now: PopupInstant) {
    guard case .running = phase else { return }
    phase = .paused(remaining: remaining(at: now))
  }

  /// Restarts a paused countdown with the time it had left. Resuming a running one does nothing.
  public mutating func resume(at now: PopupInstant) {
    guard case .paused(let remaining) = phase else { return }
    phase = .running(deadline: now + remaining)
  }
}
