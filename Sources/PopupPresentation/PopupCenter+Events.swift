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

  /// Sends a kind's own event to the popup with an id, if it is current and of that kind.
  /// Waiting popups are not on screen and ignore events.
  ///
  /// - Complexity: O(1) amortized, besides the kind's own work and deadlines that fall due.
  public mutating func send<Kind: PopupKind>(
    _ event: Kind.Event, of kind: Kind.Type, to id: String, at now: PopupInstant
  )
    -> [PopupCenterEffect]
  {
    guard currentID == id else { return advance(to: now) }
    return onCurrent(at: now) { $0.send(event, at: $1) ?? [] }
  }

  private mutating func onCurrent(
    at now: PopupInstant, _ action: (inout any AnyPopupSession, PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  ) -> [PopupCenterEffect] {
    var effects = advance(to: now)
    guard let id = currentID, var entry = entries[id] else { return effects }
    effects += tagged(id, action(&entry.session, lastSeen))
    entries[id] = entry
    return effects + settleCurrent(at: lastSeen)
  }
}
