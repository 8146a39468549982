import PopupCore
import PopupPresentation
import PopupUndo
import Testing

/// A session's `==` is written out (inlinable, so the explorer's walk compares sessions
/// without generic lookups): it must compare everything, or the explorer would merge states
/// that differ.
@Suite("PopupSession equality", .watchdog)
struct PopupSessionEqualityTests {
  /// Every stored property `==` compares, by the name Mirror gives it.
  static let compared: Set<String> = [
    "_state", "behavior", "options", "screen", "_accessibility", "appearedAt", "_shownAt", "_departure",
    "_endedAt", "_endReason", "_isHeld", "isSuspended", "hasAppeared", "endedByKind", "clock", "lastSeen",
    "autoDismiss", "wallOffset",
  ]

  @Test func everyStoredPropertyIsCompared() {
    let session = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    let stored = Set(Mirror(reflecting: session).children.compactMap(\.label))
    for name in stored.subtracting(Self.compared).sorted() {
      Issue.record("'\(name)' is stored but PopupSession's == does not compare it: compare it there")
    }
    for name in Self.compared.subtracting(stored).sorted() {
      Issue.record("'\(name)' is no longer stored: take it out of this list")
    }
  }

  /// One change to a shown toast: each leaves a session unequal to the one before it.
  struct Change: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var apply: @Sendable (inout PopupSession<UndoToast>) -> Void
  }

  static let changes: [Change] = [
    .init(testDescription: "time passes") { _ = $0.advance(to: .seconds(1)) },
    .init(testDescription: "held") { _ = $0.hold(at: .zero) },
    .init(testDescription: "VoiceOver on") {
      _ = $0.setAccessibility(PopupAccessibility(isVoiceOverRunning: true), at: .zero)
    },
    .init(testDescription: "Reduce Motion on") { $0.reducesMotion = true },
    .init(testDescription: "undone") { _ = $0.send(.undoTapped, at: .zero) },
    .init(testDescription: "dismissed") { _ = $0.dismiss(at: .zero) },
    .init(testDescription: "suspended") { _ = $0.suspend(at: .zero) },
    .init(testDescription: "the wall clock jumps") { _ = $0.jumpWallClock(by: .seconds(60), at: .zero) },
    .init(testDescription: "a taller screen") {
      _ = try? $0.setScreen(PopupScreen(size: PopupSize(width: 390, height: 900)), at: .zero)
    },
  ]

  @Test(arguments: changes)
  func aChangeMakesAnUnequalSession(change: Change) {
    var shown = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = shown.appear(at: .zero)
    var changed = shown
    change.apply(&changed)
    #expect(changed != shown)
    #expect(shown == shown)
    // The same steps taken again give an equal session, which hashes the same.
    var again = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = again.appear(at: .zero)
    change.apply(&again)
    #expect(again == changed)
    #expect(again.hashValue == changed.hashValue)
  }

  /// What changes as a session runs, changed alone, changes the hash the explorer keys its
  /// table by (`hashChangingParts`): the flags, the end reason, each instant and clock.
  @Test func eachChangeOfWhatRunsChangesTheChangingHash() {
    var shown = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = shown.appear(at: .zero)
    var sessions: [(String, PopupSession<UndoToast>)] = [("shown", shown)]
    func adding(_ name: String, _ change: (inout PopupSession<UndoToast>) -> Void) {
      var session = shown
      change(&session)
      sessions.append((name, session))
    }
    adding("time passes") { _ = $0.advance(to: .seconds(1)) }
    adding("more time passes") { _ = $0.advance(to: .seconds(2)) }
    adding("held") { _ = $0.hold(at: .zero) }
    adding("held, then released later") {
      _ = $0.hold(at: .zero)
      _ = $0.release(at: .seconds(1))
    }
    adding("VoiceOver on") {
      _ = $0.setAccessibility(PopupAccessibility(isVoiceOverRunning: true), at: .zero)
    }
    adding("VoiceOver on, then held: the clock stopped already") {
      _ = $0.setAccessibility(PopupAccessibility(isVoiceOverRunning: true), at: .zero)
      _ = $0.hold(at: .zero)
    }
    adding("Reduce Motion on") { $0.reducesMotion = true }
    adding("larger text") { _ = $0.setAccessibility(PopupAccessibility(prefersLargerText: true), at: .zero) }
    adding("undone") { _ = $0.send(.undoTapped, at: .zero) }
    adding("dismissed") { _ = $0.dismiss(at: .zero) }
    adding("dismissed later") { _ = $0.dismiss(at: .seconds(1)) }
    adding("dismissed by a tap") { _ = $0.dismiss(.tap, at: .zero) }
    adding("suspended") { _ = $0.suspend(at: .zero) }
    adding("never appeared") { $0 = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero) }
    func changingHash(_ session: PopupSession<UndoToast>) -> Int {
      var hasher = Hasher()
      session.hashChangingParts(into: &hasher)
      return hasher.finalize()
    }
    for (index, (name, session)) in sessions.enumerated() {
      for (otherName, other) in sessions[..<index] {
        #expect(session != other, "\(name) and \(otherName)")
        #expect(changingHash(session) != changingHash(other), "\(name) and \(otherName)")
      }
    }
  }

  /// A hold while VoiceOver already stops the clock changes the hold alone: still unequal.
  @Test func aHoldThatStopsNothingStillCounts() {
    var waiting = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = waiting.appear(at: .zero)
    _ = waiting.setAccessibility(PopupAccessibility(isVoiceOverRunning: true), at: .zero)
    var held = waiting
    _ = held.hold(at: .zero)
    #expect(held.isHeld && !waiting.isHeld)
    #expect(held.clock == waiting.clock)
    #expect(held != waiting)
  }
}

