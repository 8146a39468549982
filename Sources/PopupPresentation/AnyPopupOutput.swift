/// Any kind's output, for hosts such as ``PopupCenter`` that mix kinds.
///
/// Two outputs are equal when they have the same type and are equal as that type.
public struct AnyPopupOutput: Equatable, Sendable, CustomStringConvertible {
  /// The kind's own output value.
  public let base: any Equatable & Sendable

  /// Wraps a kind's output.
  public init(_ base: some Equatable & Sendable) {
    self.base = base
  }

  /// The output as the kind's own type, if it is one.
  public func `as`<Output>(_ type: Output.Type) -> Output? { base as? Output }

  public var description: String { String(describing: base) }

  public static func == (lhs: AnyPopupOutput, rhs: AnyPopupOutput) -> Bool {
    func equals<T: Equatable>(_ value: T, _ other: Any) -> Bool { (other as? T) == value }
    return equals(lhs.base, rhs.base)
  }
}
