import CatalogCommands
import PopupCore
import PopupPolicy
import PopupPresentation
import PopupTesting
import Testing

/// The frame `catalog show rating --json` draws with some options.
func ratingFrame(_ options: [String]) throws -> Any? {
  let result = try makeFrameTool().run(["show", "rating", "--json"] + options)
  #expect(result.exitCode == 0, "\(options): \(result.standardError)")
  return try #require(value(try jsonObject(result.standardOutput), "samples") as? [[String: Any]]).first?[
    "frame"]
}

/// A scrim word and the scrim it gives, as the frame carries it.
struct ScrimWord: Sendable, CustomTestStringConvertible {
  var word: String
  var style: String
  var amount: Double = 0
  var view: String? = nil
  var passesTouches = false
  var modal = true
  var testDescription: String { word }
}

/// A position word of `catalog layout` and the presentation it stands for.
struct PositionWord: Sendable, CustomTestStringConvertible {
  var word: String
  var options: PopupPresentationOptions
  var testDescription: String { word }
}

/// Every word of every `catalog` option that maps words to values, a row each: the value or the
/// frame that word gives, so a word mapped to its neighbour's value fails the row naming it.
@Suite("catalog options: every word and what it gives", .timeLimit(.minutes(3)), .watchdog)
struct OptionWordTests {
  static let scrims: [ScrimWord] = [
    // Clear draws nothing and stays modal: touches reach nothing behind.
    ScrimWord(word: "clear", style: "clear"),
    // None draws nothing and lets touches through to the app: not modal.
    ScrimWord(word: "none", style: "clear", passesTouches: true, modal: false),
    ScrimWord(word: "dim:0.4", style: "dim", amount: 0.4),
    ScrimWord(word: "dim:0", style: "dim", amount: 0),
    ScrimWord(word: "dim:1", style: "dim", amount: 1),
    ScrimWord(word: "blur:8", style: "blur", amount: 8),
    ScrimWord(word: "custom:brand-backdrop", style: "custom", view: "brand-backdrop"),
  ]

  @Test(arguments: scrims)
  func scrim(_ row: ScrimWord) throws {
    let scrim = value(try ratingFrame(["--scrim", row.word]), "scrim")
    #expect(value(scrim, "style") as? String == row.style)
    #expect(value(scrim, "amount") as? Double == row.amount)
    #expect(value(scrim, "view") as? String == row.view)
    #expect(value(scrim, "passesTouches") as? Bool == row.passesTouches)
    #expect(value(scrim, "modal") as? Bool == row.modal)
  }

  static let displays: [(String, PopupPresentationOptions.Display)] = [
    ("overlay", .overlay), ("sheet", .sheet), ("window", .window),
  ]

  @Test(arguments: displays)
  func display(word: String, display: PopupPresentationOptions.Display) throws {
    #expect(PopupPresentationOptions.Display(rawValue: word) == display)
    #expect(value(try ratingFrame(["--display", word]), "display") as? String == display.rawValue)
  }

  /// A card draws the content in the style in force; none draws it bare.
  @Test(arguments: [(PopupPresentationOptions.Chrome.card, "standard" as String?), (.none, nil)])
  func chrome(chrome: PopupPresentationOptions.Chrome, contentStyle: String?) throws {
    let word = chrome == .card ? "card" : "none"
    #expect(PopupPresentationOptions.Chrome(rawValue: word) == chrome)
    let frame = try ratingFrame(["--chrome", word])
    #expect(value(frame, "chrome") as? String == word)
    #expect(value(frame, "content", "style") as? String == contentStyle)
  }

  static let styles: [(String, PopupStyle)] = [
    ("standard", .standard), ("frosted", .frosted), ("accent", .accent), ("gradient", .gradient),
    ("inverse", .inverse), ("outlined", .outlined), ("tinted", .tinted), ("glass", .glass),
    ("island", .island),
  ]

