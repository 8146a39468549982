import PopupCore
import PopupSupport

/// When a permission primer may show.
///
/// After "Not now" it waits 3 days, then 7, then 30 after each further one; it shows at most
/// 3 primers for a permission; never again once the person asked not to be asked
/// (`output permission doNotAsk <permission>`, recorded by the host); a denied permission
/// only gets the Settings variant, and a granted one none.
///
/// It reads `shown permission <permission>` and the permission kind's outputs `declined`,
/// `denied` and `granted` with the permission as subject.
public struct PermissionPolicy: Hashable, Sendable, Codable {
  /// Days to wait after the first, second and later "Not now".
  public var backoffDays = [3, 7, 30]
  /// Primers at most for one permission.
  public var maximumPrimers = 3

  /// Creates a policy with the defaults.
  public init() {}

  /// Decides for a permission at an instant.
  public func decide(_ ledger: PopupLedger, at now: PopupWallInstant, permission: String) -> PopupDecision {
    if let asked = ledger.outputs("doNotAsk", of: "permission", subject: permission, through: now).max() {
      return PopupDecision(reasons: [
        .init(allows: false, "Asked not to be asked about \(permission) on \(asked.day)")
      ])
    }
    let granted = ledger.outputs("granted", of: "permission", subject: permission, through: now).max()
    let denied = ledger.outputs("denied", of: "permission", subject: permission, through: now).max()
    if let granted, granted >= (denied ?? granted) {
      return PopupDecision(reasons: [.init(allows: false, "\(permission) was granted on \(granted.day)")])
    }
    if let denied {
      return PopupDecision(
        reasons: [
          .init(allows: true, "\(permission) was denied on \(denied.day): only the Settings variant")
        ],
        variant: "settings")
    }
    var reasons: [PopupDecision.Reason] = []
    let shown = ledger.shown("permission", subject: permission, through: now)
    reasons.append(
      .init(
        allows: shown.count < maximumPrimers,
        "\(String.popupCount(shown.count, "primer")) shown for \(permission) of \(maximumPrimers) allowed"))
    let declines = ledger.outputs("declined", of: "permission", subject: permission, through: now)
    if let last = declines.max(), !backoffDays.isEmpty {
      let wait = backoffDays[min(declines.count, backoffDays.count) - 1]
      let ready = last.adding(days: wait)
      reasons.append(
        .init(
          allows: now >= ready,
          "\"Not now\" \(String.popupCount(declines.count, "time")), last on \(last.day): wait \(String.popupCount(wait, "day")), "
            + (now >= ready ? "done" : "until \(ready.iso8601)")))
    }
    return PopupDecision(reasons: reasons)
  }
}
