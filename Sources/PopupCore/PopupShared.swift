/// A value kept in one box that copies share, compared by identity first and hashed only when
/// asked: for a large value that every copy of a state carries but that is seldom compared and
/// hardly ever hashed, such as the tree a popup showed as it ended.
///
/// Unlike ``PopupHashedOnce``, making one costs one allocation and no hashing: the explorer
/// ends a popup from nearly every state it reaches, and its table leaves the ending's tree out
/// of a state's hash (`PopupSession/hashChangingParts(into:)`), so a hash made on every ending
/// would go unused.
@usableFromInline
package struct PopupShared<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value, shared by every copy.
  @usableFromInline
  final class Box: Sendable {
    @usableFromInline let value: Value

    @inlinable init(_ value: Value) { self.value = value }
  }

  @usableFromInline let box: Box

  /// Keeps a value in a new box.
  @inlinable package init(_ value: Value) { box = Box(value) }

  /// The value, lent from the box.
  @inlinable package var value: Value {
    _read { yield box.value }
  }

  /// Whether two copies share one box (so their values are equal without comparing them).
  @inlinable package func sharesBox(with other: Self) -> Bool { box === other.box }

  /// The same box, or equal values.
  @inlinable package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || lhs.box.value == rhs.box.value
  }

  /// Hashes the value, each time it is asked.
  @inlinable package func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}
