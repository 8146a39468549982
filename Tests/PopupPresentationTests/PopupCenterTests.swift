import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// A step of a center scenario.
enum CenterStep: Sendable {
  case undo(String, PopupPriority = .normal, autoDismiss: Int64? = nil)
  case rating(String, PopupPriority = .normal)
  case dismiss(String)
  case dismissAll, hold, release, tapOutside, drag
  case tapUndo(String)
  case wait(milliseconds: Int64)

  static func wait(_ seconds: Int64) -> CenterStep { .wait(milliseconds: seconds * 1000) }
}

/// Plays steps on a center, checking its invariants after each, and returns every effect as
/// text and the center.
func playCenter(_ steps: [CenterStep]) -> (effects: [String], center: PopupCenter) {
  var center = PopupCenter()
  var now = PopupInstant.zero
  var effects: [PopupCenterEffect] = []
  for step in steps {
    switch step {
    case .undo(let id, let priority, let seconds):
      effects += center.present(
        UndoToast.self, id: id, .init(message: id), priority: priority,
        behavior: UndoToast.defaultBehavior.autoDismissing(after: seconds.map { .seconds($0) }), at: now)
    case .rating(let id, let priority):
      effects += center.present(RatingPrompt.self, id: id, .init(appName: id), priority: priority, at: now)
    case .dismiss(let id): effects += center.dismiss(id: id, at: now)
    case .dismissAll: effects += center.dismissAll(at: now)
    case .hold: effects += center.hold(at: now)
    case .release: effects += center.release(at: now)
    case .tapOutside: effects += center.tapOutside(at: now)
    case .drag: effects += center.drag(at: now)
    case .tapUndo(let id):
      effects +=
        (try? center.send(.undoTapped, of: UndoToast.self, to: id, at: now)) ?? center.advance(to: now)
    case .wait(let milliseconds):
      now += .milliseconds(milliseconds)
      effects += center.advance(to: now)
    }
    #expect(center.invariantViolations == [], "after \(step)")
  }
  return (effects.filter { $0.effect?.isHapticOrAnnouncement != true }.map(\.description), center)
}

struct CenterCase: Sendable, CustomTestStringConvertible {
  var name: String
  var steps: [CenterStep]
  var effects: [String]
  var presented: [String]
  var testDescription: String { name }
}

