import PopupCore

extension PopupSession where Kind.State: Hashable {
  /// Hashes what changes as a session runs (the kind's state, the instants, the clocks, the
  /// hold, the settings, the ending), and leaves out what one presentation keeps or rarely
  /// changes (the behavior and the auto-dismiss countdown set from it, the options, the
  /// screen, the wall offset, the departing tree):
  /// equal sessions hash equal, and sessions that differ only there collide, which equality
  /// then tells apart. For a table of millions of sessions of one presentation, such as the
  /// explorer's, at a fraction of the cost of `hash(into:)`.
  ///
  /// Past the kind's state, every part is mixed into one word and combined once: the flags and
  /// the end reason as bits, each instant and the clock as its word (all ones for none).
  @inlinable package func hashChangingParts(into hasher: inout Hasher) {
    hasher.combine(state)
    var flags: UInt64 = _endReason.map { UInt64($0.ordinal) + 1 } ?? 0
    flags = flags << 4 | (_isHeld ? 8 : 0) | (isSuspended ? 4 : 0)
    flags |= (hasAppeared ? 2 : 0) | (endedByKind ? 1 : 0)
    flags = flags << 3 | (_accessibility.isVoiceOverRunning ? 4 : 0)
    flags |= (_accessibility.reducesMotion ? 2 : 0) | (_accessibility.prefersLargerText ? 1 : 0)
    let word = flags.hashMixed(with: appearedAt?.hashWord ?? .max)
      .hashMixed(with: _shownAt?.hashWord ?? .max)
      .hashMixed(with: _endedAt?.hashWord ?? .max)
      .hashMixed(with: clock.hashWord)
      .hashMixed(with: lastSeen.hashWord)
    hasher.combine(word)
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
