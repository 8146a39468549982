import PopupActions
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

extension PopupScenario where Kind == ActionSheet {
  /// Steps on a sample's appeared sheet (`photo` unless named), then its one outcome and, while
  /// it still shows, the row it leaves focused.
  static func scenario(
    name: String, sample: String = "photo", steps: [PopupStep<ActionSheet.Event>],
    outputs: [ActionSheet.Output], ending: DismissReason? = nil, focused: String? = nil
  ) -> Self {
    PopupScenario(
      name, start: .sampleNamed(sample), steps: steps, expected: .outputs(outputs), ending: ending,
      checks: ending == nil ? [.state("the focused row", \.focused, focused)] : [])
  }
}

@Suite("Action sheet", .watchdog)
struct ActionSheetTests {
  static let cases: [PopupScenario<ActionSheet>] = [
    .scenario(
      name: "select", steps: [.send(.actionTapped("share")), .send(.actionTapped("delete"))],
      outputs: [.selected("share")], ending: .tap),
    .scenario(
      name: "cancel row", steps: [.send(.cancelTapped), .send(.cancelTapped)],
      outputs: [.cancelled(via: .cancelRow)], ending: .tap),
    .scenario(
      name: "selecting the cancel row cancels", steps: [.send(.actionTapped("cancel"))],
      outputs: [.cancelled(via: .cancelRow)], ending: .tap),
    .scenario(
      // As seed 001 says of sheets: a tap outside a bottom sheet reports `.drag`.
      name: "an outside tap on a bottom sheet", steps: [.tapOutside, .tapOutside],
      outputs: [.cancelled(via: .outsideTap)], ending: .drag),
    .scenario(name: "drag", steps: [.drag], outputs: [.cancelled(via: .drag)], ending: .drag),
    .scenario(
      name: "escape", steps: [.send(.escapePressed), .send(.returnPressed)],
      outputs: [.cancelled(via: .escape)], ending: .tap),
    .scenario(name: "a tap on the sheet does nothing", steps: [.tap], outputs: [], ending: nil),
    .scenario(
      name: "an unknown row does nothing", steps: [.send(.actionTapped("nope"))], outputs: [], ending: nil),
    .scenario(
      name: "return without focus does nothing", steps: [.send(.returnPressed)], outputs: [], ending: nil),
    .scenario(
      name: "down, down, return picks the second",
      steps: [.send(.downPressed), .send(.downPressed), .send(.returnPressed)],
      outputs: [.selected("duplicate")], ending: .tap),
    .scenario(
      name: "up from nothing focuses the last", steps: [.send(.upPressed)], outputs: [], ending: nil,
      focused: "cancel"),
    .scenario(
      name: "down stops at the last", steps: Array(repeating: .send(.downPressed), count: 9), outputs: [],
      ending: nil, focused: "cancel"),
    .scenario(
      name: "focus skips a disabled row (the sample is on 'name')", sample: "disabled-rows",
      steps: [.send(.downPressed)], outputs: [], ending: nil, focused: "kind"),
    .scenario(
      name: "and back up skips it too", sample: "disabled-rows",
      steps: [.send(.downPressed), .send(.upPressed)],
      outputs: [], ending: nil, focused: "name"),
    .scenario(
      name: "a disabled row does nothing", sample: "disabled-rows", steps: [.send(.actionTapped("size"))],
      outputs: [], ending: nil, focused: "name"),
    .scenario(
      name: "a popover has no cancel row", sample: "popover",
      steps: [.send(.cancelTapped), .send(.actionTapped("cancel"))], outputs: [], ending: nil),
    .scenario(
      name: "a popover cancels on an outside tap", sample: "popover", steps: [.tapOutside],
      outputs: [.cancelled(via: .outsideTap)], ending: .outsideTap),
    .scenario(
      name: "a lost target falls back to the bottom, with its cancel row", sample: "popover",
      steps: [.send(.targetLost("share")), .send(.cancelTapped)], outputs: [.cancelled(via: .cancelRow)],
      ending: .tap),
    .scenario(
      name: "confirm: one tap arms", sample: "confirm-delete", steps: [.send(.actionTapped("delete"))],
      outputs: [], ending: nil),
    .scenario(
      name: "confirm: two taps delete", sample: "confirm-delete",
      steps: [.send(.actionTapped("delete")), .wait(.milliseconds(2999)), .send(.actionTapped("delete"))],
      outputs: [.selected("delete")],
      ending: .tap),
    .scenario(
      name: "confirm: after 3 s it disarms", sample: "confirm-delete",
      steps: [.send(.actionTapped("delete")), .wait(.seconds(3)), .send(.actionTapped("delete"))],
      outputs: [],
      ending: nil),
    .scenario(
      name: "confirm: held time does not disarm", sample: "confirm-delete",
      steps: [
        .send(.actionTapped("delete")), .hold, .wait(.seconds(30)), .release, .send(.actionTapped("delete")),
      ],
      outputs: [.selected("delete")], ending: .tap),
    .scenario(
      name: "confirm: another row still picks at once", sample: "confirm-delete",
      steps: [.send(.actionTapped("delete")), .send(.actionTapped("share"))], outputs: [.selected("share")],
      ending: .tap),
  ]

