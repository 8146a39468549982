import PopupCore
import PopupRating
import PopupTesting
import Testing

/// One scenario: events from a fresh prompt, and what they must lead to.
struct RatingCase: Sendable, CustomTestStringConvertible {
  var name: String
  var threshold = 4
  var events: [RatingPrompt.Event]
  var stars: Int
  var feedback = ""
  var step: RatingPrompt.Step
  var effects: [PopupEffect<RatingPrompt.Output>]
  var testDescription: String { name }
}

@Suite("Rating prompt", .watchdog)
struct RatingPromptTests {
  static func selected(_ n: Int) -> [PopupEffect<RatingPrompt.Output>] {
    [.haptic(.selection), .announce("\(n) of 5 stars")]
  }

  static let cases: [RatingCase] = [
    RatingCase(name: "fresh prompt", events: [], stars: 0, step: .rating, effects: []),
    RatingCase(
      name: "low star goes to feedback", events: [.starTapped(2)], stars: 2, step: .feedback,
      effects: selected(2)),
    RatingCase(
      name: "threshold star goes to review", events: [.starTapped(4)], stars: 4, step: .review,
      effects: selected(4)),
    RatingCase(
      name: "threshold 2 reviews at 2", threshold: 2, events: [.starTapped(2)], stars: 2, step: .review,
      effects: selected(2)),
    RatingCase(
      name: "threshold 1 never asks feedback", threshold: 1, events: [.starTapped(1)], stars: 1,
      step: .review,
      effects: selected(1)),
    RatingCase(
      name: "submit feedback", events: [.starTapped(2), .feedbackChanged("Too slow"), .submitTapped],
      stars: 2,
      feedback: "Too slow", step: .ended,
      effects: selected(2) + [
        .output(.submitted(stars: 2, feedback: "Too slow")), .haptic(.success), .dismiss(.tap),
      ]),
    RatingCase(
      name: "submit empty feedback", events: [.starTapped(1), .submitTapped], stars: 1, step: .ended,
      effects: selected(1) + [.output(.submitted(stars: 1, feedback: "")), .haptic(.success), .dismiss(.tap)]),
    RatingCase(
      name: "review", events: [.starTapped(5), .reviewTapped], stars: 5, step: .ended,
      effects: selected(5) + [.output(.reviewRequested(stars: 5)), .dismiss(.tap)]),
    RatingCase(
      name: "not now", events: [.starTapped(5), .notNowTapped], stars: 5, step: .ended,
      effects: selected(5) + [.output(.declined), .dismiss(.tap)]),
    RatingCase(
      name: "close before stars", events: [.closeTapped], stars: 0, step: .ended, effects: [.dismiss(.tap)]),
    RatingCase(
      name: "close in feedback", events: [.starTapped(3), .closeTapped], stars: 3, step: .ended,
      effects: selected(3) + [.dismiss(.tap)]),
    RatingCase(
      name: "out-of-range stars are ignored",
      events: [.starTapped(0), .starTapped(6), .starTapped(-1), .starTapped(.max)],
      stars: 0, step: .rating, effects: []),
    RatingCase(
      name: "out-of-range stars after a low rating change nothing",
      events: [.starTapped(2), .starTapped(0), .starTapped(6), .starTapped(-1), .starTapped(.min)], stars: 2,
      step: .feedback, effects: selected(2)),
    RatingCase(
      name: "out-of-range stars after a high rating change nothing",
      events: [.starTapped(5), .starTapped(6), .starTapped(0), .starTapped(-5)], stars: 5, step: .review,
      effects: selected(5)),
    RatingCase(
      name: "the range's ends after a rating still count",
      events: [.starTapped(3), .starTapped(1), .starTapped(5)], stars: 5, step: .review,
      effects: selected(3) + selected(1) + selected(5)),
    RatingCase(
      name: "double tap on a star", events: [.starTapped(3), .starTapped(3)], stars: 3, step: .feedback,
      effects: selected(3)),
    RatingCase(
      name: "stars change from feedback to review",
      events: [.starTapped(2), .feedbackChanged("meh"), .starTapped(5)],
      stars: 5, feedback: "meh", step: .review, effects: selected(2) + selected(5)),
    RatingCase(
      name: "stars change from review back to feedback", events: [.starTapped(5), .starTapped(1)], stars: 1,
      step: .feedback, effects: selected(5) + selected(1)),
    RatingCase(
      name: "submit before stars is ignored", events: [.submitTapped, .reviewTapped, .notNowTapped], stars: 0,
      step: .rating, effects: []),
    RatingCase(
      name: "submit in review is ignored", events: [.starTapped(5), .submitTapped], stars: 5, step: .review,
      effects: selected(5)),
    RatingCase(
      name: "review in feedback is ignored", events: [.starTapped(2), .reviewTapped, .notNowTapped], stars: 2,
      step: .feedback, effects: selected(2)),
    RatingCase(
      name: "typing outside feedback is ignored",
      events: [.feedbackChanged("x"), .starTapped(5), .feedbackChanged("y")],
      stars: 5, step: .review, effects: selected(5)),
    RatingCase(
      name: "stars after submit are ignored",
      events: [.starTapped(2), .submitTapped, .starTapped(5), .closeTapped],
      stars: 2, step: .ended,
      effects: selected(2) + [.output(.submitted(stars: 2, feedback: "")), .haptic(.success), .dismiss(.tap)]),
    RatingCase(
      name: "double submit", events: [.starTapped(2), .submitTapped, .submitTapped], stars: 2, step: .ended,
      effects: selected(2) + [.output(.submitted(stars: 2, feedback: "")), .haptic(.success), .dismiss(.tap)]),
    RatingCase(
      name: "double close", events: [.closeTapped, .closeTapped], stars: 0, step: .ended,
      effects: [.dismiss(.tap)]),
    RatingCase(
      name: "typed feedback survives a detour through the review step",
      events: [.starTapped(2), .feedbackChanged("slow"), .starTapped(5), .starTapped(1)], stars: 1,
      feedback: "slow", step: .feedback, effects: selected(2) + selected(5) + selected(1)),
  ]

