import PopupCatalog
import PopupCore
import PopupDriving
import PopupHosted
import PopupPolicy
import PopupPresentation
import PopupRating
import PopupTesting
import PopupTextRendering
import PopupUndo
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

// The Swift examples of the DocC articles (and the README's two that no other test holds),
// compiled and run as written: each test holds a block's lines in order, unchanged, with what
// the block needs from its host before them and checks of what its comments say after them.
// A member that holds an article's lines is left to them by `swift format` (the articles
// align their comments), hence `swift-format-ignore`.
@Suite("Documentation articles: every example runs as written", .watchdog)
struct DocumentationArticleExamplesTests {
  /// What an app does with an undo toast's outputs, recorded.
  final class HostApp {
    var handled: [UndoToast.Output] = []
    func handle(_ output: UndoToast.Output) { handled.append(output) }
  }

  /// The host's one timer, recorded.
  final class HostTimer {
    var scheduled: [PopupInstant?] = []
    func schedule(at instant: PopupInstant?) { scheduled.append(instant) }
  }

  // MARK: README

  @Test func readmePackageLine() {
    let packageLine = """
      .package(url: "https://github.com/popup-catalog/popup-catalog", from: "0.3.0"),
      """
    #expect(packageLine.hasPrefix(".package(url: \"https://github.com/popup-catalog/popup-catalog\""))
  }

  // swift-format-ignore
  @Test func readmeQuickStart() {
    var toast = PopupSession<UndoToast>(.init(message: "Photo deleted", duration: .seconds(5)), now: .zero)
    _ = toast.appear(at: .zero)            // on screen: the countdown runs
    _ = toast.hold(at: .seconds(1))        // a finger rests on the toast: the countdown stops
    _ = toast.release(at: .seconds(30))    // 4 s left, still
    for effect in toast.advance(to: .seconds(35)) {  // 1 s before the hold + 4 s after it
      switch effect {
      case .output(.expired): break        // commit the deletion: the time ran out
      case .output(.closedEarly): break    // commit it too: swiped away before its time
      case .output(.undone): break         // restore the photo
      case .dismiss(let reason): print("dismissed:", reason)
      case .haptic, .announce: break       // play it, announce it
      }
    }
    toast.nextDeadline                     // schedule one timer for this instant (nil: none)
    #expect(toast.nextDeadline == nil)
    #expect(toast.endReason == .timeout)
    #expect(toast.state.ending == .expired)
  }

  // MARK: PopupCatalog

  /// The app manifest of the PopupCatalog overview, as text: it names the package as the
  /// README does.
  @Test func catalogOverviewAppManifest() {
    let manifest = """
      // Package.swift of your app
      dependencies: [.package(url: "https://github.com/popup-catalog/popup-catalog", from: "0.3.0")],
      targets: [
        .executableTarget(
          name: "MyApp",
          dependencies: [
            .product(name: "PopupCatalog", package: "popup-catalog"),
            .product(name: "PopupRating", package: "popup-catalog"),
            .product(name: "PopupUndo", package: "popup-catalog"),
          ],
          plugins: [.plugin(name: "PopupRegistry", package: "popup-catalog")]
        )
      ]
      """
    let readme = """
      .package(url: "https://github.com/popup-catalog/popup-catalog", from: "0.3.0"),
      """
    #expect(manifest.contains(String(readme.dropLast())))
    #expect(manifest.contains(".plugin(name: \"PopupRegistry\", package: \"popup-catalog\")"))
  }

  // swift-format-ignore
  @Test func catalogOverviewLinkedIDs() throws {
    for id in try PopupCatalog.linked.ids { print(id) }   // rating, undo
    #expect(try PopupCatalog.linked.ids.filter(["rating", "undo"].contains) == ["rating", "undo"])
  }

  // swift-format-ignore
  @Test func catalogOverviewByHand() throws {
    let catalog = try PopupCatalog([RatingPrompt.self, UndoToast.self])
    try PopupCatalog.linked == catalog     // true in an app that links these two
    #expect(catalog.ids == ["rating", "undo"])
    #expect(try PopupCatalog.linked.ids.filter(catalog.ids.contains) == catalog.ids)
    let again = try PopupCatalog([RatingPrompt.self, UndoToast.self])
    #expect(catalog == again)
  }

