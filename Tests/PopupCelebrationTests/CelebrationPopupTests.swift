import PopupCelebration
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

extension PopupScenario where Kind == CelebrationPopup {
  /// Steps from the test's celebration (Reduce Motion and the burst's length as given), then
  /// the bursts alive, whether particles show, every effect and the ending.
  static func scenario(
    name: String, reduceMotion: Bool = false, burstLength: Duration = .milliseconds(2500),
    steps: [PopupStep<CelebrationPopup.Event>], bursts: Int, particlesShow: Bool,
    effects: [PopupEffect<CelebrationPopup.Output>], ending: DismissReason? = nil
  ) -> Self {
    var configuration = CelebrationPopupTests.configuration
    configuration.reduceMotion = reduceMotion
    configuration.burstLength = burstLength
    return PopupScenario(
      name, configuration: configuration, steps: steps, expected: .effects(effects), ending: ending,
      checks: [
        .state("the bursts alive", \.bursts.count, bursts),
        .played(
          "particles showing",
          {
            $0.session.render(at: $0.now).allNodes.contains {
              if case .particles = $0 { true } else { false }
            }
          },
          particlesShow),
      ])
  }
}

@Suite("Celebration", .watchdog)
struct CelebrationPopupTests {
  /// The app's haptic plays in place of the celebration's own success on appearing, never
  /// beside it; without one, the kind's own plays.
  @Test(arguments: [(PopupHaptic?.none, PopupHaptic.success), (.warning, .warning), (.light, .light)])
  func oneHapticOnAppearingTheAppsInPlaceOfTheKinds(app: PopupHaptic?, played: PopupHaptic) {
    var options = CelebrationPopup.defaultPresentation
    options.haptic = app
    var session = PopupSession<CelebrationPopup>(Self.configuration, options: options, now: .zero)
    let haptics = session.appear(at: .zero).compactMap { effect -> PopupHaptic? in
      if case .haptic(let haptic) = effect { haptic } else { nil }
    }
    #expect(haptics == [played])
  }

  static let configuration = CelebrationPopup.Configuration(title: "Level up!", message: "Level 5.", seed: 7)
  static let appeared: [PopupEffect<CelebrationPopup.Output>] = [.haptic(.success), .announce("Level up!")]

  static let cases: [PopupScenario<CelebrationPopup>] = [
    .scenario(
      name: "fresh: a burst flies", steps: [], bursts: 1, particlesShow: true, effects: appeared),
    .scenario(
      name: "mid-burst", steps: [.wait(.milliseconds(500))], bursts: 1, particlesShow: true, effects: appeared
    ),
    .scenario(
      name: "the burst settles at its length", steps: [.wait(.milliseconds(2500))], bursts: 0,
      particlesShow: false, effects: appeared),
    .scenario(
      name: "reduce motion: no burst at all", reduceMotion: true, steps: [.wait(.milliseconds(500))],
      bursts: 0,
      particlesShow: false, effects: appeared),
    .scenario(
      name: "reduce motion on mid-burst clears it at once",
      steps: [.wait(.milliseconds(500)), .send(.reduceMotionChanged(true))], bursts: 0, particlesShow: false,
      effects: appeared),
    .scenario(
      name: "reduce motion off starts no burst",
      steps: [.send(.reduceMotionChanged(true)), .send(.reduceMotionChanged(false))], bursts: 0,
      particlesShow: false, effects: appeared),
    .scenario(
      name: "again within the cooldown does nothing",
      steps: [.wait(.milliseconds(999)), .send(.againTapped)],
      bursts: 1, particlesShow: true, effects: appeared),
    .scenario(
      name: "again at the cooldown replays", steps: [.wait(.seconds(1)), .send(.againTapped)], bursts: 2,
      particlesShow: true, effects: appeared + [.haptic(.light)]),
    .scenario(
      name: "double again: one replay",
      steps: [.wait(.seconds(2)), .send(.againTapped), .send(.againTapped)],
      bursts: 2, particlesShow: true, effects: appeared + [.haptic(.light)]),
    .scenario(
      name: "the cooldown counts from the last burst",
      steps: [
        .wait(.seconds(1)), .send(.againTapped), .wait(.seconds(1)), .send(.againTapped),
        .wait(.milliseconds(400)),
        .send(.againTapped),
      ],
      bursts: 3, particlesShow: true, effects: appeared + [.haptic(.light), .haptic(.light)]),
    .scenario(
      name: "at most three bursts alive", burstLength: .seconds(5),
      steps: [
        .wait(.seconds(1)), .send(.againTapped), .wait(.seconds(1)), .send(.againTapped), .wait(.seconds(1)),
        .send(.againTapped), .wait(.milliseconds(1999)), .send(.againTapped), .wait(.milliseconds(1)),
        .send(.againTapped),
      ],
      bursts: 3, particlesShow: true,
      effects: appeared + [.haptic(.light), .haptic(.light), .haptic(.light)]),
    .scenario(
      name: "continue", steps: [.send(.continueTapped), .send(.continueTapped), .send(.againTapped)],
      // The kind stops its bursts, but the exit draws what was on screen, confetti and all.
      bursts: 0,
      particlesShow: true, effects: appeared + [.output(.continued), .dismiss(.tap)], ending: .tap),
    .scenario(
      name: "close says nothing", steps: [.send(.closeTapped), .send(.continueTapped)], bursts: 0,
      particlesShow: true, effects: appeared + [.dismiss(.tap)], ending: .tap),
    .scenario(
      // The host ended it, not the kind: its exit draws the last tree, confetti and all.
      name: "dismiss during the entrance", steps: [.dismiss, .send(.continueTapped)], bursts: 1,
      particlesShow: true, effects: appeared + [.dismiss(.programmatic)], ending: .programmatic),
  ]

