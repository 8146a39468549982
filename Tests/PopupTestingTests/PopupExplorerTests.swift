import PopupCatalog
import PopupConsent
import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

@Suite("PopupExplorer", .timeLimit(.minutes(3)), .watchdog)
struct PopupExplorerTests {
  @Test func theUndoToastIsExhaustedWithNoViolation() throws {
    let exploration = try PopupExplorer().explore(UndoToast.samples[0])
    #expect(exploration.violation == nil)
    #expect(exploration.figures.isExhausted)
    #expect(exploration.figures.distinct == exploration.states.count)
    #expect(exploration.figures.leavingBounds == 0)
    // Both endings a person can reach are there, and the countdown's own.
    let endings = Set(exploration.states.compactMap(\.session.endReason))
    #expect(endings.isSuperset(of: [.timeout, .tap, .programmatic]))
  }

  /// TLC's figures count what the exploration lists: a transition for each step that reached a
  /// state (a new one or a known one), one leaving the bounds for each step that would pass
  /// them, a distinct state for each state kept, and the deepest state's depth; at the
  /// explorer's bounds, in a bound of depth and in one of states.
  @Test(arguments: [(12, 5000), (2, 5000), (12, 25)])
  func theFiguresCountWhatTheExplorationLists(depth: Int, states: Int) throws {
    let exploration = try PopupExplorer(maxDepth: depth, maxStates: states).explore(RatingPrompt.samples[0])
    let figures = exploration.figures
    #expect(figures.transitions == exploration.transitions.filter { $0.to != nil }.count)
    #expect(figures.leavingBounds == exploration.transitions.filter { $0.to == nil }.count)
    #expect(figures.distinct == exploration.states.count)
    #expect(figures.depth == exploration.states.map(\.depth).max())
    #expect(figures.transitions > figures.distinct)
    if depth < 12 || states < 5000 { #expect(figures.leavingBounds > 0) }
  }

  @Test func aPlantedRuleThatBreaksAfterThreeEventsIsFoundWithExactlyThoseThree() throws {
    let exploration = try PopupExplorer().explore(ComboLock.samples[0])
    let violation = try #require(exploration.violation)
    #expect(violation.lines == ["digit 2", "digit 0", "digit 1"])
    #expect(violation.rule == "the code 2-0-1 opened the lock")
    #expect(exploration.figures.stop == .violation)
    #expect(
      violation.reproduction == "catalog run combo --sample locked --events 'digit 2; digit 0; digit 1'")
    // The test kit replays it: the store records the same broken rule at the third line.
    try withKnownIssue {
      let store = PopupTestStore(sample: ComboLock.samples[0])
      _ = try store.replay(violation.lines.joined(separator: "; "))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("after 'digit 1' breaks a rule of the kind")
    }
  }

  /// Breadth first: the start is at depth 0, each state is one step deeper than the state it
  /// was first reached from, and no transition skips ahead, so every script is a shortest one.
  @Test(arguments: [0, 1, 2, 3, 4])
  func everyScriptIsAShortestOne(sample: Int) throws {
    let exploration = try PopupExplorer().explore(RatingPrompt.samples[sample])
    #expect(exploration.states[0].depth == 0 && exploration.states[0].parent == nil)
    for (index, state) in exploration.states.enumerated().dropFirst() {
      let parent = try #require(state.parent)
      #expect(state.depth == exploration.states[parent].depth + 1)
      #expect(exploration.steps(to: index).count == state.depth)
    }
    for transition in exploration.transitions {
      guard let to = transition.to else { continue }
      #expect(exploration.states[to].depth <= exploration.states[transition.from].depth + 1)
      // A step that changes nothing is a transition only when a control on screen takes it
      // (ScreenExplorationTests holds every kind to that): never time or a setting.
      if to == transition.from {
        switch transition.step {
        case .send: break
        default: Issue.record("'\(PopupScript.line(for: transition.step, of: RatingPrompt.self))' stays")
        }
      }
    }
    #expect(exploration.figures.transitions == exploration.transitions.count)
    #expect(exploration.figures.depth == exploration.states.map(\.depth).max())
  }

