import PopupCore
import PopupPresentation

/// One step of a center script, as `catalog center` reads it and the invariant fuzzer writes
/// it: kinds come from a catalog, each presented in its default sample's configuration.
///
/// ```
/// present a undo normal for 5s; wait 3s; present b rating critical; dismiss b
/// ```
public enum PopupCenterStep: Equatable, Sendable {
  /// Present a popup of a kind with an id, a priority and, optionally, an auto-dismiss time.
  case present(
    id: String, kind: any InspectablePopupKind.Type, priority: PopupPriority, autoDismiss: Duration?)
  /// Dismiss the current or a waiting popup.
  case dismiss(String)
  /// Dismiss every popup.
  case dismissAll
  /// Rest a finger on the current popup.
  case hold
  /// Lift the finger.
  case release
  /// Tap the current popup itself.
  case tap
  /// Tap outside the current popup.
  case tapOutside
  /// Drag the current popup.
  case drag
  /// Let time pass.
  case wait(Duration)
  /// The wall clock jumps; local time stands still.
  case jump(Duration)

  /// The verbs of a center script. `present` looks kinds up in `catalog`; without one it
  /// only prints.
  public static func verbs(catalog: PopupCatalog?) -> [PopupVerb<PopupCenterStep>] {
    [
      PopupVerb(
        "present", arguments: "<id> <kind> [low|normal|high|critical] [for <n>s]",
        summary: "show a popup (default priority normal; 'for' auto-dismisses)"
      ) { arguments throws(PopupScriptError) in
        try parsePresent(&arguments, catalog: catalog)
      } print: {
        guard case .present(let id, let kind, let priority, let autoDismiss) = $0 else { return nil }
        return [.word(id), .word(kind.descriptor.id), .word(priority.description)]
          + (autoDismiss.map { [.word("for"), .duration($0)] } ?? [])
      },
      PopupVerb("dismiss", arguments: "<id>", summary: "dismiss the current or a waiting popup") {
        arguments throws(PopupScriptError) in
        .dismiss(try arguments.text("<id>"))
      } print: {
        guard case .dismiss(let id) = $0 else { return nil }
        return [.word(id)]
      },
      PopupVerb("dismiss-all", summary: "dismiss every popup", event: .dismissAll),
      PopupVerb("hold", summary: "rest a finger on the current popup: its countdowns pause", event: .hold),
      PopupVerb("release", summary: "lift the finger", event: .release),
      PopupVerb("tap", summary: "tap the current popup itself", event: .tap),
      PopupVerb("tap-outside", summary: "tap outside the current popup", event: .tapOutside),
      PopupVerb("drag", summary: "drag the current popup", event: .drag),
      PopupVerb("wait", arguments: "<n>s|<n>ms", summary: "let time pass, firing what falls due") {
        arguments throws(PopupScriptError) in
        .wait(try arguments.duration("duration"))
      } print: {
        guard case .wait(let duration) = $0 else { return nil }
        return [.duration(duration)]
      },
      PopupVerb("jump", arguments: "<n>s|-<n>s", summary: "the wall clock jumps; local time stands still") {
        arguments throws(PopupScriptError) in
        .jump(try arguments.offset("jump") - arguments.origin)
      } print: {
        guard case .jump(let duration) = $0 else { return nil }
        return [.duration(duration)]
      },
    ]
  }

  /// The step as a script line.
  public var scriptLine: String {
    PopupScript.line(for: self, with: Self.verbs(catalog: nil), origin: .scriptOrigin) ?? "(unprintable step)"
  }

  /// Applies the step to a center; `wait` moves `now` forward.
  public func apply(to center: inout PopupCenter, at now: inout PopupInstant) -> [PopupCenterEffect] {
    switch self {
    case .present(let id, let kind, let priority, let autoDismiss):
      return Self.present(kind, id: id, priority: priority, autoDismiss: autoDismiss, in: &center, at: now)
    case .dismiss(let id): return center.dismiss(id: id, at: now)
    case .dismissAll: return center.dismissAll(at: now)
    case .hold: return center.hold(at: now)
    case .release: return center.release(at: now)
    case .tap: return center.tap(at: now)
    case .tapOutside: return center.tapOutside(at: now)
    case .drag: return center.drag(at: now)
    case .wait(let duration):
      now += max(duration, .zero)
      return center.advance(to: now)
    case .jump(let duration): return center.jumpWallClock(by: duration, at: now)
    }
  }

  /// Two steps are equal when they do the same; kinds compare by type.
  public static func == (lhs: PopupCenterStep, rhs: PopupCenterStep) -> Bool {
    switch (lhs, rhs) {
    case (
      .present(let a, let kindA, let priorityA, let forA), .present(let b, let kindB, let priorityB, let forB)
    ):
      a == b && ObjectIdentifier(kindA) == ObjectIdentifier(kindB) && priorityA == priorityB && forA == forB
    case (.dismiss(let a), .dismiss(let b)): a == b
    case (.wait(let a), .wait(let b)), (.jump(let a), .jump(let b)): a == b
    case (.dismissAll, .dismissAll), (.hold, .hold), (.release, .release), (.tap, .tap),
      (.tapOutside, .tapOutside), (.drag, .drag):
      true
    default: false
    }
  }

  /// Parses a script line, looking kinds up in a catalog.
  public static func parse(
    _ line: PopupScriptLine, catalog: PopupCatalog, origin: PopupWallInstant = .scriptOrigin
  )
    throws(PopupScriptError) -> PopupCenterStep
  {
    try PopupScript.parse(line, with: verbs(catalog: catalog), subject: "the center", origin: origin)
  }

  private static func parsePresent(_ arguments: inout PopupVerbArguments, catalog: PopupCatalog?)
    throws(PopupScriptError) -> PopupCenterStep
  {
    let id = try arguments.text("<id>")
    let kindID = try arguments.text("<kind>")
    let ids = catalog?.ids ?? []
    guard let kind = catalog?.kinds.first(where: { $0.descriptor.id == kindID }) else {
      throw arguments.invalid(
        "<kind>", kindID, expected: "a popup kind of the catalog: \(ids.joined(separator: ", "))",
        suggestions: PopupSuggestions.nearest(to: kindID, in: ids))
    }
    var priority = PopupPriority.normal
    if let word = arguments.peek(), word != "for" {
      priority = try arguments.choice("priority", PopupPriority.allCases.map { ($0.description, $0) })
    }
    let autoDismiss = arguments.keyword("for") ? try arguments.duration("<n>s") : nil
    return .present(id: id, kind: kind, priority: priority, autoDismiss: autoDismiss)
  }

  private static func present<Kind: InspectablePopupKind>(
    _ kind: Kind.Type, id: String, priority: PopupPriority, autoDismiss: Duration?,
    in center: inout PopupCenter,
    at now: PopupInstant
  ) -> [PopupCenterEffect] {
    guard let sample = Kind.samples.first else { return [] }
    return center.present(
      kind, id: id, sample.configuration, priority: priority,
      behavior: Kind.defaultBehavior.autoDismissing(
        after: autoDismiss ?? Kind.defaultBehavior.autoDismissAfter),
      at: now)
  }
}
