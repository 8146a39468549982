import PopupCatalog
import PopupCore
import PopupPresentation
import PopupRating
import PopupUndo
import Testing

@testable import PopupTesting

/// `swift test --filter Invariant` runs these. In a plain `swift test` each kind and the center
/// take ``quickSequences`` sequences, so the run stays short and the rest of the suite is not
/// held up on a busy machine; POPUP_FUZZ_BUDGET sets the number for a deeper run, and CI runs
/// them again alone at ``PopupFuzzer/defaultSequences`` (`.ci/run`'s fuzz step).
@Suite("Invariant fuzzer", .timeLimit(.minutes(3)), .watchdog)
struct InvariantFuzzTests {
  /// Every kind this target links, from the PopupRegistry plugin: a new kind is fuzzed as soon
  /// as it is added to the package.
  static let catalog = Result { try PopupCatalog.linked }

  /// The sequences per kind in a plain `swift test`: a seventh of the fuzzer's default, which
  /// took 64 s of CPU on its own, more than all the other tests together.
  static let quickSequences = 60

  /// The fuzzer every test here uses: POPUP_FUZZ_BUDGET's sequences, or ``quickSequences``.
  static var fuzzer: PopupFuzzer {
    PopupFuzzer(sequences: PopupFuzzer.budgetFromEnvironment ?? quickSequences)
  }

  @Test(arguments: (try? catalog.get().idsUnderTest) ?? [])
  func everyKindKeepsItsInvariants(id: String) throws {
    let kind = try Self.catalog.get().kind(withID: id)
    let failure = Self.fuzzer.check(kind)
    #expect(failure == nil, "\(failure?.description ?? "")")
  }

  @Test func theCenterKeepsItsInvariants() throws {
    let failure = Self.fuzzer.checkCenter(with: try Self.catalog.get())
    #expect(failure == nil, "\(failure?.description ?? "")")
  }

  @Test func aKindThatExpiresTwiceIsCaughtWithAShrunkReproduction() throws {
    let failure = try #require(PopupFuzzer(sequences: 50).check(ExpiresTwice.self))
    #expect(failure.subject == "expires-twice")
    #expect(failure.violation.contains("after it ended, the kind answered"))
    #expect(failure.steps.count == 2)
    #expect(failure.steps.allSatisfy { $0.hasPrefix("wait ") })
    #expect(failure.reproduction.hasPrefix("catalog run expires-twice --sample fresh --events 'wait "))
    #expect(failure.description.contains("Reproduce with:\n  catalog run expires-twice"))
  }

  /// A kind that declares its endings but says nothing when the session cuts it short is
  /// caught, with the auto-dismiss in the reproduction.
  @Test func aKindThatLosesItsEndingToTheAutoDismissIsCaught() throws {
    let failure = try #require(PopupFuzzer(sequences: 50).check(SilentOnTimeout.self))
    #expect(
      failure.violation.contains(
        "ended with dismiss: timeout but no ending output (undone, expired, closedEarly)"))
    #expect(failure.reproduction.contains("--auto-dismiss "))
    #expect(PopupFuzzer(sequences: 50).check(UndoToast.self) == nil)
  }

  /// The center's rule that only what reaches the screen is reported: shown, then paused, in
  /// one step breaks it; paused then shown again, or two popups, do not.
  @Test(arguments: [
    (["a shown", "a paused"], String?.some("a")),
    (["a shown", "b paused", "b shown"], nil),
    (["a paused", "b shown"], nil),
    (["b shown", "a paused", "a shown", "a paused"], "a"),
    ([], nil),
  ])
  func shownAndPausedInOneStepIsCaught(changes: [String], id: String?) {
    let effects = changes.map { change -> PopupCenterEffect in
      let parts = change.split(separator: " ")
      return PopupCenterEffect(id: String(parts[0]), change: parts[1] == "shown" ? .shown(.first) : .paused)
    }
    #expect(CenterSequence.shownAndPaused(in: effects) == id)
  }

  @Test func aKindWhoseStarsEscapeIsCaughtByItsOwnInvariant() throws {
    let failure = try #require(PopupFuzzer(sequences: 50).check(UnboundedStars.self))
    #expect(failure.violation.hasSuffix("stars 6 outside 0...5"))
    #expect(failure.steps == ["star 6"])
  }

  /// The fuzzer presses what a sample draws: the sixth star is only a button on screen, never
  /// an example event, and it breaks the kind's invariant.
  @Test func aStarOnlyAButtonSendsIsPressedAndCaught() throws {
    #expect(!StarOnScreen.exampleEvents.contains(.starTapped(6)))
    let failure = try #require(PopupFuzzer(sequences: 50).check(StarOnScreen.self))
    #expect(failure.violation.hasSuffix("stars 6 outside 0...5"))
    #expect(failure.steps == ["star 6"])
  }

  @Test func theSameSeedFindsTheSameFailure() {
    #expect(
      PopupFuzzer(sequences: 20, seed: 7).check(ExpiresTwice.self)
        == PopupFuzzer(sequences: 20, seed: 7).check(ExpiresTwice.self))
  }
}