  @Test(arguments: cases)
  func scenario(_ scenario: RatingCase) {
    var state = RatingPrompt.makeState(.init(appName: "Orbit", threshold: scenario.threshold), now: .zero)
    var effects: [PopupEffect<RatingPrompt.Output>] = []
    for event in scenario.events {
      effects += RatingPrompt.reduce(&state, event, now: .zero)
    }
    #expect(state.stars == scenario.stars)
    #expect(state.feedback == scenario.feedback)
    #expect(state.step == scenario.step)
    #expect(effects == scenario.effects)
    #expect(RatingPrompt.nextDeadline(of: state) == nil)
  }

  @Test(arguments: [(-3, 1), (0, 1), (1, 1), (4, 4), (5, 5), (9, 5)])
  func thresholdIsClampedIntoOneToFive(requested: Int, expected: Int) {
    #expect(RatingPrompt.Configuration(appName: "A", threshold: requested).threshold == expected)
  }

  @Test func defaultsNameTheApp() {
    let configuration = RatingPrompt.Configuration(appName: "Orbit")
    #expect(configuration.title == .default)
    #expect(configuration.shownTitle == "Enjoying Orbit?")
    #expect(configuration.message.or(configuration.strings.message) == "Tap a star to rate it.")
    #expect(configuration.threshold == 4)
  }

  @Test func aTitleTheAppSetsWinsOverTheStringsAndNilGivesItBack() {
    var configuration = RatingPrompt.Configuration(appName: "Orbit", title: "Rate us")
    configuration.strings.title = "Gefällt dir {app}?"
    #expect(configuration.shownTitle == "Rate us")
    var english = RatingPrompt.Configuration(appName: "Orbit")
    english.strings.title = "Gefällt dir {app}?"
    #expect(english.shownTitle == "Gefällt dir Orbit?")
    english.title = "Bewerte uns"
    #expect(english.shownTitle == "Bewerte uns")
    english.title = .default
    #expect(english.shownTitle == "Gefällt dir Orbit?")
  }

  /// The labels of the stars in a tree, in order.
  static func starLabels(_ state: RatingPrompt.State) -> [String] {
    RatingPrompt.render(state, now: .zero).allNodes.flatMap { node -> [String] in
      if case .stars(_, _, _, _, let labels) = node { return labels }
      return []
    }
  }

