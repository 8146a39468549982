import PopupCore
import PopupPresentation
import PopupSupport

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
  /// Send a presented popup an event of its kind, written as `catalog run` writes it.
  case send(id: String, event: String)
  /// A step every popup understands, acting on the current one: `wait`, `hold`, `release`,
  /// `tap`, `tap-outside`, `drag`, `jump`; or the whole host: `setting`, `screen`, `keyboard`
  /// (the same verbs as `catalog run`).
  case shared(PopupStep<Never>)

  /// The shared verbs the center takes: every one but those that need a kind's own screen
  /// (`press`, `fill`) and `dismiss`, which the center spells with an id.
  static let sharedVerbNames: Set = [
    "wait", "hold", "release", "tap", "tap-outside", "drag", "jump", "setting", "screen", "keyboard",
  ]

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
      PopupVerb("dismiss", .word("id"), summary: "dismiss the current or a waiting popup", make: Self.dismiss)
      {
        if case .dismiss(let id) = $0 { id } else { nil }
      },
      PopupVerb("dismiss-all", summary: "dismiss every popup", event: .dismissAll),
      PopupVerb(
        "send", arguments: "<id> <event>",
        summary: "send a presented popup one of its kind's events (as in 'catalog run')"
      ) { arguments throws(PopupScriptError) in
        let id = try arguments.text("<id>")
        var words: [String] = []
        while let word = arguments.optionalText() { words.append(word) }
        guard let verb = words.first else {
          throw .missingArgument("<event>", line: arguments.line.text, usage: arguments.usage)
        }
        let rest = words.dropFirst().map { PopupScriptArgument.word($0).scriptText(origin: .scriptOrigin) }
        return .send(id: id, event: ([verb] + rest).joined(separator: " "))
      } print: {
        guard case .send(let id, let event) = $0 else { return nil }
        return [.word(id), .raw(event)]
      },
    ]
      + PopupStep<Never>.sharedVerbs.filter { sharedVerbNames.contains($0.name) }.map { verb in
        verb.map(PopupCenterStep.shared) { step in
          guard case .shared(let shared) = step else { return nil }
          return shared
        }
      }
  }

  /// The step as a script line.
  public var scriptLine: String {
    PopupScript.line(for: self, with: Self.verbs(catalog: nil), origin: .scriptOrigin) ?? "(unprintable step)"
  }

  /// Applies the step to a center; `wait` moves `now` forward. `send` reads its event with
  /// the verbs of the popup's kind, and throws when the popup is not there or the event is
  /// not one of its kind's; `origin` is where the run's wall clock started, for instants.
  /// A popup is presented with `overrides` over its kind's presentation and behavior; a
  /// `for` in the step sets its auto-dismiss over both.
  public func apply(
    to center: inout PopupCenter, at now: inout PopupInstant, origin: PopupWallInstant = .scriptOrigin,
    overrides: PopupPresentationOverrides = PopupPresentationOverrides()
  )
    throws(PopupScriptError) -> [PopupCenterEffect]
  {
    switch self {
    case .send(let id, let event):
      return try Self.send(event, to: id, in: &center, at: now, origin: origin)
    case .present(let id, let kind, let priority, let autoDismiss):
      var overrides = overrides
      if let autoDismiss { overrides.autoDismiss = autoDismiss }
      return Self.present(kind, id: id, priority: priority, overrides: overrides, in: &center, at: now)
    case .dismiss(let id): return center.dismiss(id: id, at: now)
    case .dismissAll: return center.dismissAll(at: now)
    case .shared(let step):
      switch step {
      case .hold: return center.hold(at: now)
      case .release: return center.release(at: now)
      case .tap: return center.tap(at: now)
      case .tapOutside: return center.tapOutside(at: now)
      case .drag: return center.drag(at: now)
      case .wait(let duration):
        now += max(duration, .zero)
        return center.advance(to: now)
      case .jump(let duration): return center.jumpWallClock(by: duration, at: now)
      case .dismiss:
        return center.currentID.map { center.dismiss(id: $0, at: now) } ?? center.advance(to: now)
      case .setting(let setting, let isOn):
        var settings = center.accessibility
        settings[setting] = isOn
        return center.setAccessibility(settings, at: now)
      case .screen(let size):
        do throws(PopupLayoutError) {
          return try center.setScreen(center.screen.resized(like: size), at: now)
        } catch {
          // Printed by the shared verb, as a session's error prints it.
          let line = PopupScript.line(for: step, with: PopupStep<Never>.sharedVerbs, origin: origin)
          throw .invalidScreen(error.problem, line: line ?? "screen")
        }
      case .keyboard(let height):
        var raised = center.screen
        raised.keyboardHeight = height
        do throws(PopupLayoutError) {
          return try center.setScreen(raised, at: now)
        } catch {
          let line = PopupScript.line(for: step, with: PopupStep<Never>.sharedVerbs, origin: origin)
          throw .invalidScreen(error.problem, line: line ?? "keyboard")
        }
      case .press, .fill: return center.advance(to: now)
      }
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
    case (.shared(let a), .shared(let b)): a == b
    case (.dismissAll, .dismissAll): true
    case (.send(let a, let eventA), .send(let b, let eventB)): a == b && eventA == eventB
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
    // An id is what traces and `dismiss <id>` name it by: an empty one, or one with spaces,
    // would read as something else there.
    guard !id.isEmpty, !id.contains(where: \.isWhitespace) else {
      throw arguments.invalid(
        "<id>", id, expected: "an id of one or more characters and no spaces, as in 'a'")
    }
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
    // One rule with `--auto-dismiss`: a popup that goes at once was never shown.
    if let autoDismiss, autoDismiss <= .zero {
      throw arguments.invalid(
        "<n>s", autoDismiss.popupDescription, expected: "a duration above 0, as in 'for 3s'")
    }
    return .present(id: id, kind: kind, priority: priority, autoDismiss: autoDismiss)
  }

  private static func send(
    _ event: String, to id: String, in center: inout PopupCenter, at now: PopupInstant,
    origin: PopupWallInstant
  ) throws(PopupScriptError) -> [PopupCenterEffect] {
    let line = "send \(id) \(event)"
    guard let kind = center.kind(of: id) as? any InspectablePopupKind.Type else {
      let ids = center.presentedIDs
      throw .invalidArgument(
        "<id>", value: id, line: line,
        expected: ids.isEmpty
          ? "a presented popup, and none is" : "a presented popup: " + ids.joined(separator: ", "),
        usage: "send <id> <event>", suggestions: PopupSuggestions.nearest(to: id, in: ids))
    }
    return try send(event, of: kind, to: id, in: &center, at: now, origin: origin)
  }

  private static func send<Kind: InspectablePopupKind>(
    _ text: String, of kind: Kind.Type, to id: String, in center: inout PopupCenter, at now: PopupInstant,
    origin: PopupWallInstant
  ) throws(PopupScriptError) -> [PopupCenterEffect] {
    let lines = try PopupScript.lines(of: text)
    var effects: [PopupCenterEffect] = []
    for line in lines {
      let event = try PopupScript.parse(
        line, with: Kind.verbs, subject: "popup '\(id)' (\(Kind.descriptor.id))", origin: origin)
      do throws(PopupCenterError) {
        effects += try center.send(event, of: kind, to: id, at: now)
      } catch {
        throw .cannotRun(line: "send \(id) \(text)", reason: error.reason)
      }
    }
    return effects
  }

  private static func present<Kind: InspectablePopupKind>(
    _ kind: Kind.Type, id: String, priority: PopupPriority, overrides: PopupPresentationOverrides,
    in center: inout PopupCenter,
    at now: PopupInstant
  ) -> [PopupCenterEffect] {
    guard let sample = Kind.samples.first else { return [] }
    return center.present(
      kind, id: id, sample.configuration, priority: priority,
      behavior: overrides.applied(to: Kind.defaultBehavior),
      options: overrides.applied(to: Kind.defaultPresentation), at: now)
  }
}
