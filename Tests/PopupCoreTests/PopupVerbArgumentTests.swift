import PopupCore
import PopupTesting
import Testing

/// Typed verb arguments: each reads what it prints, names its placeholder in usage and errors,
/// and a value no line makes (a number outside its range) prints no line.
@Suite("Typed verb arguments", .watchdog)
struct PopupVerbArgumentTests {
  enum Event: Hashable, Sendable {
    case star(Int)
    case typed(String)
    case opened(String)
    case moved(Double)
    case progressed(Double)
    case waited(Duration)
    case motion(Bool)
    case succeeded(String?)
    case placed(id: String, frame: PopupRect)
    case resized(PopupSize)
    case picked(PopupWidthClass)
  }

  static let verbs: [PopupVerb<Event>] = [
    PopupVerb("star", .integer("n"), summary: "", make: Event.star) {
      if case .star(let n) = $0 { n } else { nil }
    },
    PopupVerb("type", .text("text"), summary: "", make: Event.typed) {
      if case .typed(let text) = $0 { text } else { nil }
    },
    PopupVerb("open", .word("id"), summary: "", make: Event.opened) {
      if case .opened(let id) = $0 { id } else { nil }
    },
    PopupVerb("move", .number("dy"), summary: "", make: Event.moved) {
      if case .moved(let dy) = $0 { dy } else { nil }
    },
    PopupVerb(
      "progress", .number("0...1", in: 0...1, expected: "a fraction"), summary: "", make: Event.progressed
    ) {
      if case .progressed(let value) = $0 { value } else { nil }
    },
    PopupVerb("wait", .duration("time"), summary: "", make: Event.waited) {
      if case .waited(let time) = $0 { time } else { nil }
    },
    PopupVerb("motion", .onOff, summary: "", make: Event.motion) {
      if case .motion(let on) = $0 { on } else { nil }
    },
    PopupVerb("succeed", .optional(.text("message")), summary: "", make: Event.succeeded) {
      if case .succeeded(let message) = $0 { message } else { nil }
    },
    PopupVerb("place", .word("id"), .frame, summary: "", make: Event.placed) {
      if case .placed(let id, let frame) = $0 { (id, frame) } else { nil }
    },
    PopupVerb("resize", .size, summary: "", make: Event.resized) {
      if case .resized(let size) = $0 { size } else { nil }
    },
    PopupVerb("pick", .rawValue("width"), summary: "", make: Event.picked) {
      if case .picked(let width) = $0 { width } else { nil }
    },
  ]

  static func parse(_ text: String) throws(PopupScriptError) -> Event {
    let line = try PopupScript.lines(of: text)[0]
    return try PopupScript.parse(line, with: verbs, subject: "test", origin: .scriptOrigin)
  }

  static func print(_ event: Event) -> String? {
    PopupScript.line(for: event, with: verbs, origin: .scriptOrigin)
  }

  static let roundTrips: [(Event, String)] = [
    (.star(3), "star 3"), (.star(-1), "star -1"), (.typed("Too slow"), #"type "Too slow""#),
    (.typed(""), #"type """#), (.opened("share"), "open share"), (.opened("two words"), #"open "two words""#),
    (.moved(-120), "move -120"), (.moved(0.25), "move 0.25"), (.progressed(0), "progress 0"),
    (.progressed(1), "progress 1"), (.progressed(0.4), "progress 0.4"),
    (.waited(.milliseconds(1500)), "wait 1.5s"),
    (.motion(true), "motion on"), (.motion(false), "motion off"), (.succeeded(nil), "succeed"),
    (.succeeded("Saved"), #"succeed "Saved""#),
    (.placed(id: "a", frame: PopupRect(x: 1, y: 2, width: 30, height: 40.5)), "place a 1 2 30 40.5"),
    (.resized(PopupSize(width: 390, height: 844)), "resize 390 844"), (.picked(.regular), "pick regular"),
  ]

  @Test(arguments: roundTrips)
  func printsALineThatReadsBack(event: Event, line: String) throws {
    #expect(Self.print(event) == line)
    #expect(try Self.parse(line) == event)
  }

  /// A value outside its argument's range is made by no line, so none prints for it.
  @Test(arguments: [1.0000001, -0.0000001, 2, -1, Double.infinity, -Double.infinity, Double.nan])
  func aNumberOutsideItsRangePrintsNoLine(value: Double) {
    #expect(Self.print(.progressed(value)) == nil)
  }

  @Test func usageIsDerivedFromTheArguments() {
    #expect(
      Self.verbs.map(\.usage) == [
        "star <n>", #"type "<text>""#, "open <id>", "move <dy>", "progress <0...1>", "wait <time>",
        "motion on|off",
        #"succeed ["<message>"]"#, "place <id> <x> <y> <w> <h>", "resize <w> <h>", "pick <width>",
      ])
  }

  static let errors: [(String, String)] = [
    ("star", "<n>"), ("star x", "<n>"), ("progress 1.5", "a fraction"), ("progress -0.1", "a fraction"),
    ("motion maybe", "on|off"), ("place a 1 2 3", "<h>"), ("pick wide", "<width>"), ("wait 5", "<time>"),
    ("star 1 2", "2"), ("move inf", "<dy>"),
  ]

  @Test(arguments: errors)
  func badArgumentsAreErrorsNamingThePlaceholder(line: String, named: String) {
    #expect {
      try Self.parse(line)
    } throws: { error in
      String(describing: error).contains(named) && String(describing: error).contains(line)
    }
  }
}
