import PopupCore
import PopupPresentation
import PopupSupport

extension PopupFrame {
  /// The frame as JSON, in the shape `Schemas/popup-frame.schema.json` checks: every key
  /// present (`null` where there is nothing), numbers in points and seconds, host instants as
  /// seconds from the timeline's origin, wall instants in ISO 8601. `kind` is the kind's id;
  /// actions write instants as offsets from `origin`.
  package func json(kind: String, at now: PopupInstant, origin: PopupWallInstant) -> JSONValue {
    func rect(_ rect: PopupRect) -> JSONValue {
      .object([
        ("x", .decimal(rect.x)), ("y", .decimal(rect.y)), ("width", .decimal(rect.width)),
        ("height", .decimal(rect.height)),
      ])
    }
    func optional<Value>(_ value: Value?, _ json: (Value) -> JSONValue) -> JSONValue {
      value.map(json) ?? .null
    }
    let insets = screen.safeArea
    let screenJSON = JSONValue.object([
      ("width", .decimal(screen.size.width)), ("height", .decimal(screen.size.height)),
      (
        "safeArea",
        .object([
          ("top", .decimal(insets.top)), ("leading", .decimal(insets.leading)),
          ("bottom", .decimal(insets.bottom)), ("trailing", .decimal(insets.trailing)),
        ])
      ),
      ("keyboardHeight", .decimal(screen.keyboardHeight)),
      ("widthClass", .string(screen.widthClass.rawValue)),
      ("textScale", .decimal(screen.textScale)),
    ])
    let position: JSONValue =
      if case .position(let position) = placement.mode { .string(position.rawValue) } else { .null }
    let modeName =
      switch placement.mode {
      case .position: "position"
      case .popover: "popover"
      case .sheet: "sheet"
      }
    let placementJSON = JSONValue.object([
      ("mode", .string(modeName)), ("position", position),
      ("edge", optional(placement.mode.edge) { .string($0.rawValue) }), ("frame", rect(placement.frame)),
      ("enterFrame", rect(placement.enterFrame)), ("exitFrame", rect(placement.exitFrame)),
      ("available", rect(placement.available)), ("shrunk", .bool(placement.isShrunk)),
      ("anchor", optional(placement.anchor, rect)),
      (
        "arrow",
        optional(placement.arrow) {
          .object([
            ("x", .decimal($0.tip.x)), ("y", .decimal($0.tip.y)), ("pointing", .string($0.pointing.rawValue)),
          ])
        }
      ),
      ("spotlight", optional(placement.spotlight, rect)),
      ("popoverFallback", optional(placement.popoverFallback) { .string($0.rawValue) }),
    ])
    let (phase, reason): (String, DismissReason?) =
      switch motion.phase {
      case .waiting: ("waiting", nil)
      case .entering: ("entering", nil)
      case .presented: ("presented", nil)
      case .exiting(let reason): ("exiting", reason)
      case .gone(let reason): ("gone", reason)
      }
    let motionJSON = JSONValue.object([
      ("preset", .string(motion.preset.rawValue)), ("phase", .string(phase)),
      ("reason", optional(reason) { .string($0.rawValue) }), ("progress", .decimal(motion.progress)),
      ("offsetX", .decimal(motion.offset.x)), ("offsetY", .decimal(motion.offset.y)),
      ("scale", .decimal(motion.scale)), ("opacity", .decimal(motion.opacity)),
      ("blur", .decimal(motion.blur)),
      ("reducedMotion", .bool(motion.reducesMotion)),
    ])
    let timersJSON = JSONValue.object([
      (
        "autoDismiss",
        optional(timers.autoDismiss) {
          .object([
            ("remainingSeconds", .decimal($0.remaining.popupSeconds)),
            ("totalSeconds", .decimal($0.total.popupSeconds)), ("fraction", .decimal($0.fraction)),
            ("paused", .bool($0.isPaused)),
          ])
        }
      ),
      ("held", .bool(timers.isHeld)),
    ])
    return .object([
      ("schemaVersion", .number(Self.schemaVersion)), ("kind", .string(kind)),
      ("atSeconds", .decimal(now.sinceOrigin.popupSeconds)), ("screen", screenJSON),
      ("textScale", .decimal(textScale)), ("display", .string(display.rawValue)),
      ("chrome", .string(chrome.rawValue)),
      ("style", .string(style.rawValue)), ("tint", optional(tint, JSONValue.string)),
      (
        "contentSize",
        .object([
          ("width", .decimal(contentSize.width)), ("height", .decimal(contentSize.height)),
          ("estimated", .bool(isContentSizeEstimated)),
        ])
      ),
      ("content", content.json(origin: origin)), ("placement", placementJSON),
      (
        "scrim",
        .object([
          ("style", .string(scrim.style.rawValue)), ("amount", .decimal(scrim.amount)),
          ("view", optional(scrim.viewID, JSONValue.string)), ("passesTouches", .bool(scrim.passesTouches)),
          ("modal", .bool(scrim.isModal)),
        ])
      ),
      ("motion", motionJSON), ("timers", timersJSON), ("focus", optional(focus, JSONValue.string)),
      (
        "deadlines",
        .object([
          ("nextSeconds", optional(nextDeadline) { .decimal($0.sinceOrigin.popupSeconds) }),
          ("nextWall", optional(nextWallDeadline) { .string($0.iso8601) }),
        ])
      ),
    ])
  }
}