  @Test(arguments: cases)
  func plays(_ scenario: PopupScenario<ActionSheet>) throws {
    try scenario.run()
  }

  /// The session's own auto-dismiss cuts the sheet short: the app still hears exactly one
  /// outcome, a cancel by the dismissal, at the auto-dismiss instant and not before.
  @Test(arguments: [Duration.zero, .milliseconds(1), .seconds(3)])
  func anAutoDismissCancelsTheSheet(after autoDismiss: Duration) throws {
    let played = ActionSheet.play(
      try ActionSheet.sample(named: "photo"),
      behavior: ActionSheet.defaultBehavior.autoDismissing(after: autoDismiss))
    var session = played.session
    let early = autoDismiss > .zero ? session.advance(to: .zero + autoDismiss - .nanoseconds(1)) : []
    #expect(early.isEmpty)
    let effects = played.effects + early + session.advance(to: .zero + autoDismiss)
    #expect(effects.compactMap(\.output) == [.cancelled(via: .dismissed)])
    #expect(session.endReason == .timeout)
    #expect(session.state.isEnded)
  }

  /// Two destructive rows: arming one and then tapping the other arms the other (its own
  /// second tap confirms it), never picks it; the first row's arming is gone.
  @Test(arguments: [
    ([("delete", 0), ("erase", 1)], [ActionSheet.Output](), "erase"),
    ([("delete", 0), ("erase", 1), ("erase", 2)], [.selected("erase")], nil),
    ([("delete", 0), ("erase", 1), ("delete", 2)], [], "delete"),
    ([("delete", 0), ("erase", 1), ("delete", 2), ("delete", 3)], [.selected("delete")], nil),
    ([("delete", 0), ("erase", 1), ("erase", 4)], [], "erase"),
  ])
  func twoDestructiveRowsEachAskForTheirOwnSecondTap(
    taps: [(id: String, second: Int64)], outputs: [ActionSheet.Output], armed: String?
  ) throws {
    let configuration = try ActionSheet.Configuration(
      actions: [
        .init("delete", title: "Delete", role: .destructive),
        .init("erase", title: "Erase", role: .destructive),
        .init("cancel", title: "Cancel", role: .cancel),
      ], confirmsDestructive: true)
    var state = ActionSheet.makeState(configuration, now: .zero)
    var effects: [PopupEffect<ActionSheet.Output>] = []
    for tap in taps {
      let now = PopupTime(local: .seconds(tap.second), wall: .scriptOrigin)
      effects += ActionSheet.reduce(&state, .actionTapped(tap.id), now: now)
    }
    #expect(effects.compactMap(\.output) == outputs)
    #expect(state.armed?.id == armed)
  }

