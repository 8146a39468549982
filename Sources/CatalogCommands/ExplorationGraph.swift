import PopupCatalog
import PopupCore

/// Explorations as a Graphviz graph: one node per short name, so states that differ only in
/// hold, settings or time are one node; one edge per pair of nodes, labelled with the script lines
/// that lead from one to the other (at most three, then how many more). Steps that keep the
/// short name are left out. Each sample is a cluster.
enum ExplorationGraph {
  /// The most script lines an edge shows.
  static let linesPerEdge = 3

  static func dot<Kind: InspectablePopupKind>(_ explorations: [PopupExploration<Kind>]) -> String {
    var text = "digraph \(quoted(Kind.descriptor.id)) {\n"
    text += "  rankdir=LR;\n  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=10];\n"
    text += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
    for (number, exploration) in explorations.enumerated() {
      text += cluster(exploration, number: number)
    }
    return text + "}\n"
  }

  private static func cluster<Kind: InspectablePopupKind>(_ exploration: PopupExploration<Kind>, number: Int)
    -> String
  {
    var nodes: [String: Int] = [:]
    var names: [String] = []
    func node(_ name: String) -> Int {
      if let known = nodes[name] { return known }
      nodes[name] = names.count
      names.append(name)
      return names.count - 1
    }
    let stateNodes = exploration.states.indices.map { node(exploration.shortName(of: $0)) }
    let outside = exploration.transitions.contains { $0.to == nil } ? node("outside the bounds") : nil
    var edgeOrder: [Pair] = []
    var edgeLines: [Pair: [String]] = [:]
    for transition in exploration.transitions {
      let pair = Pair(
        from: stateNodes[transition.from], to: transition.to.map { stateNodes[$0] } ?? outside ?? 0)
      guard pair.from != pair.to else { continue }
      let line = PopupScript.line(for: transition.step, of: Kind.self)
      if edgeLines[pair] == nil { edgeOrder.append(pair) }
      if !(edgeLines[pair, default: []].contains(line)) { edgeLines[pair, default: []].append(line) }
    }
    let prefix = "s\(number)_"
    var text = "  subgraph \(quoted("cluster_\(number)")) {\n"
    text += "    label=\(quoted("\(Kind.descriptor.id): \(exploration.sample.name)"));\n"
    for (index, name) in names.enumerated() {
      let style = index == outside ? ", style=dashed" : index == 0 ? ", penwidth=2" : ""
      text += "    \(prefix)\(index) [label=\(quoted(name))\(style)];\n"
    }
    for pair in edgeOrder {
      let lines = edgeLines[pair] ?? []
      var label = lines.prefix(linesPerEdge).joined(separator: "\n")
      if lines.count > linesPerEdge { label += "\n+\(lines.count - linesPerEdge) more" }
      text += "    \(prefix)\(pair.from) -> \(prefix)\(pair.to) [label=\(quoted(label))];\n"
    }
    return text + "  }\n"
  }

  private struct Pair: Hashable {
    var from: Int
    var to: Int
  }

  /// A Graphviz string: in double quotes, with `\` and `"` escaped and newlines as `\n`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
