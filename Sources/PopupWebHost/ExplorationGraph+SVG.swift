import PopupSupport

extension ExplorationGraph {
  /// The graph as an SVG drawing the gallery embeds, laid out by `catalog gallery` itself (no
  /// script library, no Graphviz): one column per depth, the nodes of a depth in the order
  /// first reached. An edge to a later column is a curve from one node's right side to the
  /// other's left; an edge within a column an arc out to the column's right and back; an edge
  /// back to an earlier column a line over the top, crossing no node: out of its node's right
  /// side, up beside the column, along a lane of its own above every node, down beside the
  /// earlier column and into its node's left side; an edge that skips a column the same way
  /// under the bottom. Each is
  /// labelled with its first script line (shortened where long), all of them in its tooltip;
  /// a label sits at its curve's middle, moved up or down off the nodes and the labels placed
  /// before it, and the drawing's box holds every label.
  ///
  /// The drawing is one image (`role="img"`, named by `title`): nothing in it is focusable.
  /// Each node carries `data-node`, and `data-href` when `href(node)` names an address for it,
  /// for a pointer to open; the keyboard reaches the same states another way (the page's list
  /// of states).
  func svg(title: String, href: (Int) -> String?) -> String {
    let rowHeight = 40.0
    let nodeHeight = 24.0
    let margin = 12.0
    // The gap before a column holds a label across, with room either side.
    let columnGap = Self.labelWidth(of: String(repeating: "m", count: Self.labelCharacters + 1)) + 24
    let columns = Dictionary(grouping: nodes.indices, by: { nodes[$0].depth }).sorted { $0.key < $1.key }
    var column: [Int: Int] = [:]
    var box: [Int: Box] = [:]
    var taken: [Box] = []
    var edgeText = ""
    func draw(_ edge: Edge, path: String, head: String, label: Box) {
      taken.append(label)
      edgeText += """
        <g class="edge"><title>\(self.label(of: edge).htmlEscaped)</title><path d="\(path)"/><polygon points="\(head)"/>\
        <text class="edge-label" x="\((label.x + label.width / 2).popupShort)" \
        y="\((label.y + Self.labelHeight - 3).popupShort)" text-anchor="middle">\(Self.shortLabel(of: edge).htmlEscaped)</text></g>

        """
    }
    func labelBox(centredAt x: Double, _ y: Double, for edge: Edge) -> Box {
      let width = Self.labelWidth(of: Self.shortLabel(of: edge))
      return Self.place(
        Box(x: x - width / 2, y: y - Self.labelHeight / 2, width: width, height: Self.labelHeight),
        clearOf: taken)
    }
    // Column by column: its nodes, then the arcs between them, whose labels push the next
    // column to the right.
    var x = margin
    for (position, (_, members)) in columns.enumerated() {
      let width = members.map { Self.width(of: nodes[$0].name) }.max() ?? 0
      for (row, index) in members.enumerated() {
        let at = Box(x: x, y: margin + Double(row) * rowHeight, width: width, height: nodeHeight)
        column[index] = position
        box[index] = at
        taken.append(at)
      }
      let right = x + width
      var laneEnd = right
      for edge in edges where column[edge.from] == position && column[edge.to] == position {
        guard let from = box[edge.from], let to = box[edge.to] else { continue }
        let (startY, endY) = (from.y + nodeHeight / 2, to.y + nodeHeight / 2)
        let bulge = 18 + abs(endY - startY) * 0.3
        let path =
          "M\(right.popupShort),\(startY.popupShort) C\((right + bulge).popupShort),\(startY.popupShort) "
          + "\((right + bulge).popupShort),\(endY.popupShort) \(right.popupShort),\(endY.popupShort)"
        // Into the node's right side: the head points left.
        let head =
          "\(right.popupShort),\(endY.popupShort) \((right + 7).popupShort),\((endY - 4).popupShort) "
          + "\((right + 7).popupShort),\((endY + 4).popupShort)"
        let labelWidth = Self.labelWidth(of: Self.shortLabel(of: edge))
        let label = labelBox(centredAt: right + bulge * 0.75 + labelWidth / 2, (startY + endY) / 2, for: edge)
        draw(edge, path: path, head: head, label: label)
        laneEnd = max(laneEnd, label.x + label.width)
      }
      x = laneEnd + columnGap
    }
    // An edge to the next column is a curve across the gap. One that skips a column, or goes
    // back to an earlier one, takes a lane of its own under or over every node (`detour`).
    let nodesBottom = box.values.map { $0.y + $0.height }.max() ?? margin
    var (backLanes, skipLanes) = (0, 0)
    var leftmost = margin
    func detour(_ edge: Edge, from: Box, to: Box, lane: Double) {
      // Each detour turns a little further out than the one before (20 apart, then again from
      // the first), so no two run together and none reaches the next column, 140 points away.
      let out = 8 + Double((backLanes + skipLanes - 1) % 20) * 5
      let start = (x: from.x + from.width, y: from.y + nodeHeight / 2)
      let end = (x: to.x, y: to.y + nodeHeight / 2)
      let (turn, land) = (start.x + out, end.x - out)
      let (v, h) = (lane < start.y ? -1.0 : 1.0, land < turn ? -1.0 : 1.0)  // towards the lane, along it
      let corner = 6.0
      leftmost = min(leftmost, land)
      func point(_ x: Double, _ y: Double) -> String { "\(x.popupShort),\(y.popupShort)" }
      // Straight lines with rounded corners: right, to the lane, along it, back, right.
      let path = [
        "M\(point(start.x, start.y))",
        "L\(point(turn - corner, start.y)) Q\(point(turn, start.y)) \(point(turn, start.y + v * corner))",
        "L\(point(turn, lane - v * corner)) Q\(point(turn, lane)) \(point(turn + h * corner, lane))",
        "L\(point(land - h * corner, lane)) Q\(point(land, lane)) \(point(land, lane - v * corner))",
        "L\(point(land, end.y + v * corner)) Q\(point(land, end.y)) \(point(land + corner, end.y))",
        "L\(point(end.x, end.y))",
      ].joined(separator: " ")
      // Into the node's left side: the head points right.
      let head = "\(point(end.x, end.y)) \(point(end.x - 7, end.y - 4)) \(point(end.x - 7, end.y + 4))"
      // At the lane's middle, on the side away from the nodes.
      let labelY = lane + v * (Self.labelHeight / 2 + 2)
      draw(edge, path: path, head: head, label: labelBox(centredAt: (turn + land) / 2, labelY, for: edge))
    }
    for edge in edges where column[edge.from] != column[edge.to] {
      guard let from = box[edge.from], let to = box[edge.to], let a = column[edge.from],
        let b = column[edge.to]
      else {
        continue
      }
      if b < a {
        backLanes += 1
        detour(edge, from: from, to: to, lane: Self.backLaneY(backLanes, margin: margin))
        continue
      }
      if b > a + 1 {
        skipLanes += 1
        detour(edge, from: from, to: to, lane: Self.skipLaneY(skipLanes, below: nodesBottom))
        continue
      }
      let start = (x: from.x + from.width, y: from.y + nodeHeight / 2)
      let end = (x: to.x, y: to.y + nodeHeight / 2)
      let bend = max(abs(end.x - start.x) / 2, 30)
      let path =
        "M\(start.x.popupShort),\(start.y.popupShort) C\((start.x + bend).popupShort),\(start.y.popupShort) "
        + "\((end.x - bend).popupShort),\(end.y.popupShort) \(end.x.popupShort),\(end.y.popupShort)"
      // Into the node's left side: the head points right.
      let head =
        "\(end.x.popupShort),\(end.y.popupShort) \((end.x - 7).popupShort),\((end.y - 4).popupShort) "
        + "\((end.x - 7).popupShort),\((end.y + 4).popupShort)"
      draw(
        edge, path: path, head: head,
        label: labelBox(centredAt: (start.x + end.x) / 2, (start.y + end.y) / 2, for: edge))
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
    // The view holds every node, label and lane with a margin round them: none is clipped.
    let left = min(taken.map(\.x).min() ?? 0, leftmost) - margin
    let top = min((taken.map(\.y).min() ?? 0), Self.backLaneY(backLanes, margin: margin)) - margin
    let width = (taken.map { $0.x + $0.width }.max() ?? 0) + margin - left
    let lowest = skipLanes > 0 ? Self.skipLaneY(skipLanes, below: nodesBottom) : nodesBottom
    let height = max(taken.map { $0.y + $0.height }.max() ?? 0, lowest) + margin - top
    return """
      <svg xmlns="http://www.w3.org/2000/svg" class="state-graph" role="img" \
      aria-label="\(title.htmlEscaped)" width="\(width.popupShort)" height="\(height.popupShort)" \
      viewBox="\(left.popupShort) \(top.popupShort) \(width.popupShort) \(height.popupShort)">

      """ + edgeText + nodeText + "</svg>"
  }

  /// The height of the `number`th lane (from 1) of the edges back to an earlier column, above
  /// the nodes, which start at `margin`: far enough apart for a label above each.
  static func backLaneY(_ number: Int, margin: Double) -> Double {
    margin - 16 - Double(number) * 18
  }

  /// The height of the `number`th lane (from 1) of the edges that skip a column, below the
  /// nodes, which end at `nodesBottom`: as far apart as the lanes above, a label below each.
  static func skipLaneY(_ number: Int, below nodesBottom: Double) -> Double {
    nodesBottom + 16 + Double(number - 1) * 18
  }

  /// The most characters of a line an edge's label shows before an ellipsis.
  static let labelCharacters = 18

  /// An edge's label on the drawing: its first line, shortened with an ellipsis past
  /// ``labelCharacters``, and how many lines more (`star 2 +1`).
  static func shortLabel(of edge: Edge) -> String {
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
  static let labelHeight = 13.0

  /// `label` where it is, or the nearest place where it overlaps none of `taken`: first a line
  /// or two up or down, or a label's width or two to the right (so it stays by its curve),
  /// then a line at a time further up or down (where it is when none within 40 lines is free).
  private static func place(_ label: Box, clearOf taken: [Box]) -> Box {
    let near = (0...2).flatMap { across in
      [0, -1, 1, -2, 2].map { (across: Double(across), down: Double($0)) }
    }
    let far = (3...40).flatMap { [(across: 0.0, down: Double(-$0)), (across: 0.0, down: Double($0))] }
    for shift in near + far {
      var moved = label
      moved.x += shift.across * (label.width + 4)
      moved.y += shift.down * labelHeight
      if !taken.contains(where: moved.overlaps) { return moved }
    }
    return label
  }

  /// About how wide a node's name is drawn at 11 px, with its padding.
  private static func width(of name: String) -> Double {
    Double(name.count) * 6.4 + 16
  }

  /// About how wide a label is drawn at 10 px, with a little room.
  static func labelWidth(of text: String) -> Double {
    Double(text.count) * 5.8 + 6
  }
}
