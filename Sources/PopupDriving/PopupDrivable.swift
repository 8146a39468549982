import PopupCore
import PopupPresentation

/// Something a ``PopupDriver`` runs on a clock: a `PopupSession` or a `PopupCenter`.
public protocol PopupDrivable: Sendable {
  /// What it emits.
  associatedtype Effect: Sendable

  /// The next instant time matters to it, or `nil`.
  var nextDeadline: PopupInstant? { get }
  /// Whether it has nothing more to do (a session has ended; a center never finishes).
  var isFinished: Bool { get }
  /// What happens when the driver starts it (a session appears).
  mutating func start(at now: PopupInstant) -> [Effect]
  /// Moves time forward, firing what falls due.
  mutating func advance(to now: PopupInstant) -> [Effect]
}

extension PopupSession: PopupDrivable {
  /// Ended.
  public var isFinished: Bool { isEnded }

  /// The popup appears.
  public mutating func start(at now: PopupInstant) -> [PopupEffect<Kind.Output>] { appear(at: now) }
}

extension PopupCenter: PopupDrivable {
  /// A center runs until the app stops it.
  public var isFinished: Bool { false }

  /// Nothing: popups appear as they are presented.
  public mutating func start(at now: PopupInstant) -> [PopupCenterEffect] { advance(to: now) }
}
