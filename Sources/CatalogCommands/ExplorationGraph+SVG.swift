import PopupSupport

extension ExplorationGraph {
  /// The graph as an SVG drawing the gallery embeds, laid out by `catalog gallery` itself (no
  /// script library, no Graphviz): one column per depth, the nodes of a depth in the order
  /// first reached, each edge a curve from one node's right side to another's left, its script
  /// lines in a tooltip. Each node links to `href(node)` and carries `data-node`.
  func svg(title: String, href: (Int) -> String?) -> String {
    let rowHeight = 34.0
    let columnGap = 56.0
    let margin = 12.0
    let columns = Dictionary(grouping: nodes.indices, by: { nodes[$0].depth }).sorted { $0.key < $1.key }
    var box: [Int: (x: Double, y: Double, width: Double)] = [:]
    var x = margin
    var height = 0.0
    for (_, members) in columns {
      let width = members.map { Self.width(of: nodes[$0].name) }.max() ?? 0
      for (row, index) in members.enumerated() {
        box[index] = (x, margin + Double(row) * rowHeight, width)
      }
      height = max(height, margin * 2 + Double(members.count) * rowHeight)
      x += width + columnGap
    }
    let width = x - columnGap + margin
    var text = """
      <svg xmlns="http://www.w3.org/2000/svg" class="state-graph" role="group" \
      aria-label="\(title.htmlEscaped)" width="\(width.popupShort)" height="\(height.popupShort)" \
      viewBox="0 0 \(width.popupShort) \(height.popupShort)">


      """
    for edge in edges {
      guard let from = box[edge.from], let to = box[edge.to] else { continue }
      let start = (x: from.x + from.width, y: from.y + 12)
      let end = (x: to.x, y: to.y + 12)
      let bend = max(abs(end.x - start.x) / 2, 30)
      let path =
        "M\(start.x.popupShort),\(start.y.popupShort) C\((start.x + bend).popupShort),\(start.y.popupShort) "
        + "\((end.x - bend).popupShort),\(end.y.popupShort) \(end.x.popupShort),\(end.y.popupShort)"
      // Every edge comes into its node from the left: its head points right.
      let head =
        "\(end.x.popupShort),\(end.y.popupShort) \((end.x - 7).popupShort),\((end.y - 4).popupShort) "
        + "\((end.x - 7).popupShort),\((end.y + 4).popupShort)"
      text += """
        <g class="edge"><title>\(label(of: edge).htmlEscaped)</title><path d="\(path)"/><polygon points="\(head)"/></g>

        """
    }
    for (index, node) in nodes.enumerated() {
      guard let at = box[index] else { continue }
      let shape = """
        <rect x="\(at.x.popupShort)" y="\(at.y.popupShort)" width="\(at.width.popupShort)" height="24" rx="6"/>\
        <text x="\((at.x + 8).popupShort)" y="\((at.y + 16).popupShort)">\(node.name.htmlEscaped)</text>
        """
      let classes = "node" + (node.isOutside ? " outside" : "") + (index == 0 ? " start" : "")
      if let link = href(index) {
        text += "<a href=\"\(link.htmlEscaped)\" class=\"\(classes)\" data-node=\"\(index)\">\(shape)</a>\n"
      } else {
        text += "<g class=\"\(classes)\" data-node=\"\(index)\">\(shape)</g>\n"
      }
    }
    return text + "</svg>"
  }

  /// About how wide a node's name is drawn at 11 px, with its padding.
  private static func width(of name: String) -> Double {
    Double(name.count) * 6.4 + 16
  }
}
