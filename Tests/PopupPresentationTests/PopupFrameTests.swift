import PopupActions
import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupTextRendering
import PopupUndo
import Testing

/// Every card style of a tree, depth first.
func cardStyles(_ tree: RenderNode) -> [PopupStyle] {
  tree.allNodes.compactMap { if case .card(let style, _) = $0 { style } else { nil } }
}

@Suite("Presentation frames: every option reaches the frame", .watchdog)
struct PopupFrameOptionTests {
  static func rating(_ options: PopupPresentationOptions = .card) -> PopupSession<RatingPrompt> {
    var session = PopupSession<RatingPrompt>(.init(appName: "Orbit"), options: options, now: .zero)
    _ = session.appear(at: .zero)
    return session
  }

  @Test(arguments: [nil] + PopupStyle.allCases.map(Optional.some))
  func theStyleInForceIsTheAppsOverTheKinds(style: PopupStyle?) {
    var options = PopupPresentationOptions.card
    options.style = style
    let frame = Self.rating(options).frame(at: .seconds(1))
    #expect(frame.style == style ?? .standard)
    #expect(cardStyles(frame.content) == [style ?? .standard])
    // The text renderer draws what the frame says: a non-standard style names itself.
    let text = TextRenderer().render(frame.content)
    #expect(text.contains("─ \((style ?? .standard).rawValue) ") == ((style ?? .standard) != .standard))
  }

  @Test func withoutAStyleAKindKeepsItsOwn() {
    // The coachmark intro is an accent card; the undo toast is a standard one.
    let frame = PopupSession<UndoToast>(.init(message: "x"), now: .zero).frame(at: .zero)
    #expect(frame.style == .standard)
    var options = UndoToast.defaultPresentation
    options.style = .inverse
    let styled = PopupSession<UndoToast>(.init(message: "x"), options: options, now: .zero).frame(at: .zero)
    #expect(styled.style == .inverse && cardStyles(styled.content) == [.inverse])
  }

  @Test func chromeNoneTakesTheCardAwayAndKeepsEverythingInIt() {
    var options = PopupPresentationOptions.card
    options.chrome = .none
    let bare = Self.rating(options).frame(at: .seconds(1))
    let carded = Self.rating().frame(at: .seconds(1))
    #expect(bare.chrome == .none && carded.chrome == .card)
    #expect(cardStyles(bare.content).isEmpty)
    // The same leaves, in the same order: only the box is gone.
    func leaves(_ tree: RenderNode) -> [RenderNode] {
      tree.allNodes.filter {
        switch $0 {
        case .card, .vstack, .hstack, .modal: false
        default: true
        }
      }
    }
    #expect(!leaves(bare.content).isEmpty && leaves(bare.content) == leaves(carded.content))
  }

  @Test(arguments: [
    (PopupStyle.tinted, "#0A84FF" as String?, "#0A84FF" as String?), (.tinted, nil, nil),
    (.inverse, "#0A84FF", nil),
  ])
  func aTintIsCarriedByATintedCardOnly(style: PopupStyle, tint: String?, expected: String?) {
    var options = PopupPresentationOptions.card
    options.style = style
    options.tint = tint
    #expect(Self.rating(options).frame(at: .zero).tint == expected)
  }

  @Test(arguments: [
    (PopupPresentationOptions.Scrim(.dim(opacity: 0.6)), PopupFrame.Scrim.Style.dim, 0.6, false),
    (.init(.blur(radius: 8), passesTouchesThrough: true), .blur, 8, true),
    (.init(.clear), .clear, 0, false),
    (.init(.dim(opacity: -1)), .dim, 0, false), (.init(.dim(opacity: 5)), .dim, 1, false),
    (.init(.dim(opacity: .nan)), .dim, 0, false), (.init(.blur(radius: -.infinity)), .blur, 0, false),
  ])
  func theScrimIsInTheFrameWithItsAmountKeptInRange(
    scrim: PopupPresentationOptions.Scrim, style: PopupFrame.Scrim.Style, amount: Double, passes: Bool
  ) {
    var options = PopupPresentationOptions.card
    options.scrim = scrim
    let frame = Self.rating(options).frame(at: .zero)
    #expect(frame.scrim.style == style && frame.scrim.amount == amount)
    #expect(frame.scrim.passesTouches == passes && frame.scrim.isModal == !passes)
  }

