/// Scripts: the text form of events that `catalog run`, samples and fuzzer reproductions use.
///
/// A script is a list of lines separated by `;` or newlines. A line is a verb and its
/// arguments; text arguments go in double quotes, with `\"` and `\\` escaped:
///
/// ```
/// star 2; type "too slow"; submit
/// wait 3s; hold; wait 10s; release
/// ```
public enum PopupScript {
  /// The most time one `wait` may advance: a million seconds (about 11.5 days).
  public static let longestWait: Duration = .seconds(1_000_000)

  /// Splits a script into lines and each line into tokens. Empty lines are skipped.
  public static func lines(of source: String) throws(PopupScriptError) -> [PopupScriptLine] {
    var lines: [PopupScriptLine] = []
    var tokens: [PopupScriptToken] = []
    var text = ""
    var word: String?
    var quote: String?
    var escaping = false

    func endWord() {
      if let finished = word { tokens.append(PopupScriptToken(finished, isQuoted: false)) }
      word = nil
    }
    func endLine() {
      endWord()
      let trimmed = text.trimmingPopupWhitespace()
      if !tokens.isEmpty { lines.append(PopupScriptLine(text: trimmed, tokens: tokens)) }
      tokens = []
      text = ""
    }

    for character in source {
      if var open = quote {
        text.append(character)
        if escaping {
          switch character {
          case "n": open.append("\n")
          case "t": open.append("\t")
          default: open.append(character)
          }
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == "\"" {
          tokens.append(PopupScriptToken(open, isQuoted: true))
          open = ""
          quote = nil
          continue
        } else {
          open.append(character)
        }
        quote = open
        continue
      }
      switch character {
      case ";", "\n", "\r\n", "\r":
        endLine()
      case "\"":
        endWord()
        text.append(character)
        quote = ""
      case " ", "\t":
        endWord()
        text.append(character)
      default:
        word = (word ?? "") + String(character)
        text.append(character)
      }
    }
    if quote != nil {
      throw PopupScriptError(
        "Unterminated quote in '\(text.trimmingPopupWhitespace())': close the text with '\"'.")
    }
    endLine()
    return lines
  }

  /// Parses a script into steps for a kind: its own verbs first, then the common ones.
  public static func steps<Kind: PopupKind>(
    for kind: Kind.Type, from source: String
  ) throws(PopupScriptError) -> [(line: PopupScriptLine, step: PopupStep<Kind.Event>)] {
    var result: [(line: PopupScriptLine, step: PopupStep<Kind.Event>)] = []
    for line in try lines(of: source) {
      result.append((line, try step(for: kind, from: line)))
    }
    return result
  }

  /// Parses one line into a step for a kind.
  public static func step<Kind: PopupKind>(
    for kind: Kind.Type, from line: PopupScriptLine
  ) throws(PopupScriptError) -> PopupStep<Kind.Event> {
    let verbs = Kind.verbs
    if let verb = verbs.first(where: { $0.name == line.verb }) {
      var arguments = PopupVerbArguments(line: line, usage: verb.usage)
      let event = try verb.parse(&arguments)
      try arguments.finish()
      return .send(event)
    }
    if let step: PopupStep<Kind.Event> = try commonStep(from: line) {
      return step
    }
    let valid = verbs.map(\.name) + commonVerbs.map(\.name)
    let quotedVerb = line.tokens[0].isQuoted ? line.tokens[0].text.popupQuoted : line.verb
    throw PopupScriptError(
      "Unknown event '\(quotedVerb)' for popup kind '\(Kind.descriptor.id)'."
        + PopupSuggestions.didYouMean(line.verb, in: valid)
        + " Valid events: \((verbs.map(\.usage) + commonVerbs.map(\.usage)).joined(separator: ", ")).")
  }

  /// The verbs every kind understands, for help texts.
  public static let commonVerbs: [(name: String, usage: String, summary: String)] = [
    ("wait", "wait <n>s|<n>ms", "let time pass, firing what falls due"),
    ("hold", "hold", "rest a finger on the popup: countdowns pause"),
    ("release", "release", "lift the finger: countdowns resume"),
    ("tap-outside", "tap-outside", "tap the scrim outside the popup"),
    ("drag", "drag", "drag the popup away"),
    ("dismiss", "dismiss", "dismiss the popup in code"),
  ]

  private static func commonStep<Event>(from line: PopupScriptLine) throws(PopupScriptError)
    -> PopupStep<Event>?
  {
    guard let common = commonVerbs.first(where: { $0.name == line.verb }) else { return nil }
    var arguments = PopupVerbArguments(line: line, usage: common.usage)
    let step: PopupStep<Event>
    switch line.verb {
    case "wait": step = .wait(try arguments.duration("<n>s|<n>ms"))
    case "hold": step = .hold
    case "release": step = .release
    case "tap-outside": step = .tapOutside
    case "drag": step = .drag
    default: step = .dismiss
    }
    try arguments.finish()
    return step
  }

  /// The script line for a step, given how the kind writes its own events.
  public static func line<Event>(for step: PopupStep<Event>, event: (Event) -> String) -> String {
    switch step {
    case .send(let value): event(value)
    case .wait(let duration): "wait \(duration.popupDescription)"
    case .hold: "hold"
    case .release: "release"
    case .tapOutside: "tap-outside"
    case .drag: "drag"
    case .dismiss: "dismiss"
    }
  }
}

/// One line of a script: its text as written and its tokens.
public struct PopupScriptLine: Equatable, Sendable {
  /// The line as written, trimmed.
  public var text: String
  /// The verb and its arguments; never empty.
  public var tokens: [PopupScriptToken]

  /// The first token: what happened.
  public var verb: String { tokens[0].text }
}

/// A word of a script line, or a quoted text with its escapes resolved.
public struct PopupScriptToken: Equatable, Sendable {
  /// The token's text, without quotes.
  public var text: String
  /// Whether it was written in double quotes.
  public var isQuoted: Bool

  /// Creates a token.
  public init(_ text: String, isQuoted: Bool) {
    self.text = text
    self.isQuoted = isQuoted
  }
}

extension StringProtocol {
  /// The string without leading and trailing spaces and tabs.
  func trimmingPopupWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = lastIndex(where: { !isSpace($0) }) ?? first
    return String(self[first...last])
  }
}
