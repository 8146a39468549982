extension PopupVerb {
  /// `target <id> <x> <y> <w> <h>`: the host reports a target's frame (kinds anchored on the
  /// app's own views: coachmarks, action sheets). `make` builds the kind's event; `match` finds
  /// the id and frame in one, or `nil` for other events.
  public static func targetFrame(
    _ make: @escaping @Sendable (String, PopupRect) -> Value,
    match: @escaping @Sendable (Value) -> (String, PopupRect)?
  ) -> PopupVerb {
    PopupVerb("target", arguments: "<id> <x> <y> <w> <h>", summary: "report a target's frame") {
      arguments throws(PopupScriptError) in
      let id = try arguments.text("<id>")
      let frame = PopupRect(
        x: try arguments.decimal("<x>"), y: try arguments.decimal("<y>"), width: try arguments.decimal("<w>"),
        height: try arguments.decimal("<h>"))
      return make(id, frame)
    } print: {
      guard let (id, frame) = match($0) else { return nil }
      return [.word(id), .number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)]
    }
  }

  /// `lose <id>`: the host reports a target gone.
  public static func targetLost(
    _ make: @escaping @Sendable (String) -> Value, match: @escaping @Sendable (Value) -> String?
  ) -> PopupVerb {
    PopupVerb("lose", arguments: "<id>", summary: "report a target gone") {
      arguments throws(PopupScriptError) in
      make(try arguments.text("<id>"))
    } print: {
      match($0).map { [.word($0)] }
    }
  }

  /// `screen <w> <h>`: the host reports the screen's size.
  public static func screenSize(
    _ make: @escaping @Sendable (PopupSize) -> Value, match: @escaping @Sendable (Value) -> PopupSize?
  ) -> PopupVerb {
    PopupVerb("screen", arguments: "<w> <h>", summary: "report the screen's size") {
      arguments throws(PopupScriptError) in
      make(PopupSize(width: try arguments.decimal("<w>"), height: try arguments.decimal("<h>")))
    } print: {
      match($0).map { [.number($0.width), .number($0.height)] }
    }
  }
}