  @Test func twoCancelRowsAreAClearError() {
    #expect(throws: ActionSheet.ConfigurationError.twoCancelActions(["a", "b"])) {
      try ActionSheet.Configuration(
        actions: [
          .init("a", title: "A", role: .cancel), .init("x", title: "X"),
          .init("b", title: "B", role: .cancel),
        ])
    }
    #expect(
      ActionSheet.ConfigurationError.twoCancelActions(["a", "b"]).description
        == "An action sheet has at most one cancel action, but 'a' and 'b' both have the cancel role. Give one of them another role."
    )
    #expect(throws: ActionSheet.ConfigurationError.duplicateID("a")) {
      try ActionSheet.Configuration(actions: [.init("a", title: "A"), .init("a", title: "B")])
    }
  }

  @Test func theCancelRowGoesLast() throws {
    let configuration = try ActionSheet.Configuration(
      actions: [.init("c", title: "Cancel", role: .cancel), .init("a", title: "A"), .init("b", title: "B")])
    #expect(configuration.actions.map(\.id) == ["a", "b", "c"])
  }

  @Test(arguments: [
    (PopupWidthClass.regular, PopupRect(x: 300, y: 60, width: 44, height: 44), true),
    (.compact, PopupRect(x: 300, y: 60, width: 44, height: 44), false),
    (.regular, PopupRect(x: 5000, y: 60, width: 44, height: 44), false),
    (.regular, PopupRect(x: -20, y: -20, width: 44, height: 44), true),
  ])
  func aTargetIsAPopoverOnlyInRegularWidthAndOnScreen(
    widthClass: PopupWidthClass, frame: PopupRect, isPopover: Bool
  )
    throws
  {
    var state = ActionSheet.makeState(
      try .init(actions: [.init("a", title: "A")], anchor: .target("t"), targets: ["t": frame]), now: .zero)
    var screen = PopupScreen.tablet
    screen.widthClass = widthClass
    _ = ActionSheet.screenChanged(screen, &state, now: .zero)
    if case .popover = state.presentation { #expect(isPopover) } else { #expect(!isPopover) }
  }

  /// Only a visible destructive row may be armed: arming another row, or one that is not
  /// there, breaks the kind's invariants.
  @Test(arguments: [("delete", false), ("share", true), ("no-such-row", true)])
  func onlyAVisibleDestructiveRowIsArmed(id: String, broken: Bool) throws {
    var state = ActionSheet.makeState(
      try ActionSheet.sample(named: "confirm-delete").configuration,
      now: .zero)
    state.armed = .init(id: id, until: .seconds(3))
    let problems = ActionSheet.invariantViolations(
      in: state, now: .zero)
    #expect(problems.isEmpty == !broken, "\(problems)")
  }

  /// The arrows stop at the ends of the list: a press past the last row or before the first
  /// moves nothing and plays no haptic.
  @Test func theArrowsStopAtTheEnds() throws {
    var session = PopupSession<ActionSheet>(
      try ActionSheet.sample(named: "confirm-delete").configuration, now: .zero)
    _ = session.appear(at: .zero)
    let rows = session.state.focusableIDs.count
    for _ in 0..<rows { _ = session.send(.downPressed, at: .zero) }
    let last = session.state.focused
    #expect(session.send(.downPressed, at: .zero).isEmpty)
    #expect(session.state.focused == last)
    for _ in 0..<rows { _ = session.send(.upPressed, at: .zero) }
    #expect(session.send(.upPressed, at: .zero).isEmpty)
  }

  /// The confirmation is drawn under the armed row alone, and under none before a row is armed.
  @Test func theConfirmationIsDrawnUnderTheArmedRowOnly() throws {
    var session = PopupSession<ActionSheet>(
      try ActionSheet.sample(named: "confirm-delete").configuration, now: .zero)
    _ = session.appear(at: .zero)
    func captions() -> [String] {
      session.render(at: .zero).allNodes.compactMap {
        if case .text(let text, .caption) = $0, text.hasPrefix("Tap again") { text } else { nil }
      }
    }
    #expect(captions().isEmpty)
    _ = session.send(.actionTapped("delete"), at: .zero)
    #expect(captions() == ["Tap again to delete."])
  }

  /// One divider sets the cancel row apart from the others, and none is drawn elsewhere.
  @Test func oneDividerComesBeforeTheCancelRow() throws {
    var session = PopupSession<ActionSheet>(
      try ActionSheet.sample(named: "confirm-delete").configuration, now: .zero)
    _ = session.appear(at: .zero)
    let nodes = Array(session.render(at: .zero).allNodes)
    let dividers = nodes.indices.filter { if case .divider = nodes[$0] { true } else { false } }
    #expect(dividers.count == 1)
    if let divider = dividers.first, divider + 1 < nodes.count,
      case .button(_, let role, _, _, _) = nodes[divider + 1]
    {
      #expect(role == .cancel)
    } else {
      Issue.record("no cancel button after the divider: \(nodes)")
    }
  }

  static let now = PopupTime.zero

  /// A popover is 44 points a row, 30 more for a title it shows and 40 for a message; a title
  /// it hides takes no room.
  @Test(arguments: [
    (String?.none, ActionSheet.TitleVisibility.visible, String?.none, 0.0),
    ("Photo", .hidden, nil, 0), ("Photo", .visible, nil, 30), ("Photo", .automatic, nil, 0),
    ("Photo", .automatic, "IMG.jpg", 70), ("Photo", .hidden, "IMG.jpg", 40), (nil, .automatic, "IMG.jpg", 40),
  ])
  func aPopoverHasRoomForWhatItShows(
    title: String?, visibility: ActionSheet.TitleVisibility, message: String?, extra: Double
  ) throws {
    let configuration = try ActionSheet.Configuration(
      title: title, message: message, titleVisibility: visibility,
      actions: [.init("a", title: "A"), .init("b", title: "B"), .init("c", title: "Cancel", role: .cancel)])
    let state = ActionSheet.makeState(configuration, now: Self.now)
    #expect(state.popoverSize == PopupSize(width: 270, height: 2 * 44 + extra))
  }

  /// A checked row carries its check mark; the others do not.
  @Test func aCheckedRowIsMarked() throws {
    let configuration = try ActionSheet.Configuration(
      actions: [.init("a", title: "Grid", isChecked: true), .init("b", title: "List")])
    let titles = ActionSheet.render(ActionSheet.makeState(configuration, now: Self.now), now: Self.now)
      .allNodes
      .compactMap { if case .button(let title, _, _, _, _) = $0 { title } else { nil } }
    #expect(titles == ["✓ Grid", "List"])
  }

  /// A target that moves is followed; one moved to where it already is changes nothing.
  @Test func aMovedTargetIsFollowed() throws {
    var state = ActionSheet.makeState(
      try ActionSheet.sample(named: "confirm-delete").configuration, now: Self.now)
    let frame = PopupRect(x: 100, y: 200, width: 44, height: 44)
    _ = ActionSheet.reduce(&state, .targetMoved(id: "share", frame: frame), now: Self.now)
    #expect(state.targets["share"] == frame)
    let before = state
    #expect(ActionSheet.reduce(&state, .targetMoved(id: "share", frame: frame), now: Self.now).isEmpty)
    #expect(state == before)
  }

  /// An ended sheet answers every event with nothing and stays as it was.
  @Test func anEndedSheetIgnoresEveryEvent() throws {
    var state = ActionSheet.makeState(
      try ActionSheet.sample(named: "confirm-delete").configuration, now: Self.now)
    state.isEnded = true
    let before = state
    for event in ActionSheet.exampleEvents {
      #expect(ActionSheet.reduce(&state, event, now: Self.now).isEmpty, "\(event)")
      #expect(state == before, "\(event)")
    }
  }

  /// Losing a target the sheet never had changes nothing and says nothing.
  @Test func losingAnUnknownTargetChangesNothing() throws {
    var state = ActionSheet.makeState(
      try ActionSheet.sample(named: "confirm-delete").configuration, now: Self.now)
    let before = state
    #expect(ActionSheet.reduce(&state, .targetLost("nowhere"), now: Self.now).isEmpty)
    #expect(state == before)
  }

  @Test func aStoreSeesTheArmingAndTheDisarming() throws {
    let store = PopupTestStore<ActionSheet>(try ActionSheet.sample(named: "confirm-delete").configuration)
    store.send(.downPressed) { $0.focused = "share" }
    store.receive(.haptic(.selection))
    store.send(.actionTapped("delete")) { $0.armed = .init(id: "delete", until: .seconds(3)) }
    store.receive(.haptic(.warning))
    store.receive(.announce("Tap again to delete."))
    store.advance(by: .seconds(3)) { $0.armed = nil }
    store.receive(.announce("Delete cancelled."))
    store.send(.escapePressed) { $0.isEnded = true }
    store.receive(output: .cancelled(via: .escape))
    store.receive(.dismiss(.tap))
  }

  @Test func theFrameNamesTheFocusedRowAsItsButtonIsRead() throws {
    let configuration = try ActionSheet.Configuration(
      actions: [.init("share", title: "Share", subtitle: "To a friend"), .init("print", title: "Print")])
    var session = PopupSession<ActionSheet>(configuration, now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.frame(at: .zero).focus == nil)
    _ = session.send(.downPressed, at: .zero)
    let focus = session.frame(at: .zero).focus
    #expect(focus == "Share, To a friend")
    // The same words the row's button carries, so a host finds the focused control by them.
    #expect(session.frame(at: .zero).content.allNodes.contains { $0.accessibilityLabel == focus })
    _ = session.send(.downPressed, at: .zero)
    #expect(session.frame(at: .zero).focus == "Print")
  }
}
