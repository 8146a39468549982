import CatalogCommands
import PopupCatalog
import PopupCore
import PopupRating
import PopupTesting
import PopupUndo
import Testing

@Suite("catalog explore", .timeLimit(.minutes(3)), .watchdog)
struct ExploreCommandTests {
  @Test func undoIsExhaustedWithItsFiguresAndNoViolation() throws {
    let result = try makeTool().run(["explore", "undo", "--sample", "fresh"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first == "Explored undo from 1 sample (at most 12 steps deep, 5000 states):")
    let figures = try PopupExplorer().explore(UndoToast.samples[0]).figures
    #expect(lines.dropFirst().first == "  fresh: \(figures)")
    #expect(figures.description.hasSuffix(": exhausted"))
    #expect(lines.last == "\(figures.distinct) distinct states in all; 0 violations.")
  }

  @Test func everySampleIsExploredWithoutASample() throws {
    let result = try makeTool().run(["explore", "rating"])
    #expect(result.exitCode == 0)
    for sample in RatingPrompt.samples { #expect(result.standardOutput.contains("\n  \(sample.name): ")) }
    #expect(result.standardOutput.contains("from \(RatingPrompt.samples.count) samples"))
  }

  @Test func theJSONListsEveryStateWithItsShortestScriptAndFrame() throws {
    let result = try makeTool().run(["explore", "rating", "--sample", "initial", "--json"])
    #expect(result.exitCode == 0)
    let root = try jsonObject(result.standardOutput)
    #expect(value(root, "bounds", "depth") as? Int == 12)
    let sample = try #require((root["samples"] as? [[String: Any]])?.first)
    let states = try #require(sample["states"] as? [[String: Any]])
    let exploration = try PopupExplorer().explore(RatingPrompt.samples[0])
    #expect(states.count == exploration.states.count)
    #expect(value(sample, "figures", "distinct") as? Int == exploration.figures.distinct)
    let twoStars = try #require(states.first { $0["script"] as? String == "star 2" })
    #expect(twoStars["name"] as? String == "feedback, 2 stars")
    #expect(twoStars["depth"] as? Int == 1)
    #expect(value(twoStars, "frame", "kind") as? String == "rating")
    let submitted = try #require(
      states.first { ($0["lines"] as? [String]) == ["star 2", "type \"Too slow\"", "submit"] })
    #expect(submitted["ended"] is String)
    let transitions = try #require(sample["transitions"] as? [[String: Any]])
    #expect(transitions.count == exploration.transitions.count)
    #expect(transitions.contains { $0["from"] as? Int == 0 && $0["line"] as? String == "star 2" })
  }

  @Test func theDotGraphNamesStatesShortlyAndLabelsEdgesWithScriptLines() throws {
    let result = try makeTool().run(["explore", "rating", "--sample", "initial", "--dot"])
    #expect(result.exitCode == 0)
    let dot = result.standardOutput
    #expect(dot.hasPrefix("digraph \"rating\" {\n"))
    #expect(dot.hasSuffix("}\n"))
    #expect(dot.contains("s0_0 [label=\"rating, 0 stars\", penwidth=2];"))
    #expect(dot.contains("s0_0 -> s0_2 [label=\"star 2\"];"))
    // Abstracted: far fewer nodes than states, and every node is declared once.
    let nodes = dot.split(separator: "\n").filter { $0.contains("[label=") && !$0.contains("->") }
    #expect(nodes.count < 60)
    #expect(Set(nodes).count == nodes.count)
    // No edge leads from a node to itself: a step that keeps the short name is left out.
    for line in dot.split(separator: "\n") where line.contains(" -> ") {
      let ends = line.split(separator: " ").filter { $0.hasPrefix("s0_") }
      #expect(ends.count == 2 && ends[0] != ends[1], "\(line)")
    }
    // Braces balance, and every quote is closed on its line.
    #expect(dot.filter { $0 == "{" }.count == dot.filter { $0 == "}" }.count)
    for line in dot.split(separator: "\n") {
      #expect(line.replacing("\\\"", with: "").filter { $0 == "\"" }.count % 2 == 0, "\(line)")
    }
  }

  @Test(arguments: [
    (
      ["explore", "rating", "--depth", "-1"],
      "Error: Invalid --depth '-1': expected a whole number from 0 to 10000000."
    ),
    (
      ["explore", "rating", "--max-states", "0"],
      "Error: Invalid --max-states '0': expected a whole number from 1 to 10000000."
    ),
    (
      ["explore", "rating", "--depth", "ten"],
      "Error: Invalid --depth 'ten': expected a whole number, as in '--depth 12'."
    ),
    (
      ["explore", "rating", "--depth", "99999999999999999999"],
      "Error: Invalid --depth '99999999999999999999': expected a whole number from 0 to 10000000."
    ),
    (["explore", "ratng"], "Error: Unknown popup kind 'ratng'. Did you mean 'rating'?"),
    (["explore", "rating", "--sample", "inital"], "Error: Unknown sample 'inital' for popup kind 'rating'."),
    (["explore", "rating", "--json", "--dot"], "Error: Give either '--json' or '--dot', not both."),
    (["explore"], "Error: Missing <id>:"),
  ])
  func badBoundsAndNamesExit64(arguments: [String], error: String) throws {
    let result = try makeTool().run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix(error), "\(result.standardError)")
    #expect(result.standardError.contains("Usage: catalog explore <id>"))
  }

  @Test func aBrokenRuleExits1WithItsShortestScriptAsACatalogRunCommand() throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog([OpensOnTwo.self]))
    let result = tool.run(["explore", "opens"])
    #expect(result.exitCode == 1)
    #expect(result.standardError.contains("1 violation."))
    #expect(
      result.standardError.contains(
        "plain: after 'enter 2; enter 2': the lock opened\n"
          + "  reproduce: catalog run opens --sample plain --events 'enter 2; enter 2'"))
  }
}

/// A planted broken kind: a lock whose rule breaks when 2 is entered twice in a row.
private enum OpensOnTwo: InspectablePopupKind {
  enum Event: Equatable, Sendable { case entered(Int) }
  static let descriptor = PopupDescriptor(id: "opens", name: "Opens", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> [Int] { [] }
  static func reduce(_ state: inout [Int], _ event: Event, now: PopupTime) -> [PopupEffect<Never>] {
    guard case .entered(let digit) = event else { return [] }
    state = Array((state + [digit]).suffix(2))
    return []
  }
  static func render(_ state: [Int], now: PopupTime) -> RenderNode { .text("Lock", role: .title) }
  static let samples = [PopupSample<OpensOnTwo>("plain", summary: "", configuration: ())]
  static let verbs = [
    PopupVerb<Event>("enter", .integer("n"), summary: "enter a digit", make: Event.entered) {
      if case .entered(let digit) = $0 { digit } else { nil }
    }
  ]
  static let exampleEvents: [Event] = [.entered(1), .entered(2)]
  static func invariantViolations(in state: [Int], now: PopupTime) -> [String] {
    state == [2, 2] ? ["the lock opened"] : []
  }
}
