import PopupCore

/// Something that happened, at a wall-clock instant: what policies read.
///
/// Facts are written one a line in a ledger file, after their instant:
/// `install`, `launch`, `event <name>`, `version <v>`, `shown <kind> [<subject>]`,
/// `output <kind> <output-name> [<subject>]`, and `consent ...` for a saved consent record.
/// The subject is a campaign id for promos, a permission's name for primers, a tour's id
/// for coachmarks.
public struct PopupFact: Hashable, Sendable, Codable {
  /// When it happened.
  public var at: PopupWallInstant
  /// What happened.
  public var what: What

  /// What can happen.
  public enum What: Hashable, Sendable, Codable {
    /// The app was installed.
    case install
    /// The app was launched (a use).
    case launch
    /// A significant event the app counts, by name.
    case event(String)
    /// The app's version from now on.
    case version(String)
    /// A popup of a kind was shown, about a subject.
    case shown(kind: String, subject: String?)
    /// A popup of a kind emitted an output, by its case name, about a subject.
    case output(kind: String, name: String, subject: String?)
    /// A consent record was saved.
    case consent(ConsentFact)
  }

  /// Creates a fact.
  public init(_ what: What, at: PopupWallInstant) {
    self.what = what
    self.at = at
  }

  /// The fact for a kind's output: its case name (`reviewRequested(stars: 5)` is
  /// `reviewRequested`) and a subject.
  public static func output(
    _ output: some Sendable, of kind: String, subject: String? = nil, at: PopupWallInstant
  )
    -> PopupFact
  {
    let text = String(describing: output)
    let name = text.prefix { $0 != "(" }.split(separator: ".").last.map(String.init) ?? text
    return PopupFact(.output(kind: kind, name: name, subject: subject), at: at)
  }
}

/// A saved consent record, as much of it as a policy needs and a ledger keeps.
public struct ConsentFact: Hashable, Sendable, Codable {
  /// The revision of the categories it answered.
  public var revision: Int
  /// When it expires and the person must be asked again.
  public var expires: PopupWallInstant

  /// Creates a consent fact.
  public init(revision: Int, expires: PopupWallInstant) {
    self.revision = revision
    self.expires = expires
  }
}
