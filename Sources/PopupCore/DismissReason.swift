/// Why a popup left the screen.
///
/// A presentation ends once, with one reason. ``preempted`` is the one reason that is
/// not an ending: a presentation center hides a popup for a more urgent one and shows it
/// again later (see `PopupCenter`).
public enum DismissReason: String, CaseIterable, Hashable, Sendable {
  /// Its own countdown ran out.
  case timeout
  /// The user tapped the popup or one of its buttons.
  case tap
  /// The user tapped outside the popup, on the scrim.
  case outsideTap
  /// The user dragged or swiped it away.
  case drag
  /// The app dismissed it in code, or replaced it with a popup of the same id.
  case programmatic
  /// A popup of higher priority took its place; it comes back later.
  case preempted

  /// Whether this reason ends the presentation for good (every reason but ``preempted``).
  public var isFinal: Bool { self != .preempted }
}

extension DismissReason: CustomStringConvertible {
  /// The reason's name as scripts and traces print it, for example `outsideTap`.
  public var description: String { rawValue }
}
