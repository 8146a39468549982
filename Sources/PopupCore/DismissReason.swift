/// Why a popup left the screen for good.
///
/// A presentation ends once, with one reason. Being preempted by a more urgent popup is not
/// an ending, so it is not a reason: a presentation center reports it as the popup pausing,
/// and later as it showing again.
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
}

extension DismissReason: CustomStringConvertible {
  /// The reason's name as scripts and traces print it, for example `outsideTap`.
  public var description: String { rawValue }
}

extension DismissReason {
  /// The case's place in ``allCases``.
  @inlinable package var ordinal: UInt8 {
    switch self {
    case .timeout: 0
    case .tap: 1
    case .outsideTap: 2
    case .drag: 3
    case .programmatic: 4
    }
  }

  /// Compares the cases, not their raw strings (which `RawRepresentable`'s `==` would).
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool { lhs.ordinal == rhs.ordinal }

  /// Hashes the case as one byte, not its raw string (which `RawRepresentable`'s hash would):
  /// an ended session's hash reads it, and the explorer hashes every state it reaches.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
