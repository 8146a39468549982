import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The content estimate of the structure a tree gives: a close control in the corner, a
/// scrolling region, a grabber and a count.
@Suite("Content estimate: structure", .watchdog)
struct EstimateStructureTests {
  typealias Metrics = RenderNode.EstimateMetrics
  static let close = RenderNode.button(
    "Close", role: .close, accessibilityLabel: "Close", action: PopupAction("close"))
  /// A title long enough that its width, not the minimum, sets the card's.
  static let title = RenderNode.text(String(repeating: "w", count: 30), role: .title)

  @Test func aCloseControlSitsInTheCornerAddingNoHeightButKeepingTheContentClear() {
    let plain = RenderNode.card(style: .standard, children: [Self.title]).estimatedSize(maxWidth: 1000)
    let closable = RenderNode.card(style: .standard, children: [Self.close, Self.title])
      .estimatedSize(maxWidth: 1000)
    #expect(closable.height == plain.height)
    #expect(closable.width == plain.width + Metrics.closeControlSide)
  }

  @Test func aCancelButtonIsALineOfItsOwn() {
    let cancel = RenderNode.button(
      "Close", role: .cancel, accessibilityLabel: "Close", action: PopupAction("x"))
    let plain = RenderNode.card(style: .standard, children: [Self.title]).estimatedSize(maxWidth: 1000)
    let withCancel = RenderNode.card(style: .standard, children: [cancel, Self.title]).estimatedSize(
      maxWidth: 1000)
    #expect(withCancel.height == plain.height + 22 + 14 + Metrics.spacing)
  }

  @Test(arguments: [
    (first: 3, visible: 2, inView: 2), (first: 0, visible: 20, inView: 10), (first: 9, visible: 4, inView: 1),
    (first: 12, visible: 4, inView: 0), (first: -1, visible: 3, inView: 3),
  ])
  func aScrollingRegionIsAsTallAsTheRowsInView(first: Int, visible: Int, inView: Int) {
    let rows = (1...10).map { RenderNode.text("Row \($0)", role: .body) }
    let region = RenderNode.scroll(rows, first: first, visible: visible).estimatedSize(maxWidth: 300)
    let lines = Double(inView) * Metrics.lineHeight(.body) + Metrics.spacing * Double(max(inView - 1, 0))
    #expect(region.height == max(lines, 1))
  }

  @Test func aGrabberAndACountAddTheirOwnHeights() {
    let text = RenderNode.text("a", role: .body)
    let base = RenderNode.vstack([text]).estimatedSize(maxWidth: 300).height
    #expect(
      RenderNode.vstack([.grabber, text]).estimatedSize(maxWidth: 300).height == base + 5 + Metrics.spacing)
    let more = RenderNode.vstack([text, .more(count: 2, accessibilityLabel: "2 more")])
    #expect(more.estimatedSize(maxWidth: 300).height == base + Metrics.lineHeight(.caption) + Metrics.spacing)
  }
}
