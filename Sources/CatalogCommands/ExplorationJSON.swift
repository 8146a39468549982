import PopupCatalog
import PopupCore
import PopupPresentation
import PopupWebHost

/// Explorations as the JSON `catalog explore --json` prints: the bounds, and for each sample
/// its figures, its violation, every distinct state (its short name, depth, shortest script
/// and frame) and every transition.
enum ExplorationJSON {
  static func document<Kind: InspectablePopupKind>(
    _ explorations: [PopupExploration<Kind>], explorer: PopupExplorer
  )
    -> String
  {
    JSONValue.object([
      ("schemaVersion", .number(PopupFrame.schemaVersion)), ("id", .string(Kind.descriptor.id)),
      ("bounds", .object([("depth", .number(explorer.maxDepth)), ("states", .number(explorer.maxStates))])),
      ("samples", .array(explorations.map(sample))),
    ]).serialized() + "\n"
  }

  /// What the JSON says of every explored state, here and in the gallery's prototype: its
  /// index, short name, depth, shortest script (`lines`, joined), how it ended and whether it
  /// is held.
  static func stateFields<Kind: InspectablePopupKind>(
    _ exploration: PopupExploration<Kind>, _ index: Int, lines: [String]
  ) -> [(String, JSONValue)] {
    let session = exploration.states[index].session
    return [
      ("index", .number(index)), ("name", .string(exploration.shortName(of: index))),
      ("depth", .number(exploration.states[index].depth)), ("script", .string(lines.joined(separator: "; "))),
      ("ended", session.endReason.map { .string($0.rawValue) } ?? .null), ("held", .bool(session.isHeld)),
    ]
  }

  private static func sample<Kind: InspectablePopupKind>(_ exploration: PopupExploration<Kind>) -> JSONValue {
    let figures = exploration.figures
    let states = exploration.states.indices.map { index -> JSONValue in
      let state = exploration.states[index]
      let lines = exploration.scriptLines(to: index)
      return .object(
        stateFields(exploration, index, lines: lines) + [
          ("lines", .array(lines.map(JSONValue.string))),
          (
            "frame",
            state.session.frame(at: state.now).json(
              kind: Kind.descriptor.id, at: state.now, origin: state.session.scriptOrigin)
          ),
        ])
    }
    let transitions = exploration.transitions.map { transition -> JSONValue in
      .object([
        ("from", .number(transition.from)), ("to", transition.to.map(JSONValue.number) ?? .null),
        ("line", .string(PopupScript.line(for: transition.step, of: Kind.self))),
      ])
    }
    return .object([
      ("name", .string(exploration.sample.name)),
      (
        "figures",
        .object([
          ("generated", .number(figures.generated)), ("distinct", .number(figures.distinct)),
          ("transitions", .number(figures.transitions)), ("leavingBounds", .number(figures.leavingBounds)),
          ("depth", .number(figures.depth)), ("exhausted", .bool(figures.isExhausted)),
          ("stop", figures.stop.map { .string($0.rawValue) } ?? .null),
        ])
      ),
      (
        "violation",
        exploration.violation.map { violation in
          .object([
            ("rule", .string(violation.rule)), ("lines", .array(violation.lines.map(JSONValue.string))),
            ("reproduction", .string(violation.reproduction)),
          ])
        } ?? .null
      ),
      ("states", .array(states)), ("transitions", .array(transitions)),
    ])
  }
}