  @Test func theDevicesReduceMotionCalmsTheConfettiBeforeItStartsAndWhileItFlies() {
    var calm = PopupSession<CelebrationPopup>(Self.configuration, now: .zero)
    _ = calm.setAccessibility(PopupAccessibility(reducesMotion: true), at: .zero)
    _ = calm.appear(at: .zero)
    #expect(calm.state.reduceMotion && calm.state.bursts.isEmpty)
    var flying = PopupSession<CelebrationPopup>(Self.configuration, now: .zero)
    _ = flying.appear(at: .zero)
    #expect(flying.state.bursts.count == 1)
    _ = flying.setAccessibility(PopupAccessibility(reducesMotion: true), at: .milliseconds(300))
    #expect(flying.state.reduceMotion && flying.state.bursts.isEmpty)
    #expect(flying.enterDuration == PopupMotion.fadeDuration)
    // Through a center: a celebration presented after the setting hears it as it appears.
    var center = PopupCenter()
    _ = center.setAccessibility(PopupAccessibility(reducesMotion: true), at: .zero)
    _ = center.present(CelebrationPopup.self, id: "c", Self.configuration, at: .zero)
    let presented = center.session(of: "c", as: CelebrationPopup.self)
    #expect(presented?.state.reduceMotion == true && presented?.state.bursts.isEmpty == true)
  }

  @Test(arguments: cases)
  func plays(_ scenario: PopupScenario<CelebrationPopup>) throws {
    try scenario.run()
  }

  @Test func confettiIsAPureFunctionOfSeedAndTime() {
    let burst = Confetti(seed: 7, count: 40)
    #expect(burst.particles(after: .milliseconds(500)) == burst.particles(after: .milliseconds(500)))
    #expect(
      burst.particles(after: .milliseconds(500))
        != Confetti(seed: 8, count: 40).particles(after: .milliseconds(500)))
    #expect(burst.particles(after: .milliseconds(-1)).isEmpty)
    #expect(burst.particles(after: .zero).count == 40)
    #expect(burst.particles(after: .seconds(5)).isEmpty)
    for particle in burst.particles(after: .milliseconds(300)) {
      #expect((0...1).contains(particle.x) && (0...1).contains(particle.y))
      #expect((0..<360).contains(particle.rotation))
      #expect((0..<Confetti.colorCount).contains(particle.colorIndex))
    }
    #expect(Confetti(seed: 1, count: -3).particles(after: .zero).isEmpty)
  }

  @Test func appearingAgainAfterAPreemptionPlaysNothing() {
    var session = PopupSession<CelebrationPopup>(Self.configuration, now: .zero)
    #expect(session.appear(at: .zero) == Self.appeared)
    _ = session.suspend(at: .milliseconds(200))
    #expect(session.appear(at: .seconds(9)) == [])
    #expect(session.state.bursts.count == 1)
    #expect(session.nextDeadline == .milliseconds(11_300))
  }

  @Test func theHeroSpringsInOrFadesIn() {
    var state = CelebrationPopup.makeState(Self.configuration, now: .zero)
    _ = CelebrationPopup.appear(&state, .first, now: .zero)
    #expect(abs(state.heroScale(at: .zero) - 0.3) < 1e-9)
    #expect((0..<300).map { state.heroScale(at: .milliseconds(Int64($0 * 2))) }.max()! > 1)
    #expect(state.heroScale(at: .milliseconds(600)) == 1)
    #expect(state.heroOpacity(at: .zero) == 1)
    _ = CelebrationPopup.reduce(&state, .reduceMotionChanged(true), now: .zero)
    #expect(state.heroScale(at: .zero) == 1)
    #expect(state.heroOpacity(at: .milliseconds(300)) == 0.5)
  }

  @Test(arguments: [
    (Duration.seconds(9), Duration.seconds(5)), (.seconds(-1), .zero), (.seconds(2), .seconds(2)),
  ])
  func aBurstNeverFliesOverFiveSeconds(requested: Duration, kept: Duration) {
    #expect(
      CelebrationPopup.Configuration(title: "", message: "", burstLength: requested).burstLength == kept)
  }

  @Test func aStoreSeesEveryStep() {
    let store = PopupTestStore<CelebrationPopup>(Self.configuration)
    store.receive(.haptic(.success))
    store.receive(.announce("Level up!"))
    store.advance(by: .seconds(1))
    store.send(.againTapped) {
      $0.bursts.append(.seconds(1))
      $0.lastBurstStart = .seconds(1)
    }
    store.receive(.haptic(.light))
    store.advance(by: .milliseconds(1500)) { $0.bursts = [.seconds(1)] }
    store.advance(by: .seconds(1)) { $0.bursts = [] }
    store.send(.continueTapped) { $0.isEnded = true }
    store.receive(output: .continued)
    store.receive(.dismiss(.tap))
  }
}
