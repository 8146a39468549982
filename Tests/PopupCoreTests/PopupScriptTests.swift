import PopupSupport
import PopupTesting
import Testing

@testable import PopupCore

@Suite("Scripts", .watchdog)
struct PopupScriptTests {
  @Test func splitsLinesOnSemicolonsAndNewlinesButNotInsideQuotes() throws {
    let lines = try PopupScript.lines(of: "star 2; type \"a; b \\\"c\\\"\"\n\n  submit  ;;")
    #expect(lines.map(\.text) == ["star 2", "type \"a; b \\\"c\\\"\"", "submit"])
    #expect(
      lines[1].tokens == [
        PopupScriptToken("type", isQuoted: false), PopupScriptToken("a; b \"c\"", isQuoted: true),
      ])
  }

  /// A pasted text's length: long enough that reading it in time quadratic in its length
  /// (copying the token read so far for every character) takes minutes, over the limit.
  static let pasteLength = 4_000_000

  /// One long argument each: a quoted paste, one with escapes and wide characters, a bare word.
  static let longArguments = [
    LongArgument(
      "a quoted paste", script: "type \"" + String(repeating: "a", count: pasteLength) + "\"",
      token: PopupScriptToken(String(repeating: "a", count: pasteLength), isQuoted: true)),
    LongArgument(
      "a quoted paste with escapes",
      script: "type \"" + String(repeating: "日é \\\"\\n", count: pasteLength / 7) + "\"",
      token: PopupScriptToken(String(repeating: "日é \"\n", count: pasteLength / 7), isQuoted: true)),
    LongArgument(
      "a bare word", script: "type " + String(repeating: "b", count: pasteLength),
      token: PopupScriptToken(String(repeating: "b", count: pasteLength), isQuoted: false)),
  ]

  @Test(.timeLimit(.minutes(3)), arguments: longArguments)
  func aLongArgumentIsReadWholeInOnePass(_ argument: LongArgument) throws {
    let lines = try PopupScript.lines(of: argument.script + "; submit")
    // Compared as Bools: a failure prints no megabytes.
    let readsWhole = lines.first?.tokens == [PopupScriptToken("type", isQuoted: false), argument.token]
    let keepsTheLine = lines.first?.text == argument.script
    #expect(lines.count == 2)
    #expect(readsWhole)
    #expect(keepsTheLine)
    #expect(lines.last?.tokens == [PopupScriptToken("submit", isQuoted: false)])
  }

  @Test func anEmptyScriptHasNoLines() throws {
    #expect(try PopupScript.lines(of: " ; \n ").isEmpty)
  }

  @Test func anUnterminatedQuoteIsAnError() {
    #expect(throws: PopupScriptError.unterminatedQuote(line: "type \"abc")) {
      try PopupScript.lines(of: "star 1; type \"abc")
    }
  }

  @Test(arguments: [
    ("wait 3s", Duration.seconds(3)), ("wait 1.5s", .milliseconds(1500)), ("wait 250ms", .milliseconds(250)),
    ("wait 0s", .zero), ("wait 1000000s", .seconds(1_000_000)), ("wait 0.001s", .milliseconds(1)),
  ])
  func waitsParse(line: String, expected: Duration) throws {
    let steps = try PopupScript.steps(for: Probe.self, from: line)
    #expect(steps.map(\.step) == [.wait(expected)])
  }

  static let durationExpected =
    "a number of seconds (up to 3 decimals) or milliseconds, such as '3s', '1.5s' or '250ms'"

  @Test(arguments: [
    ("wait", PopupScriptError.missingArgument("duration", line: "wait", usage: "wait <n>s|<n>ms")),
    (
      "wait 5",
      .invalidArgument(
        "duration", value: "5", line: "wait 5", expected: durationExpected, usage: "wait <n>s|<n>ms")
    ),
    (
      "wait -1s",
      .invalidArgument(
        "duration", value: "-1s", line: "wait -1s", expected: durationExpected, usage: "wait <n>s|<n>ms")
    ),
    ("wait 1000001s", .durationTooLong("1000001s", line: "wait 1000001s", limit: .seconds(1_000_000))),
    // Too many digits to count is still a duration: too long, not malformed.
    (
      "wait 99999999999999999999s",
      .durationTooLong(
        "99999999999999999999s", line: "wait 99999999999999999999s", limit: .seconds(1_000_000))
    ),
    (
      "wait 1.2345s",
      .invalidArgument(
        "duration", value: "1.2345s", line: "wait 1.2345s", expected: durationExpected,
        usage: "wait <n>s|<n>ms")
    ),
    ("wait 3s 4s", .unexpectedArgument("4s", line: "wait 3s 4s", usage: "wait <n>s|<n>ms")),
    ("hold now", .unexpectedArgument("now", line: "hold now", usage: "hold")),
    (
      "pok",
      .unknownVerb(
        "pok", subject: "popup kind 'probe'", suggestions: ["poke"],
        valid: [
          "poke <n>", "wait <n>s|<n>ms", "hold", "release", "tap", "tap-outside", "drag", "dismiss",
          "jump <n>s|-<n>s",
          "press \"<label>\"", "fill \"<field label>\" \"<text>\"",
          "setting voiceover|reduce-motion|larger-text on|off", "screen <w> <h> [compact|regular]",
          "keyboard <height>",
        ])
    ),
    (
      "poke x",
      .invalidArgument("<n>", value: "x", line: "poke x", expected: "a whole number", usage: "poke <n>")
    ),
    (
      "poke 99999999999999999999",
      .invalidArgument(
        "<n>", value: "99999999999999999999", line: "poke 99999999999999999999",
        expected: "a whole number from -9223372036854775808 to 9223372036854775807", usage: "poke <n>")
    ),
  ])
  func malformedLinesGetAClearError(line: String, error: PopupScriptError) {
    #expect(throws: error) { try PopupScript.steps(for: Probe.self, from: line) }
  }

  @Test(arguments: [
    (
      PopupScriptError.invalidArgument(
        "duration", value: "5", line: "wait 5", expected: durationExpected, usage: "wait <n>s|<n>ms"),
      "Invalid duration '5' in 'wait 5': expected a number of seconds (up to 3 decimals) or milliseconds, such as '3s', '1.5s' or '250ms'. Write it as 'wait <n>s|<n>ms'."
    ),
    (
      .unknownVerb("pok", subject: "popup kind 'probe'", suggestions: ["poke"], valid: ["poke <n>", "hold"]),
      "Unknown event 'pok' for popup kind 'probe'. Did you mean 'poke'? Valid events: poke <n>, hold."
    ),
    (
      .missingArgument("duration", line: "wait", usage: "wait <n>s|<n>ms"),
      "Missing duration in 'wait': write it as 'wait <n>s|<n>ms'."
    ),
    (
      .nothingMatches("Nope", line: "press \"Nope\"", what: "pressed", valid: ["Submit", "Close"]),
      "Nothing labelled \"Nope\" in 'press \"Nope\"'; what can be pressed now: \"Submit\", \"Close\"."
    ),
  ])
  func errorsReadAsOneMessage(error: PopupScriptError, message: String) {
    #expect(error.description == message)
  }

  @Test func sharedVerbsParse() throws {
    let steps = try PopupScript.steps(
      for: Probe.self, from: "hold; release; tap; tap-outside; drag; dismiss; jump -90s; poke -3")
    #expect(
      steps.map(\.step) == [
        .hold, .release, .tap, .tapOutside, .drag, .dismiss, .jump(.seconds(-90)), .send(.poked(-3)),
      ])
  }

  @Test func stepsPrintBackAsScriptLines() {
    let steps: [PopupStep<Probe.Event>] = [
      .wait(.milliseconds(1500)), .hold, .release, .tap, .tapOutside, .drag, .dismiss, .jump(.seconds(3600)),
      .send(.poked(2)),
    ]
    #expect(
      steps.map { PopupScript.line(for: $0, of: Probe.self) } == [
        "wait 1.5s", "hold", "release", "tap", "tap-outside", "drag", "dismiss", "jump 3600s", "poke 2",
      ])
  }

  @Test func everySharedVerbIsReservedAndPrintsWhatItParses() throws {
    let shared = PopupStep<Probe.Event>.sharedVerbs
    #expect(shared.allSatisfy { PopupScript.reservedVerbNames.contains($0.name) })
    for step in [
      PopupStep<Probe.Event>.wait(.seconds(2)), .hold, .release, .tap, .tapOutside, .drag, .dismiss,
      .jump(.seconds(-5)), .press("Submit"), .press("say \"hi\""),
      .fill(label: "Feedback", text: "slow; very"),
    ] {
      let line = try #require(PopupScript.line(for: step, with: shared, origin: .scriptOrigin))
      #expect(try PopupScript.steps(for: Probe.self, from: line).map(\.step) == [step], "\(line)")
    }
  }

  @Test(arguments: [
    (PopupScriptArgument.word("maya"), "maya"), (.word("two words"), "\"two words\""), (.word(""), "\"\""),
    (.word("a;b"), "\"a;b\""), (.text("x"), "\"x\""), (.integer(-3), "-3"), (.number(330), "330"),
    (.number(0.25), "0.25"), (.number(-1.5), "-1.5"), (.duration(.milliseconds(250)), "250ms"),
    (.offset(PopupWallInstant.scriptOrigin + .seconds(5)), "5s"),
    (.offset(PopupWallInstant.scriptOrigin - .seconds(3)), "-3s"),
  ])
  func argumentsPrintSoTheyReadBack(argument: PopupScriptArgument, text: String) {
    #expect(argument.scriptText(origin: .scriptOrigin) == text)
  }

  @Test func offsetsReadFromTheRunsOrigin() throws {
    let line = try #require(try PopupScript.lines(of: "at -2.5s").first)
    let origin = try PopupWallInstant(iso8601: "2026-03-01T12:00:00Z")
    var arguments = PopupVerbArguments(line: line, usage: "at <n>s", origin: origin)
    #expect(try arguments.offset("<n>s").iso8601 == "2026-03-01T11:59:57.500Z")
  }

  @Test(arguments: [
    ("ratng", ["rating", "undo"], ["rating"]), ("und", ["rating", "undo"], ["undo"]),
    ("xyzzy", ["rating", "undo"], []),
    ("RATING", ["rating"], ["rating"]),
  ])
  func suggestionsFindTheNearestIDs(word: String, candidates: [String], expected: [String]) {
    #expect(PopupSuggestions.nearest(to: word, in: candidates) == expected)
  }
}

/// A script of one long argument, named for the test's output rather than printed whole.
struct LongArgument: Sendable, CustomTestStringConvertible {
  var name: String
  var script: String
  var token: PopupScriptToken
  var testDescription: String { "\(name), \(script.utf8.count) bytes" }

  init(_ name: String, script: String, token: PopupScriptToken) {
    self.name = name
    self.script = script
    self.token = token
  }
}

/// A minimal kind for script tests.
enum Probe: InspectablePopupKind {
  enum Event: Hashable, Sendable {
    case poked(Int)
  }
  enum Output: Hashable, Sendable {
    case poked
  }
  static let descriptor = PopupDescriptor(id: "probe", name: "Probe", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
  static let samples: [PopupSample<Probe>] = []
  static let verbs: [PopupVerb<Event>] = [
    PopupVerb("poke", arguments: "<n>", summary: "poke") { arguments throws(PopupScriptError) in
      .poked(try arguments.integer("<n>"))
    } print: {
      guard case .poked(let n) = $0 else { return nil }
      return [.integer(n)]
    }
  ]
}