@Suite("PopupCenter", .timeLimit(.minutes(3)), .watchdog)
struct PopupCenterTests {
  static let cases: [CenterCase] = [
    CenterCase(name: "first popup shows", steps: [.undo("a")], effects: ["shown a"], presented: ["a"]),
    CenterCase(
      name: "higher priority preempts", steps: [.undo("a"), .rating("b", .high)],
      effects: ["shown a", "paused a", "shown b"],
      presented: ["b", "a"]),
    CenterCase(
      name: "equal priority waits", steps: [.undo("a"), .undo("b")], effects: ["shown a"],
      presented: ["a", "b"]),
    CenterCase(
      name: "lower priority waits", steps: [.undo("a", .high), .undo("b", .low)], effects: ["shown a"],
      presented: ["a", "b"]),
    CenterCase(
      name: "order is priority then arrival, preempted at the head of its band",
      steps: [
        .rating("a"), .rating("b", .low), .rating("c"), .rating("d", .high), .rating("e"),
        .rating("f", .critical),
      ],
      effects: ["shown a", "paused a", "shown d", "paused d", "shown f"],
      presented: ["f", "d", "a", "c", "e", "b"]),
    CenterCase(
      name: "replacing the current popup", steps: [.undo("a"), .rating("a")],
      effects: ["shown a", "dismissed a: programmatic", "shown a"],
      presented: ["a"]),
    CenterCase(
      name: "replacing a waiting popup keeps its place",
      steps: [.rating("a"), .rating("b"), .rating("c"), .undo("b")],
      effects: ["shown a", "dismissed b: programmatic"], presented: ["a", "b", "c"]),
    CenterCase(
      name: "replacing a waiting popup with a higher priority preempts",
      steps: [.rating("a"), .rating("b", .low), .rating("c", .low), .rating("b", .high)],
      effects: ["shown a", "dismissed b: programmatic", "paused a", "shown b"], presented: ["b", "a", "c"]),
    CenterCase(
      // The replacement never reached the screen: it is not reported shown, nor paused.
      name: "replacing the current popup with a lower priority yields to a higher waiting one",
      steps: [.rating("a", .high), .rating("b", .high), .rating("a", .low)],
      effects: ["shown a", "dismissed a: programmatic", "shown b"],
      presented: ["b", "a"]),
    CenterCase(
      name: "the yielding replacement shows, for the first time, once the urgent one goes",
      steps: [.undo("a", .critical), .rating("b", .high), .rating("a", .low), .dismiss("b")],
      effects: ["shown a", "dismissed a: programmatic", "shown b", "dismissed b: programmatic", "shown a"],
      presented: ["a"]),
    CenterCase(
      name: "dismissing a waiting popup",
      steps: [.rating("a"), .rating("b"), .rating("c"), .dismiss("b"), .dismiss("b")],
      effects: ["shown a", "dismissed b: programmatic"], presented: ["a", "c"]),
    CenterCase(
      // The dismissed one's place in the line is dropped on the way, not stepped on forever.
      name: "dismissing the first waiting popup, then the current: the one after shows",
      steps: [.rating("a"), .rating("b"), .rating("c"), .dismiss("b"), .dismiss("a")],
      effects: ["shown a", "dismissed b: programmatic", "dismissed a: programmatic", "shown c"],
      presented: ["c"]),
    CenterCase(
      name: "dismissing the current popup shows the next",
      steps: [.rating("a"), .rating("b"), .dismiss("a"), .dismiss("a")],
      effects: ["shown a", "dismissed a: programmatic", "shown b"], presented: ["b"]),
    CenterCase(
      name: "dismissing an unknown id", steps: [.rating("a"), .dismiss("zz")], effects: ["shown a"],
      presented: ["a"]),
    CenterCase(
      name: "dismiss-all twice",
      steps: [.rating("a"), .rating("b", .low), .rating("c"), .dismissAll, .dismissAll],
      effects: [
        "shown a", "dismissed a: programmatic", "dismissed c: programmatic", "dismissed b: programmatic",
      ],
      presented: []),
    CenterCase(
      name: "gestures while nothing is current", steps: [.hold, .release, .tapOutside, .drag, .wait(5)],
      effects: [],
      presented: []),
    CenterCase(
      name: "a deadline and a preemption at the same instant",
      steps: [.undo("a"), .wait(5), .rating("b", .high)],
      effects: ["shown a", "a output: expired", "dismissed a: timeout", "shown b"], presented: ["b"]),
    CenterCase(
      name: "preempted popup resumes with the time it had left",
      steps: [
        .undo("a", autoDismiss: 5), .wait(3), .rating("b", .critical), .wait(60), .dismiss("b"),
        .wait(milliseconds: 1900),
      ],
      effects: ["shown a", "paused a", "shown b", "dismissed b: programmatic", "shown a again"],
      presented: ["a"]),
    CenterCase(
      name: "preempted popup times out when its time is up",
      steps: [
        .undo("a", autoDismiss: 5), .wait(3), .rating("b", .critical), .wait(60), .dismiss("b"), .wait(2),
      ],
      effects: [
        "shown a", "paused a", "shown b", "dismissed b: programmatic", "shown a again", "a output: expired",
        "dismissed a: timeout",
      ],
      presented: []),
    CenterCase(
      name: "held time does not count",
      steps: [.undo("a"), .wait(1), .hold, .wait(100), .release, .wait(milliseconds: 3999)],
      effects: ["shown a"], presented: ["a"]),
    CenterCase(
      name: "the countdown resumes after the hold",
      steps: [.undo("a"), .wait(1), .hold, .wait(100), .release, .wait(4)],
      effects: ["shown a", "a output: expired", "dismissed a: timeout"], presented: []),
    CenterCase(
      name: "waiting time does not count",
      steps: [.rating("a"), .undo("b"), .wait(100), .dismiss("a"), .wait(milliseconds: 4999)],
      effects: ["shown a", "dismissed a: programmatic", "shown b"], presented: ["b"]),
    CenterCase(
      name: "a held popup that is preempted is released and keeps its time",
      steps: [
        .undo("a"), .wait(1), .hold, .wait(1), .rating("b", .critical), .wait(10), .dismiss("b"),
        .wait(milliseconds: 3999),
      ],
      effects: ["shown a", "paused a", "shown b", "dismissed b: programmatic", "shown a again"],
      presented: ["a"]),
    CenterCase(
      name: "replacing the current popup while held",
      steps: [.undo("a"), .hold, .wait(10), .undo("a"), .wait(5), .release],
      effects: [
        "shown a", "dismissed a: programmatic", "shown a", "a output: expired", "dismissed a: timeout",
      ], presented: []),
    CenterCase(
      name: "re-presenting during preemption replaces it in line",
      steps: [.undo("a"), .wait(4), .rating("b", .high), .undo("a"), .dismiss("b"), .wait(4)],
      effects: [
        "shown a", "paused a", "shown b", "dismissed a: programmatic", "dismissed b: programmatic", "shown a",
      ],
      presented: ["a"]),
    CenterCase(
      name: "the next popup's clock starts when it shows",
      steps: [.undo("a"), .undo("b"), .wait(5), .wait(milliseconds: 4999)],
      effects: ["shown a", "a output: expired", "dismissed a: timeout", "shown b"], presented: ["b"]),
    CenterCase(
      name: "one long wait fires a chain of deadlines in order",
      steps: [.undo("a"), .undo("b"), .undo("c"), .wait(15)],
      effects: [
        "shown a", "a output: expired", "dismissed a: timeout", "shown b", "b output: expired",
        "dismissed b: timeout", "shown c", "c output: expired", "dismissed c: timeout",
      ], presented: []),
    CenterCase(
      name: "outside tap on a card", steps: [.rating("a"), .undo("b"), .tapOutside],
      effects: ["shown a", "dismissed a: outsideTap", "shown b"], presented: ["b"]),
    CenterCase(
      name: "a drag closes it early at once and never again", steps: [.undo("a"), .drag, .wait(10)],
      effects: ["shown a", "a output: closedEarly(drag)", "dismissed a: drag"],
      presented: []),
    CenterCase(
      name: "undo on the current popup", steps: [.undo("a"), .tapUndo("a"), .wait(10)],
      effects: ["shown a", "a output: undone", "dismissed a: tap"], presented: []),
    CenterCase(
      name: "events for a waiting popup are ignored", steps: [.undo("a"), .undo("b"), .tapUndo("b")],
      effects: ["shown a"],
      presented: ["a", "b"]),
  ]

