import PopupCore

/// What the test kit can learn of a kind that may or may not be an ``InspectablePopupKind``:
/// the test stores take any ``PopupKind`` and use the inspection where there is one.
enum KindInspection {
  /// The event's script line, or its printed value for kinds without verbs.
  static func line<Kind: PopupKind>(for event: Kind.Event, of kind: Kind.Type) -> String {
    guard let inspectable = kind as? any InspectablePopupKind.Type else { return String(describing: event) }
    return line(for: event, inspectable) ?? String(describing: event)
  }

  /// The kind's own broken rules in a state; none for kinds without inspection.
  static func invariantViolations<Kind: PopupKind>(in state: Kind.State, now: PopupTime, of kind: Kind.Type)
    -> [String]
  {
    guard let inspectable = kind as? any InspectablePopupKind.Type else { return [] }
    return violations(in: state, now: now, inspectable)
  }

  private static func line<Inspectable: InspectablePopupKind>(for event: Any, _ kind: Inspectable.Type)
    -> String?
  {
    (event as? Inspectable.Event).flatMap { Inspectable.scriptLine(for: $0) }
  }

  private static func violations<Inspectable: InspectablePopupKind>(
    in state: Any, now: PopupTime, _ kind: Inspectable.Type
  ) -> [String] {
    (state as? Inspectable.State).map { Inspectable.invariantViolations(in: $0, now: now) } ?? []
  }
}
