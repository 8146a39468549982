import PopupCore

extension PopupSession {
  /// The popup comes on screen, for the first time or again after a preemption: its clock
  /// runs (unless held) and the kind hears `PopupAppearance/first` or
  /// `PopupAppearance/again`. Appearing while on screen does nothing.
  public mutating func appear(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    var effects = advance(to: now)
    guard !isEnded, isSuspended || !hasAppeared else { return effects }
    isSuspended = false
    updateClock()
    let appearance: PopupAppearance = hasAppeared ? .again : .first
    hasAppeared = true
    if appearedAt == nil { appearedAt = lastSeen }
    // Settings given before the first appearance reach the kind first: a celebration under
    // Reduce Motion never starts its confetti.
    if appearance == .first, accessibility != PopupAccessibility() {
      let before = state
      effects += applyKindEffects(
        Kind.accessibilityChanged(accessibility, &_state, now: time(at: lastSeen)), at: lastSeen,
        after: before
      )
    }
    // The app's haptic plays once, as the popup first shows, in place of the kind's own
    // haptic on appearing (one haptic at a time: two in one instant feel like one blur).
    let before = state
    var appeared = Kind.appear(&_state, appearance, now: time(at: lastSeen))
    if appearance == .first, let haptic = options.haptic {
      effects.append(.haptic(haptic))
      appeared.removeAll { if case .haptic = $0 { true } else { false } }
    }
    effects += applyKindEffects(appeared, at: lastSeen, after: before)
    if accessibility.isVoiceOverRunning { updateClock() }
    noteContent(at: lastSeen)
    return effects + advance(to: now)
  }

  /// Sends the kind one of its own events; fires anything already due first.
  @inlinable public mutating func send(_ event: Kind.Event, at now: PopupInstant) -> [PopupEffect<
    Kind.Output
  >] {
    var effects = advance(to: now)
    guard !isEnded else { return effects }
    let before = state
    effects += applyKindEffects(Kind.reduce(&_state, event, now: time(at: now)), at: now, after: before)
    // An action that came or went changes whether a VoiceOver user is waited for.
    if accessibility.isVoiceOverRunning { updateClock() }
    noteContent(at: lastSeen)
    return effects
  }

  /// Moves time forward, firing every deadline that falls due in time order.
  @inlinable public mutating func advance(to now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    var effects: [PopupEffect<Kind.Output>] = []
    var ticksAtOneInstant = 0
    var lastDeadline: PopupInstant?
    // The kind's deadlines are asked once a round: a kind may work them out from a list.
    while !isEnded, !isSuspended {
      let kindLocal = Kind.nextDeadline(of: state)
      let kindWall = Kind.nextWallDeadline(of: state)
      guard let deadline = hostDeadline(local: kindLocal, wall: kindWall), deadline <= now else { break }
      see(deadline)
      ticksAtOneInstant = deadline == lastDeadline ? ticksAtOneInstant + 1 : 0
      lastDeadline = deadline
      let time = time(at: deadline)
      let localDue = kindLocal.map { $0 <= time.local } ?? false
      let wallDue = kindWall.map { $0 <= time.wall } ?? false
      if localDue || wallDue {
        let before = state
        effects += applyKindEffects(Kind.tick(&_state, now: time), at: deadline, after: before)
        noteContent(at: deadline)
        // A kind whose tick changes its state but never moves its due deadline would be
        // ticked forever: after `maximumTicksAtOneInstant` at one instant, stop here.
        if isEnded || (state != before && ticksAtOneInstant < Self.maximumTicksAtOneInstant) { continue }
      }
      if let countdown = autoDismiss, countdown.isFinished(at: time.local) {
        effects += end(.timeout, at: deadline, tellingKind: true)
      } else {
        // A kind that ignores its own due deadline would be asked forever: stop here.
        break
      }
    }
    see(now)
    return effects
  }

  /// How many times in a row a kind is ticked at one instant before the session stops asking
  /// (a kind that changes its state on every tick without moving its deadline would otherwise
  /// hang its host).
  @inlinable public static var maximumTicksAtOneInstant: Int { 1000 }

  /// A finger rests on the popup: local countdowns pause, if the behavior pauses on hold.
  /// Holding twice does nothing.
  @inlinable public mutating func hold(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    let effects = advance(to: now)
    guard !isEnded, behavior.pausesOnHold, !isHeld else { return effects }
    _isHeld = true
    updateClock()
    return effects
  }

  /// The finger lifts: countdowns resume with the time that was left. Releasing without a
  /// hold does nothing.
  @inlinable public mutating func release(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    let effects = advance(to: now)
    guard !isEnded, isHeld else { return effects }
    _isHeld = false
    updateClock()
    return effects
  }