/// A planted broken kind: an undo toast that forgets it expired, so it expires again.
enum ExpiresTwice: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "expires-twice", name: "Broken", summary: "", category: .toast)
  static func makeState(_ configuration: Void, now: PopupTime) -> Countdown {
    Countdown(duration: .seconds(5), startingAt: now.local)
  }
  static func reduce(_ state: inout Countdown, _ event: UndoToast.Event, now: PopupTime) -> [PopupEffect<
    UndoToast.Output
  >] { [] }
  static func nextDeadline(of state: Countdown) -> PopupInstant? { state.deadline }
  static func tick(_ state: inout Countdown, now: PopupTime) -> [PopupEffect<UndoToast.Output>] {
    state.isFinished(at: now.local) ? [.output(.expired), .dismiss(.timeout)] : []
  }
  static func render(_ state: Countdown, now: PopupTime) -> RenderNode { .text("x", role: .body) }
  static let samples = [PopupSample<ExpiresTwice>("fresh", summary: "", configuration: ())]
  static let verbs = UndoToast.verbs
  static let exampleEvents: [UndoToast.Event] = [.undoTapped]
}

/// A planted broken kind: an undo toast with a countdown longer than any the fuzzer waits
/// for, that declares its endings but does not hear the host's (no `willEnd`).
enum SilentOnTimeout: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "silent", name: "Broken", summary: "", category: .toast)
  /// No gesture ends it: only its own Undo, or the session's auto-dismiss.
  static let defaultBehavior = PopupBehavior(dismissesOnOutsideTap: false)
  static func makeState(_ configuration: Void, now: PopupTime) -> Bool { false }
  static func reduce(_ state: inout Bool, _ event: UndoToast.Event, now: PopupTime) -> [PopupEffect<
    UndoToast.Output
  >] {
    guard !state else { return [] }
    state = true
    return [.output(.undone), .dismiss(.tap)]
  }
  static func render(_ state: Bool, now: PopupTime) -> RenderNode { .text("x", role: .body) }
  static let samples = [PopupSample<SilentOnTimeout>("fresh", summary: "", configuration: ())]
  static let verbs = UndoToast.verbs
  static let exampleEvents: [UndoToast.Event] = [.undoTapped]
  static let endingOutputs: PopupEndingOutputs<UndoToast.Output>? = UndoToast.endingOutputs
}

/// A planted broken kind: it takes any star, and declares that stars stay within 0...5.
enum UnboundedStars: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "unbounded", name: "Broken", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: RatingPrompt.Event, now: PopupTime) -> [PopupEffect<
    RatingPrompt.Output
  >] {
    if case .starTapped(let stars) = event { state = stars }
    return []
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
  static let samples = [PopupSample<UnboundedStars>("initial", summary: "", configuration: ())]
  static let verbs = RatingPrompt.verbs
  static let exampleEvents: [RatingPrompt.Event] = [.starTapped(3), .starTapped(6), .closeTapped]
  static func invariantViolations(in state: Int, now: PopupTime) -> [String] {
    (0...5).contains(state) ? [] : ["stars \(state) outside 0...5"]
  }
}

/// A planted broken kind: the unbounded stars of `UnboundedStars`, whose example events here
/// keep within 0...5, but whose screen draws a button for a sixth star.
enum StarOnScreen: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "star-on-screen", name: "Broken", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: RatingPrompt.Event, now: PopupTime) -> [PopupEffect<
    RatingPrompt.Output
  >] { UnboundedStars.reduce(&state, event, now: now) }
  static func render(_ state: Int, now: PopupTime) -> RenderNode {
    .button("Six", role: .primary, accessibilityLabel: "Six", action: action(.starTapped(6)))
  }
  static let samples = [PopupSample<StarOnScreen>("initial", summary: "", configuration: ())]
  static let verbs = RatingPrompt.verbs
  static let exampleEvents: [RatingPrompt.Event] = [.starTapped(3)]
  static func invariantViolations(in state: Int, now: PopupTime) -> [String] {
    UnboundedStars.invariantViolations(in: state, now: now)
  }
}
