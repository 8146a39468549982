import PopupCore
import PopupSupport

/// When a promo campaign may show.
///
/// Only impressions the promo kind emitted count (`output promo impressionCounted <campaign>`,
/// or `impression`, the output's name in ledgers written before 0.3), so a
/// promo dismissed before its 3 s uses up no cap. Per campaign: a lifetime cap (default 1)
/// and caps per period; across campaigns: at least 24 h between promos triggered by
/// foreground or launch (event-triggered ones are exempt, as in Firebase In-App Messaging),
/// and at least 30 s between any two.
public struct PromoPolicy: Hashable, Sendable, Codable {
  /// What made the app want to show a promo.
  public enum Trigger: String, CaseIterable, Hashable, Sendable, Codable {
    case foreground, launch, event
  }

  /// At most `count` impressions of a campaign in any `days` days.
  public struct PeriodCap: Hashable, Sendable, Codable {
    /// The impressions allowed.
    public var count: Int
    /// The window, in days.
    public var days: Int

    /// Creates a cap.
    public init(count: Int, days: Int) {
      self.count = count
      self.days = days
    }
  }

  /// Impressions of a campaign ever, or `nil` for no cap.
  public var lifetimeCap: Int? = 1
  /// Caps per period.
  public var periodCaps: [PeriodCap] = []
  /// Between promos triggered by foreground or launch.
  public var triggeredSpacing: Duration = .seconds(24 * 3600)
  /// Between any two promos.
  public var minimumSpacing: Duration = .seconds(30)

  /// Creates a policy with the defaults.
  public init() {}

  /// The output names that count as an impression: the promo kind's `impressionCounted`, and
  /// `impression`, its name before 0.3, which ledgers written then still hold.
  public static let impressionOutputs: Set<String> = ["impressionCounted", "impression"]

  /// Decides for a campaign and a trigger at an instant.
  public func decide(_ ledger: PopupLedger, at now: PopupWallInstant, campaign: String, trigger: Trigger)
    -> PopupDecision
  {
    var reasons: [PopupDecision.Reason] = []
    let mine = ledger.outputs(named: Self.impressionOutputs, of: "promo", subject: campaign, through: now)
    if let lifetimeCap {
      reasons.append(
        .init(
          allows: mine.count < lifetimeCap,
          "'\(campaign)' seen \(String.popupCount(mine.count, "time")) of \(lifetimeCap) allowed"))
    }
    for cap in periodCaps {
      let recent = mine.filter { $0 > now.adding(days: -cap.days) }
      reasons.append(
        .init(
          allows: recent.count < cap.count,
          "'\(campaign)' seen \(String.popupCount(recent.count, "time")) in the last \(String.popupCount(cap.days, "day")) of \(cap.count) allowed"
        ))
    }
    let last = ledger.outputs(named: Self.impressionOutputs, of: "promo", through: now).max()
    if trigger != .event, let last, now - last < triggeredSpacing {
      reasons.append(
        .init(
          allows: false,
          "A promo was seen at \(last.iso8601), less than \(triggeredSpacing.spacingText) before this \(trigger.rawValue) trigger"
        ))
    }
    if let last, now - last < minimumSpacing {
      reasons.append(
        .init(
          allows: false, "A promo was seen at \(last.iso8601), less than \(minimumSpacing.spacingText) ago"))
    }
    if reasons.isEmpty || (reasons.allSatisfy(\.allows) && last == nil) {
      reasons.append(.init(allows: true, "No promo seen yet"))
    }
    return PopupDecision(reasons: reasons)
  }
}
