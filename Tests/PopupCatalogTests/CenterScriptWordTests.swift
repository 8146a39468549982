import PopupCatalog
import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// A center script and what it must do: the effects (haptics and announcements left out), the
/// popups presented in order, and a named check of the center at the end.
struct CenterScriptWordRow: Sendable, CustomTestStringConvertible {
  var script: String
  var effects: [String]
  var presented: [String]
  var check: String = ""
  var holds: @Sendable (PopupCenter) -> Bool = { _ in true }
  var testDescription: String { script }
}

/// Every word of a `catalog center` script, a row each: a priority word, a verb, a setting, a
/// width class. Each row plays the script and asserts the effect the word has, so a word read
/// as its neighbour (a hold as a release, `high` as `critical`, `voiceover` as
/// `reduce-motion`) fails the row naming it.
@Suite("Center scripts: every word and what it does", .timeLimit(.minutes(3)), .watchdog)
struct CenterScriptWordTests {
  static let catalog = Result { try PopupCatalog([RatingPrompt.self, UndoToast.self]) }

  static func undoSession(_ center: PopupCenter, _ id: String = "a") -> PopupSession<UndoToast>? {
    center.session(of: id, as: UndoToast.self)
  }

  static let rows: [CenterScriptWordRow] = [
    // Priorities: low waits behind normal, normal in arrival order; high and critical preempt.
    CenterScriptWordRow(
      script: "present a undo; present b rating low; present c undo", effects: ["shown a"],
      presented: ["a", "c", "b"], check: "b is low", holds: { $0.priority(of: "b") == .low }),
    CenterScriptWordRow(
      script: "present a undo; present b rating normal; present c undo", effects: ["shown a"],
      presented: ["a", "b", "c"], check: "b is normal", holds: { $0.priority(of: "b") == .normal }),
    CenterScriptWordRow(
      script: "present a undo; present b rating high; present c undo",
      effects: ["shown a", "paused a", "shown b"],
      presented: ["b", "a", "c"], check: "b is high", holds: { $0.priority(of: "b") == .high }),
    CenterScriptWordRow(
      script: "present a undo; present b rating critical; present c undo",
      effects: ["shown a", "paused a", "shown b"], presented: ["b", "a", "c"], check: "b is critical",
      holds: { $0.priority(of: "b") == .critical }),
    // `for` auto-dismisses: a shorter time than the toast's own runs out as an expiry.
    CenterScriptWordRow(
      script: "present a undo for 2s; wait 2s",
      effects: ["shown a", "a output: expired", "dismissed a: timeout"],
      presented: []),
    // Gestures on the popup on screen.
    CenterScriptWordRow(
      script: "present a undo; hold", effects: ["shown a"], presented: ["a"], check: "held, no deadline",
      holds: { undoSession($0)?.isHeld == true && $0.nextDeadline == nil }),
    CenterScriptWordRow(
      script: "present a undo; hold; release", effects: ["shown a"], presented: ["a"],
      check: "released, due at 5 s",
      holds: { undoSession($0)?.isHeld == false && $0.nextDeadline == .seconds(5) }),
    CenterScriptWordRow(
      script: "present a undo; wait 1s; hold; wait 10s; release; wait 3999ms", effects: ["shown a"],
      presented: ["a"], check: "due at 15 s", holds: { $0.nextDeadline == .seconds(15) }),
    CenterScriptWordRow(
      script: "present a undo; release", effects: ["shown a"], presented: ["a"], check: "not held",
      holds: { undoSession($0)?.isHeld == false && $0.nextDeadline == .seconds(5) }),
    // A card ends on a tap outside it; a toast lets the touch through.
    CenterScriptWordRow(
      script: "present a rating; tap-outside", effects: ["shown a", "dismissed a: outsideTap"], presented: []),
    CenterScriptWordRow(script: "present a undo; tap-outside", effects: ["shown a"], presented: ["a"]),
    CenterScriptWordRow(script: "present a undo; tap", effects: ["shown a"], presented: ["a"]),
    CenterScriptWordRow(
      script: "present a undo; drag",
      effects: ["shown a", "a output: closedEarly(drag)", "dismissed a: drag"],
      presented: []),
    CenterScriptWordRow(
      script: "present a undo; present b undo; dismiss b", effects: ["shown a", "dismissed b: programmatic"],
      presented: ["a"]),
    CenterScriptWordRow(
      script: "present a undo; present b undo; dismiss a",
      effects: ["shown a", "dismissed a: programmatic", "shown b"], presented: ["b"]),
    CenterScriptWordRow(
      script: "present a undo; present b undo; dismiss-all",
      effects: ["shown a", "dismissed a: programmatic", "dismissed b: programmatic"], presented: []),
    CenterScriptWordRow(
      script: "present a undo; send a undo", effects: ["shown a", "a output: undone", "dismissed a: tap"],
      presented: []),
    // Time: a wait fires what falls due; a jump moves the wall clock only.
    CenterScriptWordRow(script: "present a undo; wait 4999ms", effects: ["shown a"], presented: ["a"]),
    CenterScriptWordRow(
      script: "present a undo; wait 5s", effects: ["shown a", "a output: expired", "dismissed a: timeout"],
      presented: []),
    CenterScriptWordRow(
      script: "present a undo; jump 3600s", effects: ["shown a"], presented: ["a"],
      check: "wall clock an hour on, countdown not",
      holds: { $0.wallTime(at: .zero) == .scriptOrigin + .seconds(3600) && $0.nextDeadline == .seconds(5) }),
    // Settings: each word turns on its own setting and no other.
    CenterScriptWordRow(
      script: "setting voiceover on", effects: [], presented: [], check: "VoiceOver only",
      holds: { $0.accessibility == PopupAccessibility(isVoiceOverRunning: true) }),
    CenterScriptWordRow(
      script: "setting reduce-motion on", effects: [], presented: [], check: "Reduce Motion only",
      holds: { $0.accessibility == PopupAccessibility(reducesMotion: true) }),
    CenterScriptWordRow(
      script: "setting larger-text on", effects: [], presented: [], check: "larger text only",
      holds: { $0.accessibility == PopupAccessibility(prefersLargerText: true) }),
    CenterScriptWordRow(
      script: "setting larger-text on; setting reduce-motion on; setting larger-text off", effects: [],
      presented: [], check: "Reduce Motion only",
      holds: { $0.accessibility == PopupAccessibility(reducesMotion: true) }),
    // Screens: the width class named, else the width's (600 points or more is regular).
    CenterScriptWordRow(
      script: "screen 700 844 compact", effects: [], presented: [], check: "700 wide, compact",
      holds: { $0.screen.size.width == 700 && $0.screen.widthClass == .compact }),
    CenterScriptWordRow(
      script: "screen 500 844 regular", effects: [], presented: [], check: "500 wide, regular",
      holds: { $0.screen.size.width == 500 && $0.screen.widthClass == .regular }),
    CenterScriptWordRow(
      script: "screen 600 844", effects: [], presented: [], check: "regular from the width",
      holds: { $0.screen.widthClass == .regular }),
    CenterScriptWordRow(
      script: "screen 599 844", effects: [], presented: [], check: "compact from the width",
      holds: { $0.screen.widthClass == .compact }),
    // The keyboard: up this many points tall, down at 0; the screen's size stays.
    CenterScriptWordRow(
      script: "keyboard 300", effects: [], presented: [], check: "a keyboard 300 tall",
      holds: { $0.screen.keyboardHeight == 300 && $0.screen.size == PopupScreen.phone.size }),
    CenterScriptWordRow(
      script: "keyboard 300; keyboard 0", effects: [], presented: [], check: "the keyboard down",
      holds: { $0.screen.keyboardHeight == 0 }),
  ]

