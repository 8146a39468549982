import PopupCore
import PopupPresentation

/// Runs a `PopupSession` or a `PopupCenter` on any `Clock`: one sleep until the next
/// deadline (never polling), deadlines kept as absolute instants (no drift), the app's events
/// applied through it, and effects out as an `AsyncStream`.
///
/// ```swift
/// let driver = PopupDriver(PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero), clock: ContinuousClock())
/// Task { await driver.run() }                       // appears, then sleeps to each deadline
/// for await effect in driver.effects { ... }        // .output(.expired), .dismiss(.timeout)
/// await driver.send(.undoTapped)                    // from a button
/// ```
///
/// The host's timeline starts at the clock's `now` when the driver is made. Cancelling the
/// task that awaits ``run()`` stops the driver: its sleep is cancelled and both streams finish.
public actor PopupDriver<Host: PopupDrivable, C: Clock> where C.Duration == Duration {
  /// What the driver runs, as of its last change.
  public private(set) var host: Host
  /// Every effect, in order; finishes when the host finishes or the driver stops.
  public nonisolated let effects: AsyncStream<Host.Effect>
  /// The host after each change (an event, a deadline) with the effects of that change, for
  /// views; finishes with ``effects``.
  public nonisolated let changes: AsyncStream<PopupDriverChange<Host>>

  private let effectContinuation: AsyncStream<Host.Effect>.Continuation
  private let changeContinuation: AsyncStream<PopupDriverChange<Host>>.Continuation
  private let clock: C
  private let origin: C.Instant
  private var sleeper: Task<Void, Never>?
  private var generation = 0
  /// The deadline the driver is waking the host for, while it does: a host whose deadline is
  /// still due after it is not woken for it again.
  private var firedDeadline: PopupInstant?
  private var isStarted = false
  private var isStopped = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a driver; the host's instant zero is the clock's `now`.
  public init(_ host: Host, clock: C) {
    self.host = host
    self.clock = clock
    self.origin = clock.now
    (effects, effectContinuation) = AsyncStream.makeStream(of: Host.Effect.self)
    (changes, changeContinuation) = AsyncStream.makeStream(of: PopupDriverChange<Host>.self)
  }

  /// Whether a sleep to the host's next deadline is pending: for tests that a driver which
  /// has nothing left to wake for asks for no more sleeps.
  var isArmed: Bool { sleeper != nil }

  /// The host instant now.
  public var now: PopupInstant { PopupInstant(sinceOrigin: origin.duration(to: clock.now)) }

  /// Starts the host (a session appears) and runs it until it finishes or the calling task is
  /// cancelled; then stops.
  public func run() async {
    if !isStarted {
      isStarted = true
      perform { host, now in host.start(at: now) }
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if isStopped { continuation.resume() } else { waiters.append(continuation) }
      }
    } onCancel: {
      Task { await self.stop() }
    }
  }

  /// Applies a change to the host at the current instant, emits its effects and sleeps anew
  /// to the next deadline. Returns the effects. After the driver stops, nothing happens.
  @discardableResult
  public func perform(_ change: (inout Host, PopupInstant) -> [Host.Effect]) -> [Host.Effect] {
    guard !isStopped else { return [] }
    let effects = change(&host, now)
    publish(effects)
    return effects
  }

  /// Applies a change that may throw (a center's `send`), as ``perform(_:)`` does.
  @discardableResult
  public func performThrowing<Failure: Error>(
    _ change: (inout Host, PopupInstant) throws(Failure) -> [Host.Effect]
  )
    throws(Failure) -> [Host.Effect]
  {
    guard !isStopped else { return [] }
    let effects = try change(&host, now)
    publish(effects)
    return effects
  }

  /// Stops: cancels the sleep, finishes both streams, returns from ``run()``.
  public func stop() {
    guard !isStopped else { return }
    isStopped = true
    sleeper?.cancel()
    sleeper = nil
    effectContinuation.finish()
    changeContinuation.finish()
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }

  private func publish(_ effects: [Host.Effect]) {
    for effect in effects { effectContinuation.yield(effect) }
    changeContinuation.yield(PopupDriverChange(host: host, effects: effects))
    if host.isFinished {
      stop()
    } else {
      arm()
    }
  }

  /// Keeps exactly one sleep, to the host's next deadline.
  private func arm() {
    sleeper?.cancel()
    sleeper = nil
    generation += 1
    guard let deadline = host.nextDeadline else { return }
    // A host that answers a due deadline with the same deadline again (a kind that ignores
    // its own deadline) is not woken for it again, which would spin at full speed: the next
    // change wakes it.
    if let fired = firedDeadline, deadline <= fired { return }
    let wake = origin.advanced(by: deadline.sinceOrigin)
    let generation = generation
    let clock = clock
    sleeper = Task {
      do {
        try await clock.sleep(until: wake, tolerance: nil)
      } catch {
        return
      }
      self.fire(generation)
    }
  }

  private func fire(_ generation: Int) {
    guard generation == self.generation, !isStopped else { return }
    firedDeadline = host.nextDeadline
    defer { firedDeadline = nil }
    perform { host, now in host.advance(to: now) }
  }
}

/// One change a driver made: the host after it, and the effects it caused.
public struct PopupDriverChange<Host: PopupDrivable>: Sendable {
  /// The host after the change.
  public var host: Host
  /// The effects of the change, in order.
  public var effects: [Host.Effect]
}
