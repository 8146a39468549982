import PopupCore
import PopupPresentation
import PopupUndo
import Testing

@Suite("Entrance and exit")
struct PopupTransitionTests {
  /// An undo toast slides in for 300 ms and out for 250 ms.
  static func toast() -> PopupSession<UndoToast> {
    var session = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = session.appear(at: .zero)
    return session
  }

  @Test func phasesComeInOrderAndTimingIsUnchanged() {
    var session = Self.toast()
    #expect(session.phase(at: .zero) == .entering)
    #expect(session.phase(at: .milliseconds(299)) == .entering)
    #expect(session.phase(at: .milliseconds(300)) == .presented)
    #expect(session.advance(to: .seconds(5)) == [.output(.expired), .dismiss(.timeout)])
    #expect(session.phase(at: .seconds(5)) == .exiting(.timeout))
    #expect(session.phase(at: .milliseconds(5249)) == .exiting(.timeout))
    #expect(session.phase(at: .milliseconds(5250)) == .gone(.timeout))
    let changes = session.phases(from: .zero, through: .seconds(6)).map(\.phase)
    #expect(changes == [.entering, .presented, .exiting(.timeout), .gone(.timeout)])
  }

  @Test func aDismissalDuringTheEntranceExitsFromWhereItIsExactlyOnce() {
    var session = Self.toast()
    #expect(session.dismiss(.drag, at: .milliseconds(150)) == [.dismiss(.drag)])
    #expect(session.dismiss(.tap, at: .milliseconds(160)) == [])
    let start = session.transition(at: .milliseconds(150))
    #expect(start.phase == .exiting(.drag))
    #expect(start.visibility == 0.5)
    // Half shown, so half the 250 ms exit.
    #expect(session.phase(at: .milliseconds(274)) == .exiting(.drag))
    #expect(session.phase(at: .milliseconds(275)) == .gone(.drag))
    #expect(session.endReason == .drag)
  }

  @Test func aDismissalBeforeAppearingIsGoneAtOnce() {
    var session = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    #expect(session.phase(at: .zero) == .waiting)
    _ = session.dismiss(at: .seconds(1))
    #expect(session.phase(at: .seconds(1)) == .gone(.programmatic))
  }

  @Test func reduceMotionMakesEveryPresetAFade() {
    for preset in PopupMotion.Preset.allCases {
      let motion = PopupMotion(preset, enterEdge: .bottom, exitEdge: .top)
      for visibility in stride(from: 0.0, through: 1, by: 0.25) {
        let look = motion.look(visibility: visibility, isEntering: true, reducesMotion: true)
        #expect(look == PopupLook(travel: 0, opacity: visibility, scale: 1))
      }
    }
    var session = Self.toast()
    session.reducesMotion = true
    #expect(session.phase(at: .milliseconds(199)) == .entering)
    #expect(session.phase(at: .milliseconds(200)) == .presented)
  }

  @Test(arguments: PopupMotion.Preset.allCases)
  func everyPresetStartsHiddenAndEndsAtRest(preset: PopupMotion.Preset) {
    let motion = PopupMotion(preset, enterEdge: .bottom)
    #expect(motion.look(visibility: 1, isEntering: true, reducesMotion: false) == .shown)
    let start = motion.look(visibility: 0, isEntering: true, reducesMotion: false)
    #expect(start.travel == 1)
    #expect(motion.exitDuration <= motion.enterDuration)
  }

  @Test func theLayoutGivesTheFrameAtEachLook() throws {
    let layout = try PopupLayout(
      size: PopupSize(width: 300, height: 100), on: .phone, options: .toast(.bottom))
    var session = Self.toast()
    #expect(layout.frame(for: session.transition(at: .zero).look, isEntering: true) == layout.enterFrame)
    #expect(layout.frame(for: session.transition(at: .seconds(1)).look, isEntering: true) == layout.frame)
    _ = session.dismiss(at: .seconds(2))
    let leaving = layout.frame(for: session.transition(at: .milliseconds(2125)).look, isEntering: false)
    #expect(leaving.minY > layout.frame.minY && leaving.minY < layout.exitFrame.minY)
  }

  @Test func kindsHaveSensibleDefaults() {
    #expect(UndoToast.defaultPresentation.placement == .toast(.bottom))
    #expect(UndoToast.defaultPresentation.scrim.passesTouchesThrough)
    #expect(PopupSession<UndoToast>(.init(message: "x"), now: .zero).options == .toast(.bottom))
  }
}
