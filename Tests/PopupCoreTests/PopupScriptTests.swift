import Testing

@testable import PopupCore

@Suite("Scripts")
struct PopupScriptTests {
  @Test func splitsLinesOnSemicolonsAndNewlinesButNotInsideQuotes() throws {
    let lines = try PopupScript.lines(of: "star 2; type \"a; b \\\"c\\\"\"\n\n  submit  ;;")
    #expect(lines.map(\.text) == ["star 2", "type \"a; b \\\"c\\\"\"", "submit"])
    #expect(
      lines[1].tokens == [
        PopupScriptToken("type", isQuoted: false), PopupScriptToken("a; b \"c\"", isQuoted: true),
      ])
  }

  @Test func anEmptyScriptHasNoLines() throws {
    #expect(try PopupScript.lines(of: " ; \n ").isEmpty)
  }

  @Test func anUnterminatedQuoteIsAnError() {
    #expect(throws: PopupScriptError("Unterminated quote in 'type \"abc': close the text with '\"'.")) {
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

  @Test(arguments: [
    ("wait", "Missing <n>s|<n>ms in 'wait': write it as 'wait <n>s|<n>ms'."),
    (
      "wait 5",
      "Invalid <n>s|<n>ms '5' in 'wait 5': expected a number of seconds or milliseconds, as in '3s', '1.5s' or '250ms', as in 'wait <n>s|<n>ms'."
    ),
    (
      "wait -1s",
      "Invalid <n>s|<n>ms '-1s' in 'wait -1s': expected a number of seconds or milliseconds, as in '3s', '1.5s' or '250ms', as in 'wait <n>s|<n>ms'."
    ),
    ("wait 1000001s", "Duration '1000001s' in 'wait 1000001s' is too long: at most 1000000s."),
    (
      "wait 99999999999999999999s",
      "Invalid <n>s|<n>ms '99999999999999999999s' in 'wait 99999999999999999999s': expected a number of seconds or milliseconds, as in '3s', '1.5s' or '250ms', as in 'wait <n>s|<n>ms'."
    ),
    (
      "wait 1.2345s",
      "Invalid <n>s|<n>ms '1.2345s' in 'wait 1.2345s': expected a number of seconds or milliseconds, as in '3s', '1.5s' or '250ms', as in 'wait <n>s|<n>ms'."
    ),
    ("wait 3s 4s", "Unexpected '4s' in 'wait 3s 4s': write it as 'wait <n>s|<n>ms'."),
    ("hold now", "Unexpected 'now' in 'hold now': write it as 'hold'."),
    (
      "pok",
      "Unknown event 'pok' for popup kind 'probe'. Did you mean 'poke'? Valid events: poke <n>, wait <n>s|<n>ms, hold, release, tap-outside, drag, dismiss."
    ),
    ("poke x", "Invalid <n> 'x' in 'poke x': expected a whole number, as in 'poke <n>'."),
    (
      "poke 99999999999999999999",
      "Invalid <n> '99999999999999999999' in 'poke 99999999999999999999': expected a whole number, as in 'poke <n>'."
    ),
  ])
  func malformedLinesGetAClearError(line: String, message: String) {
    #expect(throws: PopupScriptError(message)) { try PopupScript.steps(for: Probe.self, from: line) }
  }

  @Test func commonVerbsParse() throws {
    let steps = try PopupScript.steps(
      for: Probe.self, from: "hold; release; tap-outside; drag; dismiss; poke -3")
    #expect(steps.map(\.step) == [.hold, .release, .tapOutside, .drag, .dismiss, .send(.poked(-3))])
  }

  @Test func stepsPrintBackAsScriptLines() {
    let steps: [PopupStep<Probe.Event>] = [
      .wait(.milliseconds(1500)), .hold, .release, .tapOutside, .drag, .dismiss, .send(.poked(2)),
    ]
    #expect(
      steps.map { PopupScript.line(for: $0, event: Probe.scriptLine(for:)) } == [
        "wait 1.5s", "hold", "release", "tap-outside", "drag", "dismiss", "poke 2",
      ])
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

/// A minimal kind for script tests.
enum Probe: PopupKind {
  enum Event: Hashable, Sendable {
    case poked(Int)
    case timerFired
  }
  enum Output: String, Hashable, Sendable, CustomStringConvertible {
    case poked
    var description: String { rawValue }
  }
  static let descriptor = PopupDescriptor(
    id: "probe", name: "Probe", summary: "", category: .card, module: "PopupCoreTests")
  static func makeState(_ configuration: Void, now: PopupInstant) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Event, now: PopupInstant) -> [PopupEffect<Output>] { [] }
  static func nextDeadline(of state: Int) -> PopupInstant? { nil }
  static let timerFired = Event.timerFired
  static func render(_ state: Int, now: PopupInstant) -> RenderNode { .text("\(state)", role: .body) }
  static let samples: [PopupSample<Probe>] = []
  static let verbs: [PopupVerb<Event>] = [
    PopupVerb("poke", arguments: "<n>", summary: "poke") { arguments throws(PopupScriptError) in
      .poked(try arguments.integer("<n>"))
    }
  ]
  static let exampleEvents: [Event] = [.poked(1)]
  static func scriptLine(for event: Event) -> String {
    switch event {
    case .poked(let n): "poke \(n)"
    case .timerFired: "wait 0s"
    }
  }
}
