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

  /// The printable ASCII characters that another single scalar is canonically equivalent to.
  static let asciiWithCanonicalTwins = ";`K"

  /// `name@domain.tld`: one `@`, something before it, a dot in the domain with something on
  /// both sides, no spaces.
  ///
  /// A text of ASCII bytes is read byte by byte: each byte is a character there (CR LF, one
  /// character of two bytes, is white space either way), and no ASCII character but `@`, `.`
  /// and the white space below equals them. A text without an `@` byte has no `@` character.
  static func isEmail(_ text: String) -> Bool {
    let utf8 = text.utf8
    if utf8.allSatisfy({ $0 < 0x80 }) {
      var ats = 0
      var atIndex = 0
      var index = 0
      for byte in utf8 {
        if byte == 0x20 || (0x09...0x0D).contains(byte) { return false }
        if byte == UInt8(ascii: "@") {
          ats += 1
          atIndex = index
        }
        index += 1
      }
      guard ats == 1, atIndex > 0 else { return false }
      // The domain: at least one dot, and something before, between and after the dots.
      var dots = 0
      var previousWasDot = true
      for byte in utf8.dropFirst(atIndex + 1) {
        let isDot = byte == UInt8(ascii: ".")
        if isDot {
          if previousWasDot { return false }
          dots += 1
        }
        previousWasDot = isDot
      }
      return dots > 0 && !previousWasDot
    }
    guard utf8.contains(UInt8(ascii: "@")) else { return false }
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
  /// The pattern as a run of one class of ASCII characters (`[a-z0-9_]+`), if it is one: such
  /// a pattern is matched on an ASCII text without the regular expression engine.
  private let asciiRun: ASCIIClassRun?

  /// Compiles a pattern; an invalid one keeps its error instead.
  public init(_ pattern: String) {
    self.pattern = pattern
    asciiRun = ASCIIClassRun(pattern)
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
    if let asciiRun, let matches = asciiRun.matches(text) { return matches }
    return (try? regex.wholeMatch(in: text)) != nil
  }

  public static func == (lhs: CompiledPattern, rhs: CompiledPattern) -> Bool { lhs.pattern == rhs.pattern }
  public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }
}

/// A pattern that is one bracketed class of ASCII letters, digits and `_`, each alone or in a
/// range within one of `a-z`, `A-Z` and `0-9`, repeated with `+` or `*`: `[a-z0-9_]+`.
///
/// On a text of ASCII bytes it matches the whole text exactly when every byte is in the class
/// (and, for `+`, there is one), as the regular expression does: there each byte is a
/// character, but CR LF, which no such class holds either way, and such a character is in the
/// class when its byte is.
struct ASCIIClassRun: Sendable {
  /// The class's bytes, as bits: `low` for 0 to 63, `high` for 64 to 127.
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  /// Whether the run may be empty (`*`).
  private let allowsEmpty: Bool

  /// The run a pattern spells, or `nil` when it spells something else.
  init?(_ pattern: String) {
    let bytes = Array(pattern.utf8)
    guard bytes.count >= 4, bytes[0] == UInt8(ascii: "["), bytes[bytes.count - 2] == UInt8(ascii: "]")
    else { return nil }
    switch bytes[bytes.count - 1] {
    case UInt8(ascii: "+"): allowsEmpty = false
    case UInt8(ascii: "*"): allowsEmpty = true
    default: return nil
    }
    /// The group of a byte that may stand in the class: 1 lowercase, 2 uppercase, 3 digit, 4 `_`.
    func group(_ byte: UInt8) -> Int? {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): 1
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): 2
      case UInt8(ascii: "0")...UInt8(ascii: "9"): 3
      case UInt8(ascii: "_"): 4
      default: nil
      }
    }
    let items = bytes[1..<(bytes.count - 2)]
    guard !items.isEmpty else { return nil }
    var index = items.startIndex
    while index < items.endIndex {
      let first = items[index]
      guard let firstGroup = group(first) else { return nil }
      if index + 2 < items.endIndex, items[index + 1] == UInt8(ascii: "-") {
        let last = items[index + 2]
        guard firstGroup != 4, group(last) == firstGroup, first <= last else { return nil }
        for byte in first...last { insert(byte) }
        index += 3
      } else {
        insert(first)
        index += 1
      }
    }
  }

  private mutating func insert(_ byte: UInt8) {
    if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
  }

  private func contains(_ byte: UInt8) -> Bool {
    byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
  }

  /// Whether the run matches the whole text, or `nil` when the text is not all ASCII (the
  /// regular expression then decides).
  func matches(_ text: String) -> Bool? {
    var matches = true
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      if !contains(byte) { matches = false }
    }
    return matches && (allowsEmpty || !text.utf8.isEmpty)
  }
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
