import PopupCore
import PopupPresentation
import PopupProgress
import PopupTesting
import Testing

extension PopupScenario where Kind == ProgressToast {
  /// Steps from the test's toast (its grace and what a success inside it does), then every
  /// effect but announcements, whether it shows, its progress and the ending.
  static func scenario(
    name: String, grace: Duration = .milliseconds(500), successInGrace: ProgressToast.SuccessInGrace = .show,
    steps: [PopupStep<ProgressToast.Event>], effects: [PopupEffect<ProgressToast.Output>], isShown: Bool,
    progress: Double? = nil, ending: DismissReason? = nil
  ) -> Self {
    PopupScenario(
      name, configuration: ProgressToastTests.configuration(grace: grace, successInGrace: successInGrace),
      steps: steps, expected: .unchecked, ending: ending,
      checks: [
        .played(
          "every effect but announcements",
          { $0.effects.filter { if case .announce = $0 { false } else { true } } }, effects),
        .state("showing", \.isShown, isShown), .state("the progress", \.progress, progress),
      ])
  }
}

@Suite("Progress toast", .watchdog)
struct ProgressToastTests {
  static func configuration(
    grace: Duration = .milliseconds(500), successInGrace: ProgressToast.SuccessInGrace = .show
  ) -> ProgressToast.Configuration {
    .init(title: "Uploading", grace: grace, successInGrace: successInGrace)
  }

