import PopupCore
import PopupSupport

/// When the rating prompt may show.
///
/// Defaults are Appirater's and Armchair's: 30 days and 20 uses since install, both needed
/// (iRate's are 10 days and 10 uses or 10 events, any one enough: set `requiresAll` to
/// `false`); a reminder 1 day after "Not now"; a new version starts the count again. On top
/// of them: after a review request, never again for that version; after feedback, not for
/// 90 days; and at most 3 review requests in any 365 days, the App Store's own limit.
///
/// It reads `install`, `launch`, `event <name>`, `version <v>` and the rating kind's outputs
/// `reviewRequested`, `submitted` and `declined` ("Not now").
public struct RatingPolicy: Hashable, Sendable, Codable {
  /// Days since install (or since the current version, when a new version resets) needed.
  public var minimumDays = 30
  /// Launches needed.
  public var minimumUses = 20
  /// Significant events needed; 0 to ignore them.
  public var minimumEvents = 0
  /// The event name that counts as significant, or `nil` for any event.
  public var significantEvent: String?
  /// Whether every threshold must hold (`true`), or any one is enough.
  public var requiresAll = true
  /// Days to wait after "Not now".
  public var remindAfterDays = 1
  /// Whether a new app version starts the counts again.
  public var resetsOnNewVersion = true
  /// Days to wait after feedback was submitted.
  public var feedbackCooldownDays = 90
  /// At most this many review requests in any 365 days.
  public var maximumRequestsPerYear = 3

  /// Creates a policy with the defaults.
  public init() {}

  /// Decides at an instant from a ledger.
  public func decide(_ ledger: PopupLedger, at now: PopupWallInstant) -> PopupDecision {
    let version = ledger.currentVersion(through: now)
    let facts = ledger.facts(through: now)
    let installed = facts.first { $0.what == .install }?.at
    var since = installed
    var sinceWhat = "install"
    if resetsOnNewVersion, let version, let installed, version.since > installed {
      since = version.since
      sinceWhat = "version \(version.version)"
    }
    let counted = facts.filter { fact in since.map { fact.at >= $0 } ?? true }
    let uses = counted.filter { $0.what == .launch }.count
    let events = counted.filter {
      if case .event(let name) = $0.what { return significantEvent == nil || name == significantEvent }
      return false
    }.count
    var thresholds: [PopupDecision.Reason] = []
    if let since {
      let days = since.days(until: now)
      thresholds.append(
        .init(
          allows: days >= minimumDays,
          days >= minimumDays
            ? "\(String.popupCount(days, "day")) since \(sinceWhat) (\(minimumDays) needed)"
            : "Only \(days) of \(minimumDays) days since \(sinceWhat)"))
    } else {
      thresholds.append(.init(allows: false, "No install recorded"))
    }
    thresholds.append(
      .init(
        allows: uses >= minimumUses,
        uses >= minimumUses ? "\(uses) of \(minimumUses) uses" : "Only \(uses) of \(minimumUses) uses"))
    if minimumEvents > 0 {
      thresholds.append(
        .init(
          allows: events >= minimumEvents,
          events >= minimumEvents
            ? "\(events) of \(minimumEvents) significant events"
            : "Only \(events) of \(minimumEvents) significant events"))
    }
    var reasons = thresholds
    if !requiresAll, thresholds.contains(where: \.allows) {
      reasons = thresholds.map {
        .init(allows: true, $0.text + ($0.allows ? "" : " (any one threshold is enough)"))
      }
    }
    let requests = ledger.outputs("reviewRequested", of: "rating", through: now)
    if let version, let asked = requests.max(), asked >= version.since {
      reasons.append(
        .init(allows: false, "A review was requested on \(asked.day) for version \(version.version)"))
    }
    let lastYear = requests.filter { $0 > now.adding(days: -365) }
    reasons.append(
      .init(
        allows: lastYear.count < maximumRequestsPerYear,
        "Asked \(String.popupCount(lastYear.count, "time")) in the last 365 days"
          + (lastYear.isEmpty ? "" : ": " + lastYear.map(\.day).joined(separator: ", "))
          + " (the App Store allows \(maximumRequestsPerYear))"))
    if let declined = ledger.outputs("declined", of: "rating", through: now).max(),
      !resetsOnNewVersion || declined >= (version?.since ?? declined)
    {
      let ready = declined.adding(days: remindAfterDays)
      if now < ready {
        reasons.append(.init(allows: false, "\"Not now\" on \(declined.day): not before \(ready.iso8601)"))
      }
    }
    if let feedback = ledger.outputs("submitted", of: "rating", through: now).max() {
      let ready = feedback.adding(days: feedbackCooldownDays)
      if now < ready {
        reasons.append(.init(allows: false, "Feedback sent on \(feedback.day): not before \(ready.iso8601)"))
      }
    }
    return PopupDecision(reasons: reasons)
  }
}