  @Test func starLabelsFollowTheStringsEvenWhenTheyChangeInTheState() {
    var state = RatingPrompt.makeState(.init(appName: "Orbit"), now: .zero)
    #expect(Self.starLabels(state) == ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
    state.configuration.strings.star = PopupPlural(one: "{count} Stern", other: "{count} Sterne")
    #expect(Self.starLabels(state) == ["1 Stern", "2 Sterne", "3 Sterne", "4 Sterne", "5 Sterne"])
    state.configuration = .init(appName: "Orbit")
    #expect(Self.starLabels(state) == ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
    #expect(state == RatingPrompt.makeState(.init(appName: "Orbit"), now: .zero))
  }

  @Test(arguments: [
    RatingPrompt.Event.starTapped(3), .starTapped(-2), .feedbackChanged("say \"hi\"\\ now; ok"),
    .submitTapped,
    .reviewTapped, .notNowTapped, .closeTapped,
  ])
  func scriptLinesParseBackToTheSameEvent(event: RatingPrompt.Event) throws {
    let line = try #require(RatingPrompt.scriptLine(for: event))
    #expect(try PopupScript.steps(for: RatingPrompt.self, from: line).map(\.step) == [.send(event)])
  }

  @Test func outputsPrintAsTraceLinesDo() {
    #expect(
      String(describing: RatingPrompt.Output.submitted(stars: 2, feedback: "too slow"))
        == "submitted(stars: 2, feedback: \"too slow\")")
    #expect(String(describing: RatingPrompt.Output.reviewRequested(stars: 5)) == "reviewRequested(stars: 5)")
  }

  @Test func appearingAnnouncesTheTitleOnlyTheFirstTime() {
    var state = RatingPrompt.makeState(.init(appName: "Orbit"), now: .zero)
    let fresh = state
    #expect(RatingPrompt.appear(&state, .first, now: .zero) == [.announce("Enjoying Orbit?")])
    #expect(RatingPrompt.appear(&state, .again, now: .seconds(9)) == [])
    #expect(state == fresh)
  }

  @Test func timeAndGesturesChangeNothing() {
    var state = RatingPrompt.makeState(.init(appName: "Orbit"), now: .zero)
    _ = RatingPrompt.reduce(&state, .starTapped(2), now: .zero)
    let before = state
    #expect(RatingPrompt.tick(&state, now: .seconds(60)) == [])
    for gesture in PopupGesture.allCases { #expect(RatingPrompt.handle(gesture, &state, now: .zero) == nil) }
    #expect(state == before)
    #expect(RatingPrompt.nextWallDeadline(of: state) == nil)
  }

  @Test func renderShowsTheStepsControls() {
    var state = RatingPrompt.makeState(.init(appName: "Orbit"), now: .zero)
    let labels = { RatingPrompt.render(state, now: .zero).allNodes.compactMap(\.accessibilityLabel) }
    #expect(labels() == ["Rating, 0 of 5 stars", "Close"])
    _ = RatingPrompt.reduce(&state, .starTapped(2), now: .zero)
    #expect(labels() == ["Rating, 2 of 5 stars", "Feedback", "Submit feedback", "Close"])
    _ = RatingPrompt.reduce(&state, .starTapped(5), now: .zero)
    #expect(labels() == ["Rating, 5 of 5 stars", "Rate Orbit on the store", "Not now"])
  }
}

/// The prompt's own rules, at the threshold itself and one below it (the fuzzer and the test
/// store rely on them; mutation testing found them unpinned).
@Suite("Rating prompt: invariants", .watchdog)
struct RatingInvariantTests {
  @Test(arguments: [
    (RatingPrompt.Step.feedback, 3, false), (.feedback, 4, true), (.feedback, 5, true),
    (.review, 3, true), (.review, 4, false), (.review, 5, false),
    (.rating, 0, false), (.rating, 1, true), (.ended, 2, false),
  ])
  func stepsAndStarsAgreeWithTheThreshold(step: RatingPrompt.Step, stars: Int, broken: Bool) {
    var state = RatingPrompt.makeState(.init(appName: "Orbit", threshold: 4), now: .zero)
    state.step = step
    state.stars = stars
    #expect(RatingPrompt.invariantViolations(in: state, now: .zero).isEmpty == !broken)
  }

  @Test(arguments: [-1, 6])
  func starsOutsideTheRangeBreakARule(stars: Int) {
    var state = RatingPrompt.makeState(.init(appName: "Orbit"), now: .zero)
    state.stars = stars
    #expect(RatingPrompt.invariantViolations(in: state, now: .zero).contains("stars \(stars) outside 0...5"))
  }
}
