import PopupSupport

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
  ///
  /// Linear in the script's length: each character is appended once to the line's text and
  /// once to the token it is in, each in place (a pasted megabyte is one long quoted token).
  public static func lines(of source: String) throws(PopupScriptError) -> [PopupScriptLine] {
    var lines: [PopupScriptLine] = []
    var tokens: [PopupScriptToken] = []
    var text = ""
    // The token being read: a word, or a quoted text when `isQuoting`. It lives in its own
    // variable, not in an optional that is copied out, changed and put back, which copies the
    // whole token for every character.
    var token = ""
    var isInWord = false
    var isQuoting = false
    var escaping = false

    func endWord() {
      if isInWord { tokens.append(PopupScriptToken(token, isQuoted: false)) }
      isInWord = false
      token = ""
    }
    func endLine() {
      endWord()
      let trimmed = text.trimmingPopupWhitespace()
      if !tokens.isEmpty { lines.append(PopupScriptLine(text: trimmed, tokens: tokens)) }
      tokens = []
      text = ""
    }

    for character in source {
      if isQuoting {
        text.append(character)
        if escaping {
          switch character {
          case "n": token.append("\n")
          case "t": token.append("\t")
          default: token.append(character)
          }
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == "\"" {
          tokens.append(PopupScriptToken(token, isQuoted: true))
          token = ""
          isQuoting = false
        } else {
          token.append(character)
        }
        continue
      }
      switch character {
      case ";", "\n", "\r\n", "\r":
        endLine()
      case "\"":
        endWord()
        text.append(character)
        isQuoting = true
      case " ", "\t":
        endWord()
        text.append(character)
      default:
        token.append(character)
        isInWord = true
        text.append(character)
      }
    }
    if isQuoting {
      throw .unterminatedQuote(line: text.trimmingPopupWhitespace())
    }
    endLine()
    return lines
  }

  /// The verbs every popup shares. A kind's own verbs may not reuse these names, nor
  /// `press` and `fill`, which act through what is on screen.
  public static let reservedVerbNames: [String] = [
    "wait", "hold", "release", "tap", "tap-outside", "drag", "dismiss", "jump", "press", "fill", "setting",
    "screen", "keyboard",
  ]

  /// Parses a script into steps for a kind: its own verbs and the shared ones. Instants are
  /// offsets from `origin`, where the run starts.
  public static func steps<Kind: InspectablePopupKind>(
    for kind: Kind.Type, from source: String, origin: PopupWallInstant = .scriptOrigin
  ) throws(PopupScriptError) -> [(line: PopupScriptLine, step: PopupStep<Kind.Event>)] {
    var result: [(line: PopupScriptLine, step: PopupStep<Kind.Event>)] = []
    var verbs: [PopupVerb<PopupStep<Kind.Event>>]?
    for line in try lines(of: source) {
      // The kind's verbs come first in `PopupStep.verbs(of:)`: one of them parses the line as
      // the whole list would, without the list being made (a press resolves its action this
      // way, once a step of every exploration).
      if !line.tokens[0].isQuoted, let verb = Kind.verbs.first(where: { $0.name == line.verb }) {
        result.append((line, .send(try verb.parse(line, origin: origin))))
        continue
      }
      if verbs == nil { verbs = PopupStep<Kind.Event>.verbs(of: kind) }
      result.append(
        (
          line,
          try parse(line, with: verbs ?? [], subject: "popup kind '\(Kind.descriptor.id)'", origin: origin)
        ))
    }
    return result
  }

  /// Parses one line with the verb of its name among `verbs`; `subject` names what is driven,
  /// for the message when no verb matches.
  public static func parse<Value>(
    _ line: PopupScriptLine, with verbs: [PopupVerb<Value>], subject: String, origin: PopupWallInstant
  ) throws(PopupScriptError) -> Value {
    if !line.tokens[0].isQuoted, let verb = verbs.first(where: { $0.name == line.verb }) {
      return try verb.parse(line, origin: origin)
    }
    let quotedVerb = line.tokens[0].isQuoted ? line.tokens[0].text.popupQuoted : line.verb
    throw .unknownVerb(
      quotedVerb, subject: subject,
      suggestions: PopupSuggestions.nearest(to: line.verb, in: verbs.map(\.name)),
      valid: verbs.map(\.usage))
  }

  /// The line that makes a value with the first verb that prints it, or `nil`.
  public static func line<Value>(for value: Value, with verbs: [PopupVerb<Value>], origin: PopupWallInstant)
    -> String?
  {
    for verb in verbs {
      if let line = verb.line(for: value, origin: origin) { return line }
    }
    return nil
  }
}

