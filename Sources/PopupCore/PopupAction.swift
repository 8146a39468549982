/// What an interactive node of a render tree does: a script line kept as data, a verb and
/// its arguments. A host performs it by sending the line back: a test script or `catalog run`
/// through `press`, a web page as text, a Swift host through ``InspectablePopupKind/event(for:origin:)``.
///
/// Actions carry no closures, so a tree stays a plain value that compares, prints and
/// serialises. Kinds make them from their own events with ``InspectablePopupKind/action(_:)``,
/// which uses the kind's verbs, so an action always says what the event's script line says.
///
/// ```swift
/// RatingPrompt.action(.submitTapped).scriptLine()   // "submit"
/// RatingPrompt.action(.starTapped(3)).scriptLine()  // "star 3"
/// ```
public struct PopupAction: Hashable, Sendable {
  /// The verb: `submit`, `star`.
  public var verb: String
  /// Its arguments, as the verb prints them.
  public var arguments: [PopupScriptArgument]

  /// Creates an action from a verb and its arguments.
  @inlinable public init(_ verb: String, _ arguments: [PopupScriptArgument] = []) {
    self.verb = verb
    self.arguments = arguments
  }

  /// The action as a script line; instants are written as offsets from `origin`.
  public func scriptLine(origin: PopupWallInstant = .scriptOrigin) -> String {
    ([verb] + arguments.map { $0.scriptText(origin: origin) }).joined(separator: " ")
  }
}

/// What a text field does when its text changes: the verb and leading arguments of the line
/// that sets it, to which the new text is appended in quotes. `type` makes `type "new text"`;
/// a verb with a field id, `type name` makes `type name "new text"`.
public struct PopupFieldAction: Hashable, Sendable {
  /// The verb: `type`.
  public var verb: String
  /// The arguments before the text, such as a field id.
  public var arguments: [PopupScriptArgument]

  /// Creates a field action.
  public init(_ verb: String, _ arguments: [PopupScriptArgument] = []) {
    self.verb = verb
    self.arguments = arguments
  }

  /// The action that sets the field to a text.
  public func action(settingTextTo text: String) -> PopupAction {
    PopupAction(verb, arguments + [.text(text)])
  }

  /// The line with `<text>` where the text goes: `type "<text>"`, for hosts that fill it in.
  public var scriptTemplate: String {
    ([verb] + arguments.map { $0.scriptText(origin: .scriptOrigin) } + ["\"<text>\""]).joined(separator: " ")
  }
}

extension InspectablePopupKind {
  /// The action that sends an event, written with the kind's verbs.
  ///
  /// - Complexity: O(*v*) in the kind's verbs. Inlinable, so each kind's renderer calls a
  ///   copy specialised for its events rather than a generic one (a third of a render's time).
  @inlinable public static func action(_ event: Event) -> PopupAction {
    for verb in verbs {
      if let arguments = verb.arguments(for: event) { return PopupAction(verb.name, arguments) }
    }
    return PopupAction("unprintable-event")
  }

  /// The event an action sends, if it is one of this kind's; `nil` for a shared verb or a
  /// line no verb reads. `origin` is where the run started, for instants.
  public static func event(for action: PopupAction, origin: PopupWallInstant = .scriptOrigin) -> Event? {
    guard let verb = verbs.first(where: { $0.name == action.verb }),
      let line = try? PopupScript.lines(of: action.scriptLine(origin: origin)).first
    else { return nil }
    return try? verb.parse(line, origin: origin)
  }
}
