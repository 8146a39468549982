/// How a presented popup reacts to the gestures and time every popup shares.
///
/// These are the host's rules around a kind (the kind's own buttons are its business):
/// whether it dismisses itself after a while, and whether a tap on it, a tap outside it,
/// or a drag dismisses it.
public struct PopupBehavior: Hashable, Sendable {
  /// Dismiss with `.timeout` after this much presented time, or never when `nil`.
  /// Time while held, preempted or waiting does not count.
  public var autoDismissAfter: Duration?
  /// Whether a tap on the popup itself dismisses it with `.tap`.
  public var dismissesOnTap: Bool
  /// Whether a tap outside the popup dismisses it with `.outsideTap`.
  public var dismissesOnOutsideTap: Bool
  /// Whether a drag dismisses it with `.drag`.
  public var dismissesOnDrag: Bool
  /// Whether holding the popup pauses its countdowns.
  public var pausesOnHold: Bool

  /// Creates a behavior; the defaults are those of a modal card.
  public init(
    autoDismissAfter: Duration? = nil,
    dismissesOnTap: Bool = false,
    dismissesOnOutsideTap: Bool = true,
    dismissesOnDrag: Bool = false,
    pausesOnHold: Bool = true
  ) {
    self.autoDismissAfter = autoDismissAfter
    self.dismissesOnTap = dismissesOnTap
    self.dismissesOnOutsideTap = dismissesOnOutsideTap
    self.dismissesOnDrag = dismissesOnDrag
    self.pausesOnHold = pausesOnHold
  }

  /// A modal card: an outside tap dismisses it; it never times out.
  public static let card = PopupBehavior()

  /// A bottom sheet: a swipe down and an outside tap both dismiss it (both with `.drag`, as
  /// seed 001 says of sheets); it never times out.
  public static let sheet = PopupBehavior(dismissesOnOutsideTap: true, dismissesOnDrag: true)

  /// A toast: a drag dismisses it, an outside tap passes through.
  public static let toast = PopupBehavior(dismissesOnOutsideTap: false, dismissesOnDrag: true)

  /// The same behavior with an auto-dismiss duration.
  public func autoDismissing(after duration: Duration?) -> PopupBehavior {
    var copy = self
    copy.autoDismissAfter = duration
    return copy
  }
}
