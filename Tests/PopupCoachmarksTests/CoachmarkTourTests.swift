import Foundation
import PopupCoachmarks
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

typealias Tour = CoachmarkTour

/// A tour scenario: targets present at the start, events, then the phase and outputs expected.
struct TourCase: Sendable, CustomTestStringConvertible {
  var name: String
  var targets: Set<String> = ["a", "b", "c"]
  var events: [Tour.Event]
  var phase: Tour.Phase
  var outputs: [Tour.Output] = []
  var dismissal: DismissReason?
  var testDescription: String { name }
}

@Suite("Coachmark tour", .watchdog)
struct CoachmarkTourTests {
  static let frames: [String: PopupRect] = [
    "a": PopupRect(x: 20, y: 60, width: 40, height: 40),
    "b": PopupRect(x: 100, y: 300, width: 120, height: 44),
    "c": PopupRect(x: 300, y: 760, width: 60, height: 60),
  ]
  static func configuration(_ targets: Set<String>) -> Tour.Configuration {
    Tour.Configuration(
      steps: ["a", "b", "c"].map { Tour.Step(target: $0, title: $0.uppercased(), message: "About \($0)") },
      targets: frames.filter { targets.contains($0.key) })
  }
  static let offscreen = PopupRect(x: 1000, y: 300, width: 40, height: 40)

  static let cases: [TourCase] = [
    TourCase(name: "not started", events: [], phase: .ready),
    TourCase(name: "start shows the first step", events: [.startTapped], phase: .showing(0)),
    TourCase(
      name: "next through to the end finishes completed",
      events: [.startTapped, .nextTapped, .nextTapped, .nextTapped],
      phase: .finished(completed: true), outputs: [.finished(completed: true)], dismissal: .tap),
    TourCase(
      name: "back on the first step, then skip, then more",
      events: [.startTapped, .backTapped, .backTapped, .skipTapped, .nextTapped, .skipTapped],
      phase: .finished(completed: false), outputs: [.finished(completed: false)], dismissal: .tap),
    TourCase(
      name: "back goes back", events: [.startTapped, .nextTapped, .nextTapped, .backTapped],
      phase: .showing(1)),
    TourCase(
      name: "finish on any step completes",
      events: [.startTapped, .finishTapped, .finishTapped, .skipTapped],
      phase: .finished(completed: true), outputs: [.finished(completed: true)], dismissal: .tap),
    TourCase(
      name: "next, back and finish before start do nothing",
      events: [.nextTapped, .backTapped, .finishTapped], phase: .ready),
    TourCase(
      name: "skip before start ends the tour", events: [.skipTapped, .startTapped],
      phase: .finished(completed: false),
      outputs: [.finished(completed: false)], dismissal: .tap),
    TourCase(name: "start twice", events: [.startTapped, .nextTapped, .startTapped], phase: .showing(1)),
    TourCase(
      name: "a missing first target is skipped", targets: ["b", "c"], events: [.startTapped],
      phase: .showing(1)),
    TourCase(
      name: "a missing middle target is skipped both ways", targets: ["a", "c"],
      events: [.startTapped, .nextTapped], phase: .showing(2)),
    TourCase(
      name: "back skips a missing target", targets: ["a", "c"],
      events: [.startTapped, .nextTapped, .backTapped],
      phase: .showing(0)),
    TourCase(
      name: "no targets at all", targets: [], events: [.startTapped], phase: .finished(completed: false),
      outputs: [.finished(completed: false)], dismissal: .programmatic),
    TourCase(
      name: "next with only missing steps left does not complete", targets: ["a", "b"],
      events: [.startTapped, .nextTapped, .nextTapped], phase: .finished(completed: false),
      outputs: [.finished(completed: false)], dismissal: .tap),
    TourCase(
      name: "every target lost mid-tour",
      events: [.startTapped, .nextTapped, .targetLost("c"), .targetLost("b"), .targetLost("a")],
      phase: .finished(completed: false), outputs: [.finished(completed: false)], dismissal: .programmatic),
    TourCase(
      name: "losing earlier targets does not end the tour",
      events: [.startTapped, .nextTapped, .nextTapped, .targetLost("a"), .targetLost("b")],
      phase: .showing(2)),
    TourCase(
      name: "the current step waits for its target", events: [.startTapped, .nextTapped, .targetLost("b")],
      phase: .showing(1)),
    TourCase(
      name: "a waiting step moves on with next",
      events: [.startTapped, .nextTapped, .targetLost("b"), .nextTapped],
      phase: .showing(2)),
    TourCase(
      name: "a target moving off screen counts as missing", targets: ["a", "c"],
      events: [
        .startTapped, .targetMoved(id: "a", frame: offscreen), .targetMoved(id: "c", frame: offscreen),
      ],
      phase: .finished(completed: false),
      outputs: [.finished(completed: false)], dismissal: .programmatic),
    TourCase(
      name: "a target arriving later is used", targets: ["a"],
      events: [.startTapped, .targetMoved(id: "c", frame: frames["c"]!), .nextTapped], phase: .showing(2)),
    TourCase(
      name: "a shrinking screen can push every target off",
      events: [.startTapped, .screenChanged(PopupSize(width: 10, height: 10))],
      phase: .finished(completed: false), outputs: [.finished(completed: false)], dismissal: .programmatic),
    TourCase(
      name: "invalid geometry is ignored",
      events: [
        .startTapped, .targetMoved(id: "a", frame: PopupRect(x: .nan, y: 0, width: 1, height: 1)),
        .targetMoved(id: "a", frame: PopupRect(x: 0, y: 0, width: -4, height: 1)),
        .screenChanged(PopupSize(width: 0, height: 100)),
        .screenChanged(PopupSize(width: .infinity, height: 100)),
      ],
      phase: .showing(0)),
    TourCase(
      name: "nothing after the end",
      events: [
        .skipTapped, .targetLost("a"), .targetMoved(id: "a", frame: frames["a"]!), .finishTapped, .backTapped,
      ],
      phase: .finished(completed: false), outputs: [.finished(completed: false)], dismissal: .tap),
  ]

