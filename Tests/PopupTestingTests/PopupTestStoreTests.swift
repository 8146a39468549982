import PopupBanners
import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

@Suite("PopupTestStore", .timeLimit(.minutes(3)), .watchdog)
struct PopupTestStoreTests {
  /// A replayed `wait` moves the store's clock through every deadline on the way; a line
  /// that does not parse, or presses nothing on screen, throws, and the lines before it count.
  @Test func aReplayWaitsThroughDeadlinesAndStopsAtABadLine() throws {
    let waiting = PopupTestStore(sample: UndoToast.samples[0])
    #expect(try waiting.replay("wait 4999ms") == [])
    #expect(try waiting.replay("wait 1ms") == [.output(.expired), .dismiss(.timeout)])

    let pressing = PopupTestStore(sample: RatingPrompt.samples[0])
    #expect(throws: PopupScriptError.self) { try pressing.replay("star 2; press \"Nowhere\"") }
    #expect(pressing.state.stars == 2)
    pressing.skipReceivedEffects()
    #expect(throws: PopupScriptError.self) { try pressing.replay("no-such-verb 3") }
    #expect(pressing.state.stars == 2)
  }

  @Test func aCompleteTestPasses() {
    let store = PopupTestStore<UndoToast>(.init(message: "Photo deleted"))
    store.hold()
    store.advance(by: .seconds(60))
    store.release()
    store.advance(by: .seconds(5)) { $0.ending = .expired }
    store.receive(output: .expired)
    store.receive(.dismiss(.timeout))
  }

  @Test func aWrongStateFailsWithADiff() {
    withKnownIssue {
      let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit"))
      store.receive(.announce("Enjoying Orbit?"))
      store.send(.starTapped(2)) { $0.stars = 2 }
      store.skipReceivedEffects()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(
        "State after sending star 2 differs from the expected state: (Expected: -, Actual: +)")
        && text.contains("\n-   step: rating\n+   step: feedback\n")
        && text.contains("Fix the test:")
    }
  }

  @Test func durationsAndInstantsReadAsPeopleWriteThem() {
    withKnownIssue {
      let store = PopupTestStore<UndoToast>(.init(message: "Deleted"))
      store.advance(by: .seconds(1))
      store.hold { $0.countdown = Countdown(duration: .milliseconds(8500), startingAt: .seconds(1)) }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("duration: 8.5s\n") && text.contains("duration: 5s\n")
        && text.contains("deadline: t=9.5s\n") && text.contains("deadline: t=5s\n") && !text.contains("_low")
    }
  }

  @Test func anUnchangedStateMustNotBeClaimedAsChanged() {
    withKnownIssue {
      let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit"))
      store.receive(.announce("Enjoying Orbit?"))
      store.send(.submitTapped) { $0.step = .ended }
    }
  }

  @Test func anUnclaimedEffectFailsAtTheNextStep() {
    withKnownIssue {
      let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit"))
      store.receive(.announce("Enjoying Orbit?"))
      store.send(.starTapped(5)) {
        $0.stars = 5
        $0.step = .review
      }
      store.receive(.haptic(.selection))
      store.send(.reviewTapped) { $0.step = .ended }
      store.skipReceivedEffects()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == """
        1 effect was not received before sending review:
          announce: "5 of 5 stars"
        Fix the test: claim each one with receive(_:) in order, or call skipReceivedEffects() to opt out on purpose.
        """
    }
  }

