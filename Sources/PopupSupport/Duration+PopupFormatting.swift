extension Duration {
  /// The duration in seconds as a `Double`, for fractions and progress.
  package var popupSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// A short, exact description in the units a script uses: `5s`, `1.5s`, `250ms`, `0s`.
  ///
  /// Whole and fractional seconds print as seconds (up to three decimals); anything below
  /// a millisecond is rounded down to the millisecond.
  package var popupDescription: String {
    let (seconds, attoseconds) = components
    let negative = seconds < 0 || attoseconds < 0
    let totalMilliseconds = seconds.magnitude * 1000 + UInt64(attoseconds.magnitude / 1_000_000_000_000_000)
    let sign = negative && totalMilliseconds > 0 ? "-" : ""
    if totalMilliseconds > 0 && totalMilliseconds < 1000 {
      return "\(sign)\(totalMilliseconds)ms"
    }
    let whole = totalMilliseconds / 1000
    var fraction = totalMilliseconds % 1000
    guard fraction > 0 else { return "\(sign)\(whole)s" }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let padded = String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
    return "\(sign)\(whole).\(padded)s"
  }
}
