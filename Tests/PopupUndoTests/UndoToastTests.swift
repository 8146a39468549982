import PopupCore
import PopupPresentation
import PopupTesting
import PopupUndo
import Testing

/// What reaches the toast in a scenario: its one event, or the host's tick.
enum UndoInput: Sendable {
  case undoTapped
  case tick
}

/// One scenario: events at instants from a fresh toast, and what they must lead to.
struct UndoCase: Sendable, CustomTestStringConvertible {
  var name: String
  var events: [(UndoInput, at: Int64)]
  var ending: UndoToast.Output?
  var effects: [PopupEffect<UndoToast.Output>]
  var testDescription: String { name }
}

@Suite("Undo toast", .watchdog)
struct UndoToastTests {
  static let expired: [PopupEffect<UndoToast.Output>] = [.output(.expired), .dismiss(.timeout)]
  static let undone: [PopupEffect<UndoToast.Output>] = [.output(.undone), .haptic(.light), .dismiss(.tap)]

  static let cases: [UndoCase] = [
    UndoCase(name: "nothing happens", events: [], ending: nil, effects: []),
    UndoCase(name: "undo", events: [(.undoTapped, at: 1000)], ending: .undone, effects: undone),
    UndoCase(
      name: "expires at the deadline", events: [(.tick, at: 5000)], ending: .expired, effects: expired),
    UndoCase(
      name: "an early timer does nothing", events: [(.tick, at: 4999)], ending: nil, effects: []),
    UndoCase(
      name: "early timer then deadline", events: [(.tick, at: 1000), (.tick, at: 6000)],
      ending: .expired,
      effects: expired),
    UndoCase(
      name: "double undo", events: [(.undoTapped, at: 1000), (.undoTapped, at: 1100)], ending: .undone,
      effects: undone),
    UndoCase(
      name: "undo after expiry", events: [(.tick, at: 5000), (.undoTapped, at: 5001)], ending: .expired,
      effects: expired),
    UndoCase(
      name: "expiry after undo", events: [(.undoTapped, at: 4999), (.tick, at: 5000)], ending: .undone,
      effects: undone),
    UndoCase(
      name: "the timer firing twice expires once",
      events: [(.tick, at: 5000), (.tick, at: 9000)],
      ending: .expired, effects: expired),
  ]

  @Test(arguments: cases)
  func scenario(_ scenario: UndoCase) {
    var state = UndoToast.makeState(.init(message: "Photo deleted"), now: .zero)
    var effects: [PopupEffect<UndoToast.Output>] = []
    for (input, instant) in scenario.events {
      switch input {
      case .undoTapped: effects += UndoToast.reduce(&state, .undoTapped, now: .milliseconds(instant))
      case .tick: effects += UndoToast.tick(&state, now: .milliseconds(instant))
      }
    }
    #expect(state.ending == scenario.ending)
    #expect(effects == scenario.effects)
    #expect(UndoToast.nextDeadline(of: state) == (scenario.ending == nil ? .seconds(5) : nil))
  }

  @Test func theCountdownStartsWhenPresented() {
    let state = UndoToast.makeState(
      .init(message: "x", duration: .seconds(8), indicator: .bar), now: .seconds(10))
    #expect(UndoToast.nextDeadline(of: state) == .seconds(18))
    #expect(state.countdown.remaining(at: .seconds(12)) == .seconds(6))
  }

  @Test func renderShowsTheTimeLeftInTheChosenIndicator() {
    let state = UndoToast.makeState(.init(message: "Photo deleted", indicator: .bar), now: .zero)
    let countdowns = UndoToast.render(state, now: .milliseconds(1800)).allNodes.filter {
      if case .countdown = $0 { return true }
      return false
    }
    #expect(
      countdowns == [
        .countdown(
          remaining: .milliseconds(3200), fraction: 0.64, style: .bar, labelTemplate: "{time} left")
      ])
  }

  @Test func theCountdownAndTheButtonAreReadInTheStringsLanguage() throws {
    let strings = try UndoToast.Strings(table: ["undo": "Rückgängig", "timeLeft": "noch {time}"])
    let state = UndoToast.makeState(.init(message: "Foto gelöscht", strings: strings), now: .zero)
    let labels = UndoToast.render(state, now: .milliseconds(1800)).allNodes.compactMap(\.accessibilityLabel)
    #expect(labels == ["noch 3.2s", "Rückgängig: Foto gelöscht"])
    let ended = UndoToast.render(
      UndoToast.makeState(.init(message: "x", strings: strings), now: .zero), now: .seconds(9))
    #expect(ended.allNodes.compactMap(\.accessibilityLabel).first == "noch 0s")
  }

  @Test(arguments: [UndoToast.Event.undoTapped])
  func scriptLinesParseBackToTheSameEvent(event: UndoToast.Event) throws {
    let line = try #require(UndoToast.scriptLine(for: event))
    #expect(try PopupScript.steps(for: UndoToast.self, from: line).map(\.step) == [.send(event)])
  }
}

/// The toast in a session: holding, gestures and endings around the countdown.
@Suite("Undo toast in a session", .watchdog)
struct UndoToastSessionTests {
  /// Plays a script from presentation and returns every effect with the instant it happened.
  static func play(_ steps: [PopupStep<UndoToast.Event>]) throws -> (
    session: PopupSession<UndoToast>, effects: [PopupEffect<UndoToast.Output>]
  ) {
    var session = PopupSession<UndoToast>(.init(message: "Photo deleted"), now: .zero)
    var now = PopupInstant.zero
    var effects: [PopupEffect<UndoToast.Output>] = []
    for step in steps { effects += try session.apply(step, at: &now) }
    return (session, effects)
  }