  @Test(arguments: cases)
  func scenario(_ scenario: TourCase) {
    var state = Tour.makeState(Self.configuration(scenario.targets), now: .zero)
    var effects: [PopupEffect<Tour.Output>] = []
    for event in scenario.events { effects += Tour.reduce(&state, event, now: .zero) }
    #expect(state.phase == scenario.phase)
    #expect(effects.compactMap(\.output) == scenario.outputs)
    #expect(effects.compactMap(\.dismissReason) == (scenario.dismissal.map { [$0] } ?? []))
    if let index = state.currentIndex { #expect(state.steps.indices.contains(index)) }
  }

  @Test func aReturningTargetShowsItsStepAgain() {
    var state = Tour.makeState(Self.configuration(["a", "b", "c"]), now: .zero)
    #expect(Tour.reduce(&state, .startTapped, now: .zero) == [.announce("Step 1 of 3: A")])
    #expect(
      Tour.reduce(&state, .targetLost("a"), now: .zero) == [
        .announce("Step 1 of 3 shows when its place is on screen")
      ])
    #expect(state.layout == nil)
    // The step waits, with Skip as a way out of the dim.
    let waiting = Tour.render(state, now: .zero).allNodes
    // In words from the strings table, with no internal id.
    #expect(waiting.contains(.text("Step 1 of 3 shows when its place is on screen", role: .caption)))
    #expect(
      PopupControls(Tour.render(state, now: .zero)).pressable(labelled: "Skip")?.action
        == Tour.action(.skipTapped))
    #expect(
      Tour.reduce(&state, .targetMoved(id: "a", frame: Self.frames["a"]!), now: .zero) == [
        .announce("Step 1 of 3: A")
      ])
    #expect(state.layout != nil)
    #expect(
      Tour.reduce(
        &state, .targetMoved(id: "a", frame: PopupRect(x: 24, y: 60, width: 40, height: 40)), now: .zero)
        == []
    )
    #expect(state.layout?.spotlight == PopupRect(x: 16, y: 52, width: 56, height: 56))
  }

  @Test func aSingleCoachmarkIsAOneStepTour() {
    let configuration = Tour.Configuration.single(
      target: "f", title: "Filters", message: "Narrow it down",
      frame: PopupRect(x: 10, y: 10, width: 10, height: 10))
    var state = Tour.makeState(configuration, now: .zero)
    _ = Tour.reduce(&state, .startTapped, now: .zero)
    let buttons = Tour.render(state, now: .zero).allNodes.compactMap { node -> String? in
      if case .button(let title, _, _, _, _) = node { return title }
      return nil
    }
    #expect(buttons == ["Done", "Skip"])
    #expect(Tour.reduce(&state, .nextTapped, now: .zero).compactMap(\.output) == [.finished(completed: true)])
  }

  @Test func aCalloutPointsOnlyUpOrDownAndTakesASheetWhenNeitherFits() {
    // A sidebar nearly as tall as the screen: no room above or below it, room beside it. A
    // callout's arrow points up or down only, so it becomes a sheet, never a side popover.
    var session = PopupSession<Tour>(
      .single(
        target: "sidebar", title: "Folders", message: "All your folders",
        frame: PopupRect(x: 0, y: 60, width: 60, height: 740)),
      now: .zero)
    _ = session.appear(at: .zero)
    _ = session.send(.startTapped, at: .zero)
    let placement = session.frame(at: .zero).placement
    #expect(placement.mode == .sheet(edge: .bottom))
    #expect(placement.spotlight == PopupRect(x: 0, y: 52, width: 68, height: 756))
  }

  @Test func theFramePointsAtTheTargetAndCutsOutItsSpotlight() throws {
    var session = PopupSession<Tour>(Self.configuration(["a", "b", "c"]), now: .zero)
    _ = session.appear(at: .zero)
    _ = session.send(.startTapped, at: .zero)
    let nodes = session.frame(at: .zero).content.allNodes
    #expect(nodes.contains(.text("Step 1 of 3", role: .caption)))
    // No geometry in the tree: neither a caption with numbers nor an arrow node.
    #expect(!nodes.contains { if case .arrow = $0 { true } else { false } })
    #expect(!nodes.contains { if case .text(let text, _) = $0 { text.contains("spotlight") } else { false } })
    let first = session.frame(at: .zero).placement
    #expect(first.spotlight == PopupRect(x: 12, y: 52, width: 56, height: 56))
    #expect(first.anchor == first.spotlight)
    #expect(first.mode == .popover(side: .bottom))
    let arrow = try #require(first.arrow)
    #expect(arrow.pointing == .up && arrow.tip.y == first.frame.minY && arrow.tip.y == 52 + 56 + 12)
    // The arrow's tip is over the spotlight, where the callout's edge faces it.
    #expect(arrow.tip.x >= 12 && arrow.tip.x <= 68)
    _ = session.send(.nextTapped, at: .zero)
    _ = session.send(.nextTapped, at: .zero)
    let last = session.frame(at: .zero).placement
    #expect(last.mode == .popover(side: .top))
    #expect(last.arrow?.pointing == .down && last.arrow?.tip.y == last.frame.maxY)
  }

  /// Seed 001's `spotlight: false`: a plain scrim with no cut-out, the callout still on its
  /// target with its arrow; the spotlight is on by default and for data written before the
  /// choice existed.
  @Test(arguments: [true, false])
  func theSpotlightCanBeTurnedOff(showsSpotlight: Bool) throws {
    var configuration = Self.configuration(["a", "b", "c"])
    #expect(configuration.showsSpotlight)
    configuration.showsSpotlight = showsSpotlight
    var session = PopupSession<Tour>(configuration, now: .zero)
    _ = session.appear(at: .zero)
    _ = session.send(.startTapped, at: .zero)
    let placement = session.frame(at: .zero).placement
    #expect((placement.spotlight != nil) == showsSpotlight)
    #expect(placement.anchor == PopupRect(x: 12, y: 52, width: 56, height: 56))
    #expect(placement.arrow?.pointing == .up)
    let data = try JSONEncoder().encode(configuration)
    #expect(try JSONDecoder().decode(Tour.Configuration.self, from: data) == configuration)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["showsSpotlight"] = nil
    let old = try JSONSerialization.data(withJSONObject: object)
    #expect(try JSONDecoder().decode(Tour.Configuration.self, from: old).showsSpotlight)
  }

  /// Every intermediate state, not only the last: a navigation event that must be a no-op
  /// leaves the whole state as it was and emits nothing.
  @Test func everyStepOfANavigationLeavesTheExpectedState() {
    var state = Tour.makeState(Self.configuration(["a", "b", "c"]), now: .zero)
    let steps: [(Tour.Event, Tour.Phase, [PopupEffect<Tour.Output>])] = [
      (.backTapped, .ready, []),
      (.startTapped, .showing(0), [.announce("Step 1 of 3: A")]),
      (.backTapped, .showing(0), []),
      (.startTapped, .showing(0), []),
      (.nextTapped, .showing(1), [.announce("Step 2 of 3: B")]),
      (.backTapped, .showing(0), [.announce("Step 1 of 3: A")]),
      (.nextTapped, .showing(1), [.announce("Step 2 of 3: B")]),
      (.nextTapped, .showing(2), [.announce("Step 3 of 3: C")]),
      (.targetLost("a"), .showing(2), []),
      (.backTapped, .showing(1), [.announce("Step 2 of 3: B")]),
      (.backTapped, .showing(1), []),
      (.nextTapped, .showing(2), [.announce("Step 3 of 3: C")]),
      (.nextTapped, .finished(completed: true), [.output(.finished(completed: true)), .dismiss(.tap)]),
      (.backTapped, .finished(completed: true), []),
      (.skipTapped, .finished(completed: true), []),
    ]
    for (event, phase, effects) in steps {
      let before = state
      let emitted = Tour.reduce(&state, event, now: .zero)
      #expect(state.phase == phase, "after \(event)")
      #expect(emitted == effects, "after \(event)")
      if effects.isEmpty && phase == before.phase, case .targetLost = event {
      } else if effects.isEmpty {
        #expect(state == before, "\(event) must change nothing")
      }
    }
  }

  @Test(arguments: [
    Tour.Event.startTapped, .nextTapped, .backTapped, .skipTapped, .finishTapped,
    .targetMoved(id: "share button", frame: PopupRect(x: 1.5, y: -2, width: 30, height: 40)),
    .targetLost("a"),
  ])
  func scriptLinesParseBackToTheSameEvent(event: Tour.Event) throws {
    let line = try #require(Tour.scriptLine(for: event))
    #expect(try PopupScript.steps(for: Tour.self, from: line).map(\.step) == [.send(event)])
  }

  static let now = PopupTime.zero

  /// The primary button says Next while steps remain, even when the later ones wait for their
  /// targets, and Done on the last step.
  static let primaryButtons: [(Set<String>, Int, String)] = [
    (["a", "b", "c"], 1, "Next"), (["a", "b"], 1, "Next"), (["a", "b", "c"], 2, "Done"), (["a"], 0, "Next"),
  ]

  @Test(arguments: primaryButtons)
  func thePrimaryButtonSaysNextUntilTheLastStep(targets: Set<String>, step: Int, title: String) {
    var state = Tour.makeState(Self.configuration(targets), now: Self.now)
    state.phase = .showing(step)
    let primary = Tour.render(state, now: Self.now).allNodes.compactMap { node -> String? in
      if case .button(let text, .primary, _, _, _) = node { text } else { nil }
    }
    #expect(primary == [title])
  }

  /// A state graph calls a tour finished when it was completed and skipped when it was not.
  @Test func aFinishedTourIsNamedByHowItEnded() {
    var state = Tour.makeState(Self.configuration(["a", "b", "c"]), now: Self.now)
    #expect(Tour.shortName(of: state) == "ready")
    state.phase = .showing(1)
    #expect(Tour.shortName(of: state) == "step 2 of 3")
    state.phase = .finished(completed: true)
    #expect(Tour.shortName(of: state) == "finished")
    state.phase = .finished(completed: false)
    #expect(Tour.shortName(of: state) == "skipped")
  }

  /// A single coachmark is laid out on a phone in portrait unless the app says otherwise.
  @Test func aSingleCoachmarkIsLaidOutOnAPhoneByDefault() {
    let single = Tour.Configuration.single(target: "a", title: "A", message: "About a")
    #expect(single.screen == PopupSize(width: 390, height: 844))
    #expect(single.steps.count == 1)
  }

  /// A showing step's callout is anchored on its spotlight 12 points off, kept 16 points from
  /// the screen's edges, below or above it.
  @Test func aShowingStepIsAnchoredTwelvePointsOffItsSpotlight() throws {
    var state = Tour.makeState(Self.configuration(["a", "b", "c"]), now: Self.now)
    #expect(Tour.placement(of: state, on: .phone) == nil)
    state.phase = .showing(0)
    guard case .anchored(let anchor) = Tour.placement(of: state, on: .phone) else {
      Issue.record("not anchored")
      return
    }
    #expect(anchor.gap == 12 && anchor.margin == 16)
    #expect(anchor.sides == [.bottom, .top])
    #expect(anchor.spotlight == anchor.frame)
  }

  /// The host ending a tour part-way finishes it as not completed, once.
  @Test func theHostEndingATourFinishesItNotCompletedOnce() {
    var state = Tour.makeState(Self.configuration(["a", "b", "c"]), now: Self.now)
    state.phase = .showing(1)
    #expect(Tour.willEnd(.programmatic, &state, now: Self.now) == [.finished(completed: false)])
    #expect(state.phase == .finished(completed: false))
    #expect(Tour.willEnd(.programmatic, &state, now: Self.now) == [])
  }
}
