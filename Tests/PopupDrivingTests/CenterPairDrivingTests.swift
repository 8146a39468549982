import Observation
import PopupCore
import PopupDriving
import PopupPresentation
import PopupTesting
import PopupUndo
import Testing

/// One operation of the center's pair table (`PopupCenterPairTests` holds the table of what
/// each pair does to a bare center): here the same pairs go through the model and the driver,
/// which must do exactly what the center does at the same instants, and publish it.
enum DrivenPairOperation: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case presentHigher, presentLower, replace, hold, release, dismissCurrent, dismissWaiting
  case screenChange, advance

  var testDescription: String { rawValue }

  /// How much time passes before the operation.
  var step: Duration { self == .advance ? .seconds(6) : .seconds(1) }

  /// The operation on a bare center at `now`, the `index`th of its pair.
  func run(on center: inout PopupCenter, index: Int, at now: PopupInstant) -> [PopupCenterEffect] {
    switch self {
    case .presentHigher:
      return center.present(UndoToast.self, id: "h\(index)", .init(message: "h"), priority: .high, at: now)
    case .presentLower:
      return center.present(UndoToast.self, id: "l\(index)", .init(message: "l"), priority: .low, at: now)
    case .replace:
      let id = center.currentID ?? "a"
      return center.present(
        UndoToast.self, id: id, .init(message: id), priority: center.priority(of: id) ?? .normal, at: now)
    case .hold: return center.hold(at: now)
    case .release: return center.release(at: now)
    case .dismissCurrent: return center.dismiss(id: center.currentID ?? "nobody", at: now)
    case .dismissWaiting: return center.dismiss(id: center.waitingIDs.first ?? "nobody", at: now)
    case .screenChange: return (try? center.setScreen(.tablet, at: now)) ?? []
    case .advance: return center.advance(to: now)
    }
  }

  /// The operation through the model, at the clock's now (an advance is what the model's own
  /// timer calls once the clock reaches the deadline).
  @MainActor
  func run(on model: PopupCenterModel<TestClock>, index: Int) {
    switch self {
    case .presentHigher: model.present(UndoToast.self, id: "h\(index)", .init(message: "h"), priority: .high)
    case .presentLower: model.present(UndoToast.self, id: "l\(index)", .init(message: "l"), priority: .low)
    case .replace:
      let id = model.center.currentID ?? "a"
      model.present(
        UndoToast.self, id: id, .init(message: id), priority: model.center.priority(of: id) ?? .normal)
    case .hold: model.hold()
    case .release: model.release()
    case .dismissCurrent: model.dismiss(id: model.center.currentID ?? "nobody")
    case .dismissWaiting: model.dismiss(id: model.center.waitingIDs.first ?? "nobody")
    case .screenChange: try? model.setScreen(.tablet)
    case .advance: model.advance()
    }
  }
}

/// A center with `a` showing and `w` waiting, as the pair table starts.
func pairStart(_ center: inout PopupCenter) -> [PopupCenterEffect] {
  center.present(UndoToast.self, id: "a", .init(message: "a"), at: .zero)
    + center.present(UndoToast.self, id: "w", .init(message: "w"), at: .zero)
}

/// Every effect a model hands over, in order.
@MainActor
final class HeardEffects {
  var effects: [PopupCenterEffect] = []
}

/// A model on `clock` with `a` showing and `w` waiting, as the pair table starts, and what it
/// hands over from then on.
@MainActor
func pairModel(on clock: TestClock) -> (PopupCenterModel<TestClock>, HeardEffects) {
  let model = PopupCenterModel(clock: clock)
  let heard = HeardEffects()
  model.onEffect = { heard.effects.append($0) }
  model.present(UndoToast.self, id: "a", .init(message: "a"))
  model.present(UndoToast.self, id: "w", .init(message: "w"))
  return (model, heard)
}

