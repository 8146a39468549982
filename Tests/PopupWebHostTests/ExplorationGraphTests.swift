import PopupCatalog
import PopupRating
import Testing

@testable import PopupWebHost

/// The state graph's labels and its Graphviz form.
@Suite("The state graph", .watchdog)
struct ExplorationGraphTests {
  static let graph = Result {
    ExplorationGraph(try PopupExplorer(maxDepth: 2).explore(RatingPrompt.samples[0]))
  }

  /// An edge shows its first three script lines, then how many more it has: none for three.
  @Test(arguments: [(1, "a"), (3, "a\nb\nc"), (4, "a\nb\nc\n+1 more"), (6, "a\nb\nc\n+3 more")])
  func anEdgeShowsThreeLinesThenHowManyMore(count: Int, label: String) throws {
    let lines = ["a", "b", "c", "d", "e", "f"].prefix(count)
    let edge = ExplorationGraph.Edge(from: 0, to: 1, lines: Array(lines))
    #expect(try Self.graph.get().label(of: edge) == label)
  }

  /// In Graphviz, the start is drawn bold and no other node is.
  @Test func onlyTheStartIsBold() throws {
    let dot = ExplorationGraph.dot([try PopupExplorer(maxDepth: 2).explore(RatingPrompt.samples[0])])
    let bold = dot.split(separator: "\n").filter { $0.contains("penwidth=2") }
    #expect(bold.count == 1)
    #expect(bold.first?.hasPrefix("    s0_0 [") == true)
  }
}