  /// The script of every state, replayed from the sample as `catalog run` replays it, reaches
  /// exactly that state: the reported scripts are true.
  /// The explorer keeps each state once: no two kept states have equal sessions at one
  /// instant. The consent sheet ends into one state from screens that differ in a toggle, and
  /// from screens that differ in nothing drawn; the first are kept apart and the second are
  /// one state, whichever order they are met in.
  @Test(arguments: ConsentSheet.samples.indices)
  func noTwoKeptStatesAreEqual(sample: Int) throws {
    let exploration = try PopupExplorer().explore(ConsentSheet.samples[sample])
    struct Kept: Hashable {
      var session: PopupSession<ConsentSheet>
      var now: PopupInstant
    }
    let kept = exploration.states.map { Kept(session: $0.session, now: $0.now) }
    #expect(Set(kept).count == kept.count)
    // Endings from different screens are among them.
    let ended = exploration.states.filter(\.session.isEnded)
    #expect(Set(ended.map(\.session.state)).count < ended.count)
  }

  @Test func everyStateIsReachedAgainByReplayingItsScript() throws {
    let sample = RatingPrompt.samples[0]
    let exploration = try PopupExplorer().explore(sample)
    for index in exploration.states.indices {
      var played = RatingPrompt.play(sample)
      var now = played.now
      let script = exploration.scriptLines(to: index).joined(separator: "; ")
      for (_, step) in try PopupScript.steps(for: RatingPrompt.self, from: script) {
        _ = try played.session.apply(step, at: &now)
      }
      #expect(played.session == exploration.states[index].session, "\(script)")
      #expect(now == exploration.states[index].now, "\(script)")
    }
  }

  /// Every step the explorer takes is there from the start: each gesture, hold, each setting,
  /// the app's dismissal; and every ending a person or the app can cause is reached.
  @Test func everyKindOfStepIsTakenFromTheStart() throws {
    let exploration = try PopupExplorer().explore(RatingPrompt.samples[0])
    let lines = Set(
      exploration.transitions.filter { $0.from == 0 }.map {
        PopupScript.line(for: $0.step, of: RatingPrompt.self)
      })
    #expect(
      lines.isSuperset(of: [
        "star 1", "close", "tap-outside", "hold", "dismiss", "setting voiceover on",
        "setting reduce-motion on",
        "setting larger-text on",
      ]))
    let endings = Set(exploration.states.compactMap(\.session.endReason))
    #expect(endings == [.tap, .outsideTap, .programmatic])
    // A setting turned on is turned off again from there, back to the start.
    let voiceOver = try #require(
      exploration.transitions.first {
        $0.from == 0 && PopupScript.line(for: $0.step, of: RatingPrompt.self) == "setting voiceover on"
      }?.to)
    #expect(
      exploration.transitions.contains {
        $0.from == voiceOver && $0.to == 0
          && PopupScript.line(for: $0.step, of: RatingPrompt.self) == "setting voiceover off"
      })
  }

  /// A field's example texts are, by default, the texts of the example events that set that
  /// very field: same verb, same leading arguments, one text more.
  @Test(arguments: [
    (PopupFieldAction("type"), ["Too slow", "", "日本語 👩‍👩‍👧 e\u{301}"]),
    (PopupFieldAction("type", [.word("other")]), []),
    (PopupFieldAction("submit"), []),
  ])
  func aFieldsExampleTextsAreThoseOfTheExampleEventsThatSetIt(field: PopupFieldAction, texts: [String]) {
    let state = RatingPrompt.State(configuration: RatingPrompt.samples[0].configuration)
    #expect(RatingPrompt.exampleTexts(for: field, in: state) == texts)
  }

  /// A deadline at the very instant reached is overdue: a host would have been called then.
  @Test func aDeadlineLeftAtTheInstantReachedIsOverdue() throws {
    let violation = try #require(try PopupExplorer().explore(DeadlineLeftDue.samples[0]).violation)
    #expect(violation.lines == [])
    #expect(violation.rule == "the deadline t=0s is overdue at t=0s")
    #expect(violation.reproduction == "catalog show stuck --sample fresh")
  }

  @Test func theRatingPromptReachesTwoStarsAndASubmittedFeedback() throws {
    let exploration = try PopupExplorer().explore(RatingPrompt.samples[0])
    let scripts = exploration.states.indices.map { exploration.scriptLines(to: $0) }
    #expect(scripts.contains(["star 2"]))
    let submitted = try #require(scripts.firstIndex(of: ["star 2", "type \"Too slow\"", "submit"]))
    #expect(exploration.states[submitted].session.endReason != nil)
  }

  /// The bounds, at and around their edges: depth 0 keeps the start alone; one state keeps the
  /// start alone; every step that would go further leaves the bounds and is counted.
  @Test(arguments: [(0, 5_000), (5_000, 1), (1, 5_000), (2, 3)])
  func theBoundsHoldExactly(depth: Int, states: Int) throws {
    let exploration = try PopupExplorer(maxDepth: depth, maxStates: states).explore(RatingPrompt.samples[0])
    #expect(exploration.states.count <= states)
    #expect(exploration.states.allSatisfy { $0.depth <= depth })
    #expect(!exploration.figures.isExhausted)
    #expect(exploration.figures.leavingBounds == exploration.transitions.filter { $0.to == nil }.count)
    #expect(exploration.figures.leavingBounds > 0)
    #expect(exploration.figures.stop == (exploration.states.count == states ? .states : .depth))
  }

  @Test(arguments: [(-1, 10), (0, 0), (PopupExplorer.largestBound + 1, 10), (3, -5), (Int.min, Int.max)])
  func boundsOutOfRangeAreRefusedWithTheValue(depth: Int, states: Int) {
    #expect {
      _ = try PopupExplorer(maxDepth: depth, maxStates: states)
    } throws: { error in
      let text = String(describing: error)
      return text.contains("'\(depth < 0 || depth > PopupExplorer.largestBound ? depth : states)'")
        && text.contains("give a whole number from")
    }
  }

  @Test func aDepthThatReachesEveryStateLeavesNothingOutside() throws {
    let full = try PopupExplorer().explore(UndoToast.samples[0])
    let exact = try PopupExplorer(maxDepth: full.figures.depth).explore(UndoToast.samples[0])
    let short = try PopupExplorer(maxDepth: full.figures.depth - 1).explore(UndoToast.samples[0])
    #expect(exact.figures.isExhausted && exact.figures.distinct == full.figures.distinct)
    #expect(short.figures.stop == .depth && short.figures.distinct < full.figures.distinct)
  }

  @Test func figuresReadAsTLCs() throws {
    let figures = try PopupExplorer().explore(UndoToast.samples[0]).figures
    #expect(
      figures.description
        == "\(figures.generated) states generated, \(figures.distinct) distinct states found, "
        + "\(figures.transitions) transitions, 0 leaving the bounds, depth \(figures.depth): exhausted")
  }
}

