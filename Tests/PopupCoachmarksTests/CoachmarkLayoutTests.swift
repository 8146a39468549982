import PopupCoachmarks
import PopupCore
import PopupTesting
import Testing

struct LayoutCase: Sendable, CustomTestStringConvertible {
  var name: String
  var target: PopupRect
  var screen = PopupSize(width: 390, height: 844)
  var spotlight: PopupRect
  var callout: PopupRect
  var placement: CoachmarkLayout.Placement
  var arrow: PopupPoint
  var testDescription: String { name }
}

@Suite("Coachmark layout", .watchdog)
struct CoachmarkLayoutTests {
  static let cases: [LayoutCase] = [
    LayoutCase(
      name: "middle of the screen", target: PopupRect(x: 150, y: 300, width: 90, height: 40),
      spotlight: PopupRect(x: 142, y: 292, width: 106, height: 56),
      callout: PopupRect(x: 55, y: 360, width: 280, height: 120),
      placement: .below, arrow: PopupPoint(x: 195, y: 360)),
    LayoutCase(
      name: "top-left corner", target: PopupRect(x: 0, y: 0, width: 40, height: 40),
      spotlight: PopupRect(x: 0, y: 0, width: 48, height: 48),
      callout: PopupRect(x: 16, y: 60, width: 280, height: 120),
      placement: .below, arrow: PopupPoint(x: 36, y: 60)),
    LayoutCase(
      name: "top-right corner", target: PopupRect(x: 350, y: 0, width: 40, height: 40),
      spotlight: PopupRect(x: 342, y: 0, width: 48, height: 48),
      callout: PopupRect(x: 94, y: 60, width: 280, height: 120),
      placement: .below, arrow: PopupPoint(x: 354, y: 60)),
    LayoutCase(
      name: "bottom-right corner goes above", target: PopupRect(x: 350, y: 800, width: 40, height: 44),
      spotlight: PopupRect(x: 342, y: 792, width: 48, height: 52),
      callout: PopupRect(x: 94, y: 660, width: 280, height: 120),
      placement: .above, arrow: PopupPoint(x: 354, y: 780)),
    LayoutCase(
      name: "bottom-left corner goes above", target: PopupRect(x: 0, y: 804, width: 40, height: 40),
      spotlight: PopupRect(x: 0, y: 796, width: 48, height: 48),
      callout: PopupRect(x: 16, y: 664, width: 280, height: 120),
      placement: .above, arrow: PopupPoint(x: 36, y: 784)),
    LayoutCase(
      name: "just fits below", target: PopupRect(x: 100, y: 668, width: 40, height: 20),
      spotlight: PopupRect(x: 92, y: 660, width: 56, height: 36),
      callout: PopupRect(x: 16, y: 708, width: 280, height: 120),
      placement: .below, arrow: PopupPoint(x: 120, y: 708)),
    LayoutCase(
      name: "one point too low for below", target: PopupRect(x: 100, y: 669, width: 40, height: 20),
      spotlight: PopupRect(x: 92, y: 661, width: 56, height: 36),
      callout: PopupRect(x: 16, y: 529, width: 280, height: 120),
      placement: .above, arrow: PopupPoint(x: 120, y: 649)),
    LayoutCase(
      name: "partly off the left edge: the arrow at the callout's corner, over the target",
      target: PopupRect(x: -20, y: 300, width: 40, height: 40),
      spotlight: PopupRect(x: 0, y: 292, width: 28, height: 56),
      callout: PopupRect(x: 16, y: 360, width: 280, height: 120),
      placement: .below, arrow: PopupPoint(x: 16, y: 360)),
    LayoutCase(
      name: "a tall target leaves no room: above, held at the margin",
      target: PopupRect(x: 100, y: 40, width: 100, height: 760),
      spotlight: PopupRect(x: 92, y: 32, width: 116, height: 776),
      callout: PopupRect(x: 16, y: 16, width: 280, height: 120),
      placement: .above, arrow: PopupPoint(x: 150, y: 136)),
    LayoutCase(
      name: "a narrow screen narrows the callout", target: PopupRect(x: 80, y: 100, width: 40, height: 40),
      screen: PopupSize(width: 200, height: 400), spotlight: PopupRect(x: 72, y: 92, width: 56, height: 56),
      callout: PopupRect(x: 16, y: 160, width: 168, height: 120), placement: .below,
      arrow: PopupPoint(x: 100, y: 160)),
  ]

  @Test(arguments: cases)
  func layout(_ scenario: LayoutCase) {
    let layout = CoachmarkLayout(target: scenario.target, screen: scenario.screen)
    #expect(layout.spotlight == scenario.spotlight)
    #expect(layout.callout == scenario.callout)
    #expect(layout.placement == scenario.placement)
    #expect(layout.arrow == scenario.arrow)
    let screen = PopupRect(scenario.screen)
    #expect(layout.spotlight.intersection(screen) == layout.spotlight)
    #expect(layout.arrow.x >= layout.callout.minX && layout.arrow.x <= layout.callout.maxX)
  }

  @Test func paddingGrowsTheSpotlight() {
    let layout = CoachmarkLayout(
      target: PopupRect(x: 100, y: 100, width: 10, height: 10), screen: PopupSize(width: 390, height: 844),
      padding: 20)
    #expect(layout.spotlight == PopupRect(x: 80, y: 80, width: 50, height: 50))
  }
}
