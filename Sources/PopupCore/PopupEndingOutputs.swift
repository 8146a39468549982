/// The outputs that end a kind's presentation, for kinds whose app waits for one of them (an
/// undo toast's `undone` or `expired`, an action sheet's `selected` or `cancelled`): the app
/// hears exactly one before the popup goes, unless the app itself dismissed it.
///
/// A kind declares them in ``InspectablePopupKind/endingOutputs``; the fuzzer checks that every
/// presentation it plays ends with one of them, under the session's auto-dismiss and every
/// gesture, and `catalog show` lists their names.
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
}
