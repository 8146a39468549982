import PopupCore

/// One popup's lifecycle around a kind's state: presented, then dismissed exactly once with
/// one `DismissReason`.
///
/// A session adds what every popup shares to a kind: appearing, the auto-dismiss countdown,
/// pause on hold, the shared gestures (tap, outside tap, drag), programmatic dismissal, and
/// the dismiss reason. It runs the kind on two clocks (see `PopupTime`): a local clock that
/// stops while the popup is held or suspended (preempted or waiting in a ``PopupCenter``),
/// so the kind's local deadlines pause and resume with the time they had left, and the wall
/// clock, which never stops.
///
/// Every method takes the host's `now`, a `PopupInstant` on the host's own monotonic
/// timeline. Instants earlier than one already seen count as that one: time never runs
/// backwards for a session. After the ending every call is ignored.
///
/// Call ``appear(at:)`` when the popup goes on screen: a kind may play a haptic or announce
/// its title then.
///
/// ```swift
/// var toast = PopupSession<UndoToast>(.init(message: "Photo deleted"), now: .zero)
/// _ = toast.appear(at: .zero)
/// toast.hold(at: .seconds(1))
/// toast.release(at: .seconds(30))
/// toast.advance(to: .seconds(34))   // [] : 4 s of countdown were used so far
/// toast.advance(to: .seconds(35))   // [.output(.expired), .dismiss(.timeout)]
/// ```
public struct PopupSession<Kind: PopupKind>: Sendable {
  /// The kind's state.
  @inlinable public var state: Kind.State { _state }
  /// How the session reacts to gestures and time.
  public let behavior: PopupBehavior
  /// How the popup is presented: where, over what, moving how. Only a popover's anchor
  /// changes after presenting (``moveAnchor(to:)``).
  public internal(set) var options: PopupPresentationOptions
  /// The host's screen, as it last gave it with ``setScreen(_:at:)``: every frame is laid out
  /// on it, and kinds that adapt to it hear of it. `PopupScreen.phone` until then.
  public internal(set) var screen = PopupScreen.phone
  /// The device's accessibility settings, as the host last gave them with
  /// ``setAccessibility(_:at:)``.
  @inlinable public var accessibility: PopupAccessibility { _accessibility }
  /// Whether Reduce Motion is on: entrances and exits become fades. A host sets it from the
  /// system setting, and may change it at any time; ``setAccessibility(_:at:)`` also tells
  /// the kind.
  public var reducesMotion: Bool {
    get { accessibility.reducesMotion }
    set { _accessibility.reducesMotion = newValue }
  }
  /// The host instant the popup first appeared: its countdowns start then.
  public internal(set) var appearedAt: PopupInstant?
  /// The host instant the popup's content last came on screen after drawing nothing (at its
  /// appearance, or later for a kind that draws nothing at first, as a progress toast during
  /// its grace): its entrance starts then. `nil` while it draws nothing (phase
  /// `PopupPhase/waiting`).
  @inlinable public var shownAt: PopupInstant? { _shownAt }
  /// What the popup showed at the instant it ended, drawn unchanged while it exits.
  @inlinable package var departure: Departure? {
    get { _departure.value }
    set { _departure = PopupShared(newValue) }
  }
  /// The host instant the popup ended: its exit starts then.
  @inlinable public var endedAt: PopupInstant? { _endedAt }
  /// Why the popup ended, or `nil` while it is presented.
  @inlinable public var endReason: DismissReason? { _endReason }
  /// Whether a finger is resting on the popup.
  @inlinable public var isHeld: Bool { _isHeld }
  /// Whether a host has put the popup aside (preempted or waiting).
  public internal(set) var isSuspended = false
  /// Whether the popup has appeared on screen at least once.
  public internal(set) var hasAppeared = false
  /// The storage of what the public properties above read; only the session's own steps change
  /// it (in the module, to compile a session's steps for each kind where the kind is known).
  @usableFromInline package internal(set) var _state: Kind.State
  @usableFromInline package internal(set) var _accessibility = PopupAccessibility()
  @usableFromInline package internal(set) var _shownAt: PopupInstant?
  @usableFromInline package internal(set) var _departure = PopupShared<Departure?>(nil)
  @usableFromInline package internal(set) var _endedAt: PopupInstant?
  @usableFromInline package internal(set) var _endReason: DismissReason?
  @usableFromInline package internal(set) var _isHeld = false
  /// Whether the kind ended the popup itself (through its own dismiss effect), rather than
  /// the host, a gesture's fallback or the auto-dismiss countdown.
  @usableFromInline package internal(set) var endedByKind = false
  /// The popup's own clock, stopped while held or suspended.
  @usableFromInline package internal(set) var clock = PopupLocalClock()
  /// The latest host instant the session has seen.
  @usableFromInline package internal(set) var lastSeen: PopupInstant
  /// The auto-dismiss countdown in local time, when the behavior asks for one.
  @usableFromInline package internal(set) var autoDismiss: Countdown?
  /// The wall clock minus the host timeline: wall = host + offset, from the 1970 epoch.
  @usableFromInline package internal(set) var wallOffset: Duration

  /// Presents a popup of the kind at a host instant, with the kind's default behavior and
  /// presentation unless others are given. `wall` is the wall clock at `now`; by default, the host timeline's
  /// origin is `PopupWallInstant/scriptOrigin` (right for tests and scripts; an app passes
  /// its real wall clock).
  public init(
    _ configuration: Kind.Configuration, behavior: PopupBehavior = Kind.defaultBehavior,
    options: PopupPresentationOptions = Kind.defaultPresentation, now: PopupInstant,
    wall: PopupWallInstant? = nil
  ) {
    self.behavior = behavior
    self.options = options
    self.lastSeen = now
    let wall = wall ?? .scriptOrigin + now.sinceOrigin
    self.wallOffset = wall.sinceEpoch - now.sinceOrigin
    self._state = Kind.makeState(configuration, now: PopupTime(local: now, wall: wall))
    // The kind starts on the default screen; what it says about that is not news to anyone.
    _ = Kind.screenChanged(screen, &_state, now: PopupTime(local: now, wall: wall))
    self.autoDismiss = behavior.autoDismissAfter.map { Countdown(duration: $0, startingAt: now) }
  }

