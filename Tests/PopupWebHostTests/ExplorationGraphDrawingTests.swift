import Foundation
import Testing

@testable import PopupWebHost

/// The state graph's drawing, whole: a small graph with every kind of edge (to a later
/// column, within a column both ways, back to an earlier column twice, to the outside), labels
/// long, many-lined and crowded, drawn exactly as `Drawings/small-graph.svg` holds. The rules
/// the drawing states are tested one by one in `ExplorationGraphTests`; this pins the numbers
/// they leave open (where a label sits by its curve, a back edge's lane, the box's margin).
///
/// A change to the drawing that is meant: run the suite once with `POPUP_RECORD_DRAWINGS=1`,
/// which writes the file and fails, then look at the file (it opens in a browser) and commit it.
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
    ])

  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Drawings/small-graph.svg")

  @Test func theDrawingIsTheRecordedOne() throws {
    let drawn = Self.graph.svg(title: "A small graph") { $0 == 4 ? nil : "small.html#node=\($0)" } + "\n"
    if ProcessInfo.processInfo.environment["POPUP_RECORD_DRAWINGS"] == "1" {
      try drawn.write(to: Self.file, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded \(Self.file.path); look at it, then run the tests again without POPUP_RECORD_DRAWINGS.")
      return
    }
    let recorded = try String(contentsOf: Self.file, encoding: .utf8)
    let (drawnLines, recordedLines) = (drawn.split(separator: "\n"), recorded.split(separator: "\n"))
    let first =
      zip(drawnLines, recordedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(drawnLines.count, recordedLines.count)
    // Compared apart from the expectation, which would print both drawings whole.
    let isRecordedOne = drawn == recorded
    #expect(
      isRecordedOne,
      """
      The drawing differs from \(Self.file.lastPathComponent) from line \(first + 1):
      drawn:    \(first < drawnLines.count ? drawnLines[first] : "(nothing)")
      recorded: \(first < recordedLines.count ? recordedLines[first] : "(nothing)")
      If the change is meant, run the suite with POPUP_RECORD_DRAWINGS=1 and look at the file.
      """)
  }
}
