import PopupCore
import PopupPresentation
import PopupSupport
import Testing

/// An exhaustive test store for a `PopupCenter`: every change of the queue and every effect
/// must be asserted, as with ``PopupTestStore``.
///
/// ```swift
/// let store = PopupCenterTestStore()
/// store.present(UndoToast.self, id: "a", .init(message: "Deleted")) { $0.current = "a" }
/// store.receive(shown: "a")
/// store.present(RatingPrompt.self, id: "b", .init(appName: "Orbit"), priority: .high) {
///   $0.current = "b"
///   $0.waiting = ["a"]
/// }
/// store.receive(paused: "a")
/// store.receive(shown: "b")
/// store.receive(.announce("Enjoying Orbit?"), from: "b")
/// ```
public final class PopupCenterTestStore {
  /// What a test asserts about a center after each step.
  public struct Queue: Equatable, Sendable {
    /// The popup on screen.
    public var current: String?
    /// The popups waiting, in the order they will show.
    public var waiting: [String]

    /// Creates a queue.
    public init(current: String? = nil, waiting: [String] = []) {
      self.current = current
      self.waiting = waiting
    }
  }

  /// The center under test.
  public private(set) var center: PopupCenter
  private var driver: DeadlineDriver
  private var ledger = EffectLedger<PopupCenterEffect>()
  private var lastLocation: SourceLocation

  /// The clock the store moves.
  public var clock: ManualClock { driver.clock }

  /// The center's queue now.
  public var queue: Queue { Queue(current: center.currentID, waiting: center.waitingIDs) }

  /// Creates a store with an empty center at `now`.
  public init(now: PopupInstant = .zero, sourceLocation: SourceLocation = #_sourceLocation) {
    center = PopupCenter(now: now)
    driver = DeadlineDriver(now: now)
    lastLocation = sourceLocation
  }

  deinit {
    ledger.requireNoneLeft(before: "the end of the test", at: lastLocation)
  }

  /// Presents a popup and asserts the queue after it.
  public func present<Kind: InspectablePopupKind>(
    _ kind: Kind.Type, id: String, _ configuration: Kind.Configuration, priority: PopupPriority = .normal,
    behavior: PopupBehavior = Kind.defaultBehavior, assert update: ((inout Queue) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("presenting '\(id)'", update, sourceLocation) { center, now in
      center.present(kind, id: id, configuration, priority: priority, behavior: behavior, at: now)
    }
  }

  /// Dismisses a popup by id and asserts the queue after it.
  public func dismiss(
    id: String, assert update: ((inout Queue) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("dismissing '\(id)'", update, sourceLocation) { center, now in center.dismiss(id: id, at: now) }
  }

  /// Dismisses every popup and asserts the queue after it.
  public func dismissAll(
    assert update: ((inout Queue) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("dismiss-all", update, sourceLocation) { center, now in center.dismissAll(at: now) }
  }

  /// A finger rests on the current popup.
  public func hold(
    assert update: ((inout Queue) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("hold", update, sourceLocation) { center, now in center.hold(at: now) }
  }

  /// The finger lifts from the current popup.
  public func release(
    assert update: ((inout Queue) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("release", update, sourceLocation) { center, now in center.release(at: now) }
  }

  /// A tap outside the current popup.
  public func tapOutside(
    assert update: ((inout Queue) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("tap-outside", update, sourceLocation) { center, now in center.tapOutside(at: now) }
  }

  /// A drag on the current popup.
  public func drag(
    assert update: ((inout Queue) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("drag", update, sourceLocation) { center, now in center.drag(at: now) }
  }

  /// Sends a kind's own event to the current popup; a send the center refuses (an unknown
  /// id, another kind, a waiting popup) fails the test with the center's error.
  public func send<Kind: PopupKind>(
    _ event: Kind.Event, of kind: Kind.Type, to id: String, assert update: ((inout Queue) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("sending \(KindInspection.line(for: event, of: Kind.self)) to '\(id)'", update, sourceLocation) {
      center, now in
      do throws(PopupCenterError) {
        return try center.send(event, of: kind, to: id, at: now)
      } catch {
        Issue.record("The center refused the event: \(error)", sourceLocation: sourceLocation)
        return []
      }
    }
  }

  /// A tap on the current popup itself.
  public func tap(
    assert update: ((inout Queue) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("tap", update, sourceLocation) { center, now in center.tap(at: now) }
  }

  /// Moves the clock forward, delivering every deadline that falls due, and asserts the queue.
  public func advance(
    by duration: Duration, assert update: ((inout Queue) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let name = "advancing by \(duration.popupDescription)"
    ledger.requireNoneLeft(before: name, at: sourceLocation)
    lastLocation = sourceLocation
    var expected = queue
    update?(&expected)
    let target = clock.now + max(duration, .zero)
    ledger.record(
      driver.run(until: target, deadline: { center.nextDeadline }, advance: { center.advance(to: $0) }))
    expectState(expected, queue, after: name, at: sourceLocation)
  }

  /// Claims the oldest effect not yet claimed, which must equal `effect`.
  public func receive(_ effect: PopupCenterEffect, sourceLocation: SourceLocation = #_sourceLocation) {
    lastLocation = sourceLocation
    ledger.receive(effect, at: sourceLocation)
  }

  /// Claims the oldest effect, which must be the dismissal of `id` for `reason`.
  public func receive(
    dismissed id: String, _ reason: DismissReason, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    receive(PopupCenterEffect(id: id, effect: .dismiss(reason)), sourceLocation: sourceLocation)
  }

  /// Claims the oldest effect, which must be `id` showing (for the first time, by default).
  public func receive(
    shown id: String, _ appearance: PopupAppearance = .first,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    receive(PopupCenterEffect(id: id, change: .shown(appearance)), sourceLocation: sourceLocation)
  }

  /// Claims the oldest effect, which must be `id` pausing for a more urgent popup.
  public func receive(paused id: String, sourceLocation: SourceLocation = #_sourceLocation) {
    receive(PopupCenterEffect(id: id, change: .paused), sourceLocation: sourceLocation)
  }

  /// Claims the oldest effect, which must be this effect of `id`'s own.
  public func receive(
    _ effect: PopupEffect<AnyPopupOutput>, from id: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    receive(PopupCenterEffect(id: id, effect: effect), sourceLocation: sourceLocation)
  }

  /// Claims the oldest effect, which must be this output of `id`.
  public func receive(
    output: some Equatable & Sendable, from id: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    receive(
      PopupCenterEffect(id: id, effect: .output(AnyPopupOutput(output))), sourceLocation: sourceLocation)
  }

  /// Drops every effect not yet claimed, on purpose.
  public func skipReceivedEffects() {
    ledger.skipAll()
  }

  private func step(
    _ name: String, _ update: ((inout Queue) -> Void)?, _ sourceLocation: SourceLocation,
    _ action: (inout PopupCenter, PopupInstant) -> [PopupCenterEffect]
  ) {
    ledger.requireNoneLeft(before: name, at: sourceLocation)
    lastLocation = sourceLocation
    var expected = queue
    update?(&expected)
    ledger.record(action(&center, clock.now))
    driver.sync(to: center.nextDeadline)
    expectState(expected, queue, after: name, at: sourceLocation)
  }
}