  /// A host puts the popup aside (preempted, or waiting in a queue): its local clock stops
  /// and it fires nothing until it appears again. Returns what fell due before that instant.
  public mutating func suspend(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    let effects = advance(to: now)
    guard !isEnded else { return effects }
    isSuspended = true
    updateClock()
    return effects
  }

  /// A tap on the popup itself: the kind's, if it handles taps; otherwise it dismisses with
  /// `.tap` if the behavior says so.
  @inlinable public mutating func tap(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    gesture(.tap, allowed: behavior.dismissesOnTap, at: now)
  }

  /// A tap outside the popup: the kind's, if it handles it (a capsule collapses); otherwise
  /// it dismisses with `.outsideTap` if the behavior says so. Outside a bottom sheet it is a
  /// swipe down (seed 001), whichever kind is there: it dismisses with `.drag`, also when only
  /// a drag would. Over a scrim that passes touches through, the tap is the app's: it never
  /// dismisses the popup.
  @inlinable public mutating func tapOutside(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    let allowed =
      !options.scrim.passesTouchesThrough
      && (behavior.dismissesOnOutsideTap || (isBottomSheet && behavior.dismissesOnDrag))
    return gesture(.outsideTap, allowed: allowed, at: now)
  }

  /// A drag on the popup: the kind's, if it handles drags; otherwise it dismisses with
  /// `.drag` if the behavior says so.
  @inlinable public mutating func drag(at now: PopupInstant) -> [PopupEffect<Kind.Output>] {
    gesture(.drag, allowed: behavior.dismissesOnDrag, at: now)
  }

  /// Ends the popup with a reason, unless it has ended already. (A popup put aside for a
  /// more urgent one has not ended: use ``suspend(at:)``.)
  @inlinable public mutating func dismiss(_ reason: DismissReason = .programmatic, at now: PopupInstant)
    -> [PopupEffect<Kind.Output>]
  {
    see(now)
    return end(reason, at: now)
  }

  /// The wall clock jumps by a duration at a host instant (the user set the clock, the device
  /// synced it); local time stands still. Fires what falls due before and after the jump.
  @inlinable public mutating func jumpWallClock(by duration: Duration, at now: PopupInstant) -> [PopupEffect<
    Kind.Output
  >] {
    var effects = advance(to: now)
    guard !isEnded else { return effects }
    wallOffset += duration
    effects += advance(to: now)
    return effects
  }

  @inlinable mutating func gesture(_ gesture: PopupGesture, allowed: Bool, at now: PopupInstant)
    -> [PopupEffect<Kind.Output>]
  {
    let effects = advance(to: now)
    guard !isEnded else { return effects }
    let before = state
    if let handled = Kind.handle(gesture, &_state, now: time(at: now)) {
      defer { noteContent(at: lastSeen) }
      return effects + applyKindEffects(handled, at: now, after: before)
    }
    guard allowed else { return effects }
    // Seed 001's rule for sheets: a tap outside a bottom sheet dismisses it as a swipe down
    // does, with `.drag`, whichever kind it is.
    let reason = gesture == .outsideTap && isBottomSheet ? DismissReason.drag : gesture.dismissReason
    return effects + end(reason, at: now, tellingKind: true)
  }

  /// Whether the popup is placed as a sheet on the bottom edge, by its kind or its options.
  @usableFromInline var isBottomSheet: Bool {
    switch PopupFramePlacer.placement(Kind.placement(of: state, on: screen), options) {
    case .sheet(let edge, _): edge == .bottom
    case nil: PopupFramePlacer.isSheet(options)
    case .anchored, .center: false
    }
  }

  /// Records the kind's effects, which took its state from `before` to ``state``; its first
  /// dismissal ends the session, and anything a kind emits after its ending is dropped.
  @inlinable mutating func applyKindEffects(
    _ effects: [PopupEffect<Kind.Output>], at now: PopupInstant, after before: Kind.State
  ) -> [PopupEffect<Kind.Output>] {
    var kept: [PopupEffect<Kind.Output>] = []
    for effect in effects {
      guard !isEnded else { break }
      if let reason = effect.dismissReason {
        depart(from: before, at: max(now, lastSeen))
        _endReason = reason
        _endedAt = max(now, lastSeen)
        endedByKind = true
      }
      kept.append(effect)
    }
    return kept
  }

