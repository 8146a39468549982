import PopupCore
import Testing

@testable import PopupCapsule

/// What the capsule's state keeps cheap for the explorer, without changing what it does: the
/// activity hashed once, deadlines found in place, the open action built directly.
@Suite("Live capsule state", .watchdog)
struct LiveCapsuleStateTests {
  @Test(arguments: ["a", "ride", "two words", "quote \" and \\", ""])
  func theOpenActionIsTheOneTheVerbsPrint(id: String) {
    #expect(Capsule.openAction(id) == Capsule.action(.activityTapped(id)))
  }

  @Test func statesMadeApartAreEqualAndHashEqualAndAnyDifferenceTellsThemApart() {
    let configuration = Capsule.Configuration(activities: [
      .init(id: "a", label: "A", trailing: .text("4 min")), .init(id: "b", label: "B", relevance: 1),
    ])
    let one = Capsule.makeState(configuration, now: .zero)
    let other = Capsule.makeState(configuration, now: .zero)
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    var changed = other
    changed.entries[0].activity.trailing = .text("3 min")
    #expect(changed != one)
    changed.entries[0].activity.trailing = .text("4 min")
    #expect(changed == one)
    #expect(changed.hashValue == one.hashValue)
  }

  @Test func anUpdateThatChangesNothingLeavesAnEqualState() {
    var state = Capsule.makeState(.init(activities: [.init(id: "a", label: "A")]), now: .zero)
    let update = Capsule.Update(
      id: "a", label: "B", trailing: .text("1 min"), timestamp: at(5), staleAt: at(60))
    _ = Capsule.reduce(&state, .updated(update), now: .zero)
    let before = state
    #expect(Capsule.reduce(&state, .updated(update), now: .zero) == [])
    #expect(state == before)
    #expect(state.hashValue == before.hashValue)
    #expect(state.entries[0].activity.label == "B")
    #expect(state.entries[0].activity.staleAt == at(60))
  }

  @Test func theDeadlinesAreTheEarliestOfEachClock() {
    let configuration = Capsule.Configuration(activities: [
      .init(id: "a", label: "A", staleAt: at(50)), .init(id: "b", label: "B", staleAt: at(20)),
      .init(id: "c", label: "C"),
    ])
    var state = Capsule.makeState(configuration, now: .zero)
    #expect(Capsule.nextDeadline(of: state) == nil)
    #expect(Capsule.nextWallDeadline(of: state) == at(20))
    // An ended activity's stale instant no longer counts; its linger does.
    _ = Capsule.reduce(&state, .ended(.init(id: "b", policy: .after(.seconds(9)))), now: .zero)
    #expect(Capsule.nextWallDeadline(of: state) == at(50))
    #expect(Capsule.nextDeadline(of: state) == .seconds(9))
    _ = Capsule.reduce(
      &state, .updated(.init(id: "c", label: "C", timestamp: at(1), isAlert: true)),
      now: PopupTime(local: .seconds(1), wall: at(1)))
    #expect(Capsule.nextDeadline(of: state) == .seconds(5))
    // A stale activity's instant is past: its end of life 8 h after it started is next.
    _ = Capsule.tick(&state, now: PopupTime(local: .seconds(5), wall: at(50)))
    #expect(state.entries.allSatisfy { $0.activity.id == "b" || $0.isStale == ($0.activity.id == "a") })
    #expect(Capsule.nextWallDeadline(of: state) == .scriptOrigin + LiveCapsule.State.longestLife)
    #expect(Capsule.nextDeadline(of: state) == .seconds(9))
  }

  /// The activity in front (the expanded one, else the compact one) is drawn once, in front;
  /// every other one, the compact one too, is drawn minimal, in the order they started.
  @Test(
    arguments: [
      (nil, "B", ["A", "C"]), ("A", "A", ["B", "C"]), ("C", "C", ["A", "B"]), ("B", "B", ["A", "C"]),
    ] as [(String?, String, [String])])
  func theActivityInFrontIsNotDrawnMinimal(expanded: String?, front: String, minimal: [String]) {
    let configuration = Capsule.Configuration(activities: [
      .init(id: "A", label: "A"), .init(id: "B", label: "B", relevance: 2),
      .init(id: "C", label: "C", relevance: 1),
    ])
    var state = Capsule.makeState(configuration, now: .zero)
    if let expanded { _ = Capsule.reduce(&state, .longPressed(expanded), now: .zero) }
    let nodes = Capsule.render(state, now: .zero).allNodes
    let drawnMinimal = nodes.compactMap { node -> String? in
      if case .iconButton(_, let label, _) = node { return label }
      return nil
    }
    #expect(drawnMinimal == minimal)
    let opened = nodes.compactMap { node -> PopupAction? in
      switch node {
      case .tappable(_, _, let action): action
      case .button(_, _, _, let action, _) where action != Capsule.collapseAction: action
      default: nil
      }
    }
    #expect(opened == [Capsule.action(.activityTapped(front))])
  }
}