extension PopupStep {
  /// The verbs every popup shares, for steps of any kind.
  public static var sharedVerbs: [PopupVerb<PopupStep>] {
    [
      PopupVerb("wait", arguments: "<n>s|<n>ms", summary: "let time pass, firing what falls due") {
        arguments throws(PopupScriptError) in
        .wait(try arguments.duration("duration"))
      } print: {
        guard case .wait(let duration) = $0 else { return nil }
        return [.duration(duration)]
      },
      PopupVerb("hold", summary: "rest a finger on the popup: local countdowns pause", event: .hold),
      PopupVerb("release", summary: "lift the finger: countdowns resume", event: .release),
      PopupVerb("tap", summary: "tap the popup itself", event: .tap),
      PopupVerb("tap-outside", summary: "tap the scrim outside the popup", event: .tapOutside),
      PopupVerb("drag", summary: "drag the popup away", event: .drag),
      PopupVerb("dismiss", summary: "dismiss the popup in code", event: .dismiss),
      PopupVerb(
        "jump", arguments: "<n>s|-<n>s", summary: "the wall clock jumps; local time stands still"
      ) { arguments throws(PopupScriptError) in
        .jump(try arguments.offset("jump") - arguments.origin)
      } print: {
        guard case .jump(let duration) = $0 else { return nil }
        return [.duration(duration)]
      },
      PopupVerb(
        "press", .text("label"),
        summary: "press the button, toggle or star shown with this title or label (stars: \"3 stars\")",
        make: PopupStep.press
      ) { if case .press(let label) = $0 { label } else { nil } },
      PopupVerb(
        "fill", .text("field label"), .text("text"), summary: "type a text into the field with this label",
        make: PopupStep.fill
      ) { if case .fill(let label, let text) = $0 { (label, text) } else { nil } },
      PopupVerb(
        "setting", .choice(PopupAccessibility.Setting.allCases.map { ($0.rawValue, $0) }), .onOff,
        summary: "the device's accessibility setting changes", make: PopupStep.setting
      ) { if case .setting(let setting, let isOn) = $0 { (setting, isOn) } else { nil } },
      PopupVerb(
        "screen", arguments: "<w> <h> [compact|regular]",
        summary: "the host's screen changes size (and width class; by default from the width)"
      ) { arguments throws(PopupScriptError) in
        let size = PopupSize(width: try arguments.decimal("<w>"), height: try arguments.decimal("<h>"))
        let widthClass: PopupWidthClass? =
          arguments.peek() == nil
          ? nil : try arguments.choice("compact|regular", PopupWidthClass.allCases.map { ($0.rawValue, $0) })
        return .screen(PopupScreen(size: size, widthClass: widthClass))
      } print: {
        guard case .screen(let screen) = $0 else { return nil }
        let size: [PopupScriptArgument] = [.number(screen.size.width), .number(screen.size.height)]
        return screen.widthClass == PopupWidthClass(width: screen.size.width)
          ? size : size + [.word(screen.widthClass.rawValue)]
      },
      PopupVerb(
        "keyboard", arguments: "<height>",
        summary: "the keyboard comes up this many points tall (0: it goes down)"
      ) { arguments throws(PopupScriptError) in
        .keyboard(try arguments.decimal("<height>"))
      } print: {
        guard case .keyboard(let height) = $0 else { return nil }
        return [.number(height)]
      },
    ]
  }

  /// A kind's own verbs, then the shared ones: every verb a `catalog run` of the kind takes.
  public static func verbs<Kind: InspectablePopupKind>(of kind: Kind.Type) -> [PopupVerb<PopupStep>]
  where Kind.Event == Event {
    Kind.verbs.map {
      $0.map(PopupStep.send) { step in
        guard case .send(let event) = step else { return nil }
        return event
      }
    } + sharedVerbs
  }
}

extension PopupScript {
  /// The script line of a step of a kind: `star 3`, `wait 5s`; instants as offsets from `origin`.
  public static func line<Kind: InspectablePopupKind>(
    for step: PopupStep<Kind.Event>, of kind: Kind.Type, origin: PopupWallInstant = .scriptOrigin
  ) -> String {
    // The kind's verbs print its events and the shared verbs every other step: the line the
    // whole list (`PopupStep.verbs(of:)`) finds first, without making the list.
    let line: String? =
      switch step {
      case .send(let event): line(for: event, with: Kind.verbs, origin: origin)
      default: line(for: step, with: PopupStep.sharedVerbs, origin: origin)
      }
    return line ?? "(unprintable step)"
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
