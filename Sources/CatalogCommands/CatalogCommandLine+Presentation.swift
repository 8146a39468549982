import PopupCatalog
import PopupCore

extension CatalogCommandLine {
  /// The options `show`, `run` and `center` take to lay popups out on a screen and present
  /// them otherwise than their kind does.
  static let presentationOptions: [CommandSpec.Option] = [
    CommandSpec.Option(
      name: "--screen", valueName: "WxH",
      help:
        "The screen in points (default: the sample's own, else 390x844); 600 wide or more is regular width."),
    CommandSpec.Option(
      name: "--safe-area", valueName: "t,l,b,r",
      help: "The screen's safe area (default: 59,0,34,0 on 390x844, 24,0,20,0 on 1024x768, else none)."),
    CommandSpec.Option(
      name: "--keyboard", valueName: "height",
      help: "A keyboard this many points tall is up (on --screen, else on 390x844); popups avoid it."),
    CommandSpec.Option(
      name: "--style", valueName: "style",
      help: "The card's style: " + PopupStyle.allCases.map(\.rawValue).joined(separator: ", ") + "."),
    CommandSpec.Option(name: "--tint", valueName: "colour", help: "A tinted card's colour, as in #0A84FF."),
    CommandSpec.Option(
      name: "--haptic", valueName: "haptic",
      help: "A haptic played once on first appearing: "
        + PopupHaptic.allCases.map(\.rawValue).joined(
          separator: ", ") + "."),
    CommandSpec.Option(
      name: "--display", valueName: "display",
      help: "Where it is drawn: "
        + PopupPresentationOptions.Display.allCases.map(\.rawValue).joined(
          separator: ", ") + "."),
    CommandSpec.Option(
      name: "--scrim", valueName: "scrim",
      help: "What covers the app: dim:<0...1>, blur:<radius>, custom:<view id>, clear, none."),
    CommandSpec.Option(
      name: "--motion", valueName: "preset",
      help: "How it moves: " + PopupMotion.Preset.allCases.map(\.rawValue).joined(separator: ", ") + "."),
    CommandSpec.Option(
      name: "--chrome", valueName: "card|none", help: "Whether the content is drawn in a card."),
    CommandSpec.Option(
      name: "--auto-dismiss", valueName: "duration",
      help: "Dismiss by itself after this long, as in 3s or 500ms."),
    CommandSpec.Option(
      name: "--popover", valueName: "x,y,w,h",
      help:
        "Present as a popover on this anchor frame, a popover in any width (it shrinks when no side has room)."
    ),
  ]

