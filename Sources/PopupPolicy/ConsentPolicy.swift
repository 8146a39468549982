import PopupCore

/// When the consent sheet must show: the contract's `PopupConsentRule` (no answer, another
/// revision, an expired answer), which the consent sheet's `ConsentRecord.needsPrompt` uses
/// too, read from the latest `consent` fact of the ledger.
public struct ConsentPolicy: Hashable, Sendable, Codable {
  /// Creates a policy.
  public init() {}

  /// Decides for the current revision of the categories at an instant.
  public func decide(_ ledger: PopupLedger, at now: PopupWallInstant, revision: Int) -> PopupDecision {
    // The latest in time, whatever order the facts were recorded in; of two at one instant,
    // the one recorded later.
    var latest: (PopupWallInstant, ConsentFact)?
    for fact in ledger.facts(through: now) {
      if case .consent(let consent) = fact.what, fact.at >= (latest?.0 ?? fact.at) {
        latest = (fact.at, consent)
      }
    }
    let needed = PopupConsentRule.needsPrompt(
      answered: latest.map { ($1.revision, $1.expires) }, revision: revision, now: now)
    guard let (saved, consent) = latest else {
      return PopupDecision(reasons: [.init(allows: true, "No consent saved yet")])
    }
    let text: String
    if consent.revision != revision {
      text = "Consent saved on \(saved.day) answered revision \(consent.revision), not \(revision)"
    } else if needed {
      text = "Consent saved on \(saved.day) expired on \(consent.expires.day)"
    } else {
      text = "Consent saved on \(saved.day) for revision \(revision) holds until \(consent.expires.day)"
    }
    return PopupDecision(reasons: [.init(allows: needed, text)])
  }
}
