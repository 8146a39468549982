import Observation
import PopupCore
import PopupDriving
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// Whether a tracked property changed.
final class Flag: @unchecked Sendable {
  var isSet = false
}

@Suite("Observable model", .watchdog)
@MainActor
struct PopupModelTests {
  @Test func sendingChangesTheTreeAndObserversHearIt() async {
    let model = PopupModel<RatingPrompt, TestClock>(.init(appName: "Orbit"), clock: TestClock())
    let changed = Flag()
    withObservationTracking {
      _ = model.tree
    } onChange: {
      changed.isSet = true
    }
    #expect(!changed.isSet)
    let effects = await model.send(.starTapped(4))
    #expect(changed.isSet)
    #expect(effects.contains(.haptic(.selection)))
    #expect(model.state.stars == 4)
    #expect(model.lastEffects == effects)
  }

  @Test func pressingAnActionFromTheTreeSendsItsEvent() async throws {
    let model = PopupModel<RatingPrompt, TestClock>(.init(appName: "Orbit"), clock: TestClock())
    let star = try #require(
      model.tree.allNodes.lazy.compactMap { node -> PopupAction? in
        if case .stars(_, _, _, let actions, _) = node { return actions[2] }
        return nil
      }.first)
    await model.perform(star)
    #expect(model.state.stars == 3)
    #expect(await model.perform(PopupAction("no-such-verb")) == [])
  }

  @Test func theTreeAtAnInstantCountsDown() async {
    let clock = TestClock()
    let model = PopupModel<UndoToast, TestClock>(.init(message: "Deleted"), clock: clock)
    let start = model.tree(at: clock.now)
    let later = model.tree(at: clock.now.advanced(by: .seconds(3)))
    #expect(start != later)
    #expect(later == model.session.render(at: .seconds(3)))
  }

  @Test func timeMovesTheModelAndItsEndIsObserved() async {
    let clock = TestClock()
    let model = PopupModel<UndoToast, TestClock>(.init(message: "Deleted"), clock: clock)
    let running = Task { await model.run() }
    await clock.waitForSleepers()
    let ended = Flag()
    withObservationTracking {
      _ = model.isEnded
    } onChange: {
      ended.isSet = true
    }
    clock.advance(by: .seconds(5))
    // The toast expires; the model's run ends with it.
    #expect(await finishes(running, "the model's run to end once the toast expired"))
    #expect(ended.isSet)
    #expect(model.isEnded)
    // The tree it last showed, which a host draws while it exits: no caption about the end.
    #expect(model.tree.allNodes.contains { if case .button("Undo", _, _, _, _) = $0 { true } else { false } })
    #expect(
      !model.tree.allNodes.contains { if case .text(let text, _) = $0 { text.hasPrefix("(") } else { false } }
    )
  }

  @Test func aModelPresentsWithTheAppsOptionsAndDrawsItsFrame() async {
    let clock = TestClock()
    var options = PopupPresentationOptions.card
    options.style = .glass
    options.haptic = .light
    let model = PopupModel<RatingPrompt, TestClock>(.init(appName: "Orbit"), options: options, clock: clock)
    #expect(model.session.options == options)
    let frame = model.frame(at: clock.now)
    #expect(frame.style == .glass && frame.motion.phase == .waiting)
    #expect(frame.content.allNodes.contains { if case .card(.glass, _) = $0 { true } else { false } })
  }
}
