import PopupCore
import PopupPresentation
import PopupRating
import PopupSupport
import PopupTesting
import Testing

/// A test kind that uses both clocks, appearing and gestures: an offer that ends at a wall
/// instant and counts an impression after 3 s of local time on screen.
enum WallOffer: PopupKind {
  struct State: Hashable, Sendable {
    var ends: PopupWallInstant
    var isOver = false
    var impression: Countdown?
    var impressed = false
    var appearances: [PopupAppearance] = []
  }
  enum Output: Hashable, Sendable {
    case impression, offerEnded, outsideTapped
  }
  static func makeState(_ ends: PopupWallInstant, now: PopupTime) -> State { State(ends: ends) }
  static func reduce(_ state: inout State, _ event: Never, now: PopupTime) -> [PopupEffect<Output>] {}
  static func render(_ state: State, now: PopupTime) -> RenderNode {
    .text(state.isOver ? "over" : "ends in \((state.ends - now.wall).popupDescription)", role: .body)
  }
  static func appear(_ state: inout State, _ appearance: PopupAppearance, now: PopupTime) -> [PopupEffect<
    Output
  >] {
    state.appearances.append(appearance)
    if appearance == .first { state.impression = Countdown(duration: .seconds(3), startingAt: now.local) }
    return []
  }
  static func nextDeadline(of state: State) -> PopupInstant? {
    state.impressed ? nil : state.impression?.deadline
  }
  static func nextWallDeadline(of state: State) -> PopupWallInstant? { state.isOver ? nil : state.ends }
  static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    var effects: [PopupEffect<Output>] = []
    if !state.impressed, let impression = state.impression, impression.isFinished(at: now.local) {
      state.impressed = true
      effects.append(.output(.impression))
    }
    if !state.isOver, now.wall >= state.ends {
      state.isOver = true
      effects.append(.output(.offerEnded))
    }
    return effects
  }
  static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime) -> [PopupEffect<Output>]?
  {
    gesture == .outsideTap ? [.output(.outsideTapped)] : nil
  }
}

@Suite("PopupSession: two clocks, appearing, gestures", .timeLimit(.minutes(3)), .watchdog)
struct PopupSessionTimeTests {
  static let tenSecondsIn = PopupWallInstant.scriptOrigin + .seconds(10)

  static func offer() -> PopupSession<WallOffer> {
    var session = PopupSession<WallOffer>(tenSecondsIn, now: .zero)
    _ = session.appear(at: .zero)
    return session
  }

  @Test func aWallDeadlineFallsDueWhileHeldButALocalOneDoesNot() {
    var session = Self.offer()
    #expect(session.hold(at: .seconds(1)).isEmpty)
    #expect(session.nextDeadline == .seconds(10))
    #expect(session.advance(to: .seconds(9)).isEmpty)
    #expect(session.advance(to: .seconds(10)) == [.output(.offerEnded)])
    #expect(session.localTime(at: .seconds(10)) == .seconds(1))
    #expect(session.wallTime(at: .seconds(10)) == Self.tenSecondsIn)
    #expect(session.nextDeadline == nil)
    _ = session.release(at: .seconds(20))
    #expect(session.nextDeadline == .seconds(22))
    #expect(session.advance(to: .seconds(22)) == [.output(.impression)])
  }

  @Test func whileSuspendedNothingFiresAndAnOverdueWallDeadlineFiresOnAppearingAgain() {
    var session = Self.offer()
    #expect(session.suspend(at: .seconds(2)).isEmpty)
    #expect(session.nextDeadline == nil)
    #expect(session.advance(to: .seconds(30)).isEmpty)
    #expect(session.appear(at: .seconds(30)) == [.output(.offerEnded)])
    #expect(session.state.appearances == [.first, .again])
    #expect(session.nextDeadline == .seconds(31))
  }

