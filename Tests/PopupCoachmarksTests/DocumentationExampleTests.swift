import PopupCoachmarks
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupCoachmarks/PopupCoachmarks.docc/PopupCoachmarks.md`.
@Suite("CoachmarkTour: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func aOneStepTourPointsAtItsTargetThenFinishes() {
    var session = PopupSession<CoachmarkTour>(
      .single(
        target: "share", title: "Share", message: "Send it to a friend.",
        frame: PopupRect(x: 330, y: 52, width: 44, height: 44)),
      now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.send(.startTapped, at: .zero) == [.announce("Step 1 of 1: Share")])
    let placement = session.frame(at: .zero).placement
    #expect(placement.spotlight == PopupRect(x: 322, y: 44, width: 60, height: 60))
    #expect(placement.arrow?.pointing == .up)
    #expect(
      session.send(.nextTapped, at: .seconds(1)) == [.output(.finished(completed: true)), .dismiss(.tap)])
  }

  /// The defaults and numbers the article's Configuration section gives.
  @Test func theConfigurationTableHolds() {
    let configuration = CoachmarkTour.Configuration(
      steps: [.init(target: "share", title: "Share", message: "Send it to a friend.")])
    #expect(configuration.targets.isEmpty)
    #expect(configuration.screen == PopupSize(width: 390, height: 844))
    #expect(configuration.padding == 8)
    #expect(configuration.calloutSize == PopupSize(width: 280, height: 120))
    #expect(configuration.showsSpotlight)
    let layout = CoachmarkLayout(
      target: PopupRect(x: 330, y: 52, width: 44, height: 44), screen: PopupSize(width: 390, height: 844))
    #expect(layout.spotlight == PopupRect(x: 322, y: 44, width: 60, height: 60))
    #expect(layout.placement == .below)
  }
}
