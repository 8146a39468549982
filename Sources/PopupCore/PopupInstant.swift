import PopupSupport

/// A point on a popup timeline, measured as a `Duration` from an arbitrary origin.
///
/// Time is data: a kind never reads a clock. The host passes `now` into every call,
/// and a kind that waits says when through ``PopupKind/nextDeadline(of:)``.
/// A real host maps its own clock (for example `ContinuousClock`) onto instants by
/// subtracting the instant at which it started; tests start at ``zero``.
public struct PopupInstant: Hashable, Comparable, Sendable {
  /// The time elapsed since the timeline's origin.
  public var sinceOrigin: Duration

  /// Creates an instant a given time after the origin.
  public init(sinceOrigin: Duration) {
    self.sinceOrigin = sinceOrigin
  }

  /// The origin of a timeline.
  public static let zero = PopupInstant(sinceOrigin: .zero)

  /// An instant the given number of seconds after the origin.
  public static func seconds(_ seconds: Int64) -> PopupInstant {
    PopupInstant(sinceOrigin: .seconds(seconds))
  }

  /// An instant the given number of milliseconds after the origin.
  public static func milliseconds(_ milliseconds: Int64) -> PopupInstant {
    PopupInstant(sinceOrigin: .milliseconds(milliseconds))
  }

  /// Hashes the time since the origin as one word (`Duration.hashWord`).
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(hashWord) }

  /// The time since the origin as one word, for a hash.
  @inlinable package var hashWord: UInt64 { sinceOrigin.hashWord }

  public static func < (lhs: PopupInstant, rhs: PopupInstant) -> Bool {
    lhs.sinceOrigin < rhs.sinceOrigin
  }

  /// The instant a duration later.
  public static func + (lhs: PopupInstant, rhs: Duration) -> PopupInstant {
    PopupInstant(sinceOrigin: lhs.sinceOrigin + rhs)
  }

  /// The instant a duration earlier.
  public static func - (lhs: PopupInstant, rhs: Duration) -> PopupInstant {
    PopupInstant(sinceOrigin: lhs.sinceOrigin - rhs)
  }

  /// The time from `rhs` to `lhs` (negative when `lhs` is earlier).
  public static func - (lhs: PopupInstant, rhs: PopupInstant) -> Duration {
    lhs.sinceOrigin - rhs.sinceOrigin
  }

  /// Moves the instant later by a duration.
  public static func += (lhs: inout PopupInstant, rhs: Duration) {
    lhs.sinceOrigin += rhs
  }
}

extension PopupInstant: CustomStringConvertible {
  /// The instant as seconds since the origin, for example `t=2.5s`.
  public var description: String { "t=\(sinceOrigin.popupDescription)" }
}
