import PopupCapsule
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

extension PopupScenario where Kind == LiveCapsule {
  /// Steps from a presented capsule with no activity yet, then the outputs, the activity in
  /// the compact view, the one expanded and the ending.
  static func scenario(
    name: String, steps: [PopupStep<LiveCapsule.Event>], outputs: [LiveCapsule.Output],
    compact: String? = nil,
    expanded: String? = nil, ending: DismissReason? = nil
  ) -> Self {
    PopupScenario(
      name, configuration: .init(activities: []), steps: steps, expected: .outputs(outputs), ending: ending,
      checks: [
        .state("the compact activity", { $0.compact?.activity.id }, compact),
        .state("the expanded activity", { $0.expansion?.id }, expanded),
      ])
  }
}

typealias Capsule = LiveCapsule

/// Instants as the scripts write them: seconds from the start of the run.
func at(_ seconds: Int64) -> PopupWallInstant { .scriptOrigin + .seconds(seconds) }

func start(_ id: String, relevance: Double = 0, staleAt: Int64? = nil) -> PopupStep<Capsule.Event> {
  .send(.started(.init(id: id, label: id.uppercased(), relevance: relevance, staleAt: staleAt.map(at))))
}

func update(_ id: String, _ label: String, at seconds: Int64, alert: Bool = false, staleAt: Int64? = nil)
  -> PopupStep<Capsule.Event>
{
  .send(
    .updated(.init(id: id, label: label, timestamp: at(seconds), isAlert: alert, staleAt: staleAt.map(at))))
}

func end(_ id: String, _ policy: Capsule.EndPolicy = .default) -> PopupStep<Capsule.Event> {
  .send(.ended(.init(id: id, label: "done", policy: policy)))
}

