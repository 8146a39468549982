import PopupCore
import PopupTesting
import Testing

@Suite("RenderNode.withDistinctLabels", .watchdog)
struct DistinctLabelsTests {
  static let open = PopupAction("open")

  static func banner(_ label: String) -> RenderNode {
    .tappable(.text(label, role: .body), accessibilityLabel: label, action: open)
  }

  static func labels(_ tree: RenderNode) -> [String] {
    PopupControls(tree).pressables.map(\.accessibilityLabel)
  }

  @Test(arguments: [
    (["Maya", "Sam"], ["Maya", "Sam"]),
    (["Maya", "Maya"], ["Maya", "Maya (2)"]),
    (["Maya", "maya", "MAYA"], ["Maya", "maya (2)", "MAYA (3)"]),
    (["Maya (2)", "Maya", "Maya"], ["Maya (2)", "Maya", "Maya (3)"]),
    ([], []),
  ])
  func repeatedSpokenNamesGetTheirNumber(names: [String], expected: [String]) {
    let tree = RenderNode.vstack(names.map(Self.banner))
    #expect(Self.labels(tree.withDistinctLabels()) == expected)
    // Every one can be pressed by its name now, and what is drawn stays.
    let controls = PopupControls(tree.withDistinctLabels())
    for pressable in controls.pressables {
      #expect(controls.pressable(labelled: pressable.accessibilityLabel) == pressable)
    }
    #expect(
      tree.withDistinctLabels().allNodes.filter { if case .text = $0 { true } else { false } }.count
        == names.count)
  }

  @Test func anIconButtonAfterAButtonWithItsTitleIsToldApart() {
    let tree = RenderNode.hstack([
      .button("Ride", role: .normal, accessibilityLabel: "Ride, 4 min", action: Self.open),
      .iconButton(symbol: "car.fill", accessibilityLabel: "Ride", action: Self.open),
      .button("Ride", role: .normal, accessibilityLabel: "Ride", action: Self.open),
    ])
    #expect(Self.labels(tree.withDistinctLabels()) == ["Ride, 4 min", "Ride (2)", "Ride (3)"])
    let titles = PopupControls(tree.withDistinctLabels()).pressables.map(\.title)
    #expect(titles == ["Ride", "Ride (2)", "Ride"])
  }

  @Test func aRepeatOfATitleMovesAndATreeWithoutRepeatsComesBackAsItWas() {
    let tree = RenderNode.modal(
      .card(
        style: .standard,
        children: [
          .toggle(label: "Analytics", isOn: true, isLocked: false, action: Self.open),
          .button("Save", role: .primary, accessibilityLabel: "Save choices", action: Self.open),
          Self.banner("Save"),
        ]))
    // "Save" repeats the button's title: the banner is the one that moves.
    #expect(Self.labels(tree.withDistinctLabels()) == ["Analytics", "Save choices", "Save (2)"])
    let plain = RenderNode.vstack([Self.banner("A"), Self.banner("B")])
    #expect(plain.withDistinctLabels() == plain)
  }
}
