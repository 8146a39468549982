import PopupCore

/// Every fact the policies read, in the order the host recorded them: a value, so a host
/// stores it however it likes (it is `Codable`), and a file store writes it as text.
///
/// ```swift
/// var ledger = PopupLedger()
/// ledger.record(.install, at: installedAt)
/// ledger.record(.launch, at: now)
/// RatingPolicy().decide(ledger, at: now).isAllowed
/// ```
public struct PopupLedger: Hashable, Sendable, Codable {
  /// The facts, oldest first.
  public var facts: [PopupFact]

  /// The version of the text format this code writes. It reads every version up to it.
  public static let schemaVersion = 1

  /// Creates a ledger.
  public init(facts: [PopupFact] = []) {
    self.facts = facts
  }

  /// Appends a fact.
  public mutating func record(_ what: PopupFact.What, at instant: PopupWallInstant) {
    facts.append(PopupFact(what, at: instant))
  }

  /// The facts at or before an instant: a decision at `now` never reads the future.
  public func facts(through now: PopupWallInstant) -> [PopupFact] {
    facts.filter { $0.at <= now }
  }

  /// The instants of a kind's outputs of a name (and subject, when given), up to `now`.
  public func outputs(_ name: String, of kind: String, subject: String? = nil, through now: PopupWallInstant)
    -> [PopupWallInstant]
  {
    outputs(named: [name], of: kind, subject: subject, through: now)
  }

  /// The instants of a kind's outputs of any of several names (an output's name now and the
  /// names it had before, which older ledgers hold), in the ledger's order, up to `now`.
  public func outputs(
    named names: Set<String>, of kind: String, subject: String? = nil, through now: PopupWallInstant
  ) -> [PopupWallInstant] {
    facts(through: now).compactMap { fact in
      guard case .output(kind, let name, let about) = fact.what, names.contains(name),
        subject == nil || about == subject
      else { return nil }
      return fact.at
    }
  }

  /// The instants a kind was shown (about a subject, when given), up to `now`.
  public func shown(_ kind: String, subject: String? = nil, through now: PopupWallInstant)
    -> [PopupWallInstant]
  {
    facts(through: now).compactMap { fact in
      guard case .shown(kind, let about) = fact.what, subject == nil || about == subject else { return nil }
      return fact.at
    }
  }

  /// The current version and when it was first recorded, up to `now`.
  public func currentVersion(through now: PopupWallInstant) -> (version: String, since: PopupWallInstant)? {
    var current: (version: String, since: PopupWallInstant)?
    for fact in facts(through: now) {
      if case .version(let version) = fact.what, version != current?.version { current = (version, fact.at) }
    }
    return current
  }
}
