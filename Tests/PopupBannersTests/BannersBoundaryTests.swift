import PopupCore
import PopupTesting
import Testing

@testable import PopupBanners

/// The banner stack at its edges: the banners waiting behind the visible ones counted from the
/// first (in the short name and the drawn "more"), the empty stack's frame and gestures, the
/// invariant on each timer at the first hidden place, the time left at a part of a second, and
/// operations repeated after their first effect.
@Suite("Notification banners: boundaries and repeats", .watchdog)
struct BannersBoundaryTests {
  /// A stack showing at most three, with banners "b1" ... posted at the instant 0, the last
  /// posted in front.
  static func stack(posting count: Int, maxVisible: Int = 3) -> NotificationBanners.State {
    var state = NotificationBanners.makeState(.init(maxVisible: maxVisible), now: .zero)
    for number in stride(from: 1, through: count, by: 1) {
      _ = NotificationBanners.reduce(
        &state, .posted(BannerItem(id: "b\(number)", title: "B\(number)")), now: .zero)
    }
    return state
  }

  /// The short name counts the visible banners, and the waiting ones from the first: none
  /// waiting says nothing of them.
  @Test(arguments: [
    (0, "0 banners"), (1, "1 banner"), (3, "3 banners"), (4, "3 banners, 1 more"), (5, "3 banners, 2 more"),
  ])
  func theShortNameCountsTheWaitingBannersFromTheFirst(posted: Int, name: String) {
    #expect(NotificationBanners.shortName(of: Self.stack(posting: posted)) == name)
  }

  /// The render draws one card per visible banner and, from the first banner waiting, a
  /// "more" with their count.
  @Test(arguments: [(1, 1, nil), (3, 3, nil), (4, 3, 1), (6, 3, 3)] as [(Int, Int, Int?)])
  func theRenderDrawsTheWaitingBannersAsMore(posted: Int, cards: Int, more: Int?) {
    let tree = NotificationBanners.render(Self.stack(posting: posted), now: .zero)
    guard case .vstack(let children) = tree else {
      Issue.record("the stack is not drawn as a vertical stack: \(tree)")
      return
    }
    #expect(children.filter { if case .tappable = $0 { true } else { false } }.count == cards)
    let mores = children.compactMap { node -> Int? in
      if case .more(let count, _) = node { count } else { nil }
    }
    #expect(mores == (more.map { [$0] } ?? []))
    if let more { #expect(children.last == .more(count: more, accessibilityLabel: "\(more) more")) }
  }

  /// Nothing posted, or everything gone: an empty stack, nothing drawn, and the stack's tap
  /// and drag left to the behavior (which ignores them); its events do nothing.
  @Test func anEmptyStackDrawsNothingAndLeavesGesturesToTheBehavior() {
    var state = Self.stack(posting: 1)
    _ = NotificationBanners.reduce(&state, .swiped, now: .zero)
    let empty = state
    #expect(NotificationBanners.render(state, now: .zero) == .vstack([]))
    #expect(NotificationBanners.drawsNothing(state, now: .zero))
    for gesture in [PopupGesture.tap, .drag, .outsideTap] {
      #expect(NotificationBanners.handle(gesture, &state, now: .zero) == nil, "\(gesture)")
    }
    for event in [NotificationBanners.Event.swiped, .tapped, .itemTapped("b1"), .dismissRequested("b1")] {
      #expect(NotificationBanners.reduce(&state, event, now: .zero) == [], "\(event)")
    }
    #expect(state == empty)
  }

  /// With a banner, the stack's tap opens the front one and its drag swipes it.
  @Test(arguments: [
    (PopupGesture.tap, [NotificationBanners.Output.tapped(id: "b2"), .dismissed(id: "b2", reason: .tap)]),
    (.drag, [.dismissed(id: "b2", reason: .drag)]),
  ])
  func theStacksGesturesActOnTheFrontBanner(gesture: PopupGesture, outputs: [NotificationBanners.Output]) {
    var state = Self.stack(posting: 2)
    let effects = outputs.map { PopupEffect<NotificationBanners.Output>.output($0) }
    #expect(NotificationBanners.handle(gesture, &state, now: .zero) == effects)
    #expect(state.entries.map(\.item.id) == ["b1"])
  }

  /// Each timer is checked at its place: running while visible, paused while waiting, the
  /// last visible and the first waiting banner included.
  @Test(arguments: [
    (0, true, "visible 'b4' is paused"), (2, true, "visible 'b2' is paused"),
    (3, false, "hidden 'b1' is running"),
  ])
  func theInvariantChecksEachTimerAtItsPlace(index: Int, pause: Bool, problem: String) throws {
    var state = Self.stack(posting: 4)
    #expect(NotificationBanners.invariantViolations(in: state, now: .zero) == [])
    let now = PopupInstant.seconds(1)
    if pause {
      state.entries[index].countdown?.pause(at: now)
    } else {
      state.entries[index].countdown?.resume(at: now)
    }
    #expect(NotificationBanners.invariantViolations(in: state, now: .seconds(1)) == [problem])
  }

  /// A banner of 5 s shows its time left to the millisecond, 0.3, 0.5 and 0.7 s past a
  /// whole second, and goes at 5 s, not before.
  @Test(arguments: [(1300, 3700), (1500, 3500), (1700, 3300), (4700, 300), (4999, 1)] as [(Int64, Int64)])
  func theTimeLeftIsExactPastAWholeSecond(elapsed: Int64, left: Int64) {
    var state = Self.stack(posting: 1)
    let now = PopupTime.milliseconds(elapsed)
    let drawn = NotificationBanners.render(state, now: now).allNodes.compactMap { node -> Duration? in
      if case .countdown(let remaining, _, _, _) = node { remaining } else { nil }
    }
    #expect(drawn == [.milliseconds(left)])
    #expect(NotificationBanners.tick(&state, now: now) == [])
    #expect(
      NotificationBanners.tick(&state, now: .seconds(5)) == [.output(.dismissed(id: "b1", reason: .timeout))])
  }