  @Test(arguments: PopupPresentationOptions.Display.allCases)
  func theDisplayIsInTheFrame(display: PopupPresentationOptions.Display) {
    var options = PopupPresentationOptions.card
    options.display = display
    #expect(Self.rating(options).frame(at: .zero).display == display)
  }

  @Test(arguments: PopupMotion.Preset.allCases)
  func theMotionPresetSetsTheEntrance(preset: PopupMotion.Preset) {
    var options = PopupPresentationOptions.card
    options.motion = PopupMotion(preset)
    let session = Self.rating(options)
    #expect(session.frame(at: .zero).motion.preset == preset)
    #expect(session.frame(at: PopupInstant.zero + options.motion.enterDuration).motion.phase == .presented)
    let before = PopupInstant.zero + options.motion.enterDuration - .milliseconds(1)
    #expect(session.frame(at: before).motion.phase == .entering)
  }

  @Test func theHapticPlaysOnceOnFirstAppearingAndNeverAgain() {
    var options = PopupPresentationOptions.card
    options.haptic = .success
    var session = PopupSession<RatingPrompt>(.init(appName: "Orbit"), options: options, now: .zero)
    #expect(session.appear(at: .zero) == [.haptic(.success), .announce("Enjoying Orbit?")])
    #expect(session.appear(at: .seconds(1)).isEmpty)
    _ = session.suspend(at: .seconds(2))
    #expect(session.appear(at: .seconds(3)) == [])
    // Without one, nothing but the kind's own.
    var plain = PopupSession<RatingPrompt>(.init(appName: "Orbit"), now: .zero)
    #expect(plain.appear(at: .zero) == [.announce("Enjoying Orbit?")])
  }

  @Test func aCenterPlaysThePresentedHapticOnceEvenAcrossAPreemption() {
    var center = PopupCenter()
    var options = UndoToast.defaultPresentation
    options.haptic = .warning
    let first = center.present(UndoToast.self, id: "a", .init(message: "x"), options: options, at: .zero)
    #expect(first.filter { $0.effect == .haptic(.warning) }.count == 1)
    _ = center.present(RatingPrompt.self, id: "b", .init(appName: "Orbit"), priority: .high, at: .seconds(1))
    let back = center.dismiss(id: "b", at: .seconds(2))
    #expect(back.contains { $0.change == .shown(.again) })
    #expect(!back.contains { $0.effect == .haptic(.warning) })
  }

  @Test func theAutoDismissCountdownAndTheHoldAreFields() throws {
    var session = PopupSession<RatingPrompt>(
      .init(appName: "Orbit"), behavior: PopupBehavior.card.autoDismissing(after: .seconds(4)), now: .zero)
    _ = session.appear(at: .zero)
    let running = session.frame(at: .seconds(1)).timers
    let countdown = try #require(running.autoDismiss)
    #expect(countdown.remaining == .seconds(3) && countdown.total == .seconds(4))
    #expect(countdown.fraction == 0.75 && !countdown.isPaused)
    #expect(!running.isHeld)
    _ = session.hold(at: .seconds(1))
    let held = session.frame(at: .seconds(3)).timers
    #expect(held.isHeld && held.autoDismiss?.isPaused == true && held.autoDismiss?.remaining == .seconds(3))
    _ = session.release(at: .seconds(3))
    // The instant it runs out: the countdown is gone with the popup, the hold with it.
    #expect(session.advance(to: .seconds(6)) == [.dismiss(.timeout)])
    let ended = session.frame(at: .seconds(6)).timers
    #expect(ended.autoDismiss == nil && !ended.isHeld)
    #expect(session.frame(at: .seconds(6)).nextDeadline == nil)
  }