/// A planted broken kind: a lock that takes digits 0...3 and keeps the last three; its rule
/// breaks only when the last three are 2, 0, 1, in that order.
enum ComboLock: InspectablePopupKind {
  enum Event: Equatable, Sendable { case digit(Int) }
  static let descriptor = PopupDescriptor(id: "combo", name: "Combo lock", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> [Int] { [] }
  static func reduce(_ state: inout [Int], _ event: Event, now: PopupTime) -> [PopupEffect<Never>] {
    guard case .digit(let digit) = event, (0...3).contains(digit) else { return [] }
    state = Array((state + [digit]).suffix(3))
    return []
  }
  static func render(_ state: [Int], now: PopupTime) -> RenderNode {
    .text(state.map(String.init).joined(separator: "-"), role: .body)
  }
  static let samples = [PopupSample<ComboLock>("locked", summary: "", configuration: ())]
  static let verbs = [
    PopupVerb<Event>("digit", .integer("n"), summary: "enter a digit", make: Event.digit) {
      if case .digit(let digit) = $0 { digit } else { nil }
    }
  ]
  static let exampleEvents: [Event] = (0...3).map(Event.digit)
  static func invariantViolations(in state: [Int], now: PopupTime) -> [String] {
    state == [2, 0, 1] ? ["the code 2-0-1 opened the lock"] : []
  }
}

/// A planted broken kind: its deadline is the instant it starts at, and ticking never moves it.
enum DeadlineLeftDue: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "stuck", name: "Stuck", summary: "", category: .toast)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Int, now: PopupTime) -> [PopupEffect<Never>] { [] }
  static func nextDeadline(of state: Int) -> PopupInstant? { .zero }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("Stuck", role: .title) }
  static let samples = [PopupSample<DeadlineLeftDue>("fresh", summary: "", configuration: ())]
  static let verbs = [PopupVerb("poke", summary: "poke it", event: 1)]
}
