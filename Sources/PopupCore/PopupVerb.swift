/// A script verb of a kind: its name, how it is written, and how it becomes an event.
///
/// ```swift
/// PopupVerb("star", arguments: "<n>", summary: "tap the n-th star") { arguments in
///   .starTapped(try arguments.integer("<n>"))
/// }
/// ```
public struct PopupVerb<Event>: Sendable {
  /// The first word of the line: `star`.
  public let name: String
  /// How the line is written: `star <n>`.
  public let usage: String
  /// One line on what it does, for help texts.
  public let summary: String
  /// Reads the arguments into an event.
  public let parse: @Sendable (inout PopupVerbArguments) throws(PopupScriptError) -> Event

  /// Creates a verb; `arguments` describes what follows the name, if anything.
  public init(
    _ name: String, arguments: String = "", summary: String,
    parse: @escaping @Sendable (inout PopupVerbArguments) throws(PopupScriptError) -> Event
  ) {
    self.name = name
    self.usage = arguments.isEmpty ? name : "\(name) \(arguments)"
    self.summary = summary
    self.parse = parse
  }

  /// A verb without arguments that always produces the same event.
  public init(_ name: String, summary: String, event: Event) where Event: Sendable {
    self.init(name, summary: summary) { _ throws(PopupScriptError) in event }
  }
}

/// The arguments of a script line, read one at a time by a verb's parser.
///
/// Every reader throws a ``PopupScriptError`` that quotes the line and shows the verb's
/// usage when the argument is missing or malformed.
public struct PopupVerbArguments: Sendable {
  /// The line being read.
  public let line: PopupScriptLine
  /// The verb's usage, for messages.
  public let usage: String
  private var index = 1

  /// Starts reading a line's arguments, after its verb; `usage` shows in messages.
  public init(line: PopupScriptLine, usage: String) {
    self.line = line
    self.usage = usage
  }

  /// The next argument without reading it, if one is left.
  public func peek() -> String? {
    index < line.tokens.count ? line.tokens[index].text : nil
  }

  /// Reads a bare word, such as an id.
  public mutating func word(_ name: String) throws(PopupScriptError) -> String {
    try next(name).text
  }

  /// Reads a text, quoted or a single bare word.
  public mutating func text(_ name: String) throws(PopupScriptError) -> String {
    try next(name).text
  }

  /// Reads a text if one is left.
  public mutating func optionalText() -> String? {
    guard index < line.tokens.count else { return nil }
    defer { index += 1 }
    return line.tokens[index].text
  }

  /// Reads a whole number (any sign; the kind decides which values it accepts).
  public mutating func integer(_ name: String) throws(PopupScriptError) -> Int {
    let token = try next(name)
    guard !token.isQuoted, let value = Int(token.text) else {
      throw invalid(name, token.text, expected: "a whole number")
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
    let token = try next(name)
    let expected = "a number of seconds or milliseconds, as in '3s', '1.5s' or '250ms'"
    guard !token.isQuoted, let milliseconds = Self.milliseconds(in: token.text) else {
      throw invalid(name, token.text, expected: expected)
    }
    let duration = Duration.milliseconds(milliseconds)
    guard duration <= PopupScript.longestWait else {
      throw PopupScriptError(
        "Duration '\(token.text)' in '\(line.text)' is too long: at most "
          + "\(PopupScript.longestWait.popupDescription).")
    }
    return duration
  }

  /// Fails when arguments are left over.
  public mutating func finish() throws(PopupScriptError) {
    guard index < line.tokens.count else { return }
    let extra = line.tokens[index]
    let shown = extra.isQuoted ? extra.text.popupQuoted : extra.text
    throw PopupScriptError(
      "Unexpected '\(shown)' in '\(line.text)': write it as '\(usage)'.")
  }

  private mutating func next(_ name: String) throws(PopupScriptError) -> PopupScriptToken {
    guard index < line.tokens.count else {
      throw PopupScriptError("Missing \(name) in '\(line.text)': write it as '\(usage)'.")
    }
    defer { index += 1 }
    return line.tokens[index]
  }

  private func invalid(_ name: String, _ value: String, expected: String) -> PopupScriptError {
    PopupScriptError(
      "Invalid \(name) '\(value)' in '\(line.text)': expected \(expected), as in '\(usage)'.")
  }

  /// Milliseconds in `12s`, `1.25s` or `250ms`; `nil` for anything else, including values
  /// too large to count.
  private static func milliseconds(in text: String) -> Int64? {
    if text.hasSuffix("ms") {
      let digits = text.dropLast(2)
      guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), digits.count <= 15 else { return nil }
      return Int64(digits)
    }
    guard text.hasSuffix("s") else { return nil }
    let number = text.dropLast()
    let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit), whole.count <= 12
    else { return nil }
    var fraction = parts.count == 2 ? String(parts[1]) : ""
    guard parts.count == 1 || !fraction.isEmpty, fraction.count <= 3, fraction.allSatisfy(\.isASCIIDigit)
    else { return nil }
    fraction += String(repeating: "0", count: 3 - fraction.count)
    guard let seconds = Int64(whole), let thousandths = Int64(fraction) else { return nil }
    return seconds * 1000 + thousandths
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) && isASCII }
}
