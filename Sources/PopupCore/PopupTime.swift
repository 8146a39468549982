/// The time as a kind sees it: the popup's local time and the host's wall clock.
///
/// - ``local`` stops while the popup is held, preempted or waiting, so a kind's countdowns
///   pause for free. Use it for durations the user should get in full: an undo window, a
///   banner's timer, an impression's 3 s on screen.
/// - ``wall`` is the real time of day in UTC and never stops. Use it for real instants: an
///   offer's end, a stale date, a consent record's timestamps and expiry.
///
/// A kind names its next local deadline with ``PopupKind/nextDeadline(of:)`` and its next
/// wall deadline with ``PopupKind/nextWallDeadline(of:)``; the host calls
/// ``PopupKind/tick(_:now:)`` when either falls due (wall deadlines fall due even while held).
///
/// Tests write times as local offsets: `.seconds(5)` is 5 s of local time and 5 s after
/// ``PopupWallInstant/scriptOrigin`` on the wall.
public struct PopupTime: Hashable, Sendable {
  /// The popup's own time, which stands still while it is held, preempted or waiting.
  public var local: PopupInstant
  /// The real time of day, in UTC.
  public var wall: PopupWallInstant

  /// Creates a time from its two readings.
  public init(local: PopupInstant, wall: PopupWallInstant) {
    self.local = local
    self.wall = wall
  }

  /// Local time zero at ``PopupWallInstant/scriptOrigin``.
  public static let zero = PopupTime(local: .zero, wall: .scriptOrigin)

  /// A local time a number of seconds after zero, with the wall clock as far after
  /// ``PopupWallInstant/scriptOrigin``: a popup that was never paused.
  public static func seconds(_ seconds: Int64) -> PopupTime {
    .zero + .seconds(seconds)
  }

  /// Like ``seconds(_:)``, in milliseconds.
  public static func milliseconds(_ milliseconds: Int64) -> PopupTime {
    .zero + .milliseconds(milliseconds)
  }

  /// Both clocks a duration later.
  public static func + (lhs: PopupTime, rhs: Duration) -> PopupTime {
    PopupTime(local: lhs.local + rhs, wall: lhs.wall + rhs)
  }
}

extension PopupTime: CustomStringConvertible {
  /// `t=2.5s (2026-01-01T00:00:02.500Z)`.
  public var description: String { "\(local) (\(wall.iso8601))" }
}
