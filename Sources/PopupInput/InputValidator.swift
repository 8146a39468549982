import PopupCore
import PopupSupport

/// A rule a field's text must keep, as a value: no closures, so configurations compare, print
/// and store. Lengths count grapheme clusters, as people see characters.
public enum InputValidator: Hashable, Sendable, Codable {
  /// Not empty once leading and trailing spaces are trimmed.
  case required
  /// At least this many characters.
  case minLength(Int)
  /// At most this many characters.
  case maxLength(Int)
  /// At most this many bytes of UTF-8 (for a store with a byte limit).
  case maxBytes(Int)
  /// The whole text matches a regular expression (Swift `Regex` syntax), with the message to
  /// show when it does not. An invalid pattern is reported as the field's error, never a trap.
  case pattern(String, message: String)
  /// Looks like an email address: `name@domain.tld`, no spaces.
  case email
  /// A whole number within a range.
  case integerRange(ClosedRange<Int>)
  /// A number within a range.
  case decimalRange(ClosedRange<Double>)
  /// The same text as another field (a confirmation), with the message to show when not.
  case equalsField(String, message: String)
  /// None of these characters.
  case forbiddenCharacters(String)
  /// Not one of these texts (for example existing folder names).
  case notIn([String], caseInsensitive: Bool, message: String)
  /// Checked by the host, after typing pauses (see `InputPopup`).
  case async

  /// The message for a text that breaks the rule, or `nil` when it keeps it. `characters` is
  /// the text's length in grapheme clusters, counted once by the caller for every length rule;
  /// `texts` are all the fields' texts, for ``equalsField(_:message:)``; `compiled` is the
  /// compiled pattern of a ``pattern(_:message:)`` rule; the built-in messages come from
  /// `strings`. ``async`` is the host's and always passes here.
  func problem(
    with text: String, characters: Int, texts: [String: String], compiled: CompiledPattern?,
    strings: InputPopup.Strings
  ) -> String? {
    switch self {
    case .required:
      let blank =
        text.utf8.allSatisfy { $0 < 0x80 }
        ? text.utf8.allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) } : text.allSatisfy(\.isWhitespace)
      return blank ? strings.required : nil
    case .minLength(let count):
      return characters < count ? strings.tooShort(count) : nil
    case .maxLength(let count):
      return characters > count ? strings.tooLong(count) : nil
    case .maxBytes(let count):
      return text.utf8.count > count ? strings.tooManyBytes(count) : nil
    case .pattern(let pattern, let message):
      guard let compiled else { return message }
      if compiled.error != nil { return strings.brokenPattern.popupFilling("pattern", pattern.popupQuoted) }
      return compiled.matches(text) ? nil : message
    case .email:
      return Self.isEmail(text) ? nil : strings.email
    case .integerRange(let range):
      guard let value = Int(text.trimmingSpaces) else { return strings.wholeNumber }
      return range.contains(value) ? nil : strings.outOfRange(range.lowerBound, range.upperBound)
    case .decimalRange(let range):
      guard let value = Double(text.trimmingSpaces), value.isFinite else { return strings.number }
      return range.contains(value) ? nil : strings.outOfRange(range.lowerBound, range.upperBound)
    case .equalsField(let other, let message):
      return texts[other] == text ? nil : message
    case .forbiddenCharacters(let characters):
      if characters.isPrintableASCII {
        if text.isPrintableASCII {
          // A byte a character: no grapheme to break.
          guard let bad = text.utf8.first(where: characters.utf8.contains) else { return nil }
          return strings.forbidden.popupFilling("character", String(Unicode.Scalar(bad)).popupQuoted)
        }
        // A printable ASCII character equals only itself, but for three with a canonical twin
        // (";" U+037E, "`" U+1FEF, "K" U+212A): without its byte in the text, no character of
        // the text can be it, and there is no grapheme to break.
        if !characters.utf8.contains(where: Self.asciiWithCanonicalTwins.utf8.contains),
          !text.utf8.contains(where: characters.utf8.contains)
        {
          return nil
        }
      }
      guard let bad = text.first(where: characters.contains) else { return nil }
      return strings.forbidden.popupFilling("character", String(bad).popupQuoted)
    case .notIn(let taken, let caseInsensitive, let message):
      let matches =
        caseInsensitive ? taken.contains { $0.lowercased() == text.lowercased() } : taken.contains(text)
      return matches ? message : nil
    case .async:
      return nil
    }
  }

  /// The printable ASCII characters that another single scalar is canonically equivalent to.
  static let asciiWithCanonicalTwins = ";`K"

  /// `name@domain.tld`: one `@`, something before it, a dot in the domain with something on
  /// both sides, no spaces.
  static func isEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
    let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
  }
}

/// A regular expression compiled once per configuration (a `Regex` is not `Sendable` nor
/// `Equatable`, so the configuration keeps the pattern's text and the state keeps this).
/// Two compiled patterns are equal when their texts are.
public struct CompiledPattern: Hashable, @unchecked Sendable {
  /// The pattern's text.
  public let pattern: String
  /// Why the pattern does not compile, or `nil`.
  public let error: String?
  private let regex: Regex<AnyRegexOutput>?

  /// Compiles a pattern; an invalid one keeps its error instead.
  public init(_ pattern: String) {
    self.pattern = pattern
    do {
      regex = try Regex(pattern)
      error = nil
    } catch {
      regex = nil
      self.error =
        "This field's rule is broken: the pattern \(pattern.popupQuoted) is not a valid regular expression."
    }
  }

  /// Whether the whole text matches.
  public func matches(_ text: String) -> Bool {
    guard let regex else { return false }
    return (try? regex.wholeMatch(in: text)) != nil
  }

  public static func == (lhs: CompiledPattern, rhs: CompiledPattern) -> Bool { lhs.pattern == rhs.pattern }
  public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }
}

extension String {
  /// Whether every byte is printable ASCII (space to tilde): one character a byte.
  var isPrintableASCII: Bool { utf8.allSatisfy { $0 &- 0x20 < 0x5F } }

  /// The characters as people see them (grapheme clusters), counted by bytes when every byte
  /// is printable ASCII, which is most of what people type.
  var graphemeCount: Int { isPrintableASCII ? utf8.count : count }

  /// The string without leading and trailing white space.
  var trimmingSpaces: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
