import PopupCore
import PopupSupport

extension PopupFact.What {
  /// The fact as a ledger line writes it after the instant: `event purchase`,
  /// `output promo impressionCounted spring`, `consent 3 2027-01-01T00:00:00Z`.
  public var text: String {
    let words: [PopupScriptArgument]
    switch self {
    case .install: words = [.word("install")]
    case .launch: words = [.word("launch")]
    case .event(let name): words = [.word("event"), .word(name)]
    case .version(let version): words = [.word("version"), .word(version)]
    case .shown(let kind, let subject):
      words = [.word("shown"), .word(kind)] + (subject.map { [.word($0)] } ?? [])
    case .output(let kind, let name, let subject):
      words = [.word("output"), .word(kind), .word(name)] + (subject.map { [.word($0)] } ?? [])
    case .consent(let consent):
      words = [.word("consent"), .integer(consent.revision), .word(consent.expires.iso8601)]
    }
    return words.map { $0.scriptText(origin: .scriptOrigin) }.joined(separator: " ")
  }

  /// What facts look like, for messages.
  public static let forms = [
    "install", "launch", "event <name>", "version <v>", "shown <kind> [<subject>]",
    "output <kind> <output-name> [<subject>]", "consent <revision> <expires ISO-8601>",
  ]

  /// Reads a fact from its words (`["output", "promo", "impressionCounted", "spring"]`), or throws a
  /// ``PopupFactError`` that quotes what is wrong and lists the forms.
  public init(words: [String]) throws(PopupFactError) {
    func invalid(_ problem: String) -> PopupFactError {
      PopupFactError(fact: words.joined(separator: " "), problem: problem)
    }
    guard let verb = words.first else { throw invalid("it is empty") }
    let rest = Array(words.dropFirst())
    func arguments(_ range: ClosedRange<Int>) throws(PopupFactError) {
      guard range.contains(rest.count), rest.allSatisfy({ !$0.isEmpty }) else {
        let words =
          range.lowerBound == range.upperBound
          ? "\(range.lowerBound)" : "\(range.lowerBound) or \(range.upperBound)"
        throw invalid(
          "'\(verb)' takes \(words) non-empty \(range.upperBound == 1 ? "word" : "words") after it")
      }
    }
    switch verb {
    case "install":
      try arguments(0...0)
      self = .install
    case "launch":
      try arguments(0...0)
      self = .launch
    case "event":
      try arguments(1...1)
      self = .event(rest[0])
    case "version":
      try arguments(1...1)
      self = .version(rest[0])
    case "shown":
      try arguments(1...2)
      self = .shown(kind: rest[0], subject: rest.count > 1 ? rest[1] : nil)
    case "output":
      try arguments(2...3)
      self = .output(kind: rest[0], name: rest[1], subject: rest.count > 2 ? rest[2] : nil)
    case "consent":
      try arguments(2...2)
      guard let revision = Int(rest[0]), revision >= 0 else {
        throw invalid("the revision '\(rest[0])' is not a whole number of 0 or more")
      }
      do throws(PopupWallInstantError) {
        self = .consent(ConsentFact(revision: revision, expires: try PopupWallInstant(iso8601: rest[1])))
      } catch {
        throw invalid("the expiry: \(error)")
      }
    default:
      let verbs = ["install", "launch", "event", "version", "shown", "output", "consent"]
      let near = PopupSuggestions.nearest(to: verb, in: verbs)
      throw invalid("'\(verb)' is not a fact" + (near.isEmpty ? "" : " (did you mean '\(near[0])'?)"))
    }
  }
}

/// A fact that cannot be read.
public struct PopupFactError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The fact as written.
  public var fact: String
  /// What is wrong.
  public var problem: String

  /// "Invalid fact 'lanch': 'lanch' is not a fact. A fact is one of: install, launch, ..."
  public var description: String {
    "Invalid fact '\(fact)': \(problem). A fact is one of: \(PopupFact.What.forms.joined(separator: ", "))."
  }
}
