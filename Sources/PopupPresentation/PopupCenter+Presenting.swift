import PopupCore

extension PopupCenter {
  /// Presents a popup: it shows now, preempts a lower-priority current popup, or waits.
  /// An id that is already current or waiting is replaced, and the old popup is told
  /// `.programmatic`. The popup is laid out on the center's ``screen`` and presented with
  /// `options` (display, placement, scrim, motion, keyboard, haptic, style, chrome) and
  /// `behavior` (auto-dismiss, gestures).
  ///
  /// - Complexity: O(1) amortized.
  public mutating func present<Kind: PopupKind>(
    _ kind: Kind.Type, id: String, _ configuration: Kind.Configuration, priority: PopupPriority = .normal,
    behavior: PopupBehavior = Kind.defaultBehavior,
    options: PopupPresentationOptions = Kind.defaultPresentation,
    at now: PopupInstant
  ) -> [PopupCenterEffect] {
    var effects = advance(to: now)
    let now = lastSeen
    var typed = PopupSession<Kind>(
      configuration, behavior: behavior, options: options, now: now, wall: wallTime(at: now))
    typed.adopt(accessibility)
    typed.adopt(screen)
    var session: any AnyPopupSession = ErasedPopupSession(session: typed)

    if var old = entries[id] {
      effects += tagged(id, old.session.dismiss(.programmatic, at: now))
      if currentID == id {
        // A replacement that a waiting popup outranks never reaches the screen: it waits by
        // its own priority and the more urgent one shows (it is not reported shown, then
        // paused, in one step).
        if let first = line.first(isLive: isLive), first.priority > priority {
          currentID = nil
          _ = session.suspend(at: now)
          let token = takeToken()
          entries[id] = Entry(token: token, priority: priority, session: session)
          line.append(.init(id: id, token: token), priority: priority)
          return effects + showNext(at: now)
        }
        entries[id] = Entry(token: old.token, priority: priority, session: session)
        return effects + showCurrent(at: now)
      }
      _ = session.suspend(at: now)
      if old.priority == priority {
        old.session = session
        entries[id] = old
        return effects
      }
      entries[id] = nil
      noteDeadTicket()
    }

    guard let currentID, let current = entries[currentID] else {
      entries[id] = Entry(token: takeToken(), priority: priority, session: session)
      self.currentID = id
      return effects + showCurrent(at: now)
    }
    if priority > current.priority {
      effects += preemptCurrent(at: now)
      entries[id] = Entry(token: takeToken(), priority: priority, session: session)
      self.currentID = id
      effects += showCurrent(at: now)
    } else {
      _ = session.suspend(at: now)
      let token = takeToken()
      entries[id] = Entry(token: token, priority: priority, session: session)
      line.append(.init(id: id, token: token), priority: priority)
    }
    return effects
  }

  /// Dismisses the current or a waiting popup with `.programmatic`. Dismissing an id that is
  /// not presented does nothing.
  ///
  /// - Complexity: O(1) amortized.
  public mutating func dismiss(id: String, at now: PopupInstant) -> [PopupCenterEffect] {
    var effects = advance(to: now)
    guard var entry = entries[id] else { return effects }
    effects += tagged(id, entry.session.dismiss(.programmatic, at: lastSeen))
    entries[id] = nil
    if currentID == id {
      currentID = nil
      effects += showNext(at: lastSeen)
    } else {
      noteDeadTicket()
    }
    return effects
  }

  /// Dismisses every popup with `.programmatic`, the current one first, then the waiting ones
  /// in order. A second call does nothing.
  ///
  /// - Complexity: O(*n*).
  public mutating func dismissAll(at now: PopupInstant) -> [PopupCenterEffect] {
    var effects = advance(to: now)
    for id in presentedIDs {
      guard var entry = entries[id] else { continue }
      effects += tagged(id, entry.session.dismiss(.programmatic, at: lastSeen))
    }
    entries.removeAll()
    line.removeAll()
    deadTickets = 0
    currentID = nil
    return effects
  }

  /// Moves the current popup back to the head of its band, reporting it paused.
  mutating func preemptCurrent(at now: PopupInstant) -> [PopupCenterEffect] {
    guard let id = currentID, var entry = entries[id] else { return [] }
    var effects = tagged(id, entry.session.release(at: now))
    effects += tagged(id, entry.session.suspend(at: now))
    currentID = nil
    guard entry.session.endReason == nil else {
      entries[id] = nil
      return effects
    }
    entry.token = takeToken()
    entries[id] = entry
    line.prepend(.init(id: id, token: entry.token), priority: entry.priority)
    return effects + [PopupCenterEffect(id: id, change: .paused)]
  }

  /// Shows the first waiting popup when none is current.
  mutating func showNext(at now: PopupInstant) -> [PopupCenterEffect] {
    guard currentID == nil, let ticket = line.popFirst(isLive: isLive) else { return [] }
    currentID = ticket.id
    return showCurrent(at: now)
  }

  /// The current popup appears (for the first time, or again); if it ends right away, the
  /// next one shows.
  private mutating func showCurrent(at now: PopupInstant) -> [PopupCenterEffect] {
    guard let id = currentID, var entry = entries[id] else { return [] }
    let shown = PopupCenterEffect(id: id, change: .shown(entry.session.hasAppeared ? .again : .first))
    let effects = [shown] + tagged(id, entry.session.appear(at: now))
    entries[id] = entry
    return effects + settleCurrent(at: now)
  }

  /// Removes the current popup if it has ended and shows the next.
  mutating func settleCurrent(at now: PopupInstant) -> [PopupCenterEffect] {
    guard let id = currentID, entries[id]?.session.endReason != nil else { return [] }
    entries[id] = nil
    currentID = nil
    return showNext(at: now)
  }

  func tagged(_ id: String, _ effects: [PopupEffect<AnyPopupOutput>]) -> [PopupCenterEffect] {
    effects.map { PopupCenterEffect(id: id, effect: $0) }
  }

  private mutating func takeToken() -> UInt64 {
    nextToken += 1
    return nextToken
  }

  /// Counts a ticket left behind in the line, and compacts the line when they outnumber the
  /// live ones, so memory stays proportional to the popups presented.
  private mutating func noteDeadTicket() {
    deadTickets += 1
    if deadTickets > 32 && deadTickets > entries.count {
      line.compact(isLive: isLive)
      deadTickets = 0
    }
  }
}
