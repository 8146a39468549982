import PopupCatalog
import PopupCore
import PopupSupport

/// An exploration abstracted so a person can read it: one node per short name, so states that
/// differ only in hold, settings or time are one node; one edge per pair of nodes, with the
/// script lines that lead from one to the other. Steps that keep the short name are left out;
/// steps that leave the bounds lead to one node of their own. `catalog explore --dot` prints
/// it for Graphviz; the gallery draws it as SVG.
package struct ExplorationGraph {
  /// A node: its short name and the depth of the first state that has it.
  struct Node {
    var name: String
    var depth: Int
    /// Whether it stands for the steps that leave the bounds.
    var isOutside = false
  }

  /// An edge between two nodes, by index, with its script lines in the order first taken.
  struct Edge {
    var from: Int
    var to: Int
    var lines: [String]
  }

  /// The most script lines an edge shows.
  static let linesPerEdge = 3

  /// The nodes, the start's first.
  var nodes: [Node] = []
  /// The edges, in the order first taken.
  var edges: [Edge] = []
  /// The node of each explored state, by the state's index.
  var nodeOfState: [Int] = []

  /// A graph of these nodes and edges, as drawn; the start is the first node.
  init(nodes: [Node], edges: [Edge]) {
    self.nodes = nodes
    self.edges = edges
  }

  /// The graph of an exploration.
  init<Kind: InspectablePopupKind>(_ exploration: PopupExploration<Kind>) {
    var byName: [String: Int] = [:]
    func node(_ name: String, depth: Int, isOutside: Bool = false) -> Int {
      if let known = byName[name] { return known }
      byName[name] = nodes.count
      nodes.append(Node(name: name, depth: depth, isOutside: isOutside))
      return nodes.count - 1
    }
    nodeOfState = exploration.states.indices.map {
      node(exploration.shortName(of: $0), depth: exploration.states[$0].depth)
    }
    let deepest = exploration.states.last?.depth ?? 0
    let outside =
      exploration.transitions.contains { $0.to == nil }
      ? node("outside the bounds", depth: deepest + 1, isOutside: true) : nil
    var edgeIndex: [Pair: Int] = [:]
    for transition in exploration.transitions {
      let to = transition.to.map { nodeOfState[$0] } ?? outside ?? 0
      let pair = Pair(from: nodeOfState[transition.from], to: to)
      guard pair.from != pair.to else { continue }
      let line = PopupScript.line(for: transition.step, of: Kind.self)
      if let known = edgeIndex[pair] {
        if !edges[known].lines.contains(line) { edges[known].lines.append(line) }
      } else {
        edgeIndex[pair] = edges.count
        edges.append(Edge(from: pair.from, to: pair.to, lines: [line]))
      }
    }
  }

  /// An edge's label: its first lines, then how many more.
  func label(of edge: Edge) -> String {
    var label = edge.lines.prefix(Self.linesPerEdge).joined(separator: "\n")
    if edge.lines.count > Self.linesPerEdge { label += "\n+\(edge.lines.count - Self.linesPerEdge) more" }
    return label
  }

  private struct Pair: Hashable {
    var from: Int
    var to: Int
  }

  /// Explorations as one Graphviz graph, a cluster each.
  package static func dot<Kind: InspectablePopupKind>(_ explorations: [PopupExploration<Kind>]) -> String {
    var text = "digraph \(Kind.descriptor.id.popupQuoted) {\n"
    text += "  rankdir=LR;\n  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=10];\n"
    text += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
    for (number, exploration) in explorations.enumerated() {
      text += ExplorationGraph(exploration).cluster(
        number: number, title: "\(Kind.descriptor.id): \(exploration.sample.name)")
    }
    return text + "}\n"
  }

  private func cluster(number: Int, title: String) -> String {
    let prefix = "s\(number)_"
    var text = "  subgraph \("cluster_\(number)".popupQuoted) {\n"
    text += "    label=\(title.popupQuoted);\n"
    for (index, node) in nodes.enumerated() {
      let style = node.isOutside ? ", style=dashed" : index == 0 ? ", penwidth=2" : ""
      text += "    \(prefix)\(index) [label=\(node.name.popupQuoted)\(style)];\n"
    }
    for edge in edges {
      text += "    \(prefix)\(edge.from) -> \(prefix)\(edge.to) [label=\(label(of: edge).popupQuoted)];\n"
    }
    return text + "  }\n"
  }
}