@Suite("Live capsule", .watchdog)
struct LiveCapsuleTests {
  static let cases: [PopupScenario<LiveCapsule>] = [
    .scenario(
      name: "a long press expands", steps: [start("a"), .send(.longPressed("a"))],
      outputs: [.expanded(id: "a")],
      compact: "a", expanded: "a"),
    .scenario(
      name: "a double long press expands once",
      steps: [start("a"), .send(.longPressed("a")), .send(.longPressed("a"))], outputs: [.expanded(id: "a")],
      compact: "a", expanded: "a"),
    .scenario(
      name: "an outside tap collapses", steps: [start("a"), .send(.longPressed("a")), .tapOutside],
      outputs: [.expanded(id: "a"), .collapsed(id: "a")], compact: "a"),
    .scenario(
      name: "an outside tap on a compact capsule does nothing", steps: [start("a"), .tapOutside, .drag],
      outputs: [], compact: "a"),
    .scenario(
      name: "long-pressing another switches the expansion",
      steps: [start("a"), start("b"), .send(.longPressed("a")), .send(.longPressed("b"))],
      outputs: [.expanded(id: "a"), .collapsed(id: "a"), .expanded(id: "b")], compact: "a", expanded: "b"),
    .scenario(
      name: "a long press on an unknown id does nothing", steps: [start("a"), .send(.longPressed("zz"))],
      outputs: [], compact: "a"),
    .scenario(
      name: "the more relevant activity is compact",
      steps: [start("a"), start("b", relevance: 2), start("c")],
      outputs: [], compact: "b"),
    .scenario(
      name: "of equals the first started is compact",
      steps: [start("a", relevance: 1), start("b", relevance: 1)],
      outputs: [], compact: "a"),
    .scenario(
      name: "a second start of an id is ignored",
      steps: [start("a"), start("b", relevance: 1), start("a", relevance: 5)],
      outputs: [], compact: "b"),
    .scenario(
      name: "an alert expands for 4 s",
      steps: [start("a"), update("a", "x", at: 1, alert: true), .wait(.milliseconds(3999))],
      outputs: [.expanded(id: "a")], compact: "a", expanded: "a"),
    .scenario(
      name: "an alert collapses after 4 s",
      steps: [start("a"), update("a", "x", at: 1, alert: true), .wait(.seconds(4))],
      outputs: [.expanded(id: "a"), .collapsed(id: "a")], compact: "a"),
    .scenario(
      name: "a second alert within 30 s does not expand",
      steps: [
        start("a"), update("a", "x", at: 1, alert: true), .wait(.seconds(10)),
        update("a", "y", at: 2, alert: true),
      ],
      outputs: [.expanded(id: "a"), .collapsed(id: "a")], compact: "a"),
    .scenario(
      name: "an alert 30 s after the last expands again",
      steps: [
        start("a"), update("a", "x", at: 1, alert: true), .wait(.seconds(30)),
        update("a", "y", at: 2, alert: true),
      ],
      outputs: [.expanded(id: "a"), .collapsed(id: "a"), .expanded(id: "a")], compact: "a", expanded: "a"),
    .scenario(
      name: "an alert leaves a long-pressed expansion open",
      steps: [
        start("a"), .send(.longPressed("a")), update("a", "x", at: 1, alert: true), .wait(.seconds(10)),
      ],
      outputs: [.expanded(id: "a")], compact: "a", expanded: "a"),
    .scenario(
      name: "an alert after an update it predates is dropped with it",
      steps: [start("a"), update("a", "x", at: 5), update("a", "y", at: 3, alert: true)], outputs: [],
      compact: "a"),
    .scenario(
      name: "the stale instant comes while held",
      steps: [start("a", staleAt: 10), .hold, .wait(.seconds(10))], outputs: [.becameStale(id: "a")],
      compact: "a"
    ),
    .scenario(
      name: "a stale instant already past shows it stale",
      steps: [.wait(.seconds(20)), start("a", staleAt: 10)],
      outputs: [.becameStale(id: "a")], compact: "a"),
    .scenario(
      name: "an update with a later stale instant makes it fresh and stale again",
      steps: [
        start("a", staleAt: 10), .wait(.seconds(10)), update("a", "x", at: 11, staleAt: 30),
        .wait(.seconds(20)),
      ],
      outputs: [.becameStale(id: "a"), .becameStale(id: "a")], compact: "a"),
    .scenario(
      name: "an ended activity lingers 4 s",
      steps: [start("a"), start("b"), end("a"), .wait(.milliseconds(3999))], outputs: [], compact: "a"),
    .scenario(
      name: "an ended activity leaves after its linger",
      steps: [start("a"), start("b"), end("a"), .wait(.seconds(4))], outputs: [.ended(id: "a")], compact: "b"),
    .scenario(
      name: "the last activity leaving ends the capsule",
      steps: [start("a"), end("a", .immediate), start("b")], outputs: [.ended(id: "a")], compact: nil,
      ending: .programmatic),
    .scenario(
      name: "a double end ends once",
      steps: [start("a"), start("b"), end("a"), end("a"), .wait(.seconds(10))],
      outputs: [.ended(id: "a")], compact: "b"),
    .scenario(
      name: "holding pauses the linger", steps: [start("a"), end("a"), .hold, .wait(.seconds(60))],
      outputs: [],
      compact: "a"),
    .scenario(
      name: "a linger longer than 4 h is cut to 4 h",
      steps: [start("a"), start("b"), end("a", .after(.seconds(10 * 3600))), .wait(.seconds(4 * 3600))],
      outputs: [.ended(id: "a")], compact: "b"),
    .scenario(
      name: "an update after the end is dropped",
      steps: [start("a"), end("a"), update("a", "late", at: 99, alert: true)], outputs: [], compact: "a"),
    .scenario(
      name: "an activity ends itself after 8 h and lingers",
      steps: [start("a"), start("b", relevance: 1), .wait(.seconds(8 * 3600)), .wait(.seconds(4))],
      outputs: [.ended(id: "a"), .ended(id: "b")], compact: nil,
      ending: .programmatic),
    .scenario(
      name: "opening taps it", steps: [start("a"), .send(.activityTapped("a"))], outputs: [.tapped(id: "a")],
      compact: "a"
    ),
    .scenario(
      name: "opening the expanded one collapses it",
      steps: [start("a"), .send(.longPressed("a")), .send(.activityTapped("a"))],
      outputs: [.expanded(id: "a"), .tapped(id: "a"), .collapsed(id: "a")], compact: "a"),
    .scenario(
      name: "opening an unknown id does nothing", steps: [start("a"), .send(.activityTapped("b"))],
      outputs: [],
      compact: "a"),
    .scenario(
      name: "the shared tap opens the compact one", steps: [start("a"), start("b", relevance: 1), .tap],
      outputs: [.tapped(id: "b")], compact: "b"),
    .scenario(
      name: "removing the expanded one collapses it",
      steps: [start("a"), start("b"), .send(.longPressed("a")), end("a", .immediate)],
      outputs: [.expanded(id: "a"), .collapsed(id: "a"), .ended(id: "a")], compact: "b"),
  ]

  @Test(arguments: cases)
  func plays(_ scenario: PopupScenario<LiveCapsule>) throws {
    try scenario.run()
  }

