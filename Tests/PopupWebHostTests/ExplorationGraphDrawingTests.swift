import Foundation
import PopupTesting
import Testing

@testable import PopupWebHost

/// The state graph's drawing, whole: a small graph with every kind of edge (to the next
/// column, over a column, within a column both ways, back to an earlier column twice, to the
/// outside), labels
/// long, many-lined and crowded, drawn exactly as `Drawings/small-graph.svg` holds. The rules
/// the drawing states are tested one by one in `ExplorationGraphTests`; this pins the numbers
/// they leave open (where a label sits by its curve, a back edge's lane, the box's margin).
///
/// A change to the drawing that is meant: run the suite once with `POPUP_RECORD_DRAWINGS=1`
/// (`PopupRecording`), which writes the file and fails, then look at the file (it opens in a
/// browser) and commit it.
@Suite("The state graph's drawing", .watchdog)
struct ExplorationGraphDrawingTests {
  static let graph = ExplorationGraph(
    nodes: [
      .init(name: "presented", depth: 0),
      .init(name: "rated 4", depth: 1),
      .init(name: "asking for feedback", depth: 1),
      .init(name: "ended", depth: 2),
      .init(name: "outside the bounds", depth: 3, isOutside: true),
    ],
    edges: [
      .init(from: 0, to: 1, lines: ["tap star 4", "tap star 5"]),
      .init(from: 0, to: 2, lines: ["tap star 1 and type a long comment"]),
      .init(from: 1, to: 2, lines: ["clear"]),
      .init(from: 2, to: 1, lines: ["tap star 3"]),
      .init(from: 1, to: 3, lines: ["submit"]),
      .init(from: 3, to: 0, lines: ["replay"]),
      .init(from: 2, to: 0, lines: ["wait 5s"]),
      .init(from: 3, to: 4, lines: ["tap a", "tap b", "tap c", "tap d"]),
      .init(from: 0, to: 3, lines: ["skip"]),
    ])

  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Drawings/small-graph.svg")

  @Test func theDrawingIsTheRecordedOne() throws {
    let drawn = Self.graph.svg(title: "A small graph") { $0 == 4 ? nil : "small.html#node=\($0)" } + "\n"
    try PopupRecording.expect(
      drawn, matchesFileAt: Self.file.path,
      recordWith: "POPUP_RECORD_DRAWINGS=1 swift test --filter ExplorationGraphDrawingTests")
  }
}
