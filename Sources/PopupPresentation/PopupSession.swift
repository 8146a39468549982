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
  public internal(set) var state: Kind.State
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
  public internal(set) var accessibility = PopupAccessibility()
  /// Whether Reduce Motion is on: entrances and exits become fades. A host sets it from the
  /// system setting, and may change it at any time; ``setAccessibility(_:at:)`` also tells
  /// the kind.
  public var reducesMotion: Bool {
    get { accessibility.reducesMotion }
    set { accessibility.reducesMotion = newValue }
  }
  /// The host instant the popup first appeared: its countdowns start then.
  public internal(set) var appearedAt: PopupInstant?
  /// The host instant the popup's content last came on screen after drawing nothing (at its
  /// appearance, or later for a kind that draws nothing at first, as a progress toast during
  /// its grace): its entrance starts then. `nil` while it draws nothing (phase
  /// `PopupPhase/waiting`).
  public internal(set) var shownAt: PopupInstant?
  /// What the popup showed at the instant it ended, drawn unchanged while it exits.
  @PopupHashedOnce package internal(set) var departure: Departure?
  /// The host instant the popup ended: its exit starts then.
  public internal(set) var endedAt: PopupInstant?
  /// Why the popup ended, or `nil` while it is presented.
  public internal(set) var endReason: DismissReason?
  /// Whether a finger is resting on the popup.
  public internal(set) var isHeld = false
  /// Whether a host has put the popup aside (preempted or waiting).
  public internal(set) var isSuspended = false
  /// Whether the popup has appeared on screen at least once.
  public internal(set) var hasAppeared = false
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
  package internal(set) var wallOffset: Duration

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
    self.state = Kind.makeState(configuration, now: PopupTime(local: now, wall: wall))
    // The kind starts on the default screen; what it says about that is not news to anyone.
    _ = Kind.screenChanged(screen, &state, now: PopupTime(local: now, wall: wall))
    self.autoDismiss = behavior.autoDismissAfter.map { Countdown(duration: $0, startingAt: now) }
  }

  /// Whether the popup has ended.
  public var isEnded: Bool { endReason != nil }

  /// The popup's local time at a host instant: host time minus every pause.
  public func localTime(at now: PopupInstant) -> PopupInstant {
    clock.localTime(at: max(now, lastSeen))
  }

  /// The wall clock at a host instant.
  public func wallTime(at now: PopupInstant) -> PopupWallInstant {
    PopupWallInstant(sinceEpoch: max(now, lastSeen).sinceOrigin + wallOffset)
  }

  /// The time as the kind sees it at a host instant.
  public func time(at now: PopupInstant) -> PopupTime {
    PopupTime(local: localTime(at: now), wall: wallTime(at: now))
  }

  /// The next host instant at which time matters to this popup, or `nil` when nothing is due
  /// (ended, suspended, or nothing waits). Local deadlines wait while held; wall deadlines
  /// do not.
  public var nextDeadline: PopupInstant? {
    guard !isEnded, !isSuspended else { return nil }
    let local = [Kind.nextDeadline(of: state), autoDismiss?.deadline].compactMap { $0 }.min()
    let fromLocal = local.flatMap { clock.hostTime(at: $0) }
    let fromWall = Kind.nextWallDeadline(of: state).map {
      PopupInstant(sinceOrigin: $0.sinceEpoch - wallOffset)
    }
    return [fromLocal, fromWall].compactMap { $0 }.min()
  }
}

extension PopupSession {
  /// What a popup showed the instant before it ended: its exit draws this, however the ending
  /// changed the kind's state (a rating that clears its stars as it hands over to the store).
  package struct Departure: Hashable, Sendable {
    /// The kind's tree as it last showed.
    package var content: RenderNode
    /// The kind's placement then (a coachmark's callout at its target).
    package var placement: PopupKindPlacement?
  }
}

/// Two sessions are equal when everything about them is: the kind's state, the clocks, the
/// settings, the screen, the ending. The explorer tells states apart this way.
extension PopupSession: Equatable {}
extension PopupSession: Hashable where Kind.State: Hashable {}
