/// A script line that cannot be understood, with a message that quotes the offending value
/// and says what is valid.
public struct PopupScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The whole message, one sentence or two, without an `Error:` prefix.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
