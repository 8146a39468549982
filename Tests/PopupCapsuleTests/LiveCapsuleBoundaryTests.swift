import PopupCore
import PopupPresentation
import PopupTesting
import Testing

@testable import PopupCapsule

/// The capsule at its edges: a timer's last attosecond, a linger of exactly the longest, the
/// expanded activity among several, an ended capsule's deadlines.
@Suite("Live capsule at its boundaries", .watchdog)
struct LiveCapsuleBoundaryTests {
  static func session(_ steps: [PopupStep<Capsule.Event>]) throws -> PopupSession<Capsule> {
    var session = PopupSession<Capsule>(.init(activities: []), now: .zero)
    _ = session.appear(at: .zero)
    var now = PopupInstant.zero
    for step in steps { _ = try session.apply(step, at: &now) }
    return session
  }

  /// A countdown shows whole seconds rounded up, so any time left at all, an attosecond, is
  /// one second; a count up rounds down.
  @Test(arguments: [
    (Duration(secondsComponent: 0, attosecondsComponent: 1), true, "0:01"),
    (Duration(secondsComponent: 0, attosecondsComponent: 1), false, "0:00"), (.zero, true, "0:00"),
    (.seconds(59), true, "0:59"), (.milliseconds(59_001), true, "1:00"), (.seconds(3600), false, "1:00:00"),
    (.seconds(3599), false, "59:59"),
  ])
  func aTimerShowsWholeSeconds(left: Duration, roundingUp: Bool, text: String) {
    #expect(Capsule.clockText(left, roundingUp: roundingUp) == text)
  }

  /// A linger of exactly the longest allowed (4 h) keeps the invariants.
  @Test func aLingerOfExactlyFourHoursIsAllowed() throws {
    let session = try Self.session([start("a"), start("b"), end("a", .after(Capsule.State.longestLinger))])
    #expect(session.state.entries.contains { $0.linger?.duration == Capsule.State.longestLinger })
    #expect(
      Capsule.invariantViolations(in: session.state, now: .zero) == [])
  }

  /// Of two activities, the one long-pressed is the one drawn expanded.
  @Test func theLongPressedActivityIsTheOneExpanded() throws {
    let session = try Self.session([start("a", relevance: 1), start("b"), .send(.longPressed("b"))])
    #expect(session.state.expansion?.id == "b")
    guard case .card(_, let children) = Capsule.render(session.state, now: .zero), let first = children.first
    else {
      Issue.record("not a card")
      return
    }
    let texts = first.allNodes.compactMap { if case .text(let text, _) = $0 { text } else { nil } }
    #expect(texts.contains("B") && !texts.contains("A"), "\(texts)")
  }

  /// An ended capsule keeps no deadline, even with an activity lingering when it ended.
  @Test func anEndedCapsuleHasNoDeadline() throws {
    var state = try Self.session([start("a"), start("b"), end("a")]).state
    #expect(Capsule.nextDeadline(of: state) != nil)
    state.isEnded = true
    #expect(Capsule.nextDeadline(of: state) == nil)
  }

  /// A state graph names a capsule by how many activities it shows and which is expanded.
  @Test func aCapsuleIsNamedByItsActivities() throws {
    #expect(Capsule.shortName(of: try Self.session([start("a")]).state) == "1 activity")
    #expect(Capsule.shortName(of: try Self.session([start("a"), start("b")]).state) == "2 activities")
    #expect(Capsule.shortName(of: try Self.session([]).state) == "0 activities")
    #expect(
      Capsule.shortName(of: try Self.session([start("a"), start("b"), .send(.longPressed("b"))]).state)
        == "2 activities, b expanded")
  }
}
