import PopupBanners
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

extension PopupScenario where Kind == NotificationBanners {
  /// Script steps from an empty stack showing at most `maxVisible`, the outputs they must
  /// produce, and the ids left, front first; the stack never ends itself.
  static func scenario(
    name: String, maxVisible: Int = 3, steps: [PopupStep<NotificationBanners.Event>],
    outputs: [NotificationBanners.Output], remaining: [String]
  ) -> Self {
    PopupScenario(
      name, configuration: .init(maxVisible: maxVisible), steps: steps, expected: .outputs(outputs),
      ending: nil,
      checks: [.state("the ids left", { $0.entries.map(\.item.id) }, remaining)])
  }
}

func post(_ id: String, for seconds: Int64? = 5) -> PopupStep<NotificationBanners.Event> {
  .send(.posted(BannerItem(id: id, title: id.uppercased(), duration: seconds.map { .seconds($0) })))
}

/// A post from Maya that reads exactly like every other one.
func samePost(_ id: String) -> PopupStep<NotificationBanners.Event> {
  .send(.posted(BannerItem(id: id, title: "Maya", message: "Lunch?", duration: .seconds(5))))
}

@Suite("Notification banners", .watchdog)
struct NotificationBannersTests {
  static let cases: [PopupScenario<NotificationBanners>] = [
    .scenario(name: "posting shows the item", steps: [post("a")], outputs: [], remaining: ["a"]),
    .scenario(
      name: "newest in front", steps: [post("a"), post("b"), post("c")], outputs: [],
      remaining: ["c", "b", "a"]),
    .scenario(
      name: "swipe dismisses the front item with drag", steps: [post("a"), post("b"), .send(.swiped)],
      outputs: [.dismissed(id: "b", reason: .drag)], remaining: ["a"]),
    .scenario(
      name: "tap reports and dismisses the front item", steps: [post("a"), .send(.tapped)],
      outputs: [.tapped(id: "a"), .dismissed(id: "a", reason: .tap)], remaining: []),
    .scenario(
      name: "two banners that read the same: the one behind is told apart by its number and opens",
      steps: [samePost("a"), samePost("b"), .press("Maya: Lunch? (2)")],
      outputs: [.tapped(id: "a"), .dismissed(id: "a", reason: .tap)], remaining: ["b"]),
    .scenario(
      name: "a tap on a banner behind the front one opens that one",
      steps: [post("a"), post("b"), post("c"), .send(.itemTapped("a"))],
      outputs: [.tapped(id: "a"), .dismissed(id: "a", reason: .tap)], remaining: ["c", "b"]),
    .scenario(
      name: "a double tap on a banner opens it once",
      steps: [post("a"), post("b"), .send(.itemTapped("a")), .send(.itemTapped("a"))],
      outputs: [.tapped(id: "a"), .dismissed(id: "a", reason: .tap)], remaining: ["b"]),
    .scenario(
      name: "a banner out of view cannot be tapped", maxVisible: 1,
      steps: [post("a"), post("b"), .send(.itemTapped("a"))], outputs: [], remaining: ["b", "a"]),
    .scenario(
      name: "an unknown id opens nothing", steps: [post("a"), .send(.itemTapped("zz"))], outputs: [],
      remaining: ["a"]),
    .scenario(
      name: "a banner tapped the instant it times out has ended",
      steps: [post("a"), .wait(.seconds(5)), .send(.itemTapped("a"))],
      outputs: [.dismissed(id: "a", reason: .timeout)], remaining: []),
    .scenario(
      name: "dismiss by id", steps: [post("a"), post("b"), .send(.dismissRequested("a"))],
      outputs: [.dismissed(id: "a", reason: .programmatic)], remaining: ["b"]),
    .scenario(
      name: "each item ends once",
      steps: [post("a"), .send(.swiped), .send(.dismissRequested("a")), .send(.tapped), .wait(.seconds(9))],
      outputs: [.dismissed(id: "a", reason: .drag)], remaining: []),
    .scenario(
      name: "swipe and tap with nothing shown",
      steps: [.send(.swiped), .send(.tapped), .send(.dismissRequested("x"))],
      outputs: [], remaining: []),
    .scenario(
      name: "each item has its own timer",
      steps: [post("a"), .wait(.seconds(3)), post("b"), .wait(.seconds(2))],
      outputs: [.dismissed(id: "a", reason: .timeout)], remaining: ["b"]),
    .scenario(
      name: "the second item times out later",
      steps: [post("a"), .wait(.seconds(3)), post("b"), .wait(.seconds(5))],
      outputs: [.dismissed(id: "a", reason: .timeout), .dismissed(id: "b", reason: .timeout)], remaining: []),
    .scenario(
      name: "a replaced item restarts its timer, so its old one never fires",
      steps: [post("a"), .wait(.seconds(3)), post("a"), .wait(.milliseconds(4999))], outputs: [],
      remaining: ["a"]),
    .scenario(
      name: "a replaced item times out on its new timer",
      steps: [post("a"), .wait(.seconds(3)), post("a"), .wait(.seconds(5))],
      outputs: [.dismissed(id: "a", reason: .timeout)], remaining: []),
    .scenario(
      name: "replacing keeps the place in the stack", steps: [post("a"), post("b"), post("a")], outputs: [],
      remaining: ["b", "a"]),
    .scenario(
      name: "an item without a timer stays", steps: [post("a", for: nil), .wait(.seconds(1000))], outputs: [],
      remaining: ["a"]),
    .scenario(
      name: "hidden items wait with their timers paused",
      steps: [post("a"), post("b"), post("c"), post("d"), .wait(.seconds(5)), .wait(.milliseconds(4999))],
      outputs: [
        .dismissed(id: "b", reason: .timeout), .dismissed(id: "c", reason: .timeout),
        .dismissed(id: "d", reason: .timeout),
      ],
      remaining: ["a"]),
    .scenario(
      name: "a hidden item resumes with its own time left",
      steps: [
        post("a"), .wait(.seconds(2)), post("b"), post("c"), post("d"), .wait(.seconds(5)),
        .wait(.seconds(3)),
      ],
      outputs: [
        .dismissed(id: "b", reason: .timeout), .dismissed(id: "c", reason: .timeout),
        .dismissed(id: "d", reason: .timeout),
        .dismissed(id: "a", reason: .timeout),
      ],
      remaining: []),
    .scenario(
      name: "one visible at a time", maxVisible: 1,
      steps: [post("a"), post("b"), .wait(.seconds(5)), .wait(.seconds(5))],
      outputs: [.dismissed(id: "b", reason: .timeout), .dismissed(id: "a", reason: .timeout)], remaining: []),
    .scenario(
      name: "posting during a hold",
      steps: [
        post("a"), .wait(.seconds(1)), .hold, .wait(.seconds(1)), post("b"), .wait(.seconds(8)), .release,
        .wait(.seconds(4)),
      ],
      outputs: [.dismissed(id: "a", reason: .timeout)], remaining: ["b"]),
    .scenario(
      name: "an outside tap passes through and never ends the stack", steps: [post("a"), .tapOutside],
      outputs: [], remaining: ["a"]),
    .scenario(
      name: "the shared drag swipes the front item; on an empty stack it does nothing",
      steps: [post("a"), post("b"), .drag, .drag, .drag, .tap],
      outputs: [.dismissed(id: "b", reason: .drag), .dismissed(id: "a", reason: .drag)], remaining: []),
  ]

