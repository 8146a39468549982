import PopupSupport

/// A kind's built-in texts: every word a popup shows or announces that the app did not pass
/// in. `init()` is the English table; an app overrides texts per locale, in code or from a
/// table of key → text (JSON, or its own localisation system):
///
/// ```swift
/// var strings = RatingPrompt.Strings()          // English
/// strings.submit = "Senden"                      // in code, or from a table:
/// let german = try RatingPrompt.Strings(table: ["submit": "Senden", "star.one": "{count} Stern"])
/// let configuration = RatingPrompt.Configuration(appName: "Orbit", strings: german)
/// ```
///
/// Texts may hold placeholders in braces, such as `{app}` or `{count}`, filled in when drawn;
/// a translation may move or drop them but not invent new ones. Counts are ``PopupPlural``s,
/// with a `one` and an `other` form. A kind keeps its strings in its configuration, so the
/// render tree, announcements and `press` all read the same texts.
public protocol PopupStrings: Hashable, Sendable, Codable {
  /// The English texts.
  init()

  /// Every text by its key, in the order a table lists them.
  static var entries: [PopupStringsEntry<Self>] { get }
}

/// One key of a strings table: a text, or a plural whose forms are the keys `<name>.one` and
/// `<name>.other`.
///
/// A table names each text once, by its property: `.text(\.undo)` has the key `undo` and
/// `.plural(\.star)` the keys `star.one` and `star.other`, so a kind's `entries` reads
///
/// ```swift
/// public static var entries: [PopupStringsEntry<Self>] { [.text(\.undo), .plural(\.star)] }
/// ```
///
/// The key is the name of the stored property the key path writes (nested properties joined
/// by dots), found by writing a marker through the path into `Strings()` and reading the
/// texts back with `Mirror`, so it needs no Foundation and cannot drift from the property's
/// name. `.text("key", \.path)` still names a key by hand; the kind checker reports a key that
/// cannot be derived (a computed property's) or that appears twice.
public struct PopupStringsEntry<Strings>: @unchecked Sendable {
  /// Where the value lives.
  public enum Value {
    /// A text.
    case text(WritableKeyPath<Strings, String>)
    /// A count's forms.
    case plural(WritableKeyPath<Strings, PopupPlural>)
  }

  /// The key in a table, such as `submit`.
  public var name: String
  /// Where the value lives.
  public var value: Value
  /// The placeholders a translation may use, when they are more than the English text's own.
  public var placeholders: [String]?

  /// A text under `name`; a translation may use the English text's placeholders, or
  /// `placeholders` when given (for a value English does not need).
  public static func text(
    _ name: String, _ path: WritableKeyPath<Strings, String>, placeholders: [String]? = nil
  ) -> Self {
    Self(name: name, value: .text(path), placeholders: placeholders)
  }

  /// A plural under `name.one` and `name.other`.
  public static func plural(_ name: String, _ path: WritableKeyPath<Strings, PopupPlural>) -> Self {
    Self(name: name, value: .plural(path), placeholders: nil)
  }
}

extension PopupStringsEntry where Strings: PopupStrings {
  /// A text under the name of the property it lives in (`.text(\.undo)` is `undo`); a
  /// translation may use the English text's placeholders, or `placeholders` when given.
  public static func text(_ path: WritableKeyPath<Strings, String>, placeholders: [String]? = nil) -> Self {
    var marked = Strings()
    marked[keyPath: path] = PopupStringsKeyMarker.text
    return .text(PopupStringsKeyMarker.name(in: marked) ?? "", path, placeholders: placeholders)
  }

  /// A plural under the name of the property it lives in: `.plural(\.star)` is `star.one`
  /// and `star.other`.
  public static func plural(_ path: WritableKeyPath<Strings, PopupPlural>) -> Self {
    var marked = Strings()
    marked[keyPath: path] = PopupPlural(one: PopupStringsKeyMarker.text, other: PopupStringsKeyMarker.text)
    return .plural(PopupStringsKeyMarker.name(in: marked) ?? "", path)
  }
}

/// Finds the property a key path writes: a text no table holds, written through the path,
/// and the stored property that holds it afterwards.
enum PopupStringsKeyMarker {
  /// The marker: a control character and a name no translation would use.
  static let text = "\u{1}popup-strings-key-marker\u{1}"

  /// The dotted name of the stored property of `value` that holds the marker (a text, or a
  /// plural's form), or `nil` when none does.
  static func name(in value: Any) -> String? {
    for child in Mirror(reflecting: value).children {
      guard let label = child.label else { continue }
      if let text = child.value as? String {
        if text == Self.text { return label }
      } else if let plural = child.value as? PopupPlural {
        if plural.one == Self.text { return label }
      } else if let inner = name(in: child.value) {
        return label + "." + inner
      }
    }
    return nil
  }
}

/// A text for a count in its `one` and `other` forms, with `{count}` where the number goes:
/// `PopupPlural(one: "{count} star", other: "{count} stars")`. English chooses `one` for
/// exactly 1; a language with more forms overrides the words, not the rule (see the PopupCore article "Localisation").
public struct PopupPlural: Hashable, Sendable, Codable {
  /// The form for exactly one.
  public var one: String
  /// The form for every other count.
  public var other: String