  @Test func theNextDeadlineIsTheOneTimerAHostSchedules() {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.frame(at: .seconds(1)).nextDeadline == .seconds(5))
    _ = session.hold(at: .seconds(1))
    #expect(session.frame(at: .seconds(2)).nextDeadline == nil)
    _ = session.release(at: .seconds(3))
    #expect(session.frame(at: .seconds(3)).nextDeadline == .seconds(7))
  }

  @Test(arguments: [PopupPresentationOptions.Keyboard.avoid, .ignore])
  func aToastAvoidsTheKeyboardOnlyWhenAsked(keyboard: PopupPresentationOptions.Keyboard) throws {
    var options = UndoToast.defaultPresentation
    options.keyboard = keyboard
    var session = PopupSession<UndoToast>(.init(message: "x"), options: options, now: .zero)
    var screen = PopupScreen.phone
    screen.keyboardHeight = 300
    _ = try session.setScreen(screen, at: .zero)
    let frame = session.frame(at: .zero).placement.frame
    if keyboard == .avoid {
      #expect(frame.maxY == 844 - 300 - PopupLayout.keyboardMargin - 8)
    } else {
      #expect(frame.maxY == 844 - 34 - 8)
    }
  }
}

@Suite("Presentation frames: motion, screens and centers", .watchdog)
struct PopupFrameTests {
  @Test func aToastSlidesInFromTheBottomAndOutAgain() {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .zero)
    _ = session.appear(at: .zero)
    let placement = session.frame(at: .zero).placement
    #expect(placement.enterFrame.y == 844 && placement.exitFrame.y == 844)
    let start = session.frame(at: .zero).motion
    #expect(start.phase == .entering && start.progress == 0)
    #expect(start.offset == PopupPoint(x: 0, y: 844 - placement.frame.y) && start.opacity == 0)
    let middle = session.frame(at: .milliseconds(150)).motion
    #expect(middle.offset.y > 0 && middle.offset.y < 844 - placement.frame.y)
    #expect(middle.opacity == 0.5 && middle.progress == 0.5)
    let rest = session.frame(at: .milliseconds(300)).motion
    #expect(rest.phase == .presented && rest.offset == PopupPoint(x: 0, y: 0) && rest.opacity == 1)
    _ = session.dismiss(.drag, at: .seconds(1))
    let leaving = session.frame(at: .seconds(1)).motion
    #expect(leaving.phase == .exiting(.drag) && leaving.progress == 0 && leaving.offset.y == 0)
    let halfway = session.frame(at: .milliseconds(1125)).motion
    #expect(halfway.offset.y > 0 && halfway.progress == 0.5)
    let gone = session.frame(at: .seconds(2)).motion
    #expect(gone.phase == .gone(.drag) && gone.opacity == 0 && gone.progress == 1)
  }

  @Test func anEntranceMovesFromItsEdgeAndAnExitToItsOwn() {
    var options = UndoToast.defaultPresentation
    options.motion = PopupMotion(.slideFade, enterEdge: .top, exitEdge: .trailing)
    var session = PopupSession<UndoToast>(.init(message: "x"), options: options, now: .zero)
    _ = session.appear(at: .zero)
    let frame = session.frame(at: .zero).placement.frame
    // In from above the screen: up by the frame's own bottom edge at the start.
    #expect(session.frame(at: .zero).motion.offset == PopupPoint(x: 0, y: -frame.height - frame.y))
    _ = session.dismiss(at: .seconds(1))
    // Out past the trailing edge: to the right, never up.
    let leaving = session.frame(at: .milliseconds(1200)).motion.offset
    #expect(leaving.x > 0 && leaving.y == 0)
    #expect(session.frame(at: .milliseconds(1200)).placement.exitFrame.x == 390)
  }

  @Test func aBottomSheetRisesAboveTheKeyboard() throws {
    var session = PopupSession<RatingPrompt>(.init(appName: "Orbit"), options: .sheet, now: .zero)
    var screen = PopupScreen.phone
    screen.keyboardHeight = 300
    _ = try session.setScreen(screen, at: .zero)
    let placement = session.frame(at: .zero).placement
    #expect(placement.mode == .sheet(edge: .bottom))
    #expect(placement.frame.maxY == 844 - 300 && placement.frame.x == 0 && placement.frame.width == 390)
  }

  @Test func reduceMotionFadesInPlace() {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .zero)
    _ = session.setAccessibility(PopupAccessibility(reducesMotion: true), at: .zero)
    _ = session.appear(at: .zero)
    let motion = session.frame(at: .milliseconds(100)).motion
    #expect(motion.reducesMotion && motion.offset == PopupPoint(x: 0, y: 0) && motion.scale == 1)
    #expect(motion.opacity == 0.5)
  }

  @Test func settledDrawsAnEntranceAtRestAndLeavesOtherPhases() {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .zero)
    _ = session.appear(at: .zero)
    let settled = session.frame(at: .zero).settled
    #expect(settled.motion == session.frame(at: .seconds(1)).motion)
    #expect(settled.content == session.frame(at: .zero).content)
    _ = session.dismiss(at: .seconds(1))
    let exiting = session.frame(at: .milliseconds(1100))
    #expect(exiting.settled == exiting)
  }

  @Test(arguments: [
    (PopupSize(width: 0, height: 844), "the screen size \"0x844\""),
    (PopupSize(width: .nan, height: 844), "the screen size \"nanx844\""),
    (PopupSize(width: 390, height: .infinity), "the screen size \"390xinf\""),
    (PopupSize(width: 2_000_000, height: 844), "must be at most 1000000 points a side"),
    (PopupSize(width: 390, height: 80), "the safe area \"59,0,34,0\" leaves no room"),
  ])
  func aScreenNothingCanBeLaidOutOnIsAnErrorAndTheSessionKeepsItsOwn(size: PopupSize, mention: String) {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .zero)
    var screen = PopupScreen.phone
    screen.size = size
    #expect {
      _ = try session.setScreen(screen, at: .zero)
    } throws: { error in
      "\(error)".contains(mention)
    }
    #expect(session.screen == .phone)
    var center = PopupCenter()
    #expect(throws: PopupLayoutError.self) { try center.setScreen(screen, at: .zero) }
    #expect(center.screen == .phone)
  }

  @Test func aScriptsScreenStepResizesTheScreenAndABadOneKeepsIt() throws {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .zero)
    var now = PopupInstant.zero
    let steps = try PopupScript.steps(for: UndoToast.self, from: "screen 1024 768; screen 700 800 compact")
    _ = try session.apply(steps[0].step, at: &now)
    #expect(
      session.screen.size == PopupSize(width: 1024, height: 768) && session.screen.widthClass == .regular)
    #expect(session.screen.safeArea == PopupScreen.phone.safeArea)
    _ = try session.apply(steps[1].step, at: &now)
    #expect(session.screen.widthClass == .compact)
    let bad = try PopupScript.steps(for: UndoToast.self, from: "screen 10 10")[0].step
    #expect {
      _ = try session.apply(bad, at: &now)
    } throws: { error in
      "\(error)".hasPrefix("Invalid screen in 'screen 10 10': the safe area \"59,0,34,0\" leaves no room")
    }
    #expect(session.screen.size == PopupSize(width: 700, height: 800))
  }

  @Test func aCentersScreenReachesEveryPopupItPresents() throws {
    var center = PopupCenter()
    _ = try center.setScreen(.tablet, at: .zero)
    _ = center.present(UndoToast.self, id: "a", .init(message: "x"), at: .zero)
    _ = center.present(RatingPrompt.self, id: "b", .init(appName: "Orbit"), at: .zero)
    let frame = center.frame(at: .seconds(1))
    #expect(frame.current?.id == "a" && frame.current?.frame.screen == .tablet)
    #expect(frame.waiting.map(\.id) == ["b"] && frame.waiting.first?.priority == .normal)
    #expect(frame.nextDeadline == center.nextDeadline)
    _ = try center.setScreen(.phone, at: .seconds(2))
    _ = center.dismiss(id: "a", at: .seconds(2))
    let next = center.frame(at: .seconds(3))
    #expect(next.current?.id == "b" && next.current?.frame.screen == .phone && next.waiting.isEmpty)
    _ = center.dismiss(id: "b", at: .seconds(4))
    #expect(center.frame(at: .seconds(4)).current == nil)
  }

  @Test func aMeasuredContentSizeIsUsedAndABadOneFallsBackToTheEstimate() {
    var session = PopupSession<RatingPrompt>(.init(appName: "Orbit"), now: .zero)
    _ = session.appear(at: .zero)
    let measured = session.frame(at: .zero, contentSize: PopupSize(width: 300, height: 200))
    #expect(!measured.isContentSizeEstimated && measured.contentSize == PopupSize(width: 300, height: 200))
    #expect(
      measured.placement.frame == PopupRect(x: 45, y: 59 + (844 - 59 - 34 - 200) / 2, width: 300, height: 200)
    )
    for bad in [
      PopupSize(width: -1, height: 5), PopupSize(width: .nan, height: 5), PopupSize(width: 0, height: 0),
    ] {
      let estimated = session.frame(at: .zero, contentSize: bad)
      #expect(
        estimated.isContentSizeEstimated && estimated.contentSize == session.frame(at: .zero).contentSize)
    }
    // Too big for the screen: shrunk into the safe area, and said so.
    let huge = session.frame(at: .zero, contentSize: PopupSize(width: 1e12, height: 1e12))
    #expect(huge.placement.isShrunk && huge.placement.frame.width == 390 - 32)
  }
}

