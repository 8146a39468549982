import PopupCore
import PopupTesting
import PopupTextRendering
import Testing

/// The structure a tree gives instead of decorative text (a scrolling region, a grabber, a
/// count of what waits, a close control) drawn the text renderer's own way.
@Suite("Text renderer: structure", .watchdog)
struct TextRendererStructureTests {
  static func rows(_ count: Int) -> [RenderNode] { (1...count).map { .text("Row \($0)", role: .body) } }

  /// A node's lines at 30 columns, without the spaces around them.
  static func lines(_ node: RenderNode, ascii: Bool = false) -> [String] {
    TextRenderer(width: 30, ascii: ascii).lines(of: node).map { line in
      String(line.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  @Test(
    arguments: [
      // The rows in view, with how many are above and below them.
      (rows: 5, first: 1, visible: 2, lines: ["↑ 1", "Row 2", "Row 3", "↓ 2"]),
      (rows: 5, first: 0, visible: 2, lines: ["Row 1", "Row 2", "↓ 3"]),
      (rows: 5, first: 3, visible: 2, lines: ["↑ 3", "Row 4", "Row 5"]),
      // Every row fits: no counts.
      (rows: 2, first: 0, visible: 6, lines: ["Row 1", "Row 2"]),
      // Scrolled to the end: the rows left, however many fit.
      (rows: 5, first: 4, visible: 3, lines: ["↑ 4", "Row 5"]),
      // Bounds out of range are clamped, never a trap.
      (rows: 3, first: 9, visible: 2, lines: ["↑ 3"]),
      (rows: 3, first: -2, visible: 1, lines: ["Row 1", "↓ 2"]),
      (rows: 3, first: 1, visible: -1, lines: ["↑ 1", "↓ 2"]),
    ] as [(rows: Int, first: Int, visible: Int, lines: [String])])
  func aScrollingRegionDrawsTheRowsInViewAndCountsTheRest(
    rows: Int, first: Int, visible: Int, lines: [String]
  ) {
    #expect(Self.lines(.scroll(Self.rows(rows), first: first, visible: visible)) == lines)
  }

  @Test func theCountsAreASCIIInASCIIMode() {
    #expect(
      Self.lines(.scroll(Self.rows(5), first: 1, visible: 2), ascii: true) == [
        "^ 1", "Row 2", "Row 3", "v 2",
      ])
  }

  @Test(arguments: [
    (RenderNode.grabber, false, "───"), (.grabber, true, "---"),
    (.more(count: 2, accessibilityLabel: "2 more"), false, "2 more"),
    (
      .button("Close", role: .close, accessibilityLabel: "Close", action: PopupAction("close")), false,
      "( × Close )"
    ),
    (
      .button("Close", role: .close, accessibilityLabel: "Close", action: PopupAction("close")), true,
      "( x Close )"
    ),
    (
      .button("Cancel", role: .cancel, accessibilityLabel: "Cancel", action: PopupAction("cancel")), false,
      "( Cancel )"
    ),
  ])
  func aStructuralNodeDrawsOnOneLine(node: RenderNode, ascii: Bool, line: String) {
    #expect(Self.lines(node, ascii: ascii) == [line])
  }
}