  // MARK: PopupCore

  // swift-format-ignore
  @Test func accessibilitySettingsStopTheCountdownForVoiceOver() {
    var toast = PopupSession<UndoToast>(.init(message: "Photo deleted"), now: .zero)
    _ = toast.appear(at: .zero)
    _ = toast.setAccessibility(PopupAccessibility(isVoiceOverRunning: true), at: .seconds(1))
    toast.advance(to: .seconds(60))   // [] — the countdown waits for the VoiceOver user
    _ = toast.setAccessibility(PopupAccessibility(), at: .seconds(60))
    toast.nextDeadline                // .seconds(64): the 4 s that were left
    #expect(toast.nextDeadline == .seconds(64))
    #expect(!toast.isEnded)
  }

  // swift-format-ignore
  @Test func addingAKindDrivesAKindWithoutASession() {
    var rating = RatingPrompt.makeState(.init(appName: "Orbit", threshold: 4), now: .zero)
    _ = RatingPrompt.reduce(&rating, .starTapped(2), now: .zero)           // below 4: feedback step
    _ = RatingPrompt.reduce(&rating, .feedbackChanged("Too slow"), now: .zero)
    let effects = RatingPrompt.reduce(&rating, .submitTapped, now: .zero)
    // [.output(.submitted(stars: 2, feedback: "Too slow")), .haptic(.success), .dismiss(.tap)]
    #expect(
      effects == [.output(.submitted(stars: 2, feedback: "Too slow")), .haptic(.success), .dismiss(.tap)])
  }

  // swift-format-ignore
  @Test func gettingStartedDrivesAndDrawsTheKind() {
    var state = ConfirmPopup.makeState(.init(question: "Delete?"), now: .zero)
    ConfirmPopup.reduce(&state, .yesTapped, now: .seconds(1))   // [.output(.confirmed), .dismiss(.tap)]
    ConfirmPopup.reduce(&state, .yesTapped, now: .seconds(2))   // []: answered already
    print(TextRenderer(width: 30).render(ConfirmPopup.render(state, now: .zero)))
    #expect(state.isAnswered)
    var fresh = ConfirmPopup.makeState(.init(question: "Delete?"), now: .zero)
    #expect(
      ConfirmPopup.reduce(&fresh, .yesTapped, now: .seconds(1)) == [.output(.confirmed), .dismiss(.tap)])
    #expect(ConfirmPopup.reduce(&fresh, .yesTapped, now: .seconds(2)) == [])
    let lines = TextRenderer(width: 30).lines(of: ConfirmPopup.render(state, now: .zero))
    #expect(!lines.isEmpty && lines.allSatisfy { DisplayWidth.of($0) == 30 })
  }

  // swift-format-ignore
  @Test func localisationStringsTables() throws {
    var german = RatingPrompt.Strings()
    german.submit = "Senden"
    german.star = PopupPlural(one: "{count} Stern", other: "{count} Sterne")
    let configuration = RatingPrompt.Configuration(appName: "Orbit", strings: german)
    RatingPrompt.render(RatingPrompt.makeState(configuration, now: .zero), now: .zero)
    // …the stars are labelled "1 Stern", "2 Sterne"…; `press "2 Sterne"` taps the second

    let french = try RatingPrompt.Strings(table: ["submit": "Envoyer", "title": "{app} vous plaît ?"])
    RatingPrompt.Configuration(appName: "Orbit", strings: french).shownTitle   // "Orbit vous plaît ?"
    let tree = RatingPrompt.render(RatingPrompt.makeState(configuration, now: .zero), now: .zero)
    #expect(PopupControls(tree).pressables.prefix(2).map(\.title) == ["1 Stern", "2 Sterne"])
    #expect(
      PopupControls(tree).pressable(labelled: "2 Sterne")?.action == RatingPrompt.action(.starTapped(2)))
    #expect(
      RatingPrompt.Configuration(appName: "Orbit", strings: french).shownTitle == "Orbit vous plaît ?")
  }

  // swift-format-ignore
  @Test func localisationDisplayWidths() {
    DisplayWidth.of("a🏽")        // 3
    DisplayWidth.of("#⃣")         // 1; "#️⃣" is 2
    DisplayWidth.of("㉈䷀")        // 1 + 2
    DisplayWidth.unicodeVersion   // "18.0.0"
    #expect(DisplayWidth.of("a\u{1F3FD}") == 3)
    #expect(DisplayWidth.of("#\u{20E3}") == 1)
    #expect(DisplayWidth.of("#\u{FE0F}\u{20E3}") == 2)
    #expect(DisplayWidth.of("\u{3248}\u{4DC0}") == 1 + 2)
    #expect(DisplayWidth.unicodeVersion == "18.0.0")
  }

  // MARK: PopupDriving

  // swift-format-ignore
  /// On the real clock: the toast's 5 s go by.
  @Test(.timeLimit(.minutes(3)), .watchdog) func drivingRunsASessionOnAClock() async {
    let driver = PopupDriver(PopupSession<UndoToast>(.init(message: "Photo deleted"), now: .zero), clock: ContinuousClock())
    let running = Task { await driver.run() }         // appears, then sleeps to each deadline
    for await effect in driver.effects {              // .output(.expired), then .dismiss(.timeout)
      print(effect)
    }
    await running.value
    #expect(await driver.host.isEnded)
    #expect(await driver.host.endReason == .timeout)
  }

  // MARK: PopupPolicy

  // swift-format-ignore
  @Test func policiesDecideFromTheLedger() throws {
    var ledger = PopupLedger()
    ledger.record(.install, at: try PopupWallInstant(iso8601: "2026-01-01T00:00:00Z"))
    for _ in 0..<12 { ledger.record(.launch, at: try PopupWallInstant(iso8601: "2026-01-02T09:00:00Z")) }
    let now = try PopupWallInstant(iso8601: "2026-01-11T00:00:00Z")
    let decision = RatingPolicy().decide(ledger, at: now)
    print(decision)
    // blocked
    //   ✗ Only 10 of 30 days since install
    //   ✗ Only 12 of 20 uses
    //   ✓ Asked 0 times in the last 365 days (the App Store allows 3)
    ledger.facts.append(.output(RatingPrompt.Output.declined, of: "rating", at: now))   // a kind's output as a fact
    #expect(
      decision.description == """
        blocked
          ✗ Only 10 of 30 days since install
          ✗ Only 12 of 20 uses
          ✓ Asked 0 times in the last 365 days (the App Store allows 3)
        """)
    #expect(ledger.facts.last?.what == .output(kind: "rating", name: "declined", subject: nil))
  }

  // MARK: PopupPresentation

  // swift-format-ignore
  @Test func presentationGettingStartedOnePopup() {
    var toast = PopupSession<UndoToast>(.init(message: "Photo deleted"), now: .zero)
    toast.appear(at: .zero)
    toast.hold(at: .seconds(1))          // the countdown pauses with 4 s left
    toast.release(at: .seconds(30))
    toast.advance(to: .seconds(34))      // [.output(.expired), .dismiss(.timeout)]
    #expect(toast.isEnded && toast.endReason == .timeout)
    #expect(toast.state.ending == .expired)
  }

  // swift-format-ignore
  @Test func presentationGettingStartedManyPopups() {
    var center = PopupCenter()
    center.present(UndoToast.self, id: "a", .init(message: "Deleted"), at: .zero)
    center.present(RatingPrompt.self, id: "b", .init(appName: "Orbit"), priority: .critical, at: .seconds(1))
    // paused a, shown b
    center.dismiss(id: "b", at: .seconds(5))
    // dismissed b: programmatic, shown a again
    #expect(center.currentID == "a")
    #expect(center.presentedIDs == ["a"])
  }

  // swift-format-ignore
  @Test func hostingASession() {
    let app = HostApp()
    let timer = HostTimer()
    let now = PopupInstant.zero
    var screen = PopupScreen.phone
    screen.keyboardHeight = -1
    let measuredSize: PopupSize? = nil
    var reported: [String] = []
    var drawn: [PopupFrame] = []
    var haptics: [PopupHaptic] = []
    var announced: [String] = []
    var logged: [DismissReason] = []
    func report(_ problem: String) { reported.append(problem) }
    func draw(_ frame: PopupFrame) { drawn.append(frame) }
    func playHaptic(_ haptic: PopupHaptic) { haptics.append(haptic) }
    func announce(_ message: String) { announced.append(message) }
    func log(_ reason: DismissReason) { logged.append(reason) }

    // Every call returns its effects: play each once, as it comes back.
    func play(_ effects: [PopupEffect<UndoToast.Output>]) {
      for effect in effects {
        switch effect {
        case .haptic(let haptic): playHaptic(haptic)       // once; a frame never replays it
        case .announce(let message): announce(message)     // VoiceOver, TalkBack, aria-live
        case .output(let output): app.handle(output)
        case .dismiss(let reason): log(reason)             // the exit motion still runs
        }
      }
    }

    var session = PopupSession<UndoToast>(.init(message: "Photo deleted"), now: now)
    do throws(PopupLayoutError) {
      play(try session.setScreen(screen, at: now))  // a screen nothing fits on
    } catch {
      report(error.problem)                          // the session keeps PopupScreen.phone
    }
    play(session.appear(at: now))                    // the options' haptic comes back here, once

    func tick(at now: PopupInstant) {
      play(session.advance(to: now))                 // fire what fell due: a timeout, a kind's tick
      let frame = session.frame(at: now, contentSize: measuredSize)
      draw(frame)
      timer.schedule(at: frame.nextDeadline)         // the one timer; nil: none
    }

    // What the user does, at the instant it happens, then tick(at: now) again:
    play(session.send(.undoTapped, at: now))         // a control of the content
    play(session.tap(at: now))                       // on the popup
    play(session.tapOutside(at: now))                // on the scrim, unless it passes touches
    play(session.drag(at: now))                      // a swipe on the popup
    play(session.hold(at: now))                      // finger down: countdowns pause
    play(session.release(at: now))                   // finger up: they resume

    tick(at: .seconds(1))
    #expect(reported.count == 1)
    #expect(session.screen == .phone)
    #expect(app.handled == [.undone])
    #expect(haptics == [.light] && announced.isEmpty && logged == [.tap])
    #expect(drawn.count == 1 && timer.scheduled == [drawn.first?.nextDeadline])
  }

  // swift-format-ignore
  @Test func hostingACenter() throws {
    let app = HostApp()
    let timer = HostTimer()
    let now = PopupInstant.zero
    let wallNow = try PopupWallInstant(iso8601: "2026-01-01T00:00:00Z")
    let screen = PopupScreen.phone
    let measuredSize: PopupSize? = nil
    var drawn: [PopupFrame] = []
    var removed = 0
    var badges: [Int] = []
    var haptics: [PopupHaptic] = []
    var announced: [String] = []
    func draw(_ frame: PopupFrame) { drawn.append(frame) }
    func removePopup() { removed += 1 }
    func showQueueBadge(_ count: Int) { badges.append(count) }
    func playHaptic(_ haptic: PopupHaptic) { haptics.append(haptic) }
    func announce(_ message: String) { announced.append(message) }

    func play(_ effects: [PopupCenterEffect]) {
      for effect in effects {                          // shown, paused: the next frame says it
        if case .haptic(let haptic)? = effect.effect { playHaptic(haptic) }
        if case .announce(let message)? = effect.effect { announce(message) }
        if let output = effect.output(of: UndoToast.self) { app.handle(output) }
      }
    }

    var center = PopupCenter(now: now, wall: wallNow)
    play(try center.setScreen(screen, at: now))
    play(center.present(UndoToast.self, id: "undo", .init(message: "Photo deleted"), at: now))

    func tick(at now: PopupInstant) {
      play(center.advance(to: now))
      let frame = center.frame(at: now, contentSize: measuredSize)
      if let current = frame.current { draw(current.frame) } else { removePopup() }
      showQueueBadge(frame.waiting.count)
      timer.schedule(at: frame.nextDeadline)
    }

    play(try center.send(.undoTapped, of: UndoToast.self, to: "undo", at: now))
    play(center.tap(at: now))   // tapOutside, drag, hold, release: the same, on the current popup

    tick(at: .seconds(1))
    #expect(app.handled == [.undone] && haptics == [.light] && announced.isEmpty)
    #expect(drawn.count + removed == 1 && badges == [0] && timer.scheduled.count == 1)
  }

  // swift-format-ignore
  @Test func hostingLayoutIsPureGeometry() throws {
    var screen = PopupScreen.phone                 // 390 × 844, safe area 59 top and 34 bottom
    screen.keyboardHeight = 336
    let layout = try PopupLayout(size: PopupSize(width: 300, height: 80), on: screen, options: .toast(.bottom))
    layout.frame                                    // x 45, y 412, w 300, h 80: above the keyboard

    var toast = PopupSession<UndoToast>(.init(message: "Photo deleted"), now: .zero)
    _ = toast.appear(at: .zero)
    let look = toast.transition(at: .milliseconds(150))    // entering, half way
    layout.frame(for: look.look, isEntering: true)          // between the frame and below the screen
    #expect(layout.frame.description == "x 45, y 412, w 300, h 80")
    #expect(look.phase == .entering)
    let between = layout.frame(for: look.look, isEntering: true)
    #expect(between.y > layout.frame.y && between.y < layout.enterFrame.y)
  }

  // swift-format-ignore
  @Test func hostingActionsAreScriptLines() {
    RatingPrompt.action(.starTapped(3)).scriptLine()         // "star 3"
    RatingPrompt.event(for: PopupAction("submit"))          // .submitTapped
    #expect(RatingPrompt.action(.starTapped(3)).scriptLine() == "star 3")
    #expect(RatingPrompt.event(for: PopupAction("submit")) == .submitTapped)
  }

  // swift-format-ignore
  @Test func migratingSeed000APopupModifier() {
    let now = PopupInstant.zero
    var played: [[PopupEffect<HostedPopup.Output>]] = []
    func play(_ effects: [PopupEffect<HostedPopup.Output>]) { played.append(effects) }

    var popup = PopupSession<HostedPopup>(
      .init(viewID: "popup", accessibilityLabel: "Popup!", size: PopupSize(width: 200, height: 100)),
      behavior: PopupBehavior(dismissesOnTap: true),
      options: PopupPresentationOptions(
        placement: .center, scrim: .none,
        motion: PopupMotion(.slideFade, enterEdge: .bottom, exitEdge: .bottom)),
      now: now)
    play(popup.appear(at: now))   // was: showingPopup = true
    play(popup.tap(at: now))      // [.dismiss(.tap)]: was isPresented = false

    #expect(played.last == [.dismiss(.tap)])
    #expect(popup.endReason == .tap)
  }

  // swift-format-ignore
  @Test func migratingSeed001ThePresentationCenter() {
    let now = PopupInstant.zero
    var center = PopupCenter()
    var played: [PopupCenterEffect] = []
    func play(_ effects: [PopupCenterEffect]) { played += effects }

    play(center.present(
      HostedPopup.self, id: "offline",
      .init(viewID: "offline-toast", accessibilityLabel: "You're offline", size: PopupSize(width: 320, height: 56)),
      priority: .high, behavior: PopupBehavior.toast.autoDismissing(after: .seconds(4)),
      options: PopupPresentationOptions(
        placement: .toast(.bottom), scrim: .none,
        motion: PopupMotion(.slideFade, enterEdge: .bottom, exitEdge: .bottom), haptic: .warning),
      at: now))

    #expect(center.currentID == "offline")
    #expect(played.contains { $0.effect == .haptic(.warning) })
  }

  // swift-format-ignore
  @Test func migratingSeed002AlwaysAPopover() {
    let now = PopupInstant.zero
    var center = PopupCenter()
    var played: [PopupCenterEffect] = []
    func play(_ effects: [PopupCenterEffect]) { played += effects }

    play(center.present(
      HostedPopup.self, id: "tip",
      .init(viewID: "tip", accessibilityLabel: "This should be a popover", size: PopupSize(width: 220, height: 44)),
      options: .popover(at: PopupRect(x: 40, y: 120, width: 120, height: 44)), at: now))
    // On PopupScreen.phone (compact): placement mode popover(side: bottom), with an arrow pointing up

    let placement = center.frame(at: now).current?.frame.placement
    #expect(placement?.mode == .popover(side: .bottom))
    #expect(placement?.arrow?.pointing == .up)
    #expect(played.map(\.id).allSatisfy { $0 == "tip" })
  }

  // swift-format-ignore
  @Test func migratingWhereAPreemptionIsReported() {
    var work: [String] = []
    func pauseVisibleWork(for id: String) { work.append("pause \(id)") }
    func resumeVisibleWork(for id: String) { work.append("resume \(id)") }
    func startVisibleWork(for id: String) { work.append("start \(id)") }
    func cleanUp(_ id: String, _ reason: DismissReason) { work.append("clean up \(id): \(reason)") }
    func handle(_ effect: PopupEffect<AnyPopupOutput>, of id: String) { work.append("handle \(id)") }

    func play(_ effects: [PopupCenterEffect]) {   // from every center call, or PopupDriver.effects
      for effect in effects {
        switch effect.change {
        case .paused: pauseVisibleWork(for: effect.id)         // was onDismiss(.preempted)
        case .shown(.again): resumeVisibleWork(for: effect.id)
        case .shown(.first): startVisibleWork(for: effect.id)
        case .emitted(.dismiss(let reason)): cleanUp(effect.id, reason)  // the one ending
        case .emitted(let other): handle(other, of: effect.id)   // outputs, haptics, announcements
        }
      }
    }

    var center = PopupCenter()
    play(center.present(UndoToast.self, id: "a", .init(message: "Deleted"), at: .zero))
    play(
      center.present(
        RatingPrompt.self, id: "b", .init(appName: "Orbit"), priority: .critical, at: .seconds(1)))
    play(center.dismiss(id: "b", at: .seconds(5)))
    #expect(
      work == [
        "start a", "pause a", "start b", "handle b", "clean up b: \(DismissReason.programmatic)", "resume a",
      ])
  }

  // swift-format-ignore
  @Test func theCenterQueuesByPriority() {
    var toasts = PopupCenter()
    _ = toasts.present(UndoToast.self, id: "deleted", .init(message: "Photo deleted"), at: .zero)
    let effects = toasts.present(
      RatingPrompt.self, id: "rate", .init(appName: "Orbit"), priority: .high, at: .seconds(1))
    // effects: [paused deleted, shown rate, rate announce: "Enjoying Orbit?"]
    toasts.presentedIDs                      // ["rate", "deleted"]
    _ = toasts.dismiss(id: "rate", at: .seconds(30))
    toasts.nextDeadline                      // t=34s: the toast had 4 s left
    #expect(
      effects.map(\.description) == ["paused deleted", "shown rate", "rate announce: \"Enjoying Orbit?\""])
    // After the block's last dismissal only the toast is left (the comment shows the moment before).
    #expect(toasts.presentedIDs == ["deleted"])
    #expect(toasts.nextDeadline == .seconds(34))
  }

  // MARK: PopupCatalog: exploring every state

  // swift-format-ignore
  @Test func exploringTheRatingPrompt() throws {
    let exploration = try PopupExplorer().explore(RatingPrompt.samples[0])
    exploration.violation                  // nil: every rule held in every state
    exploration.figures.isExhausted        // true: every reachable state was taken in
    exploration.scriptLines(to: 2)         // ["star 2"]
    #expect(exploration.violation == nil)
    #expect(exploration.figures.isExhausted)
    #expect(exploration.scriptLines(to: 2) == ["star 2"])
  }

  // swift-format-ignore
  @Test func replayingAScriptFromASample() throws {
    let store = PopupTestStore(sample: RatingPrompt.samples[0])
    let effects = try store.replay("star 2; type \"Too slow\"; submit")
    effects.contains(.output(.submitted(stars: 2, feedback: "Too slow")))   // true
    #expect(effects.contains(.output(.submitted(stars: 2, feedback: "Too slow"))))
  }

  // MARK: PopupTesting

  @Test func holdingPausesTheCountdown() {
    let store = PopupTestStore<UndoToast>(.init(message: "Photo deleted"))
    store.advance(by: .seconds(1))
    store.hold()
    store.advance(by: .seconds(10))
    store.release()
    store.advance(by: .seconds(4)) { $0.ending = .expired }
    store.receive(output: .expired)
    store.receive(.dismiss(.timeout))
  }

  @Test func theKindKeepsTheContract() {
    PopupKindChecker.expectNoProblems(in: UndoToast.self)
    #expect(PopupFuzzer(sequences: 50).check(UndoToast.self) == nil)
  }

  @Test func lowRatingAsksForFeedback() {
    let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit"))
    store.receive(.announce("Enjoying Orbit?"))
    store.send(.starTapped(2)) {
      $0.stars = 2
      $0.step = .feedback
    }
    store.receive(.haptic(.selection))
    store.receive(.announce("2 of 5 stars"))
    store.send(.feedbackChanged("too slow")) { $0.feedback = "too slow" }
    store.send(.submitTapped) { $0.step = .ended }
    store.receive(output: .submitted(stars: 2, feedback: "too slow"))
    store.receive(.haptic(.success))
    store.receive(.dismiss(.tap))
  }

  @Test(arguments: try PopupCatalog.linked.idsUnderTest)
  func everyKindKeepsTheContract(id: String) throws {
    #expect(PopupKindChecker.problems(of: try PopupCatalog.linked.kind(withID: id)) == [])
  }

  // MARK: PopupTextRendering

  @Test func textRenderingOverview() {
    let state = RatingPrompt.makeState(.init(appName: "Orbit"), now: .zero)
    let text = TextRenderer(width: 44).render(RatingPrompt.render(state, now: .zero))
    let lines = text.split(separator: "\n")
    #expect(!lines.isEmpty && lines.allSatisfy { DisplayWidth.of($0) == 44 })
  }
}