  static let cases: [PopupScenario<ProgressToast>] = [
    .scenario(
      name: "stay hidden: success within the grace never shows", successInGrace: .stayHidden,
      steps: [.wait(.milliseconds(200)), .send(.succeeded(nil)), .wait(.seconds(5))],
      effects: [.dismiss(.programmatic)], isShown: false, ending: .programmatic),
    .scenario(
      name: "stay hidden: success at the presentation never shows", successInGrace: .stayHidden,
      steps: [.send(.progressed(1)), .send(.succeeded(nil))],
      effects: [.dismiss(.programmatic)], isShown: false, progress: 1, ending: .programmatic),
    .scenario(
      name: "show (the default): success within the grace shows at once",
      steps: [.wait(.milliseconds(200)), .send(.succeeded(nil))],
      effects: [.haptic(.success)], isShown: true),
    .scenario(
      name: "show: the success stays its minimum show and its 2 s, to the instant",
      steps: [.wait(.milliseconds(200)), .send(.succeeded(nil)), .wait(.milliseconds(2499))],
      effects: [.haptic(.success)], isShown: true),
    .scenario(
      name: "show: then it dismisses by itself",
      steps: [.wait(.milliseconds(200)), .send(.succeeded(nil)), .wait(.milliseconds(2500))],
      effects: [.haptic(.success), .dismiss(.timeout)], isShown: true, ending: .timeout),
    .scenario(
      name: "show: a double success is one",
      steps: [.send(.succeeded(nil)), .send(.succeeded("Done")), .wait(.seconds(3))],
      effects: [.haptic(.success), .dismiss(.timeout)], isShown: true, ending: .timeout),
    .scenario(
      name: "show: the grace's end after the success changes nothing",
      steps: [.wait(.milliseconds(400)), .send(.succeeded(nil)), .wait(.milliseconds(100))],
      effects: [.haptic(.success)], isShown: true),
    .scenario(
      name: "shown at the end of the grace", steps: [.wait(.milliseconds(500))], effects: [], isShown: true),
    .scenario(
      name: "hidden a moment before the end of the grace", steps: [.wait(.milliseconds(499))], effects: [],
      isShown: false),
    .scenario(
      name: "progress never goes backwards",
      steps: [.wait(.seconds(1)), .send(.progressed(0.5)), .send(.progressed(0.3))], effects: [],
      isShown: true,
      progress: 0.5),
    .scenario(
      name: "progress is clamped", steps: [.send(.progressed(-0.2)), .send(.progressed(1.7))], effects: [],
      isShown: false, progress: 1),
    .scenario(
      name: "NaN is indeterminate", steps: [.send(.progressed(0.4)), .send(.progressed(.nan))], effects: [],
      isShown: false, progress: nil),
    .scenario(
      name: "after indeterminate a smaller value is still ignored",
      steps: [.send(.progressed(0.6)), .send(.becameIndeterminate), .send(.progressed(0.2))], effects: [],
      isShown: false, progress: nil),
    .scenario(
      name: "reset lets progress start over",
      steps: [.send(.progressed(0.6)), .send(.reset), .send(.progressed(0.2))], effects: [], isShown: false,
      progress: 0.2),
    .scenario(
      name: "success runs 2 s after shown",
      steps: [.wait(.seconds(1)), .send(.succeeded(nil)), .wait(.milliseconds(1999))],
      effects: [.haptic(.success)], isShown: true),
    .scenario(
      name: "success dismisses itself with timeout",
      steps: [.wait(.seconds(1)), .send(.succeeded(nil)), .wait(.seconds(3))],
      effects: [.haptic(.success), .dismiss(.timeout)], isShown: true, ending: .timeout),
    .scenario(
      name: "success right after showing waits out the minimum show time",
      steps: [.wait(.milliseconds(600)), .send(.succeeded(nil)), .wait(.milliseconds(2399))],
      effects: [.haptic(.success)], isShown: true),
    .scenario(
      name: "success right after showing ends 2.5 s after it showed",
      steps: [.wait(.milliseconds(600)), .send(.succeeded(nil)), .wait(.milliseconds(2400))],
      effects: [.haptic(.success), .dismiss(.timeout)], isShown: true, ending: .timeout),
    .scenario(
      name: "holding pauses the success countdown",
      steps: [.wait(.seconds(1)), .send(.succeeded(nil)), .hold, .wait(.seconds(30))],
      effects: [.haptic(.success)], isShown: true),
    .scenario(
      name: "a double success plays one haptic",
      steps: [.wait(.seconds(1)), .send(.succeeded(nil)), .send(.succeeded("Again")), .wait(.seconds(2))],
      effects: [.haptic(.success), .dismiss(.timeout)], isShown: true, ending: .timeout),
    .scenario(
      name: "a failure within the grace shows at once and stays",
      steps: [.wait(.milliseconds(100)), .send(.failed("Offline")), .wait(.seconds(60))],
      effects: [.haptic(.error)], isShown: true),
    .scenario(
      name: "progress after a failure is ignored",
      steps: [
        .wait(.seconds(1)), .send(.progressed(0.2)), .send(.failed("Offline")), .send(.progressed(0.9)),
      ],
      effects: [.haptic(.error)], isShown: true, progress: 0.2),
    .scenario(
      name: "retry goes back to indeterminate with no grace",
      steps: [.wait(.seconds(1)), .send(.progressed(0.7)), .send(.failed("Offline")), .send(.retryTapped)],
      effects: [.haptic(.error), .output(.retryRequested)], isShown: true, progress: nil),
    .scenario(
      name: "a double retry asks once",
      steps: [.wait(.seconds(1)), .send(.failed("Offline")), .send(.retryTapped), .send(.retryTapped)],
      effects: [.haptic(.error), .output(.retryRequested)], isShown: true),
    .scenario(
      name: "close ends a failure",
      steps: [.wait(.seconds(1)), .send(.failed("Offline")), .send(.closeTapped)],
      effects: [.haptic(.error), .dismiss(.tap)], isShown: true, ending: .tap),
    .scenario(
      name: "close does nothing while running", steps: [.wait(.seconds(1)), .send(.closeTapped)], effects: [],
      isShown: true),
    .scenario(
      name: "cancel asks, then the app confirms",
      steps: [.wait(.seconds(1)), .send(.cancelTapped), .send(.cancelTapped), .send(.cancelled)],
      effects: [.output(.cancelRequested), .dismiss(.programmatic)], isShown: true, ending: .programmatic),
    .scenario(
      name: "cancel during the grace does nothing", steps: [.send(.cancelTapped), .wait(.seconds(1))],
      effects: [], isShown: true),
    .scenario(
      name: "success while cancelling wins",
      steps: [.wait(.seconds(1)), .send(.cancelTapped), .send(.succeeded(nil)), .wait(.seconds(2))],
      effects: [.output(.cancelRequested), .haptic(.success), .dismiss(.timeout)], isShown: true,
      ending: .timeout),
    .scenario(
      name: "events after the end are ignored",
      steps: [
        .wait(.seconds(1)), .send(.cancelled), .send(.failed("x")), .send(.retryTapped),
        .send(.progressed(0.5)),
      ],
      effects: [.dismiss(.programmatic)], isShown: true, ending: .programmatic),
    .scenario(
      name: "a drag during the grace touches nothing", steps: [.drag, .tap, .wait(.seconds(1))], effects: [],
      isShown: true),
    .scenario(
      name: "a drag once shown dismisses", steps: [.wait(.seconds(1)), .drag], effects: [.dismiss(.drag)],
      isShown: true, ending: .drag),
    .scenario(
      name: "no grace shows on appear", grace: .zero, steps: [.send(.succeeded(nil))],
      effects: [.haptic(.success)], isShown: true),
  ]

