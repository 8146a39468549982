import PopupCore
import PopupPresentation

/// One step of a center script, as `catalog center` reads it and the invariant fuzzer writes
/// it: kinds come from a catalog, each presented in its default sample's configuration.
///
/// ```
/// present a undo normal for 5s; wait 3s; present b rating critical; dismiss b
/// ```
public enum PopupCenterStep: Sendable {
  /// Present a popup of a kind with an id, a priority and, optionally, an auto-dismiss time.
  case present(id: String, kind: any PopupKind.Type, priority: PopupPriority, autoDismiss: Duration?)
  /// Dismiss the current or a waiting popup.
  case dismiss(String)
  /// Dismiss every popup.
  case dismissAll
  /// Rest a finger on the current popup.
  case hold
  /// Lift the finger.
  case release
  /// Tap outside the current popup.
  case tapOutside
  /// Drag the current popup.
  case drag
  /// Let time pass.
  case wait(Duration)

  /// The verbs of a center script with their usage, for help texts and messages.
  public static let verbs: [(name: String, usage: String)] = [
    ("present", "present <id> <kind> [low|normal|high|critical] [for <n>s]"), ("dismiss", "dismiss <id>"),
    ("dismiss-all", "dismiss-all"), ("hold", "hold"), ("release", "release"), ("tap-outside", "tap-outside"),
    ("drag", "drag"), ("wait", "wait <n>s|<n>ms"),
  ]

  /// The step as a script line.
  public var scriptLine: String {
    switch self {
    case .present(let id, let kind, let priority, let autoDismiss):
      "present \(id) \(kind.descriptor.id) \(priority)"
        + (autoDismiss.map { " for \($0.popupDescription)" } ?? "")
    case .dismiss(let id): "dismiss \(id)"
    case .dismissAll: "dismiss-all"
    case .hold: "hold"
    case .release: "release"
    case .tapOutside: "tap-outside"
    case .drag: "drag"
    case .wait(let duration): "wait \(duration.popupDescription)"
    }
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
    case .tapOutside: return center.tapOutside(at: now)
    case .drag: return center.drag(at: now)
    case .wait(let duration):
      now += max(duration, .zero)
      return center.advance(to: now)
    }
  }

  /// Parses a script line, looking kinds up in a catalog.
  public static func parse(_ line: PopupScriptLine, catalog: PopupCatalog) throws(PopupScriptError)
    -> PopupCenterStep
  {
    guard let usage = verbs.first(where: { $0.name == line.verb })?.usage else {
      throw PopupScriptError(
        "Unknown event '\(line.verb)' for the center.\(PopupSuggestions.didYouMean(line.verb, in: verbs.map(\.name)))"
          + " Valid events: \(verbs.map(\.usage).joined(separator: ", ")).")
    }
    var arguments = PopupVerbArguments(line: line, usage: usage)
    let step: PopupCenterStep
    switch line.verb {
    case "present":
      let id = try arguments.word("<id>")
      let kindID = try arguments.word("<kind>")
      let kind: any PopupKind.Type
      do throws(PopupCatalogError) {
        kind = try catalog.kind(withID: kindID)
      } catch {
        throw PopupScriptError("\(error.description) In '\(line.text)'.")
      }
      var priority = PopupPriority.normal
      if let word = arguments.peek(), word != "for" {
        guard let named = PopupPriority.allCases.first(where: { $0.description == word }) else {
          throw PopupScriptError(
            "Invalid priority '\(word)' in '\(line.text)': expected low, normal, high or critical."
              + PopupSuggestions.didYouMean(word, in: PopupPriority.allCases.map(\.description)))
        }
        priority = named
        _ = try arguments.word("priority")
      }
      var autoDismiss: Duration?
      if arguments.peek() == "for" {
        _ = try arguments.word("for")
        autoDismiss = try arguments.duration("<n>s")
      }
      step = .present(id: id, kind: kind, priority: priority, autoDismiss: autoDismiss)
    case "dismiss": step = .dismiss(try arguments.word("<id>"))
    case "dismiss-all": step = .dismissAll
    case "hold": step = .hold
    case "release": step = .release
    case "tap-outside": step = .tapOutside
    case "drag": step = .drag
    default: step = .wait(try arguments.duration("<n>s|<n>ms"))
    }
    try arguments.finish()
    return step
  }

  private static func present(
    _ kind: any PopupKind.Type, id: String, priority: PopupPriority, autoDismiss: Duration?,
    in center: inout PopupCenter, at now: PopupInstant
  ) -> [PopupCenterEffect] {
    present(kind: kind, id: id, priority: priority, autoDismiss: autoDismiss, in: &center, at: now)
  }

  private static func present<Kind: PopupKind>(
    kind: Kind.Type, id: String, priority: PopupPriority, autoDismiss: Duration?,
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
