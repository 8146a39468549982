import PopupCore
import PopupHosted
import PopupPresentation
import PopupTesting
import Testing

extension PopupScenario where Kind == HostedPopup {
  /// Steps from a presented hosted popup (the test's map unless given), then every effect and
  /// the ending.
  static func scenario(
    name: String, configuration: HostedPopup.Configuration = HostedPopupTests.map,
    behavior: PopupBehavior = HostedPopup.defaultBehavior, steps: [PopupStep<HostedPopup.Event>],
    effects: [PopupEffect<HostedPopup.Output>], ending: DismissReason? = nil
  ) -> Self {
    PopupScenario(
      name, configuration: configuration, behavior: behavior, steps: steps, expected: .effects(effects),
      ending: ending)
  }
}

@Suite("Hosted content", .watchdog)
struct HostedPopupTests {
  static let map = HostedPopup.Configuration(
    viewID: "map", accessibilityLabel: "Map", size: PopupSize(width: 300, height: 180),
    endingActions: ["directions"], showsCloseButton: true)

  static let cases: [PopupScenario<HostedPopup>] = [
    .scenario(name: "fresh: nothing happens", steps: [.wait(.seconds(60))], effects: [], ending: nil),
    .scenario(
      name: "an action is reported and the popup stays", steps: [.send(.actionTapped("share"))],
      effects: [.output(.actionTapped("share"))], ending: nil),
    .scenario(
      name: "the same action twice is reported twice",
      steps: [.send(.actionTapped("share")), .send(.actionTapped("share"))],
      effects: [.output(.actionTapped("share")), .output(.actionTapped("share"))], ending: nil),
    .scenario(
      name: "an ending action reports, then ends with tap", steps: [.send(.actionTapped("directions"))],
      effects: [.output(.actionTapped("directions")), .dismiss(.tap)], ending: .tap),
    .scenario(
      name: "events after the end are ignored",
      steps: [.send(.actionTapped("directions")), .send(.actionTapped("share")), .send(.closeTapped), .tap],
      effects: [.output(.actionTapped("directions")), .dismiss(.tap)], ending: .tap),
    .scenario(
      name: "close ends it with no output", steps: [.send(.closeTapped), .send(.closeTapped)],
      effects: [.dismiss(.tap)], ending: .tap),
    .scenario(
      name: "close without a close button does nothing",
      configuration: .init(viewID: "v", accessibilityLabel: "V"), steps: [.send(.closeTapped)], effects: [],
      ending: nil),
    .scenario(name: "a tap on the view is the view's own", steps: [.tap, .tap], effects: [], ending: nil),
    .scenario(
      name: "a behavior that dismisses on tap ends it with tap (seed 000)",
      behavior: PopupBehavior(dismissesOnTap: true), steps: [.tap, .tap], effects: [.dismiss(.tap)],
      ending: .tap),
    .scenario(
      name: "an outside tap dismisses a card", steps: [.tapOutside], effects: [.dismiss(.outsideTap)],
      ending: .outsideTap),
    .scenario(
      name: "the session's auto-dismiss ends it at its instant, not before",
      behavior: HostedPopup.defaultBehavior.autoDismissing(after: .seconds(3)),
      steps: [.wait(.milliseconds(2999)), .wait(.milliseconds(1))], effects: [.dismiss(.timeout)],
      ending: .timeout),
    .scenario(
      name: "holding stops the auto-dismiss; it fires after the release with the time left",
      behavior: HostedPopup.defaultBehavior.autoDismissing(after: .seconds(3)),
      steps: [.wait(.seconds(1)), .hold, .wait(.seconds(60)), .release, .wait(.milliseconds(1999))],
      effects: [], ending: nil),
    .scenario(
      name: "dismissed during the entrance", steps: [.wait(.milliseconds(100)), .dismiss],
      effects: [.dismiss(.programmatic)], ending: .programmatic),
  ]

  /// The kind itself ignores every event once it has ended, whoever hands it one (a session
  /// would not, but a host driving the kind directly may).
  @Test(arguments: [HostedPopup.Event.actionTapped("share"), .actionTapped("directions"), .closeTapped])
  func anEndedPopupAnswersNothing(event: HostedPopup.Event) {
    var state = HostedPopup.makeState(Self.map, now: .zero)
    #expect(HostedPopup.reduce(&state, .actionTapped("directions"), now: .zero).contains(.dismiss(.tap)))
    let ended = state
    #expect(HostedPopup.reduce(&state, event, now: .zero).isEmpty)
    #expect(state == ended)
  }