  /// Keeps what the popup showed in `shown` at an instant, as it ends: its exit draws that.
  @inlinable mutating func depart(from shown: Kind.State, at now: PopupInstant) {
    guard shownAt != nil else { return }
    let time = time(at: now)
    departure = Departure(shown: shown, time: time, placement: Kind.placement(of: shown, on: screen))
  }

  /// Follows whether the popup draws anything: its entrance starts at the instant its content
  /// comes on screen, and it waits, drawing nothing, while the kind draws nothing.
  @inlinable mutating func noteContent(at now: PopupInstant) {
    guard !isEnded, hasAppeared else { return }
    if Kind.drawsNothing(state, now: time(at: now)) {
      _shownAt = nil
    } else if shownAt == nil {
      _shownAt = now
    }
  }

  /// Ends the popup for a reason. When the session decides the ending itself (its
  /// auto-dismiss ran out, a gesture its behavior dismisses on), the kind hears it first
  /// (``PopupKind/willEnd(_:_:now:)``) and its ending outputs come before the dismissal; when
  /// the app asks (``dismiss(_:at:)``) the kind is not told, as the app knows.
  @inlinable mutating func end(_ reason: DismissReason, at now: PopupInstant, tellingKind: Bool = false)
    -> [PopupEffect<Kind.Output>]
  {
    guard !isEnded else { return [] }
    var effects: [PopupEffect<Kind.Output>] = []
    depart(from: state, at: max(now, lastSeen))
    if tellingKind {
      effects = Kind.willEnd(reason, &_state, now: time(at: now)).map { .output($0) }
    }
    _endReason = reason
    _endedAt = max(now, lastSeen)
    return effects + [.dismiss(reason)]
  }

  @inlinable mutating func see(_ now: PopupInstant) {
    lastSeen = max(lastSeen, now)
  }

  /// The host's accessibility settings changed: the kind hears of them, and with VoiceOver
  /// running a toast that carries an action stops its countdowns until VoiceOver stops (or the
  /// action is gone), as if held.
  @inlinable public mutating func setAccessibility(_ settings: PopupAccessibility, at now: PopupInstant)
    -> [PopupEffect<Kind.Output>]
  {
    var effects = advance(to: now)
    guard settings != accessibility else { return effects }
    _accessibility = settings
    if !isEnded {
      let before = state
      effects += applyKindEffects(
        Kind.accessibilityChanged(settings, &_state, now: time(at: now)), at: now, after: before)
      noteContent(at: lastSeen)
    }
    updateClock()
    return effects
  }

  /// The host's screen changed (or is given for the first time): size, safe area, keyboard,
  /// width class, text size. Kinds that adapt to it hear of it; every frame from now on is
  /// laid out on it. Giving the same screen again does nothing.
  ///
  /// - Throws: `PopupLayoutError` naming the value for a screen nothing can be laid out on
  ///   (a size that is not above zero or not finite, a negative or oversized safe area, a
  ///   negative keyboard); the session keeps the screen it had.
  public mutating func setScreen(_ screen: PopupScreen, at now: PopupInstant) throws(PopupLayoutError)
    -> [PopupEffect<Kind.Output>]
  {
    if let problem = screen.problem { throw PopupLayoutError(problem: problem) }
    var effects = advance(to: now)
    guard screen != self.screen else { return effects }
    self.screen = screen
    if !isEnded {
      let before = state
      effects += applyKindEffects(
        Kind.screenChanged(screen, &_state, now: time(at: now)), at: now, after: before)
      noteContent(at: lastSeen)
    }
    return effects
  }

  /// Takes a screen the host has already checked without telling anyone: a center hands its
  /// screen to a popup as it is presented.
  package mutating func adopt(_ screen: PopupScreen) {
    guard screen != self.screen else { return }
    self.screen = screen
    _ = Kind.screenChanged(screen, &_state, now: time(at: lastSeen))
  }

  /// Takes the settings without telling the kind yet: a popup that has not appeared (or waits
  /// behind another) hears of them when it appears.
  package mutating func adopt(_ settings: PopupAccessibility) {
    _accessibility = settings
  }

  /// Whether the popup waits for a VoiceOver user: VoiceOver runs, and a non-modal popup shows
  /// something to press, which the user must have time to reach.
  @inlinable package var waitsForVoiceOver: Bool {
    guard accessibility.isVoiceOverRunning, !options.isModal, !isEnded else { return false }
    return Kind.drawsEnabledControl(state, now: time(at: lastSeen))
  }

  @inlinable mutating func updateClock() {
    if isHeld || isSuspended || waitsForVoiceOver {
      clock.stop(at: lastSeen)
    } else {
      clock.start(at: lastSeen)
    }
  }
}
