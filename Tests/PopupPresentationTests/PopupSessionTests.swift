import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

@Suite("PopupSession", .timeLimit(.minutes(3)), .watchdog)
struct PopupSessionTests {
  typealias Step = PopupStep<RatingPrompt.Event>

  /// Plays steps on a rating prompt with a behavior and returns the session and every effect.
  static func play(_ steps: [Step], behavior: PopupBehavior = .card)
    throws -> (session: PopupSession<RatingPrompt>, effects: [PopupEffect<RatingPrompt.Output>])
  {
    var session = PopupSession<RatingPrompt>(.init(appName: "Orbit"), behavior: behavior, now: .zero)
    var now = PopupInstant.zero
    var effects: [PopupEffect<RatingPrompt.Output>] = []
    for step in steps { effects += try session.apply(step, at: &now) }
    return (session, effects)
  }

  @Test(arguments: [
    ("outside tap on a card", [Step.tapOutside], PopupBehavior.card, DismissReason?.some(.outsideTap)),
    ("drag on a card", [.drag], .card, nil),
    ("drag on a toast", [.drag], .toast, .drag),
    ("outside tap on a toast", [.tapOutside], .toast, nil),
    ("programmatic", [.dismiss], .card, .programmatic),
    ("dismiss twice", [.dismiss, .dismiss, .tapOutside], .card, .programmatic),
    ("close button", [.send(.closeTapped), .dismiss], .card, .tap),
    ("dismiss during the first instant", [.dismiss, .send(.starTapped(3))], .card, .programmatic),
    ("auto-dismiss", [.wait(.seconds(3))], PopupBehavior.card.autoDismissing(after: .seconds(3)), .timeout),
    (
      "auto-dismiss not yet", [.wait(.milliseconds(2999))],
      PopupBehavior.card.autoDismissing(after: .seconds(3)), nil
    ),
    (
      "auto-dismiss paused while held",
      [.wait(.seconds(1)), .hold, .wait(.seconds(30)), .release, .wait(.milliseconds(1999))],
      PopupBehavior.card.autoDismissing(after: .seconds(3)), nil
    ),
    (
      "auto-dismiss resumes after hold",
      [.wait(.seconds(1)), .hold, .wait(.seconds(30)), .release, .wait(.seconds(2))],
      PopupBehavior.card.autoDismissing(after: .seconds(3)), .timeout
    ),
    (
      "hold ignored when not pausing", [.wait(.seconds(1)), .hold, .wait(.seconds(2))],
      PopupBehavior(autoDismissAfter: .seconds(3), pausesOnHold: false), .timeout
    ),
  ])
  func endings(name: String, steps: [Step], behavior: PopupBehavior, reason: DismissReason?) throws {
    let played = try Self.play(steps, behavior: behavior)
    #expect(played.session.endReason == reason)
    #expect(played.effects.compactMap(\.dismissReason) == (reason.map { [$0] } ?? []))
  }

  @Test func eventsAfterTheEndingAreIgnored() throws {
    let played = try Self.play([
      .dismiss, .send(.starTapped(2)), .hold, .release, .drag, .tapOutside, .wait(.seconds(9)),
    ])
    #expect(played.effects == [.dismiss(.programmatic)])
    #expect(played.session.state.stars == 0)
    #expect(!played.session.isHeld)
    #expect(played.session.nextDeadline == nil)
  }