  /// Whether the popup has ended.
  @inlinable public var isEnded: Bool { endReason != nil }

  /// The popup's local time at a host instant: host time minus every pause.
  @inlinable public func localTime(at now: PopupInstant) -> PopupInstant {
    clock.localTime(at: max(now, lastSeen))
  }

  /// The wall clock at a host instant.
  @inlinable public func wallTime(at now: PopupInstant) -> PopupWallInstant {
    PopupWallInstant(sinceEpoch: max(now, lastSeen).sinceOrigin + wallOffset)
  }

  /// The time as the kind sees it at a host instant.
  @inlinable public func time(at now: PopupInstant) -> PopupTime {
    PopupTime(local: localTime(at: now), wall: wallTime(at: now))
  }

  /// The next host instant at which time matters to this popup, or `nil` when nothing is due
  /// (ended, suspended, or nothing waits). Local deadlines wait while held; wall deadlines
  /// do not.
  @inlinable public var nextDeadline: PopupInstant? {
    guard !isEnded, !isSuspended else { return nil }
    return hostDeadline(local: Kind.nextDeadline(of: state), wall: Kind.nextWallDeadline(of: state))
  }

  /// The host instant of the earliest of the kind's local deadline, the auto-dismiss countdown's
  /// and the kind's wall deadline; a local one only while the clock runs.
  @inlinable func hostDeadline(local: PopupInstant?, wall: PopupWallInstant?) -> PopupInstant? {
    let local = Self.earlier(local, autoDismiss?.deadline)
    let fromLocal = local.flatMap { clock.hostTime(at: $0) }
    let fromWall = wall.map { PopupInstant(sinceOrigin: $0.sinceEpoch - wallOffset) }
    return Self.earlier(fromLocal, fromWall)
  }

  /// The earlier of two instants, either of which may be missing.
  @inlinable static func earlier(_ first: PopupInstant?, _ second: PopupInstant?) -> PopupInstant? {
    guard let first else { return second }
    guard let second else { return first }
    return min(first, second)
  }
}

extension PopupSession {
  /// What a popup showed the instant before it ended: its exit draws this, however the ending
  /// changed the kind's state (a rating that clears its stars as it hands over to the store).
  ///
  /// Two departures are equal when their trees and placements are. The state and time the
  /// tree was drawn from are kept too: a kind draws equal trees from equal states at equal
  /// times, so when those are equal the trees are not compared, which is most of the time the
  /// explorer meets an ending again.
  @usableFromInline
  package struct Departure: Sendable {
    /// The kind's tree as it last showed.
    @usableFromInline package let content: RenderNode
    /// The kind's placement then (a coachmark's callout at its target).
    @usableFromInline package let placement: PopupKindPlacement?
    /// The kind's state the tree was drawn from.
    @usableFromInline let shown: Kind.State
    /// The time the tree was drawn at.
    @usableFromInline let time: PopupTime

    /// Draws the kind's tree from a state at a time.
    @inlinable package init(shown: Kind.State, time: PopupTime, placement: PopupKindPlacement?) {
      content = Kind.render(shown, now: time)
      self.placement = placement
      self.shown = shown
      self.time = time
    }
  }
}

extension PopupSession.Departure: Hashable {
  /// Equal trees and placements; the trees are compared only when the states or times they
  /// were drawn from differ.
  @inlinable package static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.placement == rhs.placement else { return false }
    return (lhs.time == rhs.time && lhs.shown == rhs.shown) || lhs.content == rhs.content
  }

  /// Hashes what equality compares: the tree and the placement.
  @inlinable package func hash(into hasher: inout Hasher) {
    hasher.combine(content)
    hasher.combine(placement)
  }
}

/// Two sessions are equal when everything about them is: the kind's state, the clocks, the
/// settings, the screen, the ending. The explorer tells states apart this way.
extension PopupSession: Equatable {
  /// Compares every stored property, what most often differs first and the kind's state last;
  /// inlinable, so a walk compiled for a kind compares its sessions without generic lookups.
  /// (A new stored property goes here, and in `hashChangingParts(into:)` unless it rarely
  /// changes: `PopupSessionEqualityTests` names one left out.)
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.lastSeen == rhs.lastSeen, lhs.clock == rhs.clock, lhs._isHeld == rhs._isHeld else {
      return false
    }
    guard lhs._endReason == rhs._endReason, lhs._endedAt == rhs._endedAt, lhs._shownAt == rhs._shownAt else {
      return false
    }
    guard lhs.appearedAt == rhs.appearedAt, lhs.isSuspended == rhs.isSuspended,
      lhs.hasAppeared == rhs.hasAppeared
    else { return false }
    guard lhs.endedByKind == rhs.endedByKind, lhs._accessibility == rhs._accessibility else { return false }
    guard lhs.autoDismiss == rhs.autoDismiss, lhs.wallOffset == rhs.wallOffset, lhs.screen == rhs.screen
    else {
      return false
    }
    guard lhs.options == rhs.options, lhs.behavior == rhs.behavior, lhs._departure == rhs._departure else {
      return false
    }
    return lhs._state == rhs._state
  }
}
extension PopupSession: Hashable where Kind.State: Hashable {}