/// The model's center is the center the pair ran on directly, at `now`: the same popups
/// shown, the same next deadline, no broken invariant, the same frame.
@MainActor
func expectModel(
  _ model: PopupCenterModel<TestClock>, matches center: PopupCenter, at now: PopupInstant,
  after operation: DrivenPairOperation, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(model.now == now, sourceLocation: sourceLocation)
  #expect(
    model.center.presentedIDs == center.presentedIDs, "after \(operation)", sourceLocation: sourceLocation)
  #expect(
    model.center.nextDeadline == center.nextDeadline, "after \(operation)", sourceLocation: sourceLocation)
  #expect(model.center.invariantViolations == [], "after \(operation)", sourceLocation: sourceLocation)
  #expect(
    model.frame().current == center.frame(at: now).current, "after \(operation)",
    sourceLocation: sourceLocation)
}

@Suite("Every ordered pair of center operations, driven", .watchdog)
struct CenterPairDrivingTests {
  @MainActor
  @Test(arguments: DrivenPairOperation.allCases, DrivenPairOperation.allCases)
  func throughTheModel(_ first: DrivenPairOperation, _ second: DrivenPairOperation) {
    let clock = TestClock()
    let (model, heard) = pairModel(on: clock)
    defer { model.stop() }
    var center = PopupCenter()
    var now = PopupInstant.zero
    var expected = pairStart(&center)
    var revision = 2
    for (index, operation) in [first, second].enumerated() {
      now += operation.step
      clock.advance(by: operation.step)
      let quiet = operation == .screenChange && center.screen == .tablet
      let effects = operation.run(on: &center, index: index + 1, at: now)
      operation.run(on: model, index: index + 1)
      // A screen set to the one the center has is no change; every other call is one, even
      // one that changes nothing a view sees.
      if !quiet { revision += 1 }
      expected += effects
      #expect(model.revision == revision, "after \(operation)")
      if !quiet { #expect(model.lastEffects == effects, "after \(operation)") }
      #expect(model.center.screen == center.screen)
      expectModel(model, matches: center, at: now, after: operation)
    }
    // Every effect handed over once, in order.
    #expect(heard.effects == expected)
  }

  /// The same pairs, an advance being only time passing: the model's own timer, armed at the
  /// center's next deadline, must fire what falls due and publish it (one change, its
  /// effects), as `advance()` does; with no deadline passed, nothing changes.
  @MainActor
  @Test(arguments: DrivenPairOperation.allCases, DrivenPairOperation.allCases)
  func throughTheModelsOwnTimer(_ first: DrivenPairOperation, _ second: DrivenPairOperation) async {
    let clock = TestClock()
    let start = clock.now
    let (model, heard) = pairModel(on: clock)
    defer { model.stop() }
    var center = PopupCenter()
    var now = PopupInstant.zero
    var expected = pairStart(&center)
    for (index, operation) in [first, second].enumerated() {
      now += operation.step
      let effects = operation.run(on: &center, index: index + 1, at: now)
      expected += effects
      let revision = model.revision
      if operation == .advance {
        let deadline = model.center.nextDeadline
        let falls = deadline.map { $0 <= now } ?? false
        // The timer sleeps on the clock before the clock moves past its deadline; one not
        // armed there would leave the wait below waiting for ever, so it waits only then.
        if deadline != nil { await clock.waitForSleepers() }
        let armed = deadline.map { clock.sleeperDeadlines == [start.advanced(by: $0.sinceOrigin)] } ?? false
        #expect(armed || !falls, "before \(operation)")
        if falls && armed {
          // The timer runs on the main actor, so it cannot fire before this test waits.
          await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
            withObservationTracking {
              _ = model.revision
            } onChange: {
              changed.resume()
            }
            clock.advance(by: operation.step)
          }
          #expect(model.revision == revision + 1, "after \(operation)")
          #expect(model.lastEffects == effects, "after \(operation)")
        } else {
          clock.advance(by: operation.step)
          #expect(effects == [], "after \(operation)")
          #expect(model.revision == revision, "after \(operation)")
        }
      } else {
        clock.advance(by: operation.step)
        operation.run(on: model, index: index + 1)
      }
      expectModel(model, matches: center, at: now, after: operation)
      // One timer, armed at the center's next deadline; none without one.
      if let deadline = center.nextDeadline {
        await clock.waitForSleepers()
        #expect(clock.sleeperDeadlines == [start.advanced(by: deadline.sinceOrigin)], "after \(operation)")
      } else {
        #expect(clock.sleeperDeadlines == [], "after \(operation)")
      }
    }
    // Every effect handed over once, in order.
    #expect(heard.effects == expected)
  }

