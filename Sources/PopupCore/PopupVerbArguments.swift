import PopupSupport

/// The arguments of a script line, read one at a time by a verb's parser.
///
/// Every reader throws a ``PopupScriptError`` that quotes the line and shows the verb's
/// usage when the argument is missing or malformed.
public struct PopupVerbArguments: Sendable {
  /// The line being read.
  public let line: PopupScriptLine
  /// The verb's usage, for messages.
  public let usage: String
  /// The wall instant the run started at: ``offset(_:)`` counts from it.
  public let origin: PopupWallInstant
  private var index = 1

  /// Starts reading a line's arguments, after its verb; `usage` shows in messages.
  public init(line: PopupScriptLine, usage: String, origin: PopupWallInstant = .scriptOrigin) {
    self.line = line
    self.usage = usage
    self.origin = origin
  }

  /// The next argument without reading it, if one is left.
  public func peek() -> String? {
    index < line.tokens.count ? line.tokens[index].text : nil
  }

  /// Reads a text, quoted or a single bare word (ids are read this way too).
  public mutating func text(_ name: String) throws(PopupScriptError) -> String {
    try next(name).text
  }

  /// Reads a text if one is left.
  public mutating func optionalText() -> String? {
    guard index < line.tokens.count else { return nil }
    defer { index += 1 }
    return line.tokens[index].text
  }

  /// Reads a text if one is left and it is not one of `keywords` written bare: for an
  /// optional text followed by optional keyword arguments.
  public mutating func optionalText(unlessKeyword keywords: [String]) -> String? {
    guard index < line.tokens.count else { return nil }
    let token = line.tokens[index]
    if !token.isQuoted && keywords.contains(token.text) { return nil }
    index += 1
    return token.text
  }

  /// Reads a bare keyword if it is next (`alert`, `for`), and says whether it was.
  public mutating func keyword(_ keyword: String) -> Bool {
    guard index < line.tokens.count, !line.tokens[index].isQuoted, line.tokens[index].text == keyword else {
      return false
    }
    index += 1
    return true
  }

  /// Reads a bare keyword that must come next (`at` in `update a "x" at 5s`).
  public mutating func requireKeyword(_ keyword: String) throws(PopupScriptError) {
    guard let next = peek() else { throw .missingArgument(keyword, line: line.text, usage: usage) }
    guard self.keyword(keyword) else {
      throw invalid(keyword, next, expected: "the word \(keyword.popupQuoted) here")
    }
  }

  /// Reads one of a fixed set of bare words.
  public mutating func choice<Choice>(_ name: String, _ choices: [(String, Choice)]) throws(PopupScriptError)
    -> Choice
  {
    let token = try next(name)
    if !token.isQuoted, let match = choices.first(where: { $0.0 == token.text }) { return match.1 }
    let words = choices.map(\.0)
    throw invalid(
      name, token.text, expected: "one of \(words.joined(separator: ", "))",
      suggestions: PopupSuggestions.nearest(to: token.text, in: words))
  }

  /// Reads a whole number (any sign; the kind decides which values it accepts).
  public mutating func integer(_ name: String) throws(PopupScriptError) -> Int {
    let token = try next(name)
    guard !token.isQuoted, let value = Int(token.text) else {
      let digits =
        token.text.first == "-" || token.text.first == "+" ? token.text.dropFirst() : Substring(token.text)
      let isWhole = !token.isQuoted && !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
      // A whole number too large to count is one: say how large one may be.
      throw invalid(
        name, token.text,
        expected: isWhole ? "a whole number from \(Int.min) to \(Int.max)" : "a whole number")
    }
    return value
  }

  /// Reads a number with an optional fraction, such as `0.4`.
  public mutating func decimal(_ name: String) throws(PopupScriptError) -> Double {
    let token = try next(name)
    guard !token.isQuoted, let value = Double(token.text), value.isFinite else {
      throw invalid(name, token.text, expected: "a number such as 0.5")
    }
    return value
  }

  /// Reads a non-negative duration written `<n>s` or `<n>ms`, at most
  /// ``PopupScript/longestWait``. Seconds take up to three decimals (`1.5s`).
  public mutating func duration(_ name: String) throws(PopupScriptError) -> Duration {
    let (text, duration) = try signedDuration(name, allowsNegative: false)
    guard duration <= PopupScript.longestWait else {
      throw .durationTooLong(text, line: line.text, limit: PopupScript.longestWait)
    }
    return duration
  }

