import PopupCore

/// Any kind's output, for hosts such as ``PopupCenter`` that mix kinds.
///
/// Two outputs are equal when they have the same type and are equal as that type.
///
/// A center's outputs also know the kind that emitted them: ``output(of:)`` gives the output
/// typed as that kind's, and `nil` for another kind's, even one with the same output type.
public struct AnyPopupOutput: Equatable, Sendable, CustomStringConvertible {
  /// The kind's own output value.
  public let base: any Equatable & Sendable
  /// The kind that emitted it, when known (a center always knows).
  public let kind: (any PopupKind.Type)?

  /// Wraps an output.
  public init(_ base: some Equatable & Sendable) {
    self.base = base
    self.kind = nil
  }

  /// Wraps a kind's output, remembering the kind.
  public init<Kind: PopupKind>(_ output: Kind.Output, of kind: Kind.Type) {
    self.base = output
    self.kind = kind
  }

  /// The output as the kind's own type, if it is one.
  public func `as`<Output>(_ type: Output.Type) -> Output? { base as? Output }

  /// The output typed as a kind's, when that kind emitted it; `nil` otherwise.
  public func output<Kind: PopupKind>(of kind: Kind.Type) -> Kind.Output? {
    guard let emitter = self.kind, emitter == kind else { return nil }
    return base as? Kind.Output
  }

  public var description: String { String(describing: base) }

  public static func == (lhs: AnyPopupOutput, rhs: AnyPopupOutput) -> Bool {
    func equals<T: Equatable>(_ value: T, _ other: Any) -> Bool { (other as? T) == value }
    return equals(lhs.base, rhs.base)
  }
}
