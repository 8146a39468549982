import PopupCapsule
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The capsule as an island: a black pill where the Dynamic Island is, its compact activity
/// one row that opens it.
@Suite("Live capsule: the island", .watchdog)
struct LiveCapsuleIslandTests {
  static func session() -> PopupSession<LiveCapsule> {
    let pasta = LiveCapsule.Activity(id: "pasta", symbol: "timer", label: "Pasta")
    var session = PopupSession<LiveCapsule>(.init(activities: [pasta]), now: .zero)
    _ = session.appear(at: .zero)
    return session
  }

  @Test func theCompactActivityIsOneIslandPillThatOpensIt() throws {
    let tree = Self.session().render(at: .zero)
    guard case .card(let style, let children) = tree,
      case .tappable(let row, let label, let action) = children.first
    else {
      Issue.record("not an island card holding one tappable row: \(tree)")
      return
    }
    #expect(style == .island)
    #expect(children.count == 1)
    #expect(label == "Pasta")
    #expect(action == LiveCapsule.action(.activityTapped("pasta")))
    #expect(row == .hstack([.icon("timer"), .text("Pasta", role: .body)]))
  }

  @Test func itSitsWhereTheIslandIsA37PointPill() {
    let frame = Self.session().frame(at: .seconds(5))
    #expect(frame.placement.frame.y == PopupPresentationOptions.Placement.islandTop)
    #expect(frame.placement.frame.height == 37)
    #expect(frame.style == .island)
  }
}
