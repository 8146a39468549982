extension PopupVerb {
  /// `target <id> <x> <y> <w> <h>`: the host reports a target's frame (kinds anchored on the
  /// app's own views: coachmarks, action sheets). `make` builds the kind's event; `match` finds
  /// the id and frame in one, or `nil` for other events.
  public static func targetFrame(
    _ make: @escaping @Sendable (String, PopupRect) -> Value,
    match: @escaping @Sendable (Value) -> (String, PopupRect)?
  ) -> PopupVerb {
    PopupVerb("target", .word("id"), .frame, summary: "report a target's frame", make: make, match: match)
  }

  /// `lose <id>`: the host reports a target gone.
  public static func targetLost(
    _ make: @escaping @Sendable (String) -> Value, match: @escaping @Sendable (Value) -> String?
  ) -> PopupVerb {
    PopupVerb("lose", .word("id"), summary: "report a target gone", make: make, match: match)
  }

  /// `screen <w> <h>`: the host reports the screen's size.
  public static func screenSize(
    _ make: @escaping @Sendable (PopupSize) -> Value, match: @escaping @Sendable (Value) -> PopupSize?
  ) -> PopupVerb {
    PopupVerb("screen", .size, summary: "report the screen's size", make: make, match: match)
  }
}
