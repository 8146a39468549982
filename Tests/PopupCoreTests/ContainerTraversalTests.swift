import PopupCore
import PopupTesting
import Testing

/// Every container is walked by every traversal: a card or a control inside a scrolling
/// region is restyled, unwrapped, found, named apart and counted like one anywhere else.
@Suite("Containers: every traversal reaches inside", .watchdog)
struct ContainerTraversalTests {
  static let share = PopupAction("share")
  static let row = RenderNode.card(
    style: .frosted,
    children: [.button("Share", role: .normal, accessibilityLabel: "Share", action: share)])
  /// The same card, in each container a tree has.
  static let containers: [(String, RenderNode)] = [
    ("vstack", .vstack([row])), ("hstack", .hstack([row])), ("modal", .modal(row)),
    ("card", .card(style: .standard, children: [row])),
    ("tappable", .tappable(row, accessibilityLabel: "Row", action: PopupAction("open"))),
    ("scroll", .scroll([.text("Above", role: .body), row], first: 1, visible: 1)),
  ]

  static func styles(_ tree: RenderNode) -> [PopupStyle] {
    tree.allNodes.compactMap { if case .card(let style, _) = $0 { style } else { nil } }
  }

  @Test(arguments: containers.map(\.0))
  func theCardInsideIsRestyledUnwrappedAndFound(container: String) throws {
    let tree = try #require(Self.containers.first { $0.0 == container }?.1)
    #expect(Self.styles(tree.restyled(.glass)).allSatisfy { $0 == .glass })
    #expect(Self.styles(tree.restyled(.glass)).count == Self.styles(tree).count)
    #expect(Self.styles(tree.unwrappingCards).isEmpty)
    #expect(tree.unwrappingCards.allNodes.contains { $0.accessibilityLabel == "Share" })
    #expect(tree.cardStyle != nil)
    #expect(tree.allNodes.contains(Self.row))
  }

  @Test(arguments: containers.map(\.0))
  func aRepeatedLabelInsideIsNamedApart(container: String) throws {
    let tree = try #require(Self.containers.first { $0.0 == container }?.1)
    let twice = RenderNode.vstack([tree, Self.row]).withDistinctLabels()
    let labels = twice.allNodes.compactMap { node -> String? in
      if case .button(_, _, let label, _, _) = node { label } else { nil }
    }
    #expect(labels.count == 2)
    #expect(Set(labels).count == 2, "\(labels)")
  }

  @Test func aRegionOfBlankRowsIsBlankAndARegionOfRowsIsNot() {
    #expect(RenderNode.scroll([.vstack([])], first: 0, visible: 1).isBlank)
    #expect(!RenderNode.scroll([.text("Row", role: .body)], first: 0, visible: 1).isBlank)
  }
}