  /// Creates a plural from its two forms.
  public init(one: String, other: String) {
    self.one = one
    self.other = other
  }

  /// The form for `count` with `{count}` filled in: "1 star", "3 stars".
  public func callAsFunction(_ count: Int) -> String {
    (count == 1 ? one : other).popupFilling("count", String(count))
  }
}

/// Why a strings table cannot be used. ``description`` quotes the offending key or text and
/// says what is valid.
public enum PopupStringsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No text has this key; `valid` lists the keys there are.
  case unknownKey(String, table: String, valid: [String])
  /// A text uses a placeholder its key does not offer.
  case unknownPlaceholder(String, key: String, text: String, valid: [String])
  /// A line of a table's text is not `key = text` (or its quoted text is not closed).
  case malformedLine(Int, line: String)
  /// A table's text gives a key twice.
  case repeatedKey(String, line: Int)

  public var description: String {
    switch self {
    case .unknownKey(let key, let table, let valid):
      "Unknown key \(key.popupQuoted) in the strings of \(table)."
        + PopupSuggestions.didYouMean(key, in: valid) + " Valid keys: \(valid.joined(separator: ", "))."
    case .unknownPlaceholder(let placeholder, let key, let text, let valid):
      "The text \(text.popupQuoted) for \(key.popupQuoted) uses {\(placeholder)}, which \(key.popupQuoted) "
        + (valid.isEmpty
          ? "does not fill: write it without placeholders."
          : "does not fill: use \(valid.map { "{\($0)}" }.joined(separator: ", ")).")
    case .malformedLine(let number, let line):
      "Line \(number) \(line.popupQuoted) is not 'key = text': write one key, '=', and its text "
        + "(in double quotes to keep outer spaces, with \\\", \\\\, \\n and \\t inside)."
    case .repeatedKey(let key, let line):
      "The key \(key.popupQuoted) is given again on line \(line): give each key once."
    }
  }
}

extension PopupStrings {
  /// The English table with these texts put in by key: `["submit": "Senden"]`. Keys missing
  /// from `table` keep their English text.
  ///
  /// - Throws: ``PopupStringsError`` for a key that is not one of ``keys`` or a text with a
  ///   placeholder its key does not fill; nothing is half applied.
  public init(table: [String: String]) throws(PopupStringsError) {
    var strings = Self()
    let texts = Dictionary(Self.texts.map { ($0.key, $0) }) { _, last in last }
    for key in table.keys.sorted() {
      guard let entry = texts[key], let text = table[key] else {
        throw .unknownKey(key, table: Self.tableName, valid: Self.keys)
      }
      if let stray = text.popupPlaceholders.first(where: { !entry.placeholders.contains($0) }) {
        throw .unknownPlaceholder(stray, key: key, text: text, valid: entry.placeholders)
      }
      strings[keyPath: entry.path] = text
    }
    self = strings
  }

  /// Every text of the table in ``entries`` order, a plural as its two forms (`<name>.one`,
  /// `<name>.other`): its key, where it lives, and the placeholders a translation may use.
  static var texts: [(key: String, path: WritableKeyPath<Self, String>, placeholders: [String])] {
    let english = Self()
    return entries.flatMap { entry in
      switch entry.value {
      case .text(let path):
        return [(entry.name, path, entry.placeholders ?? english[keyPath: path].popupPlaceholders)]
      case .plural(let path):
        let plural = english[keyPath: path]
        let placeholders =
          entry.placeholders ?? (plural.one.popupPlaceholders + plural.other.popupPlaceholders)
        return [
          (entry.name + ".one", path.appending(path: \.one), placeholders),
          (entry.name + ".other", path.appending(path: \.other), placeholders),
        ]
      }
    }
  }

  /// Every key of the table, plurals as `<name>.one` and `<name>.other`.
  public static var keys: [String] { texts.map(\.key) }

  /// Every text by key.
  public var table: [String: String] {
    Dictionary(Self.texts.map { ($0.key, self[keyPath: $0.path]) }) { _, last in last }
  }

  /// The texts that differ from English, by key: what a translation overrides.
  public var overrides: [String: String] {
    let english = Self().table
    return table.filter { english[$0.key] != $0.value }
  }

  /// The name errors give the table: the type's name without its module, such as
  /// `RatingPrompt.Strings`.
  static var tableName: String {
    String(reflecting: Self.self).split(separator: ".").dropFirst()
      .filter { !$0.hasPrefix("(") }  // "(unknown context at $…)" for a private type
      .joined(separator: ".")
  }

  /// Decodes a table of key → text, as ``init(table:)`` does: missing keys stay English.
  public init(from decoder: any Decoder) throws {
    let table = try decoder.singleValueContainer().decode([String: String].self)
    do {
      try self.init(table: table)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes only the texts that differ from English.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(overrides)
  }
}

extension KeyedDecodingContainer {
  /// A configuration's strings when its data has them, English when it does not: data written
  /// before a kind had strings still decodes. Chosen over the general `decode` for every
  /// ``PopupStrings`` type, including in synthesised `Decodable` conformances.
  public func decode<Strings: PopupStrings>(_ type: Strings.Type, forKey key: Key) throws -> Strings {
    try decodeIfPresent(type, forKey: key) ?? Strings()
  }
}
