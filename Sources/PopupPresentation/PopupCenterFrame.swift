import PopupCore

/// What a host draws of a ``PopupCenter`` at an instant: the current popup's frame, and the
/// popups waiting behind it, for a queue indicator ("2 more").
public struct PopupCenterFrame: Sendable {
  /// The popup on screen, with its id.
  public struct Current: Hashable, Sendable {
    /// The id it was presented with.
    public var id: String
    /// Everything a host draws of it.
    public var frame: PopupFrame
  }

  /// A popup waiting its turn.
  public struct Waiting: Sendable {
    /// The id it was presented with.
    public var id: String
    /// Its priority.
    public var priority: PopupPriority
    /// Its kind.
    public var kind: any PopupKind.Type
  }

  /// The popup on screen, or `nil` when none is.
  public var current: Current?
  /// The popups waiting, in the order they will show.
  public var waiting: [Waiting]
  /// The next host instant at which the center changes by itself: the one timer it needs.
  public var nextDeadline: PopupInstant?
}
