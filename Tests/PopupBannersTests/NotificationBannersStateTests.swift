import PopupCore
import Testing

@testable import PopupBanners

/// What the stack's state keeps cheap for the explorer, without changing what it does: each
/// item hashed once, deadlines found in place, the open action built directly.
@Suite("Notification banners state", .watchdog)
struct NotificationBannersStateTests {
  @Test(arguments: ["a", "maya", "two words", "quote \" and \\", ""])
  func theOpenActionIsTheOneTheVerbsPrint(id: String) {
    #expect(NotificationBanners.openAction(id) == NotificationBanners.action(.itemTapped(id)))
  }

  @Test func statesMadeApartAreEqualAndHashEqualAndAnyDifferenceTellsThemApart() {
    let configuration = NotificationBanners.Configuration(items: [
      BannerItem(id: "a", title: "Maya", message: "Lunch?"), BannerItem(id: "b", title: "Sam"),
    ])
    let one = NotificationBanners.makeState(configuration, now: .zero)
    let other = NotificationBanners.makeState(configuration, now: .zero)
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    var changed = other
    changed.entries[1].item.message = "Dinner?"
    #expect(changed != one)
    changed.entries[1].item.message = "Lunch?"
    #expect(changed == one)
    #expect(changed.hashValue == one.hashValue)
  }

  @Test func postingTheSameItemAgainRestartsItsTimerAsAReplacementDoes() {
    let item = BannerItem(id: "a", title: "Maya", message: "Lunch?")
    var same = NotificationBanners.makeState(
      .init(items: [item, BannerItem(id: "b", title: "Sam")]), now: .zero)
    var replaced = same
    let now = PopupTime(local: .seconds(2), wall: .scriptOrigin + .seconds(2))
    let effects = NotificationBanners.reduce(&same, .posted(item), now: now)
    #expect(effects == [.announce("Maya: Lunch?")])
    _ = NotificationBanners.reduce(&replaced, .posted(BannerItem(id: "a", title: "Other")), now: now)
    #expect(same.entries.map(\.item.id) == ["b", "a"])
    #expect(same.entries[1].countdown == replaced.entries[1].countdown)
    #expect(same.entries[1].sequence == 3)
    #expect(same.postCount == 3)
    #expect(NotificationBanners.nextDeadline(of: same) == .seconds(5))
  }

  @Test func theDeadlineIsTheEarliestVisibleTimer() {
    var state = NotificationBanners.makeState(.init(maxVisible: 2), now: .zero)
    #expect(NotificationBanners.nextDeadline(of: state) == nil)
    for (id, seconds) in [("a", 3), ("b", 9), ("c", 7)] {
      let item = BannerItem(id: id, title: id, duration: .seconds(Int64(seconds)))
      _ = NotificationBanners.reduce(&state, .posted(item), now: .zero)
    }
    // "a" waits behind "c" and "b", its timer paused.
    #expect(NotificationBanners.nextDeadline(of: state) == .seconds(7))
    #expect(NotificationBanners.tick(&state, now: PopupTime(local: .seconds(6), wall: .scriptOrigin)) == [])
    #expect(
      NotificationBanners.tick(&state, now: PopupTime(local: .seconds(7), wall: .scriptOrigin))
        == [.output(.dismissed(id: "c", reason: .timeout))])
    // "a" shows again with the 3 s it had left.
    #expect(NotificationBanners.nextDeadline(of: state) == .seconds(9))
    #expect(state.entries[1].countdown?.remaining(at: .seconds(7)) == .seconds(3))
  }
}
