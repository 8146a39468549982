import PopupCore

/// A person's consent as an app stores it: who (a record id the host gives), when (first
/// consent and last update, wall-clock instants), to what (the revision of the categories),
/// how (accept all, necessary only, or custom), what was accepted and rejected, and when it
/// expires.
public struct ConsentRecord: Hashable, Sendable, CustomStringConvertible, Codable {
  /// How the person chose.
  public enum AcceptType: String, Hashable, Sendable, CustomStringConvertible, Codable {
    /// Every category.
    case all
    /// Only the required ones.
    case necessary
    /// Some optional ones.
    case custom

    /// Its name: `all`, `necessary`, `custom`.
    public var description: String { rawValue }
  }

  /// The host's id for the record (the kind stays pure: it makes no ids).
  public var id: String
  /// When the person first consented.
  public var firstConsent: PopupWallInstant
  /// When the record was last saved.
  public var updated: PopupWallInstant
  /// The revision of the categories consented to.
  public var revision: Int
  /// How the person chose.
  public var acceptType: AcceptType
  /// The categories accepted, in the sheet's order.
  public var accepted: [String]
  /// The categories rejected, in the sheet's order.
  public var rejected: [String]
  /// When the consent lapses and must be asked again.
  public var expires: PopupWallInstant

  /// Creates a record.
  public init(
    id: String, firstConsent: PopupWallInstant, updated: PopupWallInstant, revision: Int,
    acceptType: AcceptType,
    accepted: [String], rejected: [String], expires: PopupWallInstant
  ) {
    self.id = id
    self.firstConsent = firstConsent
    self.updated = updated
    self.revision = revision
    self.acceptType = acceptType
    self.accepted = accepted
    self.rejected = rejected
    self.expires = expires
  }

  /// `consent-1 (custom, revision 1): accepted necessary, analytics; rejected marketing;
  /// first 2026-01-01T00:00:00Z, updated ..., expires ...`.
  public var description: String {
    "\(id) (\(acceptType), revision \(revision)): accepted \(accepted.joined(separator: ", ")); rejected "
      + "\(rejected.isEmpty ? "none" : rejected.joined(separator: ", ")); first \(firstConsent), updated \(updated), "
      + "expires \(expires)"
  }

  /// Whether the person must be asked (again): no record, a record for another revision of the
  /// categories, or an expired one (`PopupConsentRule`, which the consent policy uses too).
  public static func needsPrompt(record: ConsentRecord?, revision: Int, now: PopupWallInstant) -> Bool {
    PopupConsentRule.needsPrompt(
      answered: record.map { ($0.revision, $0.expires) }, revision: revision, now: now)
  }
}

/// What changed when a reopened sheet saved over a previous record.
public struct ConsentChanges: Hashable, Sendable, CustomStringConvertible, Codable {
  /// Categories accepted now that were not before.
  public var newlyAccepted: [String]
  /// Categories rejected now that were accepted before.
  public var newlyRejected: [String]
  /// The revision before, if it was another.
  public var previousRevision: Int?

  /// Creates a change set.
  public init(newlyAccepted: [String], newlyRejected: [String], previousRevision: Int?) {
    self.newlyAccepted = newlyAccepted
    self.newlyRejected = newlyRejected
    self.previousRevision = previousRevision
  }

  /// `+analytics -marketing (revision 1 changed)`, or `no change`.
  public var description: String {
    let parts = newlyAccepted.map { "+\($0)" } + newlyRejected.map { "-\($0)" }
    let revision = previousRevision.map { " (revision \($0) changed)" } ?? ""
    return (parts.isEmpty ? "no change" : parts.joined(separator: " ")) + revision
  }
}