  @Test(arguments: cases)
  func scenario(_ scenario: CenterCase) {
    let played = playCenter(scenario.steps)
    #expect(played.effects == scenario.effects)
    #expect(played.center.presentedIDs == scenario.presented)
  }

  @Test func oneTimerServesTheCenter() {
    var center = PopupCenter()
    #expect(center.nextDeadline == nil)
    _ = center.present(UndoToast.self, id: "a", .init(message: "a"), at: .zero)
    _ = center.present(UndoToast.self, id: "b", .init(message: "b", duration: .seconds(1)), at: .zero)
    #expect(center.nextDeadline == .seconds(5))
    _ = center.hold(at: .seconds(2))
    #expect(center.nextDeadline == nil)
    _ = center.release(at: .seconds(3))
    #expect(center.nextDeadline == .seconds(6))
    _ = center.advance(to: .seconds(6))
    #expect(center.nextDeadline == .seconds(7))
  }

  @Test func lanesShareNothing() {
    var status = PopupCenter()
    var toasts = PopupCenter()
    _ = status.present(RatingPrompt.self, id: "a", .init(appName: "A"), at: .zero)
    _ = toasts.present(UndoToast.self, id: "a", .init(message: "a"), priority: .critical, at: .zero)
    #expect(status.presentedIDs == ["a"])
    #expect(
      toasts.advance(to: .seconds(5)).map(\.description) == ["a output: expired", "dismissed a: timeout"])
    #expect(status.session(of: "a", as: RatingPrompt.self) != nil)
    #expect(status.session(of: "a", as: UndoToast.self) == nil)
  }

  @Test func outputsCompareByKindAndValue() {
    #expect(AnyPopupOutput(UndoToast.Output.expired) == AnyPopupOutput(UndoToast.Output.expired))
    #expect(AnyPopupOutput(UndoToast.Output.expired) != AnyPopupOutput(UndoToast.Output.undone))
    #expect(
      AnyPopupOutput(UndoToast.Output.undone) != AnyPopupOutput(RatingPrompt.Output.reviewRequested(stars: 5))
    )
    #expect(AnyPopupOutput(UndoToast.Output.expired).as(UndoToast.Output.self) == .expired)
  }

  @Test func manyPresentsAndDismissalsKeepTheLineCompactAndOrdered() {
    var center = PopupCenter()
    _ = center.present(RatingPrompt.self, id: "top", .init(appName: "A"), priority: .critical, at: .zero)
    for round in 0..<500 {
      _ = center.present(RatingPrompt.self, id: "w\(round)", .init(appName: "A"), priority: .low, at: .zero)
      if round % 3 != 0 { _ = center.dismiss(id: "w\(round)", at: .zero) }
    }
    #expect(center.invariantViolations == [])
    #expect(center.presentedIDs == ["top"] + stride(from: 0, to: 500, by: 3).map { "w\($0)" })
  }

  @Test func renderShowsTheCurrentPopup() {
    var center = PopupCenter()
    #expect(center.render(at: .zero) == nil)
    _ = center.present(UndoToast.self, id: "a", .init(message: "Saved"), at: .zero)
    #expect(center.render(at: .seconds(1))?.allNodes.contains(.text("Saved", role: .body)) == true)
  }
}

