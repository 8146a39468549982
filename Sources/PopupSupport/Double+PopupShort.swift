extension Double {
  /// The number with at most one decimal, without a trailing `.0`: `12`, `12.5`.
  package var popupShort: String {
    guard isFinite else { return String(self) }
    let tenths = (self * 10).rounded()
    if tenths.magnitude >= 1e15 { return String(self) }
    return String(popupTenths: Int(tenths))
  }
}