  @Test(arguments: styles)
  func style(word: String, style: PopupStyle) throws {
    #expect(PopupStyle(rawValue: word) == style)
    let tint = style == .tinted ? ["--tint", "#0A84FF"] : []
    let frame = try ratingFrame(["--style", word] + tint)
    #expect(value(frame, "style") as? String == word)
    #expect(value(frame, "content", "style") as? String == word)
  }

  /// A haptic played once, on first appearing, named as the word names it.
  static let haptics: [(String, PopupHaptic)] = [
    ("light", .light), ("medium", .medium), ("selection", .selection), ("success", .success),
    ("warning", .warning), ("error", .error),
  ]

  @Test(arguments: haptics)
  func haptic(word: String, haptic: PopupHaptic) throws {
    #expect(PopupHaptic(rawValue: word) == haptic)
    let result = try makeFrameTool().run(["run", "undo", "--haptic", word, "--events", "wait 1s"])
    #expect(result.exitCode == 0)
    let played = result.standardOutput.split(separator: "\n").filter { $0.contains("haptic: ") }
    #expect(played.count == 1)
    #expect(played.first?.hasSuffix("haptic: \(word)") == true, "\(played)")
  }

  /// Each preset as its documentation describes its start: the scale it grows or shrinks
  /// from, whether it fades, the blur it sheds, the edge it comes from.
  static let motions: [(String, PopupMotion.Preset, Double, Bool, Double)] = [
    ("snappy", .snappy, 1.0, false, 0.0), ("bouncy", .bouncy, 1, false, 0),
    ("gentle", .gentle, 1, true, 0), ("zoom", .zoom, 0.8, true, 0), ("zoomOut", .zoomOut, 1.2, true, 0),
    ("elastic", .elastic, 0.7, true, 12), ("drop", .drop, 1, false, 0), ("slideFade", .slideFade, 1, true, 0),
    // Without a custom motion of its own, a 300 ms fade.
    ("custom", .custom, 1, true, 0),
  ]

  @Test(arguments: motions)
  func motion(word: String, preset: PopupMotion.Preset, scale: Double, fades: Bool, blur: Double) throws {
    #expect(PopupMotion.Preset(rawValue: word) == preset)
    #expect(value(try ratingFrame(["--motion", word]), "motion", "preset") as? String == word)
    let motion = PopupMotion(preset)
    let start = motion.look(visibility: 0, isEntering: true, reducesMotion: false)
    #expect(start.scale == scale)
    #expect(start.blur == blur)
    #expect(start.opacity == 0)
    let halfway = motion.look(visibility: 0.5, isEntering: true, reducesMotion: false)
    #expect(halfway.opacity == (fades ? 0.5 : 1))
    #expect(motion.effectiveEnterEdge == (preset == .drop ? .top : nil))
  }

  static let positions: [PositionWord] = [
    PositionWord(word: "center", options: .card), PositionWord(word: "top", options: .toast(.top)),
    PositionWord(word: "bottom", options: .toast(.bottom)), PositionWord(word: "island", options: .island),
    PositionWord(word: "top-leading", options: .floater(.topLeading)),
    PositionWord(word: "top-trailing", options: .floater(.topTrailing)),
    PositionWord(word: "leading", options: .floater(.leading)),
    PositionWord(word: "trailing", options: .floater(.trailing)),
    PositionWord(word: "bottom-leading", options: .floater(.bottomLeading)),
    PositionWord(word: "bottom-trailing", options: .floater(.bottomTrailing)),
  ]

