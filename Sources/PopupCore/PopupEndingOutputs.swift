/// The outputs that end a kind's presentation, for kinds whose app waits for one of them (an
/// undo toast's `undone` or `expired`, an action sheet's `selected` or `cancelled`): the app
/// hears exactly one before the popup goes, unless the app itself dismissed it.
///
/// A kind declares them in ``InspectablePopupKind/endingOutputs``; the fuzzer checks that every
/// presentation it plays ends with one of them, under the session's auto-dismiss and every
/// gesture, and `catalog show` lists their names.
///
/// ```swift
/// public static let endingOutputs: PopupEndingOutputs<Output>? = ["undone", "expired"]
/// ```
///
/// A list of names is the ending outputs of those names (``init(_:)``).
public struct PopupEndingOutputs<Output>: Sendable {
  /// The outputs' names, as traces print them: `undone`, `expired`.
  public var names: [String]
  /// Whether an output is one of them.
  public var contains: @Sendable (Output) -> Bool

  /// Declares the ending outputs: their names, and a test for one.
  public init(_ names: [String], contains: @escaping @Sendable (Output) -> Bool) {
    self.names = names
    self.contains = contains
  }

  /// Declares the ending outputs by their case names: an output is one of them when its case,
  /// as `String(describing:)` prints it up to its payload, is named (`closedEarly` for
  /// `closedEarly(.drag)`). A name no output has matches nothing, so the fuzzer reports the
  /// presentations that end without one.
  public init(_ names: [String]) {
    let named = Set(names)
    self.init(names) { output in named.contains(Self.caseName(of: output)) }
  }

  /// An output's case name: what `String(describing:)` prints, up to the payload's parenthesis.
  static func caseName(of output: Output) -> String {
    let printed = String(describing: output)
    return String(printed.prefix { $0 != "(" })
  }
}

extension PopupEndingOutputs: ExpressibleByArrayLiteral {
  /// The ending outputs of these case names, as ``init(_:)`` declares them.
  public init(arrayLiteral names: String...) {
    self.init(names)
  }
}
