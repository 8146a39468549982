import Foundation
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

  /// The numbers of an SVG attribute list or path, in order.
  static func numbers(_ text: Substring) -> [Double] {
    text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
  }

  /// In the drawing, every edge leaves a node from the middle of its right side, and enters
  /// its node at the middle of its left side (a later or an earlier column) or of its right
  /// side (the same column).
  @Test func everyEdgeJoinsTheMiddlesOfItsNodesSides() throws {
    let svg = try Self.graph.get().svg(title: "rating", href: { _ in nil })
    let rects = svg.split(separator: "<rect ").dropFirst().map { Self.numbers($0.prefix { $0 != "/" }) }
    let boxes = rects.map { (x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    let paths = svg.split(separator: "<path d=\"").dropFirst().map { Self.numbers($0.prefix { $0 != "\"" }) }
    #expect(boxes.count > 3 && paths.count > 3)
    // The drawing writes each number to a tenth.
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.1 }
    for path in paths {
      let (start, end) = ((x: path[0], y: path[1]), (x: path[path.count - 2], y: path[path.count - 1]))
      #expect(
        boxes.contains { near(start.x, $0.x + $0.width) && near(start.y, $0.y + $0.height / 2) },
        "starts at \(start)"
      )
      let entersLeft = boxes.contains { near(end.x, $0.x) && near(end.y, $0.y + $0.height / 2) }
      let entersRight = boxes.contains { near(end.x, $0.x + $0.width) && near(end.y, $0.y + $0.height / 2) }
      #expect(entersLeft || entersRight, "ends at \(end)")
    }
  }

  /// The points of an SVG path of `M`, `L`, `Q` and `C` commands, each segment sampled at
  /// twenty-one points along it.
  static func samples(ofPath d: Substring) -> [(x: Double, y: Double)] {
    var points: [(x: Double, y: Double)] = []
    var current = (x: 0.0, y: 0.0)
    let commands = d.indices.filter { "MLQC".contains(d[$0]) }
    for (index, position) in commands.enumerated() {
      let end = index + 1 < commands.count ? commands[index + 1] : d.endIndex
      let numbers = Self.numbers(d[d.index(after: position)..<end])
      let pairs = stride(from: 0, to: numbers.count - 1, by: 2).map { (x: numbers[$0], y: numbers[$0 + 1]) }
      guard let last = pairs.last else { continue }
      for step in 0...20 {
        let t = Double(step) / 20
        let u = 1 - t
        switch (d[position], pairs.count) {
        case ("L", 1):
          points.append((u * current.x + t * last.x, u * current.y + t * last.y))
        case ("Q", 2):
          let c = pairs[0]
          points.append(
            (
              u * u * current.x + 2 * u * t * c.x + t * t * last.x,
              u * u * current.y + 2 * u * t * c.y + t * t * last.y
            ))
        case ("C", 3):
          let (c1, c2) = (pairs[0], pairs[1])
          func at(_ a: Double, _ b: Double, _ c: Double, _ e: Double) -> Double {
            u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * e
          }
          points.append((at(current.x, c1.x, c2.x, last.x), at(current.y, c1.y, c2.y, last.y)))
        default:
          points.append(last)
        }
      }
      current = last
    }
    return points
  }

  /// No edge's line passes through a node: an edge back to an earlier column goes round the
  /// nodes between, in the rating's graph and in a small one with two back edges from lower
  /// rows (which ran under the nodes above them).
  @Test(arguments: [false, true]) func noEdgeCrossesANode(small: Bool) throws {
    let graph = small ? ExplorationGraphDrawingTests.graph : try Self.graph.get()
    let svg = graph.svg(title: "graph", href: { _ in nil })
    let boxes = svg.split(separator: "<rect ").dropFirst().map { Self.numbers($0.prefix { $0 != "/" }) }
      .map { (x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    let paths = svg.split(separator: "<path d=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(paths.count == graph.edges.count)
    for (number, path) in paths.enumerated() {
      // A point strictly inside a node, a point in from its edges (the ends lie on them).
      let inside = Self.samples(ofPath: path).first { point in
        boxes.contains {
          point.x > $0.x + 1 && point.x < $0.x + $0.width - 1 && point.y > $0.y + 1
            && point.y < $0.y + $0.height - 1
        }
      }
      #expect(
        inside == nil, "edge \(number) (\(path)) passes through a node at \(String(describing: inside))")
    }
  }

  /// "A label sits at its curve's middle, moved up or down off the nodes and the labels placed
  /// before it": no label's box overlaps a node or another label.
  @Test func noLabelCoversANodeOrAnotherLabel() throws {
    let svg = try Self.graph.get().svg(title: "rating", href: { _ in nil })
    let nodes = svg.split(separator: "<rect ").dropFirst().map { Self.numbers($0.prefix { $0 != "/" }) }
      .map { (x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    let height = ExplorationGraph.labelHeight
    let labels = try svg.split(separator: "<text class=\"edge-label\" ").dropFirst().map { chunk in
      let numbers = Self.numbers(chunk.prefix { $0 != ">" })
      let text = try #require(chunk.split(separator: ">").dropFirst().first?.split(separator: "<").first)
      let width = ExplorationGraph.labelWidth(of: String(text).replacingOccurrences(of: "&amp;", with: "&"))
      return (x: numbers[0] - width / 2, y: numbers[1] + 3 - height, width: width, height: height)
    }
    #expect(labels.count > 3)
    func overlap(
      _ a: (x: Double, y: Double, width: Double, height: Double),
      _ b: (x: Double, y: Double, width: Double, height: Double)
    ) -> Bool {
      // Each number is written to a tenth: boxes that touch are not overlapping.
      a.x + 0.2 < b.x + b.width && b.x + 0.2 < a.x + a.width && a.y + 0.2 < b.y + b.height
        && b.y + 0.2 < a.y + a.height
    }
    for (index, label) in labels.enumerated() {
      #expect(!nodes.contains { overlap(label, $0) }, "label \(index) covers a node")
      #expect(!labels[..<index].contains { overlap(label, $0) }, "label \(index) covers another")
    }
  }

  /// In Graphviz, the start is drawn bold and no other node is.
  @Test func onlyTheStartIsBold() throws {
    let dot = ExplorationGraph.dot([try PopupExplorer(maxDepth: 2).explore(RatingPrompt.samples[0])])
    let bold = dot.split(separator: "\n").filter { $0.contains("penwidth=2") }
    #expect(bold.count == 1)
    #expect(bold.first?.hasPrefix("    s0_0 [") == true)
  }
}