  @Test func anOlderUpdateChangesNothingAndAnEqualOneApplies() {
    var state = Capsule.makeState(.init(activities: [.init(id: "a", label: "A")]), now: .zero)
    _ = Capsule.reduce(&state, .updated(.init(id: "a", label: "five", timestamp: at(5))), now: .zero)
    let afterFive = state
    #expect(
      Capsule.reduce(&state, .updated(.init(id: "a", label: "three", timestamp: at(3))), now: .zero) == [])
    #expect(state == afterFive)
    _ = Capsule.reduce(&state, .updated(.init(id: "a", label: "five again", timestamp: at(5))), now: .zero)
    #expect(state.entries[0].activity.label == "five again")
  }

  @Test func anUpdateWithoutTrailingKeepsTheTimer() {
    let timer = Capsule.Trailing.timer(.down(to: at(60)))
    var state = Capsule.makeState(
      .init(activities: [.init(id: "a", label: "A", trailing: timer)]), now: .zero)
    _ = Capsule.reduce(&state, .updated(.init(id: "a", label: "B", timestamp: at(1))), now: .zero)
    #expect(state.entries[0].activity.trailing == timer)
    #expect(state.entries[0].activity.label == "B")
  }

  @Test(arguments: [
    (Capsule.LiveTimer.down(to: at(480)), Int64(0), "8:00"),
    (.down(to: at(480)), 1, "7:59"),
    (.down(to: at(3)), 5, "0:00"),
    (.up(from: at(0)), 42, "0:42"),
    (.up(from: at(0)), 3723, "1:02:03"),
    (.up(from: at(10)), 5, "0:00"),
  ])
  func liveTimersReadTheWallClock(timer: Capsule.LiveTimer, seconds: Int64, text: String) {
    #expect(Capsule.trailingText(.timer(timer), at: at(seconds)) == text)
  }

  @Test func aCountdownWithAFractionOfASecondLeftStillShowsOne() {
    #expect(Capsule.trailingText(.timer(.down(to: at(1))), at: .scriptOrigin + .milliseconds(300)) == "0:01")
    #expect(Capsule.trailingText(.timer(.up(from: at(0))), at: .scriptOrigin + .milliseconds(1700)) == "0:01")
  }

  @Test func theTimerRunsWhileHeld() {
    let pasta = Capsule.Activity(id: "pasta", label: "Pasta", trailing: .timer(.down(to: at(480))))
    var session = PopupSession<Capsule>(.init(activities: [pasta]), now: .zero)
    _ = session.appear(at: .zero)
    _ = session.hold(at: .seconds(1))
    let texts = session.render(at: .seconds(61)).allNodes.compactMap { node -> String? in
      if case .text(let text, _) = node { return text }
      return nil
    }
    #expect(texts == ["Pasta", "6:59"])
  }

  @Test func theRenderShowsCompactMinimalAndStale() {
    let parcel = Capsule.Activity(id: "p", symbol: "box", label: "Parcel", staleAt: at(0))
    let ride = Capsule.Activity(id: "r", symbol: "car", label: "Ride", relevance: 1)
    let state = Capsule.makeState(.init(activities: [parcel, ride]), now: .zero)
    let nodes = Capsule.render(state, now: .zero).allNodes
    #expect(nodes.contains { $0.accessibilityLabel == "Ride" })
    #expect(nodes.contains { $0.accessibilityLabel == "Parcel, stale" })
    #expect(!nodes.contains(.badge("stale")))
    #expect(Capsule.render(Capsule.makeState(.init(activities: []), now: .zero), now: .zero) == .vstack([]))
  }

  @Test func anEndedActivityLingersWithAnEndedBadgeAndSaysSo() {
    var state = Capsule.makeState(
      .init(activities: [.init(id: "a", symbol: "box", label: "Parcel")]), now: .zero)
    _ = Capsule.reduce(&state, .ended(.init(id: "a", label: "Delivered")), now: .zero)
    let nodes = Capsule.render(state, now: .zero).allNodes
    #expect(nodes.contains(.badge("ended")))
    #expect(!nodes.contains(.badge("stale")))
    #expect(nodes.contains { $0.accessibilityLabel == "Delivered, ended" })
  }

  @Test func configuredStaleActivitiesSaySoOnAppearing() {
    let store = PopupTestStore<Capsule>(.init(activities: [.init(id: "p", label: "Parcel", staleAt: at(0))]))
    store.receive(output: .becameStale(id: "p"))
    store.send(.longPressed("p")) { $0.expansion = .init(id: "p", collapsesAt: nil) }
    store.receive(output: .expanded(id: "p"))
    store.tapOutside { $0.expansion = nil }
    store.receive(output: .collapsed(id: "p"))
  }
}