  /// Pushed out of view 1.3 s in, a banner keeps its 3.7 s and shows them again when it is
  /// back in view, however long it waited.
  @Test func aBannerPushedOutKeepsItsTimeLeftToTheMillisecond() {
    var state = Self.stack(posting: 1, maxVisible: 1)
    _ = NotificationBanners.reduce(
      &state, .posted(BannerItem(id: "b2", title: "B2")), now: .milliseconds(1300))
    #expect(state.entries[1].countdown?.remaining(at: .seconds(60)) == .milliseconds(3700))
    _ = NotificationBanners.reduce(&state, .swiped, now: .seconds(60))
    #expect(NotificationBanners.nextDeadline(of: state) == .milliseconds(63_700))
  }

  /// The second of two identical removals finds nothing left to remove: it says nothing
  /// and changes nothing.
  @Test(arguments: [
    (
      NotificationBanners.Event.dismissRequested("b2"),
      [NotificationBanners.Output.dismissed(id: "b2", reason: .programmatic)]
    ),
    (.itemTapped("b2"), [.tapped(id: "b2"), .dismissed(id: "b2", reason: .tap)]),
  ])
  func aSecondIdenticalRemovalSaysNothing(
    event: NotificationBanners.Event, first: [NotificationBanners.Output]
  ) {
    var state = Self.stack(posting: 2)
    let effects = first.map { PopupEffect<NotificationBanners.Output>.output($0) }
    #expect(NotificationBanners.reduce(&state, event, now: .zero) == effects)
    let after = state
    #expect(NotificationBanners.reduce(&state, event, now: .seconds(1)) == [])
    #expect(state == after)
    #expect(state.entries.map(\.item.id) == ["b1"])
  }
}