@Suite("Presentation frames: the content-size estimate", .watchdog)
struct ContentEstimateTests {
  static let body = RenderNode.EstimateMetrics.lineHeight(.body)

  @Test(arguments: [
    // An empty text is still a line; each line break adds one.
    ("", 1.0) as (String, Double), ("a", 1), ("a\nb", 2), ("\n", 2),
    // 100 x's, a word wider than a line: DejaVu Sans' x is 0.592 em, 9.57 pt at 16 pt and 1 %
    // over, so 200 pt hold 20.9 of them: 4 whole lines and the rest on a 5th.
    (String(repeating: "x", count: 100), 5.0),
  ])
  func textLinesWrapAndCountBreaks(text: String, lines: Double) {
    let size = RenderNode.text(text, role: .body).estimatedSize(maxWidth: 200)
    #expect(size.height == lines * Self.body)
    #expect(size.width == 200)
  }

  @Test func aCardPadsItsChildrenAndStacksThemWithSpacing() {
    let card = RenderNode.card(
      style: .standard, children: [.text("a", role: .title), .text("b", role: .body)])
    let padding = RenderNode.EstimateMetrics.cardPadding
    let size = card.estimatedSize(maxWidth: 300)
    #expect(size.height == 24 + RenderNode.EstimateMetrics.spacing + 22 + 2 * padding.vertical)
    #expect(size.width == RenderNode.EstimateMetrics.minimumWidth)
    // Text at twice the size: twice the lines' height.
    let large = card.estimatedSize(maxWidth: 300, textScale: 2)
    #expect(large.height == 2 * (24 + 22) + RenderNode.EstimateMetrics.spacing + 2 * padding.vertical)
    // Bad limits and scales give a defined size, never zero or not finite.
    for (width, scale) in [(0.0, 1.0), (-5, 1), (.nan, 1), (300, .nan), (300, -2), (.infinity, 1e300)] {
      #expect(card.estimatedSize(maxWidth: width, textScale: scale).isValid)
    }
  }