  /// The same pairs through the driver, an advance being only the clock moving: the
  /// driver's one sleep, at the host's next deadline, fires what falls due and publishes one
  /// change with the center's effects; every other operation publishes its own change. The
  /// changes are read one by one in order, so no wait races a clock.
  @Test(arguments: DrivenPairOperation.allCases, DrivenPairOperation.allCases)
  func throughTheDriversOwnTimer(_ first: DrivenPairOperation, _ second: DrivenPairOperation) async {
    let clock = TestClock()
    let start = clock.now
    var center = PopupCenter()
    _ = pairStart(&center)
    let driver = PopupDriver(center, clock: clock)
    var changes = driver.changes.makeAsyncIterator()
    var now = PopupInstant.zero
    // The driver sleeps once it has changed: a first change that changes nothing arms it.
    await driver.perform { _, _ in [] }
    _ = await changes.next()
    for (index, operation) in [first, second].enumerated() {
      now += operation.step
      let effects = operation.run(on: &center, index: index + 1, at: now)
      if operation == .advance {
        let deadline = await driver.host.nextDeadline
        let falls = deadline.map { $0 <= now } ?? false
        if deadline != nil { await clock.waitForSleepers() }
        // A driver asleep at its deadline (checked above) wakes as the clock passes it; one
        // not armed would leave the read below waiting for ever, so it is read only then.
        let armed = deadline.map { clock.sleeperDeadlines == [start.advanced(by: $0.sinceOrigin)] } ?? false
        clock.advance(by: operation.step)
        if falls {
          #expect(armed, "before \(operation)")
          let change = armed ? await changes.next() : nil
          #expect(change?.effects == effects, "after \(operation)")
        } else {
          #expect(effects == [], "after \(operation)")
        }
      } else {
        clock.advance(by: operation.step)
        await driver.perform { operation.run(on: &$0, index: index + 1, at: $1) }
        let change = await changes.next()
        #expect(change?.effects == effects, "after \(operation)")
      }
      let host = await driver.host
      #expect(host.presentedIDs == center.presentedIDs, "after \(operation)")
      #expect(host.nextDeadline == center.nextDeadline, "after \(operation)")
      #expect(host.invariantViolations == [], "after \(operation)")
      // One sleep, at the center's next deadline; none without one.
      if let deadline = center.nextDeadline {
        await clock.waitForSleepers()
        #expect(clock.sleeperDeadlines == [start.advanced(by: deadline.sinceOrigin)], "after \(operation)")
      } else {
        #expect(clock.sleeperDeadlines == [], "after \(operation)")
      }
    }
    await driver.stop()
    // Nothing else was published.
    #expect(await changes.next() == nil)
  }

  @Test(arguments: DrivenPairOperation.allCases, DrivenPairOperation.allCases)
  func throughTheDriver(_ first: DrivenPairOperation, _ second: DrivenPairOperation) async {
    let clock = TestClock()
    var start = PopupCenter()
    _ = pairStart(&start)
    let driver = PopupDriver(start, clock: clock)
    var center = start
    var now = PopupInstant.zero
    var expected: [PopupCenterEffect] = []
    for (index, operation) in [first, second].enumerated() {
      now += operation.step
      // The driver's own timer may fire what falls due as the clock moves; what it fires and
      // what the operation then does add up to what the center does at that instant.
      clock.advance(by: operation.step)
      expected += operation.run(on: &center, index: index + 1, at: now)
      await driver.perform { operation.run(on: &$0, index: index + 1, at: $1) }
      #expect(await driver.now == now)
      let host = await driver.host
      #expect(host.presentedIDs == center.presentedIDs, "after \(operation)")
      #expect(host.nextDeadline == center.nextDeadline, "after \(operation)")
      #expect(host.screen == center.screen)
      #expect(host.invariantViolations == [], "after \(operation)")
      #expect(host.frame(at: now).current == center.frame(at: now).current, "after \(operation)")
    }
    await driver.stop()
    var published: [PopupCenterEffect] = []
    for await effect in driver.effects { published.append(effect) }
    // Every effect published once, in order.
    #expect(published == expected)
  }
}
