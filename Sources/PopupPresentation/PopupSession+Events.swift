import PopupCore

extension PopupSession {
  /// Sends the kind one of its own events; fires anything already due first.
  public mutating func send(_ event: Kind.Event, at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    var effects = advance(to: now)
    guard !isEnded else { return effects }
    effects += applyKindEffects(Kind.reduce(&state, event, now: localTime(at: now)))
    return effects
  }

  /// Moves time forward, firing every deadline that falls due in time order.
  public mutating func advance(to now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    var effects: [PopupEffect<Kind.Output>] = []
    while let deadline = nextDeadline, deadline <= now {
      see(deadline)
      let local = localTime(at: deadline)
      let kindIsDue = Kind.nextDeadline(of: state).map { $0 <= local } ?? false
      if kindIsDue {
        let before = state
        effects += applyKindEffects(Kind.reduce(&state, Kind.timerFired, now: local))
        if isEnded || state != before { continue }
      }
      if let countdown = autoDismiss, countdown.isFinished(at: local) {
        effects += end(.timeout)
      } else {
        // A kind that ignores its own due deadline would be asked forever: stop here.
        break
      }
    }
    see(now)
    return effects
  }

  /// A finger rests on the popup: countdowns pause, if the behavior pauses on hold.
  /// Holding twice does nothing.
  public mutating func hold(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    let effects = advance(to: now)
    guard !isEnded, behavior.pausesOnHold, !isHeld else { return effects }
    isHeld = true
    updateClock()
    return effects
  }

  /// The finger lifts: countdowns resume with the time that was left. Releasing without a
  /// hold does nothing.
  public mutating func release(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    let effects = advance(to: now)
    guard !isEnded, isHeld else { return effects }
    isHeld = false
    updateClock()
    return effects
  }

  /// A host puts the popup aside (preempted, or waiting in a queue): its clock stops.
  /// Returns what fell due before that instant.
  public mutating func suspend(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    let effects = advance(to: now)
    guard !isEnded else { return effects }
    isSuspended = true
    updateClock()
    return effects
  }

  /// A host shows the popup again: its clock runs unless it is held.
  public mutating func resume(at now: PopupInstant) {
    see(now)
    guard !isEnded else { return }
    isSuspended = false
    updateClock()
  }

  /// A tap on the popup itself: dismisses it with `.tap` if the behavior says so.
  public mutating func tap(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    gesture(.tap, allowed: behavior.dismissesOnTap, at: now)
  }

  /// A tap outside the popup: dismisses it with `.outsideTap` if the behavior says so.
  public mutating func tapOutside(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    gesture(.outsideTap, allowed: behavior.dismissesOnOutsideTap, at: now)
  }

  /// A drag on the popup: dismisses it with `.drag` if the behavior says so.
  public mutating func drag(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    gesture(.drag, allowed: behavior.dismissesOnDrag, at: now)
  }

  /// Ends the popup for a final reason, unless it has ended already.
  /// `.preempted` is not an ending and does nothing here; use ``suspend(at:)``.
  public mutating func dismiss(_ reason: DismissReason = .programmatic, at now: PopupInstant)
    -> [PopupEffect<Kind.Output>]
  {
    see(now)
    guard reason.isFinal else { return [] }
    return end(reason)
  }

  /// Applies one script step at a host instant; `wait` is relative to `now` and returns the
  /// new instant through `now`.
  public mutating func apply(_ step: PopupStep<Kind.Event>, at now: inout PopupInstant)
    -> [PopupEffect<Kind.Output>]
  {
    switch step {
    case .send(let event): return send(event, at: now)
    case .wait(let duration):
      now += max(duration, .zero)
      return advance(to: now)
    case .hold: return hold(at: now)
    case .release: return release(at: now)
    case .tapOutside: return tapOutside(at: now)
    case .drag: return drag(at: now)
    case .dismiss: return dismiss(.programmatic, at: now)
    }
  }

  private mutating func gesture(_ reason: DismissReason, allowed: Bool, at now: PopupInstant)
    -> [PopupEffect<Kind.Output>]
  {
    let effects = advance(to: now)
    guard allowed else { return effects }
    return effects + end(reason)
  }

  /// Records the kind's effects; its first final dismissal ends the session, and anything a
  /// kind emits after its ending is dropped.
  private mutating func applyKindEffects(_ effects: [PopupEffect<Kind.Output>]) -> [PopupEffect<Kind.Output>]
  {
    var kept: [PopupEffect<Kind.Output>] = []
    for effect in effects {
      guard !isEnded else { break }
      if let reason = effect.dismissReason {
        guard reason.isFinal else { continue }
        endReason = reason
      }
      kept.append(effect)
    }
    return kept
  }

  private mutating func end(_ reason: DismissReason) -> [PopupEffect<Kind.Output>] {
    guard !isEnded else { return [] }
    endReason = reason
    return [.dismiss(reason)]
  }

  private mutating func see(_ now: PopupInstant) {
    lastSeen = max(lastSeen, now)
  }

  private mutating func updateClock() {
    if isHeld || isSuspended {
      clock.stop(at: lastSeen)
    } else {
      clock.start(at: lastSeen)
    }
  }
}