  /// The screen `--screen`, `--safe-area` and `--keyboard` give, or `nil` when none is.
  func screen(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(CommandError) -> PopupScreen? {
    let keyboard = try parsed.values["--keyboard"].map { text throws(CommandError) in
      try Self.numbers(text, count: 1, option: "--keyboard", example: "336", spec)[0]
    }
    guard let text = parsed.values["--screen"] else {
      if parsed.values["--safe-area"] != nil {
        throw .usage(.missingOption("--screen <WxH>", help: "the screen the safe area is on."), command: spec)
      }
      guard let keyboard else { return nil }
      var phone = PopupScreen.phone
      phone.keyboardHeight = keyboard
      if let problem = phone.problem {
        throw .usage(.layout(PopupLayoutError(problem: problem)), command: spec)
      }
      return phone
    }
    // A screen is drawn at its own scale: a width for the text would be dropped in silence.
    if parsed.values["--width"] != nil {
      throw .usage(.conflictingOptions("--width <n>", or: "--screen <WxH>"), command: spec)
    }
    let size = try Self.size(text, option: "--screen", spec)
    var screen = [PopupScreen.phone, .tablet].first { $0.size == size } ?? PopupScreen(size: size)
    if let insets = parsed.values["--safe-area"] { screen.safeArea = try Self.safeArea(insets, spec) }
    if let keyboard { screen.keyboardHeight = keyboard }
    if let problem = screen.problem {
      throw .usage(.layout(PopupLayoutError(problem: problem)), command: spec)
    }
    return screen
  }

  /// What `--style`, `--tint`, `--haptic`, `--display`, `--scrim`, `--motion`, `--chrome`,
  /// `--auto-dismiss` and `--popover` change of a kind's presentation.
  func overrides(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(CommandError)
    -> PopupPresentationOverrides
  {
    func choice<Value: RawRepresentable & CaseIterable>(_ option: String, _ type: Value.Type)
      throws(CommandError)
      -> Value? where Value.RawValue == String
    {
      guard let text = parsed.values[option] else { return nil }
      guard let value = Value(rawValue: text) else {
        throw .usage(
          .invalidValue(
            option: option, value: text, expected: Value.allCases.map(\.rawValue).joined(separator: ", ")),
          command: spec)
      }
      return value
    }
    var overrides = PopupPresentationOverrides(
      style: try choice("--style", PopupStyle.self),
      tint: try parsed.values["--tint"].map { text throws(CommandError) in
        try Self.tint(text, spec)
      },
      haptic: try choice("--haptic", PopupHaptic.self),
      display: try choice("--display", PopupPresentationOptions.Display.self),
      motion: try choice("--motion", PopupMotion.Preset.self),
      chrome: try choice("--chrome", PopupPresentationOptions.Chrome.self))
    // A tint colours only a tinted card: on any other it would be dropped without a word.
    if let text = parsed.values["--tint"], overrides.style != .tinted {
      throw .usage(
        .invalidValue(
          option: "--tint", value: text,
          expected: "a colour for a tinted card only: add --style tinted, or leave the tint out"),
        command: spec)
    }
    if let text = parsed.values["--scrim"] { overrides.scrim = try Self.scrim(text, spec) }
    if let text = parsed.values["--auto-dismiss"] {
      guard let duration = PopupVerbArguments.duration(in: text), duration > .zero else {
        let tooLong = PopupVerbArguments.isTooLongToCount(text)
        throw .usage(
          .invalidValue(
            option: "--auto-dismiss", value: text,
            expected: tooLong
              ? "a duration of at most 999999999999s (12 digits), as in 3s"
              : "a duration above 0, as in 3s, 1.5s or 500ms"),
          command: spec)
      }
      overrides.autoDismiss = duration
    }
    if let text = parsed.values["--popover"] {
      overrides.popover = try Self.anchor(text, option: "--popover", spec)
    }
    return overrides
  }

  /// `dim:0.4`, `blur:8`, `clear` (touches reach nothing behind) or `none` (clear, touches
  /// pass through).
  /// A tint as the frame carries it: `#` and 3, 4, 6 or 8 hexadecimal digits, or a colour's
  /// name in letters (`teal`), as CSS and the native hosts read them.
  static func tint(_ text: String, _ spec: CommandSpec) throws(CommandError) -> String {
    let hex = text.hasPrefix("#") ? text.dropFirst() : nil
    let isHex = hex.map { [3, 4, 6, 8].contains($0.count) && $0.allSatisfy(\.isHexDigit) } ?? false
    let isName = !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isLetter }
    guard isHex || isName else {
      throw .usage(
        .invalidValue(
          option: "--tint", value: text,
          expected: "'#' and 3, 4, 6 or 8 hexadecimal digits, as in #0A84FF, or a colour's name, as in teal"),
        command: spec)
    }
    return text
  }

  /// The widest blur a scrim takes, in points: past it every screen is one colour anyway.
  static let widestBlur = 1000.0

  static func scrim(_ text: String, _ spec: CommandSpec) throws(CommandError)
    -> PopupPresentationOptions.Scrim
  {
    let expected =
      "dim:<opacity 0...1>, blur:<radius 0...\(Int(widestBlur))>, custom:<view id>, clear or none"
    let invalid = CommandError.usage(
      .invalidValue(option: "--scrim", value: text, expected: expected), command: spec)
    switch text {
    case "clear": return .init(.clear)
    case "none": return .none
    default:
      let parts = text.split(separator: ":", omittingEmptySubsequences: false)
      if parts.count == 2, parts[0] == "custom", !parts[1].allSatisfy(\.isWhitespace) {
        return .init(.custom(viewID: String(parts[1])))
      }
      guard parts.count == 2, let amount = Double(parts[1]), amount.isFinite, amount >= 0 else {
        throw invalid
      }
      if parts[0] == "dim", amount <= 1 { return .init(.dim(opacity: amount)) }
      if parts[0] == "blur", amount <= widestBlur { return .init(.blur(radius: amount)) }
      throw invalid
    }
  }
}