  @Test(arguments: rows)
  func word(_ row: CenterScriptWordRow) throws {
    var center = PopupCenter()
    var now = PopupInstant.zero
    var effects: [PopupCenterEffect] = []
    for line in try PopupScript.lines(of: row.script) {
      effects += try PopupCenterStep.parse(line, catalog: Self.catalog.get()).apply(to: &center, at: &now)
      #expect(center.invariantViolations == [], "after \(line.text)")
    }
    #expect(effects.filter { $0.effect?.isHapticOrAnnouncement != true }.map(\.description) == row.effects)
    #expect(center.presentedIDs == row.presented)
    let holds = row.holds(center)
    #expect(holds, "\(row.check)")
  }

  /// The words of `catalog run`'s shared verbs, each read as its own step.
  @Test(arguments: [
    ("hold", PopupStep<Never>.hold), ("release", .release), ("tap", .tap), ("tap-outside", .tapOutside),
    ("drag", .drag), ("dismiss", .dismiss), ("wait 250ms", .wait(.milliseconds(250))),
    ("wait 2s", .wait(.seconds(2))), ("jump 5s", .jump(.seconds(5))), ("jump -5s", .jump(.seconds(-5))),
    ("setting voiceover on", .setting(setting: .voiceOver, isOn: true)),
    ("setting reduce-motion off", .setting(setting: .reduceMotion, isOn: false)),
    ("setting larger-text on", .setting(setting: .largerText, isOn: true)),
    (
      "screen 700 844 compact",
      .screen(PopupScreen(size: PopupSize(width: 700, height: 844), widthClass: .compact))
    ),
    (
      "screen 500 844 regular",
      .screen(PopupScreen(size: PopupSize(width: 500, height: 844), widthClass: .regular))
    ),
    ("keyboard 300", .keyboard(300)),
  ])
  func sharedVerb(line: String, step: PopupStep<Never>) throws {
    let parsed = try PopupScript.parse(
      PopupScript.lines(of: line)[0], with: PopupStep<Never>.sharedVerbs, subject: "a popup",
      origin: .scriptOrigin)
    #expect(parsed == step)
  }
}
