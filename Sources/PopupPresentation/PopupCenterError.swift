/// Why a ``PopupCenter`` could not deliver an event.
public enum PopupCenterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No popup with this id is current or waiting.
  case notPresented(String, presented: [String])
  /// The popup with this id is of another kind than the event's.
  case kindMismatch(String, sent: String, presented: String)
  /// The popup with this id is waiting, not on screen: only the current popup hears events.
  case notOnScreen(String, current: String?)

  /// One sentence that quotes the id and says what is valid.
  public var description: String { reason.prefix(1).uppercased() + reason.dropFirst() + "." }

  /// The same as ``description`` as a clause, lower case and with no full stop, for a message
  /// that names the failed step first: "cannot run 'send b star 2': popup 'b' is waiting, …".
  public var reason: String {
    switch self {
    case .notPresented(let id, let presented):
      "no popup '\(id)' is presented"
        + (presented.isEmpty ? "; none is" : "; presented: \(presented.joined(separator: ", "))")
    case .kindMismatch(let id, let sent, let presented):
      "popup '\(id)' is a \(presented), but the event is for \(sent): send it an event of its own kind"
    case .notOnScreen(let id, let current):
      "popup '\(id)' is waiting, not on screen; only the current popup"
        + (current.map { " ('\($0)')" } ?? "") + " hears events"
    }
  }
}