  @Test func aPopoverThatFitsEitherSideTakesTheSideTheSheetChose() throws {
    // In the middle of a tablet: room above and below, so the preferred side, below, wins, in
    // the kind's own state and in the frame alike.
    let configuration = try ActionSheet.Configuration(
      actions: [.init("share", title: "Share"), .init("delete", title: "Delete", role: .destructive)],
      anchor: .target("t"), targets: ["t": PopupRect(x: 490, y: 360, width: 44, height: 44)])
    var session = PopupSession<ActionSheet>(configuration, now: .zero)
    _ = try session.setScreen(.tablet, at: .zero)
    guard case .popover(_, _, let edge, _) = session.state.presentation else {
      Issue.record("not a popover: \(session.state.presentation)")
      return
    }
    #expect(edge == .bottom)
    #expect(session.frame(at: .zero).placement.mode == .popover(side: .bottom))
    #expect(session.frame(at: .zero).placement.arrow?.pointing == .up)
  }
}

/// Seed 002: any popup presented as a popover stays one on a phone.
@Suite("Presentation frames: always a popover", .watchdog)
struct AlwaysPopoverFrameTests {
  static let pin = PopupRect(x: 300, y: 120, width: 44, height: 44)

  static func frame(
    _ anchor: PopupRect, on screen: PopupScreen = .phone,
    options: ((PopupRect) -> PopupPresentationOptions)? = nil
  ) throws -> PopupFrame {
    var session = PopupSession<RatingPrompt>(
      .init(appName: "Orbit"), options: options?(anchor) ?? .popover(at: anchor), now: .zero)
    _ = try session.setScreen(screen, at: .zero)
    _ = session.appear(at: .zero)
    return session.frame(at: .seconds(1))
  }

