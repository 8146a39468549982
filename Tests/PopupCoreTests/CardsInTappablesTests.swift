import PopupCore
import PopupTesting
import Testing

/// A card inside a tappable (a banner, a notification in a stack) is a card like any other:
/// restyled with the style in force, taken away with the chrome, and the tree's style.
@Suite("Cards inside tappables", .watchdog)
struct CardsInTappablesTests {
  static let open = PopupAction("open", [.word("sam")])
  static let banner = RenderNode.vstack([
    .tappable(
      .card(style: .frosted, children: [.text("Sam", role: .title), .text("Running late", role: .body)]),
      accessibilityLabel: "Sam: Running late", action: open)
  ])

  static func styles(_ tree: RenderNode) -> [PopupStyle] {
    tree.allNodes.compactMap { if case .card(let style, _) = $0 { style } else { nil } }
  }

  @Test func theStyleInForceReachesThem() {
    #expect(Self.styles(Self.banner.restyled(.glass)) == [.glass])
  }

  @Test func noChromeTakesTheirBoxAwayAndKeepsTheTapAndItsContent() {
    let bare = Self.banner.unwrappingCards
    #expect(Self.styles(bare).isEmpty)
    #expect(
      bare
        == .vstack([
          .tappable(
            .vstack([.text("Sam", role: .title), .text("Running late", role: .body)]),
            accessibilityLabel: "Sam: Running late", action: Self.open)
        ]))
  }

  @Test func theirStyleIsTheTreesStyle() {
    #expect(Self.banner.cardStyle == .frosted)
    #expect(RenderNode.vstack([.text("none", role: .body)]).cardStyle == nil)
  }
}