  @Test(arguments: cases)
  func plays(_ scenario: PopupScenario<ProgressToast>) throws {
    try scenario.run()
  }

  /// Each quarter is announced once, the highest one crossed; quarters crossed while hidden
  /// are not announced late.
  @Test func quartersAreAnnouncedOnce() {
    var session = PopupSession<ProgressToast>(Self.configuration(), now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.send(.progressed(0.3), at: .milliseconds(100)) == [])
    #expect(session.advance(to: .seconds(1)) == [.announce("Uploading")])
    let announced = [0.4, 0.5, 0.55, 0.5, 0.99, 1.0, 1.0].map {
      session.send(.progressed($0), at: .seconds(2))
    }
    #expect(
      announced == [
        [], [.announce("Uploading: 50%")], [], [], [.announce("Uploading: 75%")],
        [.announce("Uploading: 100%")],
        [],
      ])
  }

  @Test(arguments: [
    // (first progress, seconds later, second progress, seconds after that, text)
    (0.2, 2.0, 0.4, 0.0, "About 6 s left"),
    (0.2, 2.0, 0.4, 3.0, "About 3 s left"),
    (0.2, 2.0, 0.4, 5.5, "Almost done"),
    (0.2, 2.0, 0.4, 60.0, "Almost done"),
    (0.0, 10.0, 0.05, 0.0, "About 4 min left"),
    (0.1, 10.0, 0.5, 0.0, "About 13 s left"),
    // Half done after x seconds: x seconds left, at each boundary of how it is said.
    (0.0, 1.0, 0.5, 0.0, "Almost done"), (0.0, 2.0, 0.5, 0.0, "About 2 s left"),
    (0.0, 89.0, 0.5, 0.0, "About 89 s left"), (0.0, 90.0, 0.5, 0.0, "About 2 min left"),
    (0.0, 120.0, 0.5, 0.0, "About 2 min left"), (0.0, 121.0, 0.5, 0.0, "About 3 min left"),
    // A second exactly since the first progress is enough to go on.
    (0.2, 1.0, 0.4, 0.0, "About 3 s left"),
  ])
  func theEstimateReadsAsPeopleSayIt(
    first: Double, elapsed: Double, second: Double, after: Double, text: String
  ) {
    var state = ProgressToast.makeState(Self.configuration(), now: .zero)
    let start = PopupTime.zero
    _ = ProgressToast.reduce(&state, .progressed(first), now: start)
    let later = PopupTime(
      local: .zero, wall: .scriptOrigin + .milliseconds(Int64(elapsed * 1000)))
    _ = ProgressToast.reduce(&state, .progressed(second), now: later)
    #expect(state.estimateText(at: later.wall + .milliseconds(Int64(after * 1000))) == text)
  }

  /// At most the four quarters are announced, and progress stays within 0...1 at its highest:
  /// past either, the kind's invariants break.
  @Test(arguments: [(4, 0.5, 0.5, false), (5, 0.5, 0.5, true), (0, 1.5, 1.5, true), (0, 0.25, 0.5, true)])
  func theInvariantsHoldQuartersAndProgress(quarters: Int, progress: Double, highest: Double, broken: Bool) {
    var state = ProgressToast.makeState(Self.configuration(), now: .zero)
    state.announcedQuarters = quarters
    state.progress = progress
    state.highest = highest
    #expect(ProgressToast.invariantViolations(in: state, now: .zero).isEmpty == !broken)
  }

  /// Once the work is over, a late failure changes nothing: a succeeded toast stays succeeded.
  @Test func aFailureAfterSuccessIsIgnored() {
    var state = ProgressToast.makeState(Self.configuration(), now: .zero)
    _ = ProgressToast.reduce(&state, .succeeded("Uploaded"), now: .zero)
    let before = state
    #expect(ProgressToast.reduce(&state, .failed("Lost"), now: .zero).isEmpty)
    #expect(state == before)
  }

  /// An ended toast answers every event with nothing and stays as it was.
  @Test func anEndedToastIgnoresEveryEvent() {
    var state = ProgressToast.makeState(Self.configuration(), now: .zero)
    _ = ProgressToast.reduce(&state, .progressed(0.4), now: .zero)
    state.isEnded = true
    let before = state
    for event in ProgressToast.exampleEvents {
      #expect(ProgressToast.reduce(&state, event, now: .zero).isEmpty, "\(event)")
      #expect(state == before, "\(event)")
    }
  }

  /// While it cancels, the toast keeps its bar and says it is cancelling.
  @Test func aCancellingToastSaysSo() {
    var session = PopupSession<ProgressToast>(Self.configuration(), now: .zero)
    _ = session.appear(at: .zero)
    _ = session.send(.progressed(0.4), at: .zero)
    _ = session.advance(to: .seconds(1))
    _ = session.send(.cancelTapped, at: .seconds(1))
    #expect(session.state.phase == .cancelling)
    let nodes = Array(session.render(at: .seconds(1)).allNodes)
    #expect(nodes.contains { if case .progress(fraction: 0.4, _) = $0 { true } else { false } })
    #expect(nodes.contains { if case .text("Cancelling…", .caption) = $0 { true } else { false } })
  }

  @Test func noEstimateWithoutEnoughToGoOn() {
    var state = ProgressToast.makeState(Self.configuration(), now: .zero)
    #expect(state.estimateText(at: .scriptOrigin) == nil)
    _ = ProgressToast.reduce(&state, .progressed(0.2), now: .zero)
    let halfASecond = PopupTime(local: .zero, wall: .scriptOrigin + .milliseconds(500))
    _ = ProgressToast.reduce(&state, .progressed(0.3), now: halfASecond)
    #expect(state.estimateText(at: halfASecond.wall) == nil)
    let twoSeconds = PopupTime(local: .zero, wall: .scriptOrigin + .seconds(2))
    _ = ProgressToast.reduce(&state, .progressed(0.4), now: twoSeconds)
    #expect(state.estimateText(at: twoSeconds.wall) == "About 6 s left")
    _ = ProgressToast.reduce(&state, .becameIndeterminate, now: twoSeconds)
    #expect(state.estimateText(at: twoSeconds.wall) == nil)
    _ = ProgressToast.reduce(&state, .progressed(0.5), now: twoSeconds)
    #expect(state.estimateText(at: twoSeconds.wall) == nil)
  }

  @Test func aRateTooSlowToMeasureShowsNoEstimate() {
    var state = ProgressToast.makeState(Self.configuration(), now: .zero)
    _ = ProgressToast.reduce(&state, .progressed(0), now: .zero)
    let later = PopupTime(local: .zero, wall: .scriptOrigin + .seconds(1))
    _ = ProgressToast.reduce(&state, .progressed(.leastNonzeroMagnitude), now: later)
    #expect(state.estimateText(at: later.wall) == nil)
  }

  @Test func theRenderIsEmptyDuringTheGraceAndShowsTheStatusAfter() {
    var session = PopupSession<ProgressToast>(Self.configuration(), now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.render(at: .milliseconds(100)) == .vstack([]))
    _ = session.advance(to: .seconds(1))
    _ = session.send(.progressed(0.4), at: .seconds(1))
    let running = session.render(at: .seconds(1)).allNodes
    #expect(running.contains(.progress(fraction: 0.4, accessibilityLabel: "Uploading, 40 percent")))
    #expect(running.contains { $0.accessibilityLabel == "Cancel Uploading" })
    _ = session.send(.cancelTapped, at: .seconds(1))
    let cancelling = session.render(at: .seconds(1)).allNodes
    #expect(cancelling.contains(.text("Cancelling…", role: .caption)))
    #expect(!cancelling.contains { $0.accessibilityLabel == "Cancel Uploading" })
  }

  @Test func aStoreSeesTheWholeUpload() {
    let store = PopupTestStore<ProgressToast>(Self.configuration())
    store.advance(by: .milliseconds(500)) { $0.shownAt = .milliseconds(500) }
    store.receive(.announce("Uploading"))
    store.send(.progressed(0.25)) {
      $0.progress = 0.25
      $0.highest = 0.25
      $0.announcedQuarters = 1
      let sample = ProgressToast.Sample(fraction: 0.25, wall: .scriptOrigin + .milliseconds(500))
      $0.firstSample = sample
      $0.latestSample = sample
    }
    store.receive(.announce("Uploading: 25%"))
    store.send(.succeeded("Uploaded")) {
      $0.phase = .succeeded(message: "Uploaded")
      $0.successCountdown = Countdown(duration: .seconds(2), startingAt: .seconds(1))
    }
    store.receive(.haptic(.success))
    store.receive(.announce("Uploaded"))
    store.advance(by: .milliseconds(2499))
    store.advance(by: .milliseconds(1)) { $0.isEnded = true }
    store.receive(.dismiss(.timeout))
  }
}