/// A kind whose outputs have the undo toast's type: a center must not pass them off as the
/// toast's.
enum UndoLookalike: PopupKind {
  typealias Output = UndoToast.Output
  struct Configuration: Hashable, Sendable {}
  enum Event: Hashable, Sendable { case fire }
  static func makeState(_ configuration: Configuration, now: PopupTime) -> Bool { false }
  static func reduce(_ state: inout Bool, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    [.output(.expired)]
  }
  static func render(_ state: Bool, now: PopupTime) -> RenderNode { .text("lookalike", role: .body) }
}

@Suite("Typed center outputs", .watchdog)
struct TypedCenterOutputTests {
  @Test func anOutputIsTypedOnlyAsTheKindThatEmittedIt() throws {
    var center = PopupCenter()
    _ = center.present(UndoLookalike.self, id: "fake", .init(), at: .zero)
    let effects = try center.send(.fire, of: UndoLookalike.self, to: "fake", at: .seconds(1))
    let output = try #require(effects.first { $0.output != nil })
    #expect(output.output(of: UndoLookalike.self) == .expired)
    #expect(output.output(of: UndoToast.self) == nil)
    #expect(output.output?.as(UndoToast.Output.self) == .expired)
  }
}

/// A kind with a deadline each second for three seconds, none of which ends it.
enum TicksThrice: PopupKind {
  enum Event: Equatable, Sendable { case poke }
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Event, now: PopupTime) -> [PopupEffect<Never>] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
  static func nextDeadline(of state: Int) -> PopupInstant? { state < 3 ? .seconds(Int64(state) + 1) : nil }
  static func tick(_ state: inout Int, now: PopupTime) -> [PopupEffect<Never>] {
    state += 1
    return []
  }
}

@Suite("PopupCenter: deadlines that do not end the popup", .timeLimit(.minutes(3)), .watchdog)
struct PopupCenterDeadlineTests {
  /// One advance past several deadlines fires each, in order, not just the first.
  @Test(arguments: [(Int64(999), 0), (1_000, 1), (2_999, 2), (3_000, 3), (60_000, 3)])
  func oneAdvanceFiresEveryDeadlineThatFallsDue(milliseconds: Int64, ticks: Int) throws {
    var center = PopupCenter()
    _ = center.present(TicksThrice.self, id: "t", (), at: .zero)
    _ = center.advance(to: .milliseconds(milliseconds))
    let session = try #require(center.session(of: "t", as: TicksThrice.self))
    #expect(session.state == ticks)
    #expect(center.nextDeadline == (ticks < 3 ? .seconds(Int64(ticks) + 1) : nil))
  }
}

@Suite("PopupCenter: a long line", .timeLimit(.minutes(3)), .watchdog)
struct PopupCenterLongLineTests {
  /// Fifty popups of one priority show one after another, in the order they came, past the
  /// line's compaction (after 32 have gone) and to the last.
  @Test(arguments: [1, 33, 34, 50])
  func popupsShowInTheOrderTheyCame(count: Int) {
    var center = PopupCenter()
    let ids = (0..<count).map { "p\($0)" }
    for id in ids { _ = center.present(RatingPrompt.self, id: id, .init(appName: "A"), at: .zero) }
    var shown: [String] = []
    for _ in ids {
      guard let id = center.currentID else { break }
      shown.append(id)
      _ = center.dismiss(id: id, at: .zero)
    }
    #expect(shown == ids)
    #expect(center.currentID == nil && center.waitingIDs.isEmpty)
  }
}