  @Test func aWallClockJumpFiresWhatItPassesAndLeavesLocalTimeAlone() {
    var session = Self.offer()
    #expect(session.jumpWallClock(by: .seconds(-60), at: .seconds(1)).isEmpty)
    #expect(session.nextDeadline == .seconds(3))
    #expect(session.jumpWallClock(by: .seconds(3600), at: .seconds(2)) == [.output(.offerEnded)])
    #expect(session.localTime(at: .seconds(2)) == .seconds(2))
    #expect(session.advance(to: .seconds(3)) == [.output(.impression)])
  }

  @Test func appearingTwiceWithoutASuspensionDoesNothing() {
    var session = Self.offer()
    #expect(session.appear(at: .seconds(1)).isEmpty)
    #expect(session.state.appearances == [.first])
    #expect(session.hasAppeared)
  }

  @Test func aGestureTheKindHandlesNeverFallsBackToTheBehavior() {
    var session = Self.offer()
    #expect(session.behavior.dismissesOnOutsideTap)
    #expect(session.tapOutside(at: .seconds(1)) == [.output(.outsideTapped)])
    #expect(!session.isEnded)
    var draggable = PopupSession<WallOffer>(
      Self.tenSecondsIn, behavior: PopupBehavior(dismissesOnDrag: true), now: .zero)
    #expect(draggable.drag(at: .zero) == [.dismiss(.drag)])
    #expect(!draggable.endedByKind)
  }

  @Test func theWallClockFollowsWhatTheHostSays() {
    let start = PopupWallInstant.scriptOrigin.adding(days: 59)
    let session = PopupSession<WallOffer>(start + .seconds(5), now: .seconds(100), wall: start)
    #expect(session.wallTime(at: .seconds(103)) == start + .seconds(3))
    #expect(session.nextDeadline == .seconds(105))
  }

  /// Regression class: a session that restarted its auto-dismiss countdown when shown again
  /// after a pause would give a preempted popup a fresh 5 s.
  @Test func theAutoDismissResumesWithTheTimeItHadLeftAfterASuspension() {
    var session = PopupSession<RatingPrompt>(
      .init(appName: "A"), behavior: PopupBehavior.card.autoDismissing(after: .seconds(5)), now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.nextDeadline == .seconds(5))
    _ = session.suspend(at: .seconds(3))
    #expect(session.nextDeadline == nil)
    _ = session.appear(at: .seconds(60))
    #expect(session.nextDeadline == .seconds(62))
    #expect(session.advance(to: .milliseconds(61_999)).isEmpty)
    #expect(session.advance(to: .seconds(62)) == [.dismiss(.timeout)])
  }
}

/// A planted broken kind: every tick changes its state, and its deadline never moves.
enum TicksForever: PopupKind {
  enum Event: Equatable, Sendable { case poke }
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Event, now: PopupTime) -> [PopupEffect<Never>] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
  static func nextDeadline(of state: Int) -> PopupInstant? { .seconds(1) }
  static func tick(_ state: inout Int, now: PopupTime) -> [PopupEffect<Never>] {
    state += 1
    return []
  }
}

@Suite("A kind that never lets its deadline go", .timeLimit(.minutes(3)), .watchdog)
struct TicksForeverTests {
  /// The session stops asking after a bounded number of ticks at one instant instead of hanging
  /// its host; an auto-dismiss due at that instant still ends it.
  @Test(arguments: [Duration?.none, .seconds(1)])
  func advancingReturns(autoDismiss: Duration?) {
    var session = PopupSession<TicksForever>(
      (), behavior: PopupBehavior().autoDismissing(after: autoDismiss), now: .zero)
    _ = session.appear(at: .zero)
    let effects = session.advance(to: .seconds(2))
    #expect(session.state == PopupSession<TicksForever>.maximumTicksAtOneInstant + 1)
    #expect(effects == (autoDismiss == nil ? [] : [.dismiss(.timeout)]))
  }
}