// MARK: - Declarations of the articles

// The kind of PopupCore's "Getting started", as written there.
// swift-format-ignore
enum ConfirmPopup: PopupKind {
  struct Configuration: Hashable, Sendable { var question: String }
  struct State: Hashable, Sendable { var question: String; var isAnswered = false }
  enum Event: Hashable, Sendable { case yesTapped, noTapped }
  enum Output: Hashable, Sendable { case confirmed }

  static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(question: configuration.question)
  }

  static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isAnswered else { return [] }
    state.isAnswered = true
    return event == .yesTapped ? [.output(.confirmed), .dismiss(.tap)] : [.dismiss(.tap)]
  }

  static func render(_ state: State, now: PopupTime) -> RenderNode {
    .card(style: .standard, children: [.text(state.question, role: .title)])
  }
}

#if canImport(SwiftUI)
  /// What the view of "Driving popups from your app" acts on.
  @MainActor
  final class PhotoLibrary {
    var pending: String?
    var deleted: [String] = []
    func delete(_ photo: String) { pending = photo }
    func restore() { pending = nil }
    func commit() {
      if let photo = pending { deleted.append(photo) }
      pending = nil
    }
  }

  /// A stand-in for the app's view of a render tree: its buttons call `perform`.
  struct PopupTreeView: View {
    let tree: RenderNode
    let perform: (PopupAction) -> Void
    var body: some View { Text(TextRenderer(width: 40).render(tree)) }
  }

  // The view of "Driving popups from your app", as written there.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  struct DeleteButton: View {
    let library: PhotoLibrary
    @State private var toast: PopupModel<UndoToast, ContinuousClock>?

    var body: some View {
      Button("Delete") {
        library.delete("IMG_1.jpg")
        toast = PopupModel(.init(message: "Photo deleted"), clock: .continuous)
      }
      .overlay(alignment: .bottom) {
        if let toast, !toast.isEnded {
          // Draw toast.tree (a TimelineView asking toast.tree(at:) keeps its countdown live);
          // its Undo button calls: Task { await toast.perform(action) }
          PopupTreeView(tree: toast.tree) { action in Task { await toast.perform(action) } }
            .task {
              await toast.run { effect in
                switch effect.output {
                case .undone?: library.restore()
                case .expired?, .closedEarly?: library.commit()
                case nil: break
                }
              }
            }
        }
      }
    }
  }
#endif