/// A kind whose state holds a count it never draws: two states that differ only there draw
/// the same tree.
enum HiddenCount: PopupKind {
  struct State: Hashable, Sendable {
    var shown: String
    var hidden = 0
  }

  enum Event: Equatable, Sendable {
    /// Counts without drawing it.
    case count
    /// Draws another text.
    case show(String)
    /// Ends, forgetting the text and the count.
    case finish
  }

  static func makeState(_ configuration: String, now: PopupTime) -> State { State(shown: configuration) }

  static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Never>] {
    switch event {
    case .count: state.hidden += 1
    case .show(let text): state.shown = text
    case .finish:
      state = State(shown: "")
      return [.dismiss(.tap)]
    }
    return []
  }

  static func render(_ state: State, now: PopupTime) -> RenderNode { .text(state.shown, role: .body) }
}

/// What a popup showed as it ended is compared by its tree: the state it was drawn from is
/// kept only to spare comparing trees, and never tells two sessions apart.
@Suite("PopupSession departure", .watchdog)
struct PopupSessionDepartureTests {
  /// A shown popup, after some events, ended at 1 s.
  static func ended(after events: [HiddenCount.Event]) -> PopupSession<HiddenCount> {
    var session = PopupSession<HiddenCount>("Saved", now: .zero)
    _ = session.appear(at: .zero)
    for event in events { _ = session.send(event, at: .zero) }
    _ = session.send(.finish, at: .seconds(1))
    return session
  }

  struct Pair: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var first: [HiddenCount.Event]
    var second: [HiddenCount.Event]
    /// Whether the trees they ended on are equal.
    var drawsTheSame: Bool
  }

  static let pairs: [Pair] = [
    .init(testDescription: "the same events", first: [.count], second: [.count], drawsTheSame: true),
    .init(testDescription: "a count never drawn", first: [], second: [.count, .count], drawsTheSame: true),
    .init(
      testDescription: "the same text reached two ways", first: [.show("A"), .show("Saved")], second: [],
      drawsTheSame: true),
    .init(testDescription: "another text", first: [.show("Undone")], second: [], drawsTheSame: false),
    .init(
      testDescription: "another text, and a count", first: [.show("Undone")], second: [.count],
      drawsTheSame: false),
  ]

  @Test(arguments: pairs)
  func sessionsThatEndedOnEqualTreesAreEqual(pair: Pair) {
    let first = Self.ended(after: pair.first)
    let second = Self.ended(after: pair.second)
    #expect(first.isEnded && second.isEnded)
    #expect(first.state == second.state)
    #expect((first == second) == pair.drawsTheSame)
    #expect((second == first) == pair.drawsTheSame)
    #expect((first.render(at: .seconds(1)) == second.render(at: .seconds(1))) == pair.drawsTheSame)
    guard pair.drawsTheSame else { return }
    #expect(first.hashValue == second.hashValue)
    var firstHasher = Hasher()
    first.hashChangingParts(into: &firstHasher)
    var secondHasher = Hasher()
    second.hashChangingParts(into: &secondHasher)
    #expect(firstHasher.finalize() == secondHasher.finalize())
  }

  /// What changes of a session hashes alike for sessions that ended into one state; the
  /// hash of what each showed as it ended tells them apart, and is the same for equal trees.
  @Test func theDepartureHashTellsApartWhatTheChangingHashDoesNot() {
    let texts = ["A", "B", "C", "D"]
    let sessions = texts.map { Self.ended(after: [.show($0)]) }
    let changing = Set(
      sessions.map { session in
        var hasher = Hasher()
        session.hashChangingParts(into: &hasher)
        return hasher.finalize()
      })
    #expect(changing.count == 1)
    #expect(Set(sessions.compactMap(\.departureHash)).count == texts.count)
    #expect(Self.ended(after: [.count]).departureHash == Self.ended(after: []).departureHash)
    #expect(PopupSession<HiddenCount>("Saved", now: .zero).departureHash == nil)
  }

  /// A copy shares what its original showed as it ended; an equal one made apart does not.
  @Test func onlyACopySharesTheDeparture() {
    let ended = Self.ended(after: [])
    var copy = ended
    _ = copy.advance(to: .seconds(2))
    #expect(copy.sharesDeparture(with: ended))
    #expect(!Self.ended(after: []).sharesDeparture(with: ended))
    #expect(Self.ended(after: []) == ended)
  }
}