  @Test func anUnclaimedEffectFailsAtTheEnd() {
    withKnownIssue {
      let store = PopupTestStore<UndoToast>(.init(message: "x"))
      store.send(.undoTapped) { $0.ending = .undone }
      store.receive(output: .undone)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "2 effects were not received before the end of the test:")
    }
  }

  @Test func aWrongEffectFailsWithExpectedAndActual() {
    withKnownIssue {
      let store = PopupTestStore<UndoToast>(.init(message: "x"))
      store.send(.undoTapped) { $0.ending = .undone }
      store.receive(output: .expired)
      store.skipReceivedEffects()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "Received an unexpected effect: (Expected: -, Actual: +)\n- output: expired\n+ output: undone\n")
    }
  }

  @Test func receivingWithNothingPendingFails() {
    withKnownIssue {
      let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit"))
      store.receive(.announce("Enjoying Orbit?"))
      store.receive(.dismiss(.tap))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "Expected to receive dismiss: tap, but no effect is pending.")
    }
  }

  @Test func aTapReachesTheKindFirst() {
    let store = PopupTestStore<NotificationBanners>(.init(items: [BannerItem(id: "a", title: "A")]))
    store.tap { $0.entries = [] }
    store.receive(output: .tapped(id: "a"))
    store.receive(output: .dismissed(id: "a", reason: .tap))
    store.tap()
    #expect(!store.session.isEnded)
  }

  @Test func aWallClockJumpLeavesLocalCountdownsAlone() {
    let store = PopupTestStore<UndoToast>(.init(message: "x"))
    store.jumpWallClock(by: .seconds(86_400))
    #expect(store.session.wallTime(at: store.clock.now) == .scriptOrigin + .seconds(86_400))
    store.advance(by: .seconds(4))
    store.advance(by: .seconds(1)) { $0.ending = .expired }
    store.receive(output: .expired)
    store.receive(.dismiss(.timeout))
  }

  @Test func aBrokenRuleOfTheKindFailsTheStep() {
    withKnownIssue {
      let store = PopupTestStore<UnboundedStars>(())
      store.send(.starTapped(3)) { $0 = 3 }
      store.send(.starTapped(6)) { $0 = 6 }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "The state after sending star 6 breaks a rule of the kind: stars 6 outside 0...5"
    }
  }

  @Test func failuresPointAtTheCallersLine() {
    let line = #line + 4
    withKnownIssue {
      let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit"))
      store.receive(.announce("Enjoying Orbit?"))
      store.send(.closeTapped)
      store.skipReceivedEffects()
    } matching: { issue in
      issue.sourceLocation?.line == line
    }
  }
}

@Suite("PopupCenterTestStore", .timeLimit(.minutes(3)), .watchdog)
struct PopupCenterTestStoreTests {
  @Test func aPreemptionIsAsserted() {
    let store = PopupCenterTestStore()
    store.present(UndoToast.self, id: "a", .init(message: "Deleted")) { $0.current = "a" }
    store.receive(shown: "a")
    store.present(RatingPrompt.self, id: "b", .init(appName: "Orbit"), priority: .high) {
      $0.current = "b"
      $0.waiting = ["a"]
    }
    store.receive(paused: "a")
    store.receive(shown: "b")
    store.receive(.announce("Enjoying Orbit?"), from: "b")
    store.dismiss(id: "b") {
      $0.current = "a"
      $0.waiting = []
    }
    store.receive(dismissed: "b", .programmatic)
    store.receive(shown: "a", .again)
    store.advance(by: .seconds(5)) { $0.current = nil }
    store.receive(output: UndoToast.Output.expired, from: "a")
    store.receive(dismissed: "a", .timeout)
  }

  @Test func gesturesAndEventsReachTheCurrentPopup() {
    let store = PopupCenterTestStore()
    store.present(RatingPrompt.self, id: "r", .init(appName: "Orbit")) { $0.current = "r" }
    store.receive(shown: "r")
    store.receive(.announce("Enjoying Orbit?"), from: "r")
    store.tap()
    store.drag()
    store.send(RatingPrompt.Event.starTapped(5), of: RatingPrompt.self, to: "r")
    store.skipReceivedEffects()
    store.tapOutside { $0.current = nil }
    store.receive(dismissed: "r", .outsideTap)
  }

  @Test func anEventTheCenterRefusesFailsTheTestWithItsError() {
    withKnownIssue {
      let store = PopupCenterTestStore()
      store.send(RatingPrompt.Event.starTapped(5), of: RatingPrompt.self, to: "nobody")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("The center refused the event")
    }
  }

  @Test func aWrongQueueFails() {
    withKnownIssue {
      let store = PopupCenterTestStore()
      store.present(UndoToast.self, id: "a", .init(message: "x")) { $0.current = "b" }
      store.skipReceivedEffects()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "\n-   current: \"b\"\n+   current: \"a\"\n")
    }
  }
}

/// Planted: a kind whose deadline never moves once it is due, whatever the tick does.
enum StuckDeadline: PopupKind {
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Never, now: PopupTime) -> [PopupEffect<Never>] {}
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("stuck", role: .body) }
  static func nextDeadline(of state: Int) -> PopupInstant? { .seconds(1) }
}

@Suite("PopupTestStore with a stuck kind", .timeLimit(.minutes(3)), .watchdog)
struct StuckDeadlineTests {
  /// The store once asked such a kind forever at the same instant: the test hung.
  @Test func aKindThatIgnoresItsDeadlineDoesNotHangTheStore() {
    let store = PopupTestStore<StuckDeadline>(())
    store.advance(by: .seconds(5))
    #expect(store.clock.now == .seconds(5))
  }
}