  @Test func heldTimeDoesNotCount() throws {
    let held = try Self.play([.hold, .wait(.seconds(10)), .release, .wait(.seconds(4))])
    #expect(held.effects.isEmpty)
    #expect(held.session.nextDeadline == .seconds(15))
    let expired = try Self.play([
      .hold, .wait(.seconds(10)), .release, .wait(.seconds(4)), .wait(.seconds(1)),
    ])
    #expect(expired.effects == [.output(.expired), .dismiss(.timeout)])
  }

  @Test func aTimerFiringWhileHeldDoesNothing() {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .zero)
    _ = session.hold(at: .seconds(4))
    #expect(session.nextDeadline == nil)
    #expect(session.advance(to: .seconds(5)).isEmpty)
    #expect(session.advance(to: .seconds(500)).isEmpty)
    _ = session.release(at: .seconds(500))
    #expect(session.advance(to: .seconds(501)) == [.output(.expired), .dismiss(.timeout)])
  }

  /// Every ending the app did not ask for closes the undo window with exactly one of
  /// `undone`, `expired` (time ran out) and `closedEarly` (a swipe), right before the dismissal; the app's own dismissal says nothing
  /// (it knows); nothing follows the ending.
  @Test(arguments: [
    (
      "drag", [PopupStep<UndoToast.Event>.drag], DismissReason.drag,
      UndoToast.Output?.some(.closedEarly(.drag))
    ),
    ("drag while held", [.hold, .drag], .drag, .closedEarly(.drag)),
    ("drag at the deadline's instant", [.wait(.seconds(5)), .drag], .timeout, .expired),
    ("undo", [.send(.undoTapped)], .tap, .undone),
    ("undo then drag", [.send(.undoTapped), .drag], .tap, .undone),
    ("dismiss", [.dismiss], .programmatic, nil),
    ("dismiss then drag", [.dismiss, .drag], .programmatic, nil),
  ])
  func everyEndingTheAppDidNotAskForSaysUndoneOrExpired(
    name: String, ending: [PopupStep<UndoToast.Event>], reason: DismissReason, output: UndoToast.Output?
  ) throws {
    let played = try Self.play(
      ending + [.wait(.seconds(60)), .release, .wait(.seconds(60)), .send(.undoTapped)])
    #expect(played.session.endReason == reason)
    #expect(played.effects.filter { $0 == .dismiss(reason) }.count == 1)
    let outputs = played.effects.compactMap(\.output)
    #expect(outputs == (output.map { [$0] } ?? []))
    if let output, let at = played.effects.firstIndex(of: .output(output)) {
      #expect(played.effects.firstIndex(of: .dismiss(reason)) == at + (output == .undone ? 2 : 1))
    }
  }

  /// A session auto-dismiss shorter than the toast's countdown still closes the window with
  /// `expired`, at the auto-dismiss instant and not a moment before.
  @Test(arguments: [Duration.zero, .milliseconds(1), .seconds(3), .milliseconds(4999)])
  func aShorterAutoDismissStillExpires(after autoDismiss: Duration) {
    var session = PopupSession<UndoToast>(
      .init(message: "x"), behavior: PopupBehavior.toast.autoDismissing(after: autoDismiss), now: .zero)
    let appeared = session.appear(at: .zero)
    let before = autoDismiss > .zero ? session.advance(to: .zero + autoDismiss - .nanoseconds(1)) : []
    #expect(before.isEmpty)
    let due = appeared + session.advance(to: .zero + autoDismiss)
    #expect(due == [.output(.expired), .dismiss(.timeout)])
    #expect(session.state.endedBy == .timeout)
    #expect(UndoToast.invariantViolations(in: session.state, now: session.time(at: .seconds(10))).isEmpty)
  }

  @Test func anOutsideTapPassesThroughAToast() throws {
    let played = try Self.play([.tapOutside, .wait(.seconds(5))])
    #expect(played.effects == [.output(.expired), .dismiss(.timeout)])
  }

  @Test func releaseWithoutHoldAndDoubleHoldChangeNothing() throws {
    let played = try Self.play([
      .release, .hold, .hold, .wait(.seconds(2)), .release, .release, .wait(.seconds(5)),
    ])
    #expect(played.effects == [.output(.expired), .dismiss(.timeout)])
    #expect(played.session.lastSeen == .seconds(7))
  }
}

/// What mutation testing found unpinned: the drawn countdown after the ending, and a host's
/// ending after the toast's own.
@Suite("Undo toast: after its ending", .watchdog)
struct UndoToastAfterEndingTests {
  @Test(arguments: [UndoToast.Event.undoTapped])
  func anEndedToastDrawsAnEmptyCountdown(_ event: UndoToast.Event) {
    var state = UndoToast.makeState(.init(message: "Deleted"), now: .zero)
    _ = UndoToast.reduce(&state, event, now: .seconds(1))
    let countdowns = UndoToast.render(state, now: .seconds(1)).allNodes.compactMap { node -> Double? in
      if case .countdown(_, let fraction, _, _) = node { fraction } else { nil }
    }
    #expect(countdowns == [0])
  }

  @Test(arguments: [DismissReason.drag, .timeout, .outsideTap])
  func aHostEndingAfterUndoChangesNothing(_ reason: DismissReason) {
    var state = UndoToast.makeState(.init(message: "Deleted"), now: .zero)
    _ = UndoToast.reduce(&state, .undoTapped, now: .seconds(1))
    let before = state
    #expect(UndoToast.willEnd(reason, &state, now: .seconds(2)) == [])
    #expect(state == before)
    #expect(state.ending == .undone)
  }
}
