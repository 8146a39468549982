/// A value kept in one shared box and hashed once, when it is set: for the large part of a
/// kind's state that rarely changes (its configuration, labels derived from it), so hashing
/// and comparing a whole state costs little however large that part is.
///
/// Copies of a state share the box. Hashing combines the hash computed when the value was
/// set; comparing two boxes is one pointer comparison when they are the same, and otherwise
/// compares the stored hashes before the values, so values that differ are never taken for
/// equal. Setting the value (even to an equal one) makes a new box and hashes it again. The
/// stored hash lives only as long as the process, as `Hasher`'s seed does: it is never
/// encoded. A wrapped value encodes and decodes as the value itself.
///
/// ```swift
/// struct State: Hashable, Sendable {
///   @PopupHashedOnce var configuration: Configuration
///   var stars = 0
/// }
/// ```
///
/// The explorer hashes every state it reaches to tell states apart, often millions of them,
/// and each holds the configuration it started from: with its strings hashed once, a state's
/// hash costs what its changing fields cost.
@propertyWrapper
public struct PopupHashedOnce<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value and its hash, shared by every copy.
  private final class Box: Sendable {
    let value: Value
    let hash: Int

    init(_ value: Value) {
      self.value = value
      self.hash = value.hashValue
    }
  }

  private var box: Box

  /// Keeps a value, hashing it once.
  public init(wrappedValue: Value) { box = Box(wrappedValue) }

  /// The value; setting it hashes the new value once. Reading it lends the stored value
  /// (one part of it is read without copying the rest).
  public var wrappedValue: Value {
    _read { yield box.value }
    set { box = Box(newValue) }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || (lhs.box.hash == rhs.box.hash && lhs.box.value == rhs.box.value)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.hash) }
}

extension PopupHashedOnce: Encodable where Value: Encodable {
  /// Encodes the value alone, as if it were not wrapped.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(box.value)
  }
}

extension PopupHashedOnce: Decodable where Value: Decodable {
  /// Decodes the value alone, as if it were not wrapped, and hashes it once.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
  }
}
