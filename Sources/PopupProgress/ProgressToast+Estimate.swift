import PopupCore

extension ProgressToast.State {
  /// The time left at a wall instant, from the rate of progress seen so far; `nil` while
  /// indeterminate, when done, or before a second has passed with progress made.
  public func estimatedTimeLeft(at wall: PopupWallInstant) -> Duration? {
    guard phase == .running, let progress, progress < 1, let first = firstSample, let latest = latestSample
    else { return nil }
    let elapsed = latest.wall - first.wall
    let made = latest.fraction - first.fraction
    guard elapsed >= .seconds(1), made > 0 else { return nil }
    let secondsAtLatest = (1 - latest.fraction) / made * (elapsed / .seconds(1))
    let secondsNow = secondsAtLatest - (wall - latest.wall) / .seconds(1)
    guard secondsNow < Self.longestEstimate else { return nil }
    return .milliseconds(Int64(max(secondsNow, 0) * 1000))
  }

  /// Estimates this long or longer (100 hours, or a rate too slow to measure) are not shown.
  static let longestEstimate: Double = 360_000

  /// "About 12 s left", "About 3 min left", "Almost done", or `nil` without an estimate.
  public func estimateText(at wall: PopupWallInstant) -> String? {
    guard let left = estimatedTimeLeft(at: wall) else { return nil }
    let seconds = Int64((left / .seconds(1)).rounded(.up))
    let strings = configuration.strings
    if seconds <= 1 { return strings.almostDone }
    if seconds < 90 { return strings.secondsLeft(Int(seconds)) }
    return strings.minutesLeft(Int((seconds + 59) / 60))
  }
}
