// Comparing an instant with a duration is a mistake the compiler would otherwise accept
// inside `#expect`, where both sides may be widened to `AnyHashable`:
// `#expect(deadline == .seconds(5) + duration)` compiled as a `Duration` sum and failed at
// run time with `(… → t=9s) == (… → 9.0 seconds)`. These overloads match such a comparison
// more closely than `AnyHashable` does, and they throw, so the expression does not compile
// without `try`; the deprecation message says what to write instead. Comparisons of two
// instants (`deadline == .seconds(9)`, `deadline == nil`) are untouched.
//
// Where a sum could be either (`.seconds(5) + duration`, `.zero + duration`), name the
// instant: `PopupInstant.seconds(5) + duration`.

/// The error the instant-and-duration guards throw if called with `try`.
public struct PopupTimeMismatch: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was compared: "a PopupInstant with a Duration".
  public let comparison: String

  public var description: String {
    "compared \(comparison); write the instant explicitly, such as PopupInstant.seconds(5) + duration"
  }
}

/// Not a comparison: a time point is not a duration, so this does not compile without `try`
/// (see the note at the top of this file), and throws ``PopupTimeMismatch`` if called.
@available(
  *, deprecated,
  message:
    "a PopupInstant is not a Duration: write the instant explicitly, e.g. PopupInstant.seconds(5) + duration"
)
public func == <D: DurationProtocol>(lhs: PopupInstant?, rhs: D?) throws(PopupTimeMismatch) -> Bool {
  throw PopupTimeMismatch(comparison: "a PopupInstant with a Duration")
}

/// Not a comparison: a time point is not a duration, so this does not compile without `try`
/// (see the note at the top of this file), and throws ``PopupTimeMismatch`` if called.
@available(
  *, deprecated,
  message:
    "a Duration is not a PopupInstant: write the instant explicitly, e.g. PopupInstant.seconds(5) + duration"
)
public func == <D: DurationProtocol>(lhs: D?, rhs: PopupInstant?) throws(PopupTimeMismatch) -> Bool {
  throw PopupTimeMismatch(comparison: "a Duration with a PopupInstant")
}

/// Not a comparison: a time point is not a duration, so this does not compile without `try`
/// (see the note at the top of this file), and throws ``PopupTimeMismatch`` if called.
@available(
  *, deprecated,
  message: "a PopupWallInstant is not a Duration: write the instant explicitly, e.g. .scriptOrigin + duration"
)
public func == <D: DurationProtocol>(lhs: PopupWallInstant?, rhs: D?) throws(PopupTimeMismatch) -> Bool {
  throw PopupTimeMismatch(comparison: "a PopupWallInstant with a Duration")
}

/// Not a comparison: a time point is not a duration, so this does not compile without `try`
/// (see the note at the top of this file), and throws ``PopupTimeMismatch`` if called.
@available(
  *, deprecated,
  message: "a Duration is not a PopupWallInstant: write the instant explicitly, e.g. .scriptOrigin + duration"
)
public func == <D: DurationProtocol>(lhs: D?, rhs: PopupWallInstant?) throws(PopupTimeMismatch) -> Bool {
  throw PopupTimeMismatch(comparison: "a Duration with a PopupWallInstant")
}

/// Not a comparison: a time point is not a duration, so this does not compile without `try`
/// (see the note at the top of this file), and throws ``PopupTimeMismatch`` if called.
@available(
  *, deprecated,
  message: "a PopupTime is not a Duration: write the moment explicitly, e.g. PopupTime.seconds(5) + duration"
)
public func == <D: DurationProtocol>(lhs: PopupTime?, rhs: D?) throws(PopupTimeMismatch) -> Bool {
  throw PopupTimeMismatch(comparison: "a PopupTime with a Duration")
}

/// Not a comparison: a time point is not a duration, so this does not compile without `try`
/// (see the note at the top of this file), and throws ``PopupTimeMismatch`` if called.
@available(
  *, deprecated,
  message: "a Duration is not a PopupTime: write the moment explicitly, e.g. PopupTime.seconds(5) + duration"
)
public func == <D: DurationProtocol>(lhs: D?, rhs: PopupTime?) throws(PopupTimeMismatch) -> Bool {
  throw PopupTimeMismatch(comparison: "a Duration with a PopupTime")
}
