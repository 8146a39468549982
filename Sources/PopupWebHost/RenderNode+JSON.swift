import PopupCore
import PopupSupport

extension RenderNode {
  /// The node as JSON for hosts that draw and drive popups themselves: its `type`, its
  /// content, and for each interactive node its `action` as a script line to send back.
  /// Instants in actions are written as offsets from `origin`.
  func json(origin: PopupWallInstant) -> JSONValue {
    func node(_ type: String, _ members: [(String, JSONValue)]) -> JSONValue {
      .object([("type", .string(type))] + members)
    }
    func children(_ nodes: [RenderNode]) -> (String, JSONValue) {
      ("children", .array(nodes.map { $0.json(origin: origin) }))
    }
    switch self {
    case .card(let style, let nodes):
      return node("card", [("style", .string(style.rawValue)), children(nodes)])
    case .vstack(let nodes): return node("vstack", [children(nodes)])
    case .modal(let content): return node("modal", [children([content])])
    case .tappable(let content, let label, let action):
      return node(
        "tappable",
        [
          children([content]), ("accessibilityLabel", .string(label)),
          ("action", .string(action.scriptLine(origin: origin))),
        ])
    case .hstack(let nodes): return node("hstack", [children(nodes)])
    case .text(let text, let role):
      return node("text", [("text", .string(text)), ("role", .string(role.rawValue))])
    case .icon(let symbol): return node("icon", [("symbol", .string(symbol))])
    case .badge(let text): return node("badge", [("text", .string(text))])
    case .button(let title, let role, let label, let action, let isEnabled):
      return node(
        "button",
        [
          ("title", .string(title)), ("role", .string(role.rawValue)), ("accessibilityLabel", .string(label)),
          ("action", .string(action.scriptLine(origin: origin))), ("enabled", .bool(isEnabled)),
        ])
    case .iconButton(let symbol, let label, let action):
      return node(
        "iconButton",
        [
          ("symbol", .string(symbol)), ("accessibilityLabel", .string(label)),
          ("action", .string(action.scriptLine(origin: origin))),
        ])
    case .hosted(let id, let label, let size):
      return node(
        "hosted",
        [
          ("id", .string(id)), ("accessibilityLabel", .string(label)),
          ("width", .decimal(size.width.isFinite ? size.width : 0)),
          ("height", .decimal(size.height.isFinite ? size.height : 0)),
        ])
    case .field(let label, let text, let placeholder, let error, let action, let isSecure):
      return node(
        "field",
        [
          ("label", .string(label)), ("text", .string(text)), ("placeholder", .string(placeholder)),
          ("error", error.map(JSONValue.string) ?? .null), ("action", .string(action.scriptTemplate)),
          ("secure", .bool(isSecure)),
        ])
    case .toggle(let label, let isOn, let isLocked, let action):
      return node(
        "toggle",
        [
          ("label", .string(label)), ("isOn", .bool(isOn)), ("isLocked", .bool(isLocked)),
          ("action", .string(action.scriptLine(origin: origin))),
        ])
    case .stars(let filled, let count, let label, let actions, let labels):
      let stars = actions.enumerated().map { index, action in
        JSONValue.object([
          ("accessibilityLabel", .string(labels[index])),
          ("action", .string(action.scriptLine(origin: origin))),
        ])
      }
      return node(
        "stars",
        [
          ("filled", .number(filled)), ("count", .number(count)), ("accessibilityLabel", .string(label)),
          ("stars", .array(stars)),
        ])
    case .progress(let fraction, let label):
      return node(
        "progress",
        [("fraction", fraction.map(JSONValue.decimal) ?? .null), ("accessibilityLabel", .string(label))])
    case .countdown(let remaining, let fraction, let style, _):
      return node(
        "countdown",
        [
          ("remainingSeconds", .decimal(remaining.popupSeconds)), ("fraction", .decimal(fraction)),
          ("style", .string(style.rawValue)), ("accessibilityLabel", .string(accessibilityLabel ?? "")),
        ])
    case .divider: return node("divider", [])
    case .gradient(let colors): return node("gradient", [("colors", .array(colors.map(JSONValue.string)))])
    case .image(let name, let alt): return node("image", [("name", .string(name)), ("alt", .string(alt))])
    case .particles(let particles, let rows):
      let items = particles.map { particle in
        JSONValue.object([
          ("x", .decimal(particle.x)), ("y", .decimal(particle.y)), ("rotation", .decimal(particle.rotation)),
          ("colorIndex", .number(particle.colorIndex)),
        ])
      }
      return node("particles", [("rows", .number(rows)), ("particles", .array(items))])
    case .arrow(let direction, let label):
      return node("arrow", [("direction", .string(direction.rawValue)), ("label", .string(label))])
    case .scroll(let rows, let first, let visible):
      return node("scroll", [children(rows), ("first", .number(first)), ("visible", .number(visible))])
    case .grabber: return node("grabber", [])
    case .more(let count, let label):
      return node("more", [("count", .number(count)), ("accessibilityLabel", .string(label))])
    }
  }
}