  @Test func timeNeverRunsBackwards() {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .seconds(10))
    _ = session.advance(to: .seconds(12))
    _ = session.hold(at: .seconds(11))
    _ = session.release(at: .seconds(11))
    #expect(session.lastSeen == .seconds(12))
    #expect(session.nextDeadline == .seconds(15))
  }

  @Test func suspendedTimeDoesNotCountAndHoldingDuringSuspensionKeepsItStopped() {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .zero)
    #expect(session.suspend(at: .seconds(2)).isEmpty)
    _ = session.hold(at: .seconds(3))
    _ = session.appear(at: .seconds(10))
    #expect(session.nextDeadline == nil)
    _ = session.release(at: .seconds(20))
    #expect(session.nextDeadline == .seconds(23))
  }

  @Test func suspendingAfterADeadlineDeliversIt() {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .zero)
    #expect(session.suspend(at: .seconds(6)) == [.output(.expired), .dismiss(.timeout)])
  }

  @Test func tapDismissesOnlyWhenAsked() {
    var plain = PopupSession<RatingPrompt>(.init(appName: "A"), now: .zero)
    #expect(plain.tap(at: .zero).isEmpty)
    var tappable = PopupSession<RatingPrompt>(
      .init(appName: "A"), behavior: PopupBehavior(dismissesOnTap: true), now: .zero)
    #expect(tappable.tap(at: .zero) == [.dismiss(.tap)])
  }

  @Test func suspendingIsNotAnEnding() {
    var session = PopupSession<RatingPrompt>(.init(appName: "A"), now: .zero)
    #expect(session.appear(at: .zero) == [.announce("Enjoying A?")])
    #expect(session.suspend(at: .seconds(1)).isEmpty)
    #expect(!session.isEnded)
    #expect(session.appear(at: .seconds(2)).isEmpty)
    #expect(session.appear(at: .seconds(3)).isEmpty)
  }

  @Test func aKindsDeadlineFiresBeforeAnAutoDismissAtTheSameInstant() {
    var session = PopupSession<UndoToast>(
      .init(message: "x"), behavior: PopupBehavior.toast.autoDismissing(after: .seconds(5)), now: .zero)
    #expect(session.advance(to: .seconds(5)) == [.output(.expired), .dismiss(.timeout)])
  }

  @Test func holdsAndEndingsAreFrameFieldsNotText() {
    var session = PopupSession<UndoToast>(.init(message: "x"), now: .zero)
    _ = session.appear(at: .zero)
    _ = session.hold(at: .seconds(1))
    let held = session.frame(at: .seconds(9))
    #expect(held.timers.isHeld)
    #expect(held.content == UndoToast.render(session.state, now: session.time(at: .seconds(9))))
    #expect(
      held.content.allNodes.contains(
        .countdown(remaining: .seconds(4), fraction: 0.8, style: .ring, labelTemplate: "{time} left")))
    _ = session.drag(at: .seconds(9))
    let ending = session.frame(at: .seconds(9))
    #expect(!ending.timers.isHeld)
    #expect(ending.motion.phase == .exiting(.drag))
    // The exit starts from what was on screen: the toast as the finger left it, 4 s to go.
    #expect(ending.content == held.content)
    #expect(session.frame(at: .milliseconds(9100)).content == held.content)
    #expect(session.frame(at: .seconds(10)).motion.phase == .gone(.drag))
  }
}

/// Seed 001: "a system swipe-down or a tap outside a bottom sheet reports `.drag`", for every
/// popup displayed as a bottom sheet; elsewhere an outside tap is an outside tap.
@Suite("One rule for bottom sheets", .watchdog)
struct BottomSheetRuleTests {
  @Test(arguments: [
    ("a rating as a bottom sheet", PopupPresentationOptions.sheet, DismissReason.drag),
    ("a rating as a card", .card, .outsideTap),
    ("a rating as a full-screen cover", PopupPresentationOptions(display: .sheet), .outsideTap),
    ("a rating as a popover", .popover(at: PopupRect(x: 100, y: 100, width: 40, height: 40)), .outsideTap),
  ])
  func anOutsideTapOnABottomSheetIsADrag(
    name: String, options: PopupPresentationOptions, reason: DismissReason
  ) {
    var session = PopupSession<RatingPrompt>(.init(appName: "Orbit"), options: options, now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.tapOutside(at: .seconds(1)).last == .dismiss(reason))
    #expect(session.endReason == reason)
  }

  /// A toast does not end on an outside tap, but shown as a bottom sheet the tap is a swipe
  /// down, and a swipe ends it: the same rule for every popup on a bottom sheet.
  @Test func aToastOnABottomSheetEndsOnAnOutsideTapAsOnASwipe() {
    var options = PopupPresentationOptions.sheet
    options.scrim = .init(.dim(opacity: 0.3))
    var sheet = PopupSession<UndoToast>(.init(message: "Deleted"), options: options, now: .zero)
    _ = sheet.appear(at: .zero)
    #expect(sheet.tapOutside(at: .seconds(1)) == [.output(.closedEarly(.drag)), .dismiss(.drag)])
    var toast = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = toast.appear(at: .zero)
    #expect(toast.tapOutside(at: .seconds(1)) == [])
    #expect(!toast.isEnded)
  }

  /// Over a scrim that passes touches through, an outside tap is the app's: it dismisses no
  /// popup, wherever it is placed.
  @Test(arguments: [
    ("a card", PopupPresentationOptions.card), ("a bottom sheet", .sheet),
    ("a popover", .popover(at: PopupRect(x: 100, y: 100, width: 40, height: 40))),
  ])
  func anOutsideTapThroughAScrimThatPassesTouchesDismissesNothing(
    name: String, options: PopupPresentationOptions
  ) {
    var passing = options
    passing.scrim = .none
    var session = PopupSession<RatingPrompt>(.init(appName: "Orbit"), options: passing, now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.tapOutside(at: .seconds(1)) == [])
    #expect(!session.isEnded)
  }
}
