import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

@Suite("Entrance and exit", .watchdog)
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

  /// How traces print each phase: a word per phase, the reason after an exit or an ending.
  @Test(arguments: [
    (PopupPhase.waiting, "waiting"), (.entering, "entering"), (.presented, "presented"),
    (.exiting(.timeout), "exiting: timeout"), (.gone(.tap), "gone: tap"),
  ])
  func eachPhaseIsPrintedByItsOwnName(phase: PopupPhase, printed: String) {
    #expect(phase.description == printed)
  }

  @Test func aDismissalDuringTheEntranceExitsFromWhereItIsExactlyOnce() {
    var session = Self.toast()
    #expect(session.dismiss(.drag, at: .milliseconds(150)) == [.dismiss(.drag)])
    #expect(session.dismiss(.tap, at: .milliseconds(160)) == [])
    let start = session.transition(at: .milliseconds(150))
    #expect(start.phase == .exiting(.drag))
    // Half the entrance's time, but 87.5 % of its eased way in (1 − 0.5³): that share of
    // the 250 ms exit, 218.75 ms.
    #expect(start.visibility == 0.875)
    #expect(session.exitShare == 0.875)
    #expect(session.phase(at: .zero + .microseconds(368_749)) == .exiting(.drag))
    #expect(session.phase(at: .zero + .microseconds(368_750)) == .gone(.drag))
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

/// Seed 001's presets: `.snappy`, `.bouncy`, `.gentle` are springs, `.elastic` is scale +
/// blur + fade, `.drop` falls from above, and `.custom` is the app's own.
@Suite("Motion presets", .watchdog)
struct MotionPresetTests {
  /// The entrance curve sampled at a thousand points.
  static func samples(_ motion: PopupMotion) -> [PopupLook] {
    (0...1000).map { motion.look(visibility: Double($0) / 1000, isEntering: true, reducesMotion: false) }
  }

  @Test(arguments: [
    (PopupMotion.Preset.snappy, true), (.bouncy, true), (.elastic, true), (.gentle, false), (.zoom, false),
    (.slideFade, false), (.drop, false),
  ])
  func springsThatBounceOvershootAndTheOthersNever(preset: PopupMotion.Preset, overshoots: Bool) {
    let looks = Self.samples(PopupMotion(preset, enterEdge: .bottom))
    let deepest = looks.map(\.travel).min() ?? 0
    #expect((deepest < -1e-6) == overshoots)
    #expect(looks.first?.travel == 1)
    #expect(looks.last == .shown)
  }

  /// A spring comes to rest at the end of the entrance with no jump: the last instants before
  /// the end are where the end is.
  @Test(arguments: [PopupMotion.Preset.snappy, .bouncy, .gentle, .elastic])
  func aSpringEndsWithoutAJump(preset: PopupMotion.Preset) {
    let motion = PopupMotion(preset, enterEdge: .bottom)
    let last = motion.look(visibility: 0.9999, isEntering: true, reducesMotion: false)
    #expect(abs(last.travel) < 1e-3)
  }

  @Test func aBouncierSpringOvershootsMore() {
    let overshoot = { (preset: PopupMotion.Preset) in
      -(Self.samples(PopupMotion(preset, enterEdge: .bottom)).map(\.travel).min() ?? 0)
    }
    #expect(overshoot(.snappy) < overshoot(.bouncy))
    #expect(overshoot(.bouncy) < overshoot(.elastic))
  }

  @Test func elasticScalesShedsABlurAndFades() {
    let looks = Self.samples(PopupMotion(.elastic))
    #expect(looks[0].scale == 0.7 && looks[0].blur == 12 && looks[0].opacity == 0)
    #expect(zip(looks, looks.dropFirst()).allSatisfy { $0.blur >= $1.blur && $0.opacity <= $1.opacity })
    #expect(looks.last == .shown)
    var session = PopupSession<RatingPrompt>(
      .init(appName: "Orbit"), options: .init(motion: PopupMotion(.elastic)), now: .zero)
    _ = session.appear(at: .zero)
    let mid = session.frame(at: .milliseconds(100)).motion
    #expect(mid.blur > 0 && mid.blur < 12)
    #expect(session.frame(at: .milliseconds(700)).motion.blur == 0)
  }

  /// A drop falls from above the screen with no edge given, and from the edge when one is.
  @Test(arguments: [(PopupEdge?.none, true), (.top, true), (.bottom, false)])
  func aDropFallsFromAbove(edge: PopupEdge?, fromAbove: Bool) throws {
    let options = PopupPresentationOptions(placement: .center, motion: PopupMotion(.drop, enterEdge: edge))
    let layout = try PopupLayout(size: PopupSize(width: 300, height: 100), on: .phone, options: options)
    #expect((layout.enterFrame.maxY <= 0) == fromAbove)
  }

  @Test(arguments: [
    (PopupMotion.Custom.Curve.linear, Double?.some(0.5)), (.easeOut, 0.875), (.spring(bounce: 0), nil),
  ])
  func aCustomMotionIsTheAppsOwn(curve: PopupMotion.Custom.Curve, halfway: Double?) {
    let custom = PopupMotion.Custom(
      enterDuration: .milliseconds(800), exitDuration: .milliseconds(100), curve: curve, scale: 0.5,
      fades: false,
      blur: 4)
    let motion = PopupMotion.custom(custom, enterEdge: .bottom)
    #expect(motion.preset == .custom)
    #expect(motion.enterDuration == .milliseconds(800) && motion.exitDuration == .milliseconds(100))
    let start = motion.look(visibility: 0, isEntering: true, reducesMotion: false)
    #expect(start.scale == 0.5 && start.blur == 4 && start.opacity == 0)
    let middle = motion.look(visibility: 0.5, isEntering: true, reducesMotion: false)
    #expect(middle.opacity == 1)
    if let halfway { #expect(abs((1 - middle.travel) - halfway) < 1e-12) }
    #expect(motion.look(visibility: 1, isEntering: true, reducesMotion: false) == .shown)
    // Reduce Motion still makes it a fade.
    #expect(
      motion.look(visibility: 0.5, isEntering: true, reducesMotion: true)
        == PopupLook(travel: 0, opacity: 0.5, scale: 1))
  }

  /// Values a host might pass by mistake: a custom motion keeps to what can be drawn.
  @Test func badCustomValuesAreNone() {
    let custom = PopupMotion.Custom(
      enterDuration: .seconds(-1), curve: .spring(bounce: .nan), scale: .infinity, blur: -3)
    #expect(
      custom.enterDuration == .zero && custom.exitDuration == .zero && custom.scale == 1 && custom.blur == 0)
    let looks = MotionPresetTests.samples(.custom(custom))
    #expect(looks.allSatisfy { $0.travel.isFinite && $0.scale.isFinite && $0.blur.isFinite })
    // The preset with no custom value given is a plain 300 ms fade.
    #expect(PopupMotion(.custom).enterDuration == .milliseconds(300))
  }
}
