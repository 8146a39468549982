import PopupCore
import PopupSupport

/// When a coachmark tour or a tip may show, as TipKit decides: once per app version by
/// default, no more often than its display frequency, and at most a number of times.
///
/// It reads `shown coachmarks <tour>` and `version <v>`.
public struct TourPolicy: Hashable, Sendable, Codable {
  /// How often a tour may show.
  public enum Frequency: String, CaseIterable, Hashable, Sendable, Codable {
    case immediate, hourly, daily, weekly, monthly

    /// The least time between two showings.
    public var spacing: Duration {
      switch self {
      case .immediate: .zero
      case .hourly: .seconds(3600)
      case .daily: .seconds(86_400)
      case .weekly: .seconds(7 * 86_400)
      case .monthly: .seconds(30 * 86_400)
      }
    }
  }

  /// Whether it shows at most once per app version; default on.
  public var oncePerVersion = true
  /// How often it may show; default immediate.
  public var frequency: Frequency = .immediate
  /// How many times it may show in all, or `nil` for no limit.
  public var maximumDisplays: Int?

  /// Creates a policy with the defaults.
  public init() {}

  /// Decides for a tour at an instant.
  public func decide(_ ledger: PopupLedger, at now: PopupWallInstant, tour: String) -> PopupDecision {
    let shown = ledger.shown("coachmarks", subject: tour, through: now)
    var reasons: [PopupDecision.Reason] = []
    if oncePerVersion {
      let version = ledger.currentVersion(through: now)
      let thisVersion = shown.filter { $0 >= (version?.since ?? .init(sinceEpoch: .zero)) }
      let name = version.map { "version \($0.version)" } ?? "this version"
      reasons.append(
        .init(
          allows: thisVersion.isEmpty,
          thisVersion.isEmpty
            ? "'\(tour)' not shown in \(name)" : "'\(tour)' was shown in \(name) on \(thisVersion[0].day)"
        ))
    }
    if let last = shown.max(), now - last < frequency.spacing {
      reasons.append(
        .init(
          allows: false,
          "'\(tour)' was shown at \(last.iso8601); \(frequency.rawValue) allows one a \(frequency.spacing.spacingText)"
        ))
    }
    if let maximumDisplays {
      reasons.append(
        .init(
          allows: shown.count < maximumDisplays,
          "'\(tour)' shown \(String.popupCount(shown.count, "time")) of \(maximumDisplays)"))
    }
    if reasons.isEmpty { reasons.append(.init(allows: true, "'\(tour)' has no limit")) }
    return PopupDecision(reasons: reasons)
  }
}