  /// `catalog layout --position <word>` places the popup where the presentation it names does.
  @Test(arguments: positions)
  func position(_ row: PositionWord) throws {
    let result = try makeFrameTool().run([
      "layout", "--screen", "390x844", "--size", "200x100", "--position", row.word,
    ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let expected = try PopupLayout(
      size: PopupSize(width: 200, height: 100), on: PopupScreen(size: PopupSize(width: 390, height: 844)),
      options: row.options)
    let frameLine = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("frame: ") }
    #expect(frameLine.map(String.init) == "frame: \(expected.frame)")
    #expect(result.standardOutput.contains("popup 200x100, \(row.word)\n"))
  }

  /// No two words of an option give the same frame: a word mapped to its neighbour cannot hide.
  @Test func everyPositionWordPlacesThePopupElsewhere() throws {
    let frames = try Self.positions.map {
      try PopupLayout(size: PopupSize(width: 200, height: 100), on: .phone, options: $0.options).frame
    }
    #expect(Set(frames.map { "\($0)" }).count == frames.count)
  }

  /// Every word each option takes has its row: a value added to an option's type without a
  /// row, or a row dropped, fails here.
  @Test func everyWordOfEveryOptionHasARow() {
    #expect(Self.styles.map(\.0) == PopupStyle.allCases.map(\.rawValue))
    #expect(Self.haptics.map(\.0) == PopupHaptic.allCases.map(\.rawValue))
    #expect(Self.motions.map(\.0) == PopupMotion.Preset.allCases.map(\.rawValue))
    #expect(Self.displays.map(\.0) == PopupPresentationOptions.Display.allCases.map(\.rawValue))
    #expect(PopupPresentationOptions.Chrome.allCases.map(\.rawValue) == ["card", "none"])
    #expect(PromoPolicy.Trigger.allCases.map(\.rawValue) == ["foreground", "launch", "event"])
  }

  /// `catalog policy <id>`: each id asks its own policy, as its first reason shows.
  @Test(arguments: [
    (["rating"], "rating: blocked\n  ✗ No install recorded"),
    (
      ["promo", "--trigger", "event", "--campaign", "spring"],
      "promo: allowed\n  ✓ 'spring' seen 0 times of 1 allowed"
    ),
    (
      ["permission", "--permission", "camera"],
      "permission: allowed\n  ✓ 0 primers shown for camera of 3 allowed"
    ),
    (["consent", "--revision", "2"], "consent: allowed\n  ✓ No consent saved yet"),
    (["coachmarks", "--tour", "intro"], "coachmarks: allowed\n  ✓ 'intro' not shown in this version"),
  ])
  func policyID(arguments: [String], start: String) throws {
    let tool = try makePolicyTool()
    let path = try PolicyCommandTests.ledgerPath()
    #expect(tool.run(["ledger", path, "record", "launch", "--at", "2026-01-01T00:00:00Z"]).exitCode == 0)
    let result = tool.run(["policy"] + arguments + ["--ledger", path, "--at", "2026-01-02T00:00:00Z"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix(start), "\(result.standardOutput)")
  }

  /// `--trigger`: a promo seen an hour ago blocks one triggered by foreground or launch (24 h
  /// apart); one triggered by an event is exempt.
  @Test(arguments: [("foreground", false), ("launch", false), ("event", true)])
  func promoTrigger(word: String, allowed: Bool) throws {
    #expect(PromoPolicy.Trigger(rawValue: word)?.rawValue == word)
    let tool = try makePolicyTool()
    let path = try PolicyCommandTests.ledgerPath()
    let seen = ["ledger", path, "record", "output", "promo", "impressionCounted", "spring"]
    #expect(tool.run(seen + ["--at", "2026-03-01T08:00:00Z"]).exitCode == 0)
    let result = tool.run([
      "policy", "promo", "--ledger", path, "--at", "2026-03-01T09:00:00Z", "--trigger", word, "--campaign",
      "summer",
    ])
    #expect(
      result.standardOutput.hasPrefix("promo: \(allowed ? "allowed" : "blocked")\n"),
      "\(result.standardOutput)")
    let spaced = "less than 24 h before this \(word) trigger"
    #expect(result.standardOutput.contains(spaced) == !allowed, "\(result.standardOutput)")
  }
}
