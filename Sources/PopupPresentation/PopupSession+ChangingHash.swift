import PopupCore

extension PopupSession where Kind.State: Hashable {
  /// Hashes what changes as a session runs (the kind's state, the instants, the clocks, the
  /// hold, the settings, the ending), and leaves out what one presentation keeps or rarely
  /// changes (the behavior, the options, the screen, the wall offset, the departing tree):
  /// equal sessions hash equal, and sessions that differ only there collide, which equality
  /// then tells apart. For a table of millions of sessions of one presentation, such as the
  /// explorer's, at a fraction of the cost of `hash(into:)`.
  @inlinable package func hashChangingParts(into hasher: inout Hasher) {
    hasher.combine(state)
    hasher.combine(accessibility)
    hasher.combine(appearedAt)
    hasher.combine(shownAt)
    hasher.combine(endedAt)
    hasher.combine(endReason)
    hasher.combine(isHeld)
    hasher.combine(isSuspended)
    hasher.combine(hasAppeared)
    hasher.combine(endedByKind)
    hasher.combine(clock)
    hasher.combine(lastSeen)
    hasher.combine(autoDismiss)
  }
}

extension PopupSession {
  /// The hash of what the popup showed as it ended, or `nil` before it ends: what
  /// ``hashChangingParts(into:)`` leaves out, for a table to tell apart sessions that hash
  /// alike there without comparing their trees. O(*n*) in the tree's nodes.
  @inlinable package var departureHash: Int? { departure?.hashValue }

  /// Whether two sessions share what they showed as they ended (one is a copy of the other
  /// since), so it is equal without comparing or hashing it.
  @inlinable package func sharesDeparture(with other: Self) -> Bool {
    _departure.sharesBox(with: other._departure)
  }
}