  @Test(arguments: cases)
  func plays(_ scenario: PopupScenario<HostedPopup>) throws {
    try scenario.run()
  }

  @Test func theRenderNamesTheAppsViewAtItsSizeAndTheCloseButton() {
    let state = HostedPopup.makeState(Self.map, now: .zero)
    let tree = HostedPopup.render(state, now: .zero)
    #expect(
      tree.allNodes.contains(
        .hosted(id: "map", accessibilityLabel: "Map", size: PopupSize(width: 300, height: 180))))
    #expect(PopupControls(tree).pressables.map(\.title) == ["Close"])
    var plain = Self.map
    plain.showsCloseButton = false
    #expect(
      PopupControls(HostedPopup.render(HostedPopup.makeState(plain, now: .zero), now: .zero)).pressables
        .isEmpty)
  }

  /// A host that places before measuring gets the view's own size plus the card's padding; a
  /// host that measured passes its size and gets exactly that.
  @Test(arguments: [
    (PopupSize(width: 300, height: 180), PopupSize?.none, 300.0 + 32, 180.0 + 26),
    (PopupSize(width: 300, height: 180), PopupSize(width: 250, height: 90), 250, 90),
  ])
  func theFrameIsAsBigAsTheViewAsked(size: PopupSize, measured: PopupSize?, width: Double, height: Double) {
    let configuration = HostedPopup.Configuration(viewID: "v", accessibilityLabel: "V", size: size)
    var session = PopupSession<HostedPopup>(configuration, now: .zero)
    _ = session.appear(at: .zero)
    let frame = session.frame(at: .seconds(1), contentSize: measured)
    #expect(frame.placement.frame.width == width)
    #expect(frame.placement.frame.height == height)
  }

  /// Sizes a host might pass by mistake are inputs like any other: the frame stays finite.
  @Test(arguments: [-1.0, .nan, .infinity, 1e300, 0])
  func badSizesGiveAFiniteFrame(side: Double) {
    let configuration = HostedPopup.Configuration(
      viewID: "v", accessibilityLabel: "V", size: PopupSize(width: side, height: side))
    var session = PopupSession<HostedPopup>(configuration, now: .zero)
    _ = session.appear(at: .zero)
    let rect = session.frame(at: .seconds(1)).placement.frame
    #expect([rect.x, rect.y, rect.width, rect.height].allSatisfy { $0.isFinite })
    #expect(rect.width >= 0 && rect.height >= 0)
  }

  /// Any content waits in the center's queue and shows when the one before it ends.
  @Test func itQueuesInTheCenterLikeAnyPopup() {
    var center = PopupCenter()
    _ = center.present(HostedPopup.self, id: "a", Self.map, at: .zero)
    let queued = center.present(HostedPopup.self, id: "b", Self.map, at: .zero)
    #expect(queued.isEmpty)
    #expect(center.waitingIDs == ["b"])
    let next =
      (try? center.send(.actionTapped("directions"), of: HostedPopup.self, to: "a", at: .seconds(1))) ?? []
    #expect(
      next.map(\.description) == ["a output: actionTapped(\"directions\")", "dismissed a: tap", "shown b"])
  }
}

/// Seed 001's `.custom { }` scrim: the app's own view behind the popup, by id.
@Suite("A custom scrim", .watchdog)
struct CustomScrimTests {
  @Test(arguments: [
    (
      PopupPresentationOptions.Scrim(.custom(viewID: "brand")), PopupFrame.Scrim.Style.custom,
      String?.some("brand"), true
    ),
    (.init(.custom(viewID: "brand"), passesTouchesThrough: true), .custom, "brand", false),
    (.dim, .dim, nil, true), (.none, .clear, nil, false),
  ])
  func theFrameNamesTheAppsView(
    scrim: PopupPresentationOptions.Scrim, style: PopupFrame.Scrim.Style, viewID: String?, isModal: Bool
  ) {
    var session = PopupSession<HostedPopup>(
      HostedPopupTests.map, options: PopupPresentationOptions(scrim: scrim), now: .zero)
    _ = session.appear(at: .zero)
    let frame = session.frame(at: .seconds(1)).scrim
    #expect(frame.style == style)
    #expect(frame.viewID == viewID)
    #expect(frame.amount == (style == .dim ? 0.4 : 0))
    #expect(frame.isModal == isModal)
  }
}
