import PopupSupport

extension ExplorationGraph {
  /// The graph as an SVG drawing the gallery embeds, laid out by `catalog gallery` itself (no
  /// script library, no Graphviz): one column per depth, the nodes of a depth in the order
  /// first reached, each edge a curve from one node's right side to another's left, labelled
  /// with its first script line (shortened where long) and all of them in its tooltip.
  ///
  /// The drawing is one image (`role="img"`, named by `title`): nothing in it is focusable.
  /// Each node carries `data-node`, and `data-href` when `href(node)` names an address for it,
  /// for a pointer to open; the keyboard reaches the same states another way (the page's list
  /// of states).
  func svg(title: String, href: (Int) -> String?) -> String {
    let rowHeight = 40.0
    let nodeHeight = 24.0
    let margin = 12.0
    // The gap between columns holds an edge's label across, with room either side.
    let columnGap = Self.labelWidth(of: String(repeating: "m", count: Self.labelCharacters + 1)) + 24
    let columns = Dictionary(grouping: nodes.indices, by: { nodes[$0].depth }).sorted { $0.key < $1.key }
    var box: [Int: Box] = [:]
    var x = margin
    for (_, members) in columns {
      let width = members.map { Self.width(of: nodes[$0].name) }.max() ?? 0
      for (row, index) in members.enumerated() {
        box[index] = Box(x: x, y: margin + Double(row) * rowHeight, width: width, height: nodeHeight)
      }
      x += width + columnGap
    }
    // Each label at its curve's midpoint, moved up or down a line at a time off the nodes and
    // the labels placed before it.
    var taken = Array(box.values)
    var edgeText = ""
    for edge in edges {
      guard let from = box[edge.from], let to = box[edge.to] else { continue }
      let start = (x: from.x + from.width, y: from.y + nodeHeight / 2)
      let end = (x: to.x, y: to.y + nodeHeight / 2)
      let bend = max(abs(end.x - start.x) / 2, 30)
      let path =
        "M\(start.x.popupShort),\(start.y.popupShort) C\((start.x + bend).popupShort),\(start.y.popupShort) "
        + "\((end.x - bend).popupShort),\(end.y.popupShort) \(end.x.popupShort),\(end.y.popupShort)"
      // Every edge comes into its node from the left: its head points right.
      let head =
        "\(end.x.popupShort),\(end.y.popupShort) \((end.x - 7).popupShort),\((end.y - 4).popupShort) "
        + "\((end.x - 7).popupShort),\((end.y + 4).popupShort)"
      let text = shortLabel(of: edge)
      let label = Self.place(
        Box(
          x: (start.x + end.x) / 2 - Self.labelWidth(of: text) / 2, y: (start.y + end.y) / 2 - Self.labelHeight / 2,
          width: Self.labelWidth(of: text), height: Self.labelHeight),
        clearOf: taken)
      taken.append(label)
      edgeText += """
        <g class="edge"><title>\(self.label(of: edge).htmlEscaped)</title><path d="\(path)"/><polygon points="\(head)"/>\
        <text class="edge-label" x="\((label.x + label.width / 2).popupShort)" \
        y="\((label.y + Self.labelHeight - 3).popupShort)" text-anchor="middle">\(text.htmlEscaped)</text></g>

        """
    }
    var nodeText = ""
    for (index, node) in nodes.enumerated() {
      guard let at = box[index] else { continue }
      let classes = "node" + (node.isOutside ? " outside" : "") + (index == 0 ? " start" : "")
      let link = href(index).map { " data-href=\"\($0.htmlEscaped)\"" } ?? ""
      nodeText += """
        <g class="\(classes)" data-node="\(index)"\(link)>\
        <rect x="\(at.x.popupShort)" y="\(at.y.popupShort)" width="\(at.width.popupShort)" height="\(nodeHeight.popupShort)" rx="6"/>\
        <text x="\((at.x + 8).popupShort)" y="\((at.y + 16).popupShort)">\(node.name.htmlEscaped)</text></g>

        """
    }
    // The view holds every node and label with a margin round them: none is clipped.
    let left = (taken.map(\.x).min() ?? 0) - margin
    let top = min((taken.map(\.y).min() ?? 0) - margin, 0)
    let width = (taken.map { $0.x + $0.width }.max() ?? 0) + margin - left
    let height = (taken.map { $0.y + $0.height }.max() ?? 0) + margin - top
    return """
      <svg xmlns="http://www.w3.org/2000/svg" class="state-graph" role="img" \
      aria-label="\(title.htmlEscaped)" width="\(width.popupShort)" height="\(height.popupShort)" \
      viewBox="\(left.popupShort) \(top.popupShort) \(width.popupShort) \(height.popupShort)">

      """ + edgeText + nodeText + "</svg>"
  }

  /// The most characters of a line an edge's label shows before an ellipsis.
  static let labelCharacters = 18

  /// An edge's label on the drawing: its first line, shortened with an ellipsis past
  /// ``labelCharacters``, and how many lines more (`star 2 +1`).
  func shortLabel(of edge: Edge) -> String {
    let first = edge.lines.first ?? ""
    let short =
      first.count > Self.labelCharacters ? String(first.prefix(Self.labelCharacters - 1)) + "…" : first
    return edge.lines.count > 1 ? "\(short) +\(edge.lines.count - 1)" : short
  }

  /// A box on the drawing: a node or an edge's label.
  private struct Box {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    func overlaps(_ other: Box) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
  }

  /// How tall a label's line is, at 10 px.
  private static let labelHeight = 13.0

  /// `label` where it is, or the nearest place a line at a time up or down where it overlaps
  /// none of `taken` (where it is when none within 40 lines is free).
  private static func place(_ label: Box, clearOf taken: [Box]) -> Box {
    for shift in 0..<80 {
      var moved = label
      moved.y += Double((shift + 1) / 2) * (shift % 2 == 0 ? 1 : -1) * labelHeight
      if !taken.contains(where: moved.overlaps) { return moved }
    }
    return label
  }

  /// About how wide a node's name is drawn at 11 px, with its padding.
  private static func width(of name: String) -> Double {
    Double(name.count) * 6.4 + 16
  }

  /// About how wide a label is drawn at 10 px, with a little room.
  private static func labelWidth(of text: String) -> Double {
    Double(text.count) * 5.8 + 6
  }
}