  /// A popover in compact and regular width alike; a sheet only for an anchor wholly off
  /// screen; shrunk, not a sheet, when no side has room.
  @Test(arguments: [
    ("compact, room below", pin, PopupScreen.phone, PopupFrame.Placement.Mode.popover(side: .bottom), false),
    ("regular, room below", pin, PopupScreen.tablet, .popover(side: .bottom), false),
    (
      "the anchor fills all but a strip", PopupRect(x: 0, y: 0, width: 390, height: 600), .phone,
      .popover(side: .bottom), true
    ),
    (
      "half off screen", PopupRect(x: 370, y: 400, width: 44, height: 44), .phone, .popover(side: .bottom),
      false
    ),
    (
      "wholly off screen", PopupRect(x: 500, y: 400, width: 44, height: 44), .phone, .sheet(edge: .bottom),
      false
    ),
    (
      "off the top by a point", PopupRect(x: 100, y: -45, width: 44, height: 44), .phone,
      .sheet(edge: .bottom), false
    ),
  ])
  func itStaysAPopoverUnlessItsAnchorIsOffScreen(
    name: String, anchor: PopupRect, screen: PopupScreen, mode: PopupFrame.Placement.Mode, isShrunk: Bool
  ) throws {
    let placement = try Self.frame(anchor, on: screen).placement
    #expect(placement.mode == mode)
    #expect(placement.isShrunk == isShrunk)
    #expect(screen.bounds.contains(placement.frame))
    if case .popover = mode {
      #expect(placement.anchor == anchor)
      #expect(placement.arrow != nil)
    }
  }

  @Test func movingTheAnchorMovesThePopoverAndNothingElse() throws {
    var session = PopupSession<RatingPrompt>(
      .init(appName: "Orbit"), options: .popover(at: Self.pin), now: .zero)
    _ = session.appear(at: .zero)
    let before = session.frame(at: .seconds(1))
    session.moveAnchor(to: PopupRect(x: 20, y: 700, width: 44, height: 44))
    let after = session.frame(at: .seconds(1))
    #expect(after.placement.mode == .popover(side: .top))
    #expect(after.placement.anchor == PopupRect(x: 20, y: 700, width: 44, height: 44))
    #expect(after.content == before.content)
    // A popup that is no popover has no anchor to move.
    var card = PopupSession<RatingPrompt>(.init(appName: "Orbit"), now: .zero)
    session.moveAnchor(to: Self.pin)
    card.moveAnchor(to: Self.pin)
    #expect(card.options == .card)
  }

  /// The app's popover wins over a kind's own placement: an action sheet anchored at the
  /// bottom, presented as a popover, is a popover.
  @Test func theOptionsPopoverWinsOverTheKindsPlacement() throws {
    let configuration = try ActionSheet.Configuration(actions: [.init("a", title: "Share")])
    var session = PopupSession<ActionSheet>(configuration, options: .popover(at: Self.pin), now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.frame(at: .seconds(1)).placement.mode == .popover(side: .bottom))
  }

  /// The action sheet adapts by default and stays a popover when told not to.
  @Test(arguments: [
    (true, PopupScreen.phone, PopupFrame.Placement.Mode.sheet(edge: .bottom), true),
    (true, .tablet, .popover(side: .bottom), false),
    (false, .phone, .popover(side: .bottom), false),
    (false, .tablet, .popover(side: .bottom), false),
  ])
  func theActionSheetAdaptsUnlessToldNot(
    adapts: Bool, screen: PopupScreen, mode: PopupFrame.Placement.Mode, showsCancel: Bool
  ) throws {
    let configuration = try ActionSheet.Configuration(
      actions: [.init("a", title: "Share"), .init("c", title: "Cancel", role: .cancel)],
      anchor: .target("share"), targets: ["share": Self.pin], adaptsToCompactWidth: adapts)
    var session = PopupSession<ActionSheet>(configuration, now: .zero)
    _ = try session.setScreen(screen, at: .zero)
    _ = session.appear(at: .zero)
    let frame = session.frame(at: .seconds(1))
    #expect(frame.placement.mode == mode)
    #expect(PopupControls(frame.content).pressables.contains { $0.title == "Cancel" } == showsCancel)
  }
}
