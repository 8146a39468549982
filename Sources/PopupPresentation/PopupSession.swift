import PopupCore

/// One popup's lifecycle around a kind's state: presented, then dismissed exactly once with
/// one ``DismissReason``.
///
/// A session adds what every popup shares to a kind: the auto-dismiss countdown, pause on
/// hold, outside taps, drags, programmatic dismissal, and the dismiss reason. It runs the
/// kind on a ``PopupLocalClock`` that stops while the popup is held or suspended (preempted or
/// waiting in a ``PopupCenter``), so the kind's own deadlines pause too and resume with the
/// time they had left.
///
/// Every method takes the host's `now`. Instants earlier than one already seen count as that
/// one: time never runs backwards for a session. After the ending every call is ignored.
///
/// ```swift
/// var toast = PopupSession<UndoToast>(.init(message: "Photo deleted"), now: .zero)
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
  /// Why the popup ended, or `nil` while it is presented.
  public internal(set) var endReason: DismissReason?
  /// Whether a finger is resting on the popup.
  public internal(set) var isHeld = false
  /// Whether a host has put the popup aside (preempted or waiting).
  public internal(set) var isSuspended = false
  /// The popup's own clock, stopped while held or suspended.
  public internal(set) var clock = PopupLocalClock()
  /// The latest host instant the session has seen.
  public internal(set) var lastSeen: PopupInstant
  /// The auto-dismiss countdown in local time, when the behavior asks for one.
  public internal(set) var autoDismiss: Countdown?

  /// Presents a popup of the kind at a host instant, with the kind's default behavior unless
  /// another is given.
  public init(
    _ configuration: Kind.Configuration, behavior: PopupBehavior = Kind.defaultBehavior, now: PopupInstant
  ) {
    self.behavior = behavior
    self.lastSeen = now
    self.state = Kind.makeState(configuration, now: now)
    self.autoDismiss = behavior.autoDismissAfter.map { Countdown(duration: $0, startingAt: now) }
  }

  /// Whether the popup has ended.
  public var isEnded: Bool { endReason != nil }

  /// The popup's local time at a host instant: host time minus every pause.
  public func localTime(at now: PopupInstant) -> PopupInstant {
    clock.localTime(at: max(now, lastSeen))
  }

  /// The next host instant at which time matters to this popup, or `nil` when nothing is due
  /// (ended, paused, or nothing waits).
  public var nextDeadline: PopupInstant? {
    guard !isEnded else { return nil }
    let local = [Kind.nextDeadline(of: state), autoDismiss?.deadline].compactMap { $0 }.min()
    return local.flatMap { clock.hostTime(at: $0) }
  }
}