  @Test(arguments: cases)
  func plays(_ scenario: PopupScenario<NotificationBanners>) throws {
    try scenario.run()
  }

  @Test func timeoutsAtTheSameInstantEndInPostOrder() {
    var state = NotificationBanners.makeState(.init(), now: .zero)
    for id in ["a", "b", "c"] {
      _ = NotificationBanners.reduce(&state, .posted(BannerItem(id: id, title: id)), now: .zero)
    }
    let effects = NotificationBanners.tick(&state, now: .seconds(5))
    #expect(effects.compactMap(\.output) == ["a", "b", "c"].map { .dismissed(id: $0, reason: .timeout) })
  }

  @Test func anEarlyTimerDoesNothing() {
    var state = NotificationBanners.makeState(.init(items: [BannerItem(id: "a", title: "A")]), now: .zero)
    #expect(NotificationBanners.tick(&state, now: .seconds(4)).isEmpty)
    #expect(NotificationBanners.nextDeadline(of: state) == .seconds(5))
  }

  @Test func theRenderShowsHowManyMoreWait() {
    let items = (1...5).map { BannerItem(id: "\($0)", title: "Item \($0)") }
    let state = NotificationBanners.makeState(.init(items: items), now: .zero)
    let nodes = NotificationBanners.render(state, now: .zero).allNodes
    #expect(nodes.contains(.more(count: 2, accessibilityLabel: "2 more")))
    #expect(nodes.filter { if case .card = $0 { true } else { false } }.count == 3)
    #expect(nodes.contains(.text("Item 5", role: .title)))
    #expect(!nodes.contains(.text("Item 1", role: .title)))
  }

