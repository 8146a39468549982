import PopupCore
import PopupPresentation
import PopupSupport
import Testing

/// An exhaustive test store for one popup: every state change and every effect must be
/// asserted, or the test fails with a diff and a line that says how to fix it.
///
/// The store presents the popup in a `PopupSession` on a ``ManualClock``, and it appears at
/// once: what the kind does on appearing must be received first. Each step takes a
/// closure that edits the state before the step into the state expected after it; leaving it
/// out asserts that the state did not change. Every effect a step emits (outputs, dismissals,
/// haptics, announcements) must be claimed with ``receive(_:sourceLocation:)`` before the next
/// step and before the store goes away. After every step the store checks the kind's own
/// invariants (`InspectablePopupKind/invariantViolations(in:now:)`), if it has any.
///
/// ```swift
/// let store = PopupTestStore<RatingPrompt>(.init(appName: "Orbit"))
/// store.receive(.announce("Enjoying Orbit?"))
/// store.send(.starTapped(2)) {
///   $0.stars = 2
///   $0.step = .feedback
/// }
/// store.receive(.haptic(.selection))
/// store.receive(.announce("2 of 5 stars"))
/// ```
public final class PopupTestStore<Kind: PopupKind> {
  /// The session under test.
  public internal(set) var session: PopupSession<Kind>
  var driver: DeadlineDriver
  var ledger = EffectLedger<PopupEffect<Kind.Output>>()
  var lastLocation: SourceLocation

  /// The clock the store moves.
  public var clock: ManualClock { driver.clock }

  /// Presents a popup at `now` with the kind's default behavior and presentation unless
  /// others are given, on `screen` when one is (else the phone).
  public init(
    _ configuration: Kind.Configuration, behavior: PopupBehavior = Kind.defaultBehavior,
    options: PopupPresentationOptions = Kind.defaultPresentation, screen: PopupScreen? = nil,
    now: PopupInstant = .zero,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    session = PopupSession(configuration, behavior: behavior, options: options, now: now)
    driver = DeadlineDriver(now: now)
    lastLocation = sourceLocation
    if let screen {
      do throws(PopupLayoutError) {
        ledger.record(try session.setScreen(screen, at: now))
      } catch {
        Issue.record("The screen cannot be laid out on: \(error)", sourceLocation: sourceLocation)
      }
    }
    ledger.record(session.appear(at: now))
    driver.sync(to: session.nextDeadline)
    expectInvariants(after: "appearing", at: sourceLocation)
  }

  deinit {
    ledger.requireNoneLeft(before: "the end of the test", at: lastLocation)
  }

  /// The kind's state.
  public var state: Kind.State { session.state }

  /// Sends the kind an event and asserts the state after it.
  public func send(
    _ event: Kind.Event, assert update: ((inout Kind.State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("sending \(KindInspection.line(for: event, of: Kind.self))", update, sourceLocation) {
      session, now in
      session.send(event, at: now)
    }
  }

  /// Moves the clock forward, delivering every deadline that falls due, and asserts the state
  /// after it.
  public func advance(
    by duration: Duration, assert update: ((inout Kind.State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    ledger.requireNoneLeft(before: "advancing by \(duration.popupDescription)", at: sourceLocation)
    lastLocation = sourceLocation
    let before = session.state
    let target = clock.now + max(duration, .zero)
    ledger.record(
      driver.run(until: target, deadline: { session.nextDeadline }, advance: { session.advance(to: $0) }))
    var expected = before
    update?(&expected)
    expectState(
      expected, session.state, after: "advancing by \(duration.popupDescription)", at: sourceLocation)
    expectInvariants(after: "advancing by \(duration.popupDescription)", at: sourceLocation)
  }

  /// A finger rests on the popup.
  public func hold(
    assert update: ((inout Kind.State) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("hold", update, sourceLocation) { session, now in session.hold(at: now) }
  }

  /// The finger lifts.
  public func release(
    assert update: ((inout Kind.State) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("release", update, sourceLocation) { session, now in session.release(at: now) }
  }

  /// A tap on the popup itself.
  public func tap(
    assert update: ((inout Kind.State) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("tap", update, sourceLocation) { session, now in session.tap(at: now) }
  }

  /// The wall clock jumps by a duration; local time stands still.
  public func jumpWallClock(
    by duration: Duration, assert update: ((inout Kind.State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("jump \(duration.popupDescription)", update, sourceLocation) { session, now in
      session.jumpWallClock(by: duration, at: now)
    }
  }

  /// A tap outside the popup.
  public func tapOutside(
    assert update: ((inout Kind.State) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("tap-outside", update, sourceLocation) { session, now in session.tapOutside(at: now) }
  }

  /// A drag on the popup.
  public func drag(
    assert update: ((inout Kind.State) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("drag", update, sourceLocation) { session, now in session.drag(at: now) }
  }

  /// The app dismisses the popup in code.
  public func dismiss(
    assert update: ((inout Kind.State) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    step("dismiss", update, sourceLocation) { session, now in session.dismiss(.programmatic, at: now) }
  }

  /// Claims the oldest effect not yet claimed, which must equal `effect`.
  public func receive(_ effect: PopupEffect<Kind.Output>, sourceLocation: SourceLocation = #_sourceLocation) {
    lastLocation = sourceLocation
    ledger.receive(effect, at: sourceLocation)
  }

  /// Claims the oldest effect not yet claimed, which must be this output.
  public func receive(output: Kind.Output, sourceLocation: SourceLocation = #_sourceLocation) {
    receive(.output(output), sourceLocation: sourceLocation)
  }

  /// Drops every effect not yet claimed, on purpose.
  public func skipReceivedEffects() {
    ledger.skipAll()
  }

  private func step(
    _ name: String, _ update: ((inout Kind.State) -> Void)?, _ sourceLocation: SourceLocation,
    _ action: (inout PopupSession<Kind>, PopupInstant) -> [PopupEffect<Kind.Output>]
  ) {
    ledger.requireNoneLeft(before: name, at: sourceLocation)
    lastLocation = sourceLocation
    var expected = session.state
    update?(&expected)
    ledger.record(action(&session, clock.now))
    driver.sync(to: session.nextDeadline)
    expectState(expected, session.state, after: name, at: sourceLocation)
    expectInvariants(after: name, at: sourceLocation)
  }

  /// Records an issue for each of the kind's own rules the state breaks.
  func expectInvariants(after name: String, at sourceLocation: SourceLocation) {
    let time = session.time(at: clock.now)
    for problem in KindInspection.invariantViolations(in: session.state, now: time, of: Kind.self) {
      Issue.record(
        "The state after \(name) breaks a rule of the kind: \(problem)", sourceLocation: sourceLocation)
    }
  }

}