  /// Reads a wall instant written as its offset from the start of the run: `5s`, `-3s`,
  /// `250ms`.
  public mutating func offset(_ name: String) throws(PopupScriptError) -> PopupWallInstant {
    origin + (try signedDuration(name, allowsNegative: true).duration)
  }

  /// Fails when arguments are left over.
  public mutating func finish() throws(PopupScriptError) {
    guard index < line.tokens.count else { return }
    let extra = line.tokens[index]
    throw .unexpectedArgument(
      extra.isQuoted ? extra.text.popupQuoted : extra.text, line: line.text, usage: usage)
  }

  private mutating func signedDuration(_ name: String, allowsNegative: Bool) throws(PopupScriptError)
    -> (text: String, duration: Duration)
  {
    let token = try next(name)
    let negative = allowsNegative && token.text.hasPrefix("-")
    let magnitude = negative ? String(token.text.dropFirst()) : token.text
    guard !token.isQuoted, let milliseconds = Self.milliseconds(in: magnitude) else {
      if !token.isQuoted, Self.isTooLongToCount(magnitude) {
        throw .durationTooLong(token.text, line: line.text, limit: PopupScript.longestWait)
      }
      throw invalid(
        name, token.text,
        expected:
          "\(allowsNegative ? "a signed" : "a") number of seconds (up to 3 decimals) or milliseconds, "
          + "such as '3s', '1.5s' or '250ms'")
    }
    return (token.text, .milliseconds(negative ? -milliseconds : milliseconds))
  }

  private mutating func next(_ name: String) throws(PopupScriptError) -> PopupScriptToken {
    guard index < line.tokens.count else {
      throw .missingArgument(name, line: line.text, usage: usage)
    }
    defer { index += 1 }
    return line.tokens[index]
  }

  /// The error for an argument that is malformed, for verbs that check values themselves:
  /// `expected` says what is valid.
  public func invalid(_ name: String, _ value: String, expected: String, suggestions: [String] = [])
    -> PopupScriptError
  {
    .invalidArgument(
      name, value: value, line: line.text, expected: expected, usage: usage, suggestions: suggestions)
  }

  /// The duration in `12s`, `1.25s` or `250ms`, as scripts write it; `nil` for anything
  /// else, including values too large to count.
  public static func duration(in text: String) -> Duration? {
    milliseconds(in: text).map { .milliseconds($0) }
  }

  /// Whether `text` is written as a duration (`<digits>s`, `<digits>.<digits>s`,
  /// `<digits>ms`) with more digits than ``duration(in:)`` counts: a duration, too long.
  public static func isTooLongToCount(_ text: String) -> Bool {
    if case .tooLong = read(text) { true } else { false }
  }

  /// Milliseconds in `12s`, `1.25s` or `250ms`; `nil` for anything else, including values
  /// too large to count.
  private static func milliseconds(in text: String) -> Int64? {
    if case .milliseconds(let value) = read(text) { value } else { nil }
  }

  /// What a duration's text reads as: its milliseconds, a duration with more digits than
  /// are counted (15 for milliseconds, 12 for whole seconds), or no duration at all.
  private enum ReadDuration {
    case milliseconds(Int64)
    case tooLong
    case malformed
  }

  private static func read(_ text: String) -> ReadDuration {
    if text.hasSuffix("ms") {
      let digits = text.dropLast(2)
      guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return .malformed }
      guard digits.count <= 15, let value = Int64(digits) else { return .tooLong }
      return .milliseconds(value)
    }
    guard text.hasSuffix("s") else { return .malformed }
    let number = text.dropLast()
    let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return .malformed }
    var fraction = parts.count == 2 ? String(parts[1]) : ""
    guard parts.count == 1 || !fraction.isEmpty, fraction.count <= 3, fraction.allSatisfy(\.isASCIIDigit)
    else { return .malformed }
    guard whole.count <= 12 else { return .tooLong }
    fraction += String(repeating: "0", count: 3 - fraction.count)
    guard let seconds = Int64(whole), let thousandths = Int64(fraction) else { return .malformed }
    return .milliseconds(seconds * 1000 + thousandths)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) && isASCII }
}
