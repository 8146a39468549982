import PopupCore
import PopupTesting
import Testing

/// The island placement: over the status bar where a screen has a Dynamic Island, inside the
/// safe area where it has none.
@Suite("Layout: the island", .watchdog)
struct PopupLayoutIslandTests {
  typealias Placement = PopupPresentationOptions.Placement
  static let pill = PopupSize(width: 200, height: 37)

  /// A 390-point-wide phone with this top safe area.
  static func screen(top: Double) -> PopupScreen {
    PopupScreen(size: PopupSize(width: 390, height: 844), safeArea: PopupInsets(top: top, bottom: 34))
  }

  @Test(arguments: [
    // At the least top safe area that holds an island and above it: 11 pt from the screen's top.
    (59.0, 11.0), (51, 11), (100, 11),
    // Below it, a floater's 10 pt inside the safe area.
    (50.99, 60.99), (47, 57), (24, 34), (0, 10),
  ])
  func anIslandSitsOverTheStatusBarWhereItFits(top: Double, y: Double) throws {
    let layout = try PopupLayout(size: Self.pill, on: Self.screen(top: top), options: .island)
    #expect(abs(layout.frame.y - y) < 1e-9)
    #expect(layout.frame.x == 95)
    #expect(!layout.isShrunk)
  }

  @Test func theIslandsPlaceIsNamedAndComesInFromTheTop() {
    #expect(Placement.islandTop == 11)
    #expect(Placement.islandMinimumTopInset == 51)
    #expect(Placement.island.position == .top)
    #expect(Placement.island.margins == (10, 10))
    let options = PopupPresentationOptions.island
    #expect(options.placement == .island)
    #expect(options.scrim.passesTouchesThrough)
    #expect(options.motion.enterEdge == .top && options.motion.exitEdge == .top)
  }

  @Test func anIslandTallerThanTheScreenHasTheScreenAboveTheHomeIndicatorLess11PointsEachWay() throws {
    let layout = try PopupLayout(size: PopupSize(width: 200, height: 2000), on: .phone, options: .island)
    #expect(layout.frame.y == 11)
    #expect(layout.frame.height == 844 - 34 - 2 * 11)
    #expect(layout.isShrunk)
  }

  @Test func anIslandEntersFromAboveTheScreen() throws {
    let layout = try PopupLayout(size: Self.pill, on: .phone, options: .island)
    #expect(layout.enterFrame.y == -37)
    #expect(layout.exitFrame.y == -37)
  }
}
