/// A popup's own clock: it follows the host's time while it runs and stands still while
/// it is stopped (held by a finger, preempted, or waiting in a queue).
///
/// Kinds see only local time, so every deadline a kind keeps (the undo toast's countdown,
/// a banner's timer) pauses with the popup without the kind knowing why. This is how one
/// mechanism pauses every kind at once.
public struct PopupLocalClock: Hashable, Sendable {
  /// The total host time during which the clock stood still.
  public private(set) var stoppedTotal: Duration = .zero
  /// The host instant at which the clock stopped, or `nil` while it runs.
  public private(set) var stoppedAt: PopupInstant?

  /// Creates a running clock that reads the same as the host clock.
  public init() {}

  /// Hashes the clock as one word.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(hashWord) }

  /// The time stood still and the instant the clock stopped (all ones while it runs) as one
  /// word, for a hash.
  @inlinable package var hashWord: UInt64 {
    stoppedTotal.hashWord.hashMixed(with: stoppedAt?.hashWord ?? .max)
  }

  /// Whether the clock is standing still.
  public var isStopped: Bool { stoppedAt != nil }

  /// The local time at a host instant.
  public func localTime(at hostNow: PopupInstant) -> PopupInstant {
    (stoppedAt.map { min($0, hostNow) } ?? hostNow) - stoppedTotal
  }

  /// The host instant at which the clock will read `local`, or `nil` while it is stopped.
  public func hostTime(at local: PopupInstant) -> PopupInstant? {
    isStopped ? nil : local + stoppedTotal
  }

  /// Stops the clock at a host instant. Stopping a stopped clock does nothing.
  public mutating func stop(at hostNow: PopupInstant) {
    guard stoppedAt == nil else { return }
    stoppedAt = hostNow
  }

  /// Restarts a stopped clock; the time it stood still never counts. Starting a running
  /// clock does nothing.
  public mutating func start(at hostNow: PopupInstant) {
    guard let stoppedAt else { return }
    stoppedTotal += max(hostNow - stoppedAt, .zero)
    self.stoppedAt = nil
  }
}
