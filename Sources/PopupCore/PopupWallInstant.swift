/// A wall-clock instant in UTC: the real time of day, as a `Duration` since
/// 1970-01-01T00:00:00Z. Foundation-free.
///
/// Wall time keeps running while a popup is held, preempted or waiting, unlike its local
/// time (see ``PopupTime``). Use it for what happens at a real instant: an offer that ends,
/// a stale date, a consent record's timestamps and expiry, a policy's 365-day window.
///
/// ```swift
/// let start = try PopupWallInstant(iso8601: "2026-03-01T12:00:00Z")
/// start.adding(days: 182).iso8601        // "2026-08-30T12:00:00Z"
/// start.days(until: start + .seconds(90_000))   // 1
/// ```
public struct PopupWallInstant: Hashable, Comparable, Sendable {
  /// The time since 1970-01-01T00:00:00Z (negative before it).
  public var sinceEpoch: Duration

  /// Creates an instant a given time after 1970-01-01T00:00:00Z.
  public init(sinceEpoch: Duration) {
    self.sinceEpoch = sinceEpoch
  }

  /// Hashes the time since the epoch as one word (`Duration.hashWord`).
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(sinceEpoch.hashWord) }

  /// An instant a whole number of seconds after 1970-01-01T00:00:00Z.
  public init(secondsSince1970 seconds: Int64) {
    self.sinceEpoch = .seconds(seconds)
  }

  /// 1970-01-01T00:00:00Z.
  public static let epoch = PopupWallInstant(sinceEpoch: .zero)

  /// Where scripts, samples and `catalog run` start unless told otherwise: 2026-01-01T00:00:00Z.
  /// A fixed start keeps every sample reproducible.
  public static let scriptOrigin = PopupWallInstant(secondsSince1970: 1_767_225_600)

  /// Whole seconds since 1970, rounded down.
  public var secondsSince1970: Int64 {
    let (seconds, attoseconds) = sinceEpoch.components
    return attoseconds < 0 ? seconds - 1 : seconds
  }

  public static func < (lhs: PopupWallInstant, rhs: PopupWallInstant) -> Bool {
    lhs.sinceEpoch < rhs.sinceEpoch
  }

  /// The instant a duration later.
  public static func + (lhs: PopupWallInstant, rhs: Duration) -> PopupWallInstant {
    PopupWallInstant(sinceEpoch: lhs.sinceEpoch + rhs)
  }

  /// The instant a duration earlier.
  public static func - (lhs: PopupWallInstant, rhs: Duration) -> PopupWallInstant {
    PopupWallInstant(sinceEpoch: lhs.sinceEpoch - rhs)
  }

  /// The time from `rhs` to `lhs` (negative when `lhs` is earlier).
  public static func - (lhs: PopupWallInstant, rhs: PopupWallInstant) -> Duration {
    lhs.sinceEpoch - rhs.sinceEpoch
  }
}

extension PopupWallInstant {
  /// The length of a UTC day. Wall instants ignore leap seconds, as Unix time does.
  public static let day: Duration = .seconds(86_400)

  /// The instant a number of 24-hour days later (earlier when negative).
  public func adding(days: Int) -> PopupWallInstant {
    self + .seconds(Int64(days) * 86_400)
  }

  /// Midnight UTC of this instant's day.
  public var startOfDay: PopupWallInstant {
    PopupWallInstant(secondsSince1970: Self.floorDivide(secondsSince1970, 86_400) * 86_400)
  }

  /// Whole days (of 24 hours) from this instant to `later`, rounded toward zero; negative
  /// when `later` is earlier.
  public func days(until later: PopupWallInstant) -> Int {
    let (seconds, _) = (later - self).components
    return Int(seconds / 86_400)
  }

  /// `a / b` rounded toward negative infinity.
  static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
    let quotient = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
  }
}
