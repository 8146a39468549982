import PopupCore

extension PopupCenter {
  /// Moves time forward, firing the current popup's deadlines in time order; a popup that ends
  /// makes way for the next, whose clock starts at that instant.
  ///
  /// - Complexity: O(*k*) for *k* deadlines that fall due.
  public mutating func advance(to now: PopupInstant) -> [PopupCenterEffect] {
    var effects: [PopupCenterEffect] = []
    while let id = currentID, let deadline = entries[id]?.session.nextDeadline, deadline <= now {
      let instant = max(deadline, lastSeen)
      lastSeen = instant
      effects += tagged(id, entries[id]?.session.advance(to: instant) ?? [])
      let stuck = entries[id]?.session.endReason == nil && entries[id]?.session.nextDeadline == deadline
      effects += settleCurrent(at: instant)
      if stuck { break }  // a kind that ignores its own deadline: do not spin
    }
    lastSeen = max(lastSeen, now)
    return effects
  }

  /// A finger rests on the current popup: its countdowns pause.
  ///
  /// - Complexity: O(1) amortized, besides deadlines that fall due.
  public mutating func hold(at now: PopupInstant) -> [PopupCenterEffect] {
    onCurrent(at: now) { $0.hold(at: $1) }
  }

  /// The finger lifts from the current popup: its countdowns resume with the time left.
  ///
  /// - Complexity: O(1) amortized, besides deadlines that fall due.
  public mutating func release(at now: PopupInstant) -> [PopupCenterEffect] {
    onCurrent(at: now) { $0.release(at: $1) }
  }

  /// A tap on the current popup itself; if it ends the popup, the next one shows.
  ///
  /// - Complexity: O(1) amortized, besides deadlines that fall due.
  public mutating func tap(at now: PopupInstant) -> [PopupCenterEffect] {
    onCurrent(at: now) { $0.tap(at: $1) }
  }

  /// The wall clock jumps by a duration; local time stands still. Every popup, current or
  /// waiting, sees the new wall time; the current one fires what falls due.
  ///
  /// - Complexity: O(*n*) in the popups presented.
  public mutating func jumpWallClock(by duration: Duration, at now: PopupInstant) -> [PopupCenterEffect] {
    var effects = advance(to: now)
    wallOffset += duration
    for id in presentedIDs {
      guard var entry = entries[id] else { continue }
      effects += tagged(id, entry.session.jumpWallClock(by: duration, at: lastSeen))
      entries[id] = entry
    }
    return effects + settleCurrent(at: lastSeen)
  }

  /// A tap outside the current popup; if it ends the popup, the next one shows.
  ///
  /// - Complexity: O(1) amortized, besides deadlines that fall due.
  public mutating func tapOutside(at now: PopupInstant) -> [PopupCenterEffect] {
    onCurrent(at: now) { $0.tapOutside(at: $1) }
  }

  /// A drag on the current popup; if it ends the popup, the next one shows.
  ///
  /// - Complexity: O(1) amortized, besides deadlines that fall due.
  public mutating func drag(at now: PopupInstant) -> [PopupCenterEffect] {
    onCurrent(at: now) { $0.drag(at: $1) }
  }

  /// Sends a kind's own event to the current popup, which has this id and is of this kind.
  ///
  /// The checks come first, before any time passes: an id that is not presented, a popup of
  /// another kind, or one that is waiting (not on screen) throws, and nothing changes. A
  /// popup that ends at a deadline before `now` does not hear the event.
  ///
  /// - Throws: ``PopupCenterError``.
  /// - Complexity: O(1) amortized, besides the kind's own work and deadlines that fall due.
  public mutating func send<Kind: PopupKind>(
    _ event: Kind.Event, of kind: Kind.Type, to id: String, at now: PopupInstant
  ) throws(PopupCenterError) -> [PopupCenterEffect] {
    guard let entry = entries[id] else { throw .notPresented(id, presented: presentedIDs) }
    guard entry.session.base is PopupSession<Kind> else {
      throw .kindMismatch(id, sent: String(reflecting: kind), presented: entry.session.kindName)
    }
    guard currentID == id else { throw .notOnScreen(id, current: currentID) }
    return onCurrent(ifItIs: id, at: now) { $0.send(event, at: $1) ?? [] }
  }

  /// The device's accessibility settings changed: the popup on screen hears of them now
  /// (see ``PopupSession/setAccessibility(_:at:)``); the waiting ones take them as they show.
  public mutating func setAccessibility(_ settings: PopupAccessibility, at now: PopupInstant)
    -> [PopupCenterEffect]
  {
    accessibility = settings
    for id in entries.keys where id != currentID { entries[id]?.session.adopt(settings) }
    return onCurrent(at: now) { $0.setAccessibility(settings, at: $1) }
  }

  /// The host's screen changed: every popup is laid out on it from now on; the current one
  /// hears of it now, the waiting ones as they are presented or shown.
  ///
  /// - Throws: `PopupLayoutError` naming the value for a screen nothing can be laid out
  ///   on; the center keeps the screen it had.
  public mutating func setScreen(_ screen: PopupScreen, at now: PopupInstant) throws(PopupLayoutError)
    -> [PopupCenterEffect]
  {
    if let problem = screen.problem { throw PopupLayoutError(problem: problem) }
    self.screen = screen
    for id in entries.keys where id != currentID { entries[id]?.session.adopt(screen) }
    return onCurrent(at: now) { session, now in (try? session.setScreen(screen, at: now)) ?? [] }
  }

  /// The view a presented popover points at moved: its later frames point at the new frame,
  /// whether it is on screen or waiting. Does nothing for an id not presented, or a popup
  /// that is no popover.
  public mutating func moveAnchor(of id: String, to frame: PopupRect) {
    entries[id]?.session.moveAnchor(to: frame)
  }

  /// Fires what falls due, then acts on the current popup (only if it has the id `expected`,
  /// when one is given) and shows the next one if it ended.
  private mutating func onCurrent(
    ifItIs expected: String? = nil, at now: PopupInstant,
    _ action: (inout any AnyPopupSession, PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  ) -> [PopupCenterEffect] {
    var effects = advance(to: now)
    guard let id = currentID, expected == nil || expected == id, var entry = entries[id] else {
      return effects
    }
    effects += tagged(id, action(&entry.session, lastSeen))
    entries[id] = entry
    return effects + settleCurrent(at: lastSeen)
  }
}