  @Test(arguments: [0, -4, 1])
  func maxVisibleIsAtLeastOne(requested: Int) {
    #expect(NotificationBanners.Configuration(maxVisible: requested).maxVisible == 1)
  }

  @Test(arguments: [
    NotificationBanners.Event.posted(BannerItem(id: "a b", title: "Maya \"M\"", message: "Lunch?")),
    .posted(BannerItem(id: "x", title: "T")), .swiped, .tapped, .dismissRequested("a"),
    .posted(
      BannerItem(
        id: "icon", icon: "for", title: "stamp", message: "sticky", timestamp: "2m ago",
        duration: .milliseconds(1500))),
    .posted(BannerItem(id: "s", icon: "message.fill", title: "Sticky", duration: nil)),
    .posted(BannerItem(id: "z", title: "Zero", duration: .zero)),
  ])
  func scriptLinesParseBackToTheSameEvent(event: NotificationBanners.Event) throws {
    let line = try #require(NotificationBanners.scriptLine(for: event))
    #expect(try PopupScript.steps(for: NotificationBanners.self, from: line).map(\.step) == [.send(event)])
  }

  @Test func outputsPrintAsTraceLinesDo() {
    #expect(
      String(describing: NotificationBanners.Output.dismissed(id: "b", reason: .drag))
        == "dismissed(id: \"b\", reason: drag)")
    #expect(String(describing: NotificationBanners.Output.tapped(id: "b")) == "tapped(id: \"b\")")
  }

  @Test func aPostLineCarriesEveryFieldThatIsNotTheDefault() {
    let item = BannerItem(
      id: "maya", icon: "message.fill", title: "Maya", message: "Lunch?", timestamp: "2m ago", duration: nil)
    #expect(
      NotificationBanners.scriptLine(for: .posted(item))
        == "post maya \"Maya\" \"Lunch?\" icon message.fill stamp \"2m ago\" sticky")
    #expect(NotificationBanners.scriptLine(for: .posted(BannerItem(id: "a", title: "A"))) == "post a \"A\"")
  }

  @Test func theSharedTapOpensTheFrontItemAndTheSharedDragSwipesIt() {
    var session = PopupSession<NotificationBanners>(.init(), now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.tap(at: .zero).isEmpty)
    _ = session.send(.posted(BannerItem(id: "a", title: "A")), at: .zero)
    _ = session.send(.posted(BannerItem(id: "b", title: "B")), at: .zero)
    #expect(
      session.tap(at: .seconds(1)) == [.output(.tapped(id: "b")), .output(.dismissed(id: "b", reason: .tap))])
    #expect(session.drag(at: .seconds(2)) == [.output(.dismissed(id: "a", reason: .drag))])
    #expect(session.drag(at: .seconds(3)).isEmpty)
    #expect(!session.isEnded)
    #expect(session.dismiss(at: .seconds(4)) == [.dismiss(.programmatic)])
  }

  /// Each card is its own control: pressing a banner by its text opens that banner.
  @Test func everyCardCarriesItsOwnAction() throws {
    var session = PopupSession<NotificationBanners>(.init(), now: .zero)
    _ = session.appear(at: .zero)
    var now = PopupInstant.zero
    for step in [post("a"), post("b")] { _ = try session.apply(step, at: &now) }
    let targets = PopupControls(session.render(at: now)).pressables
    #expect(targets.map(\.title) == ["B", "A"])
    #expect(
      try session.apply(.press("A"), at: &now).compactMap(\.output) == [
        .tapped(id: "a"), .dismissed(id: "a", reason: .tap),
      ])
  }
}
