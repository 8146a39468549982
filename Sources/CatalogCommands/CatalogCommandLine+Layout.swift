import PopupCore

extension CatalogCommandLine {
  /// `catalog layout --screen <WxH> --size <WxH> [--position <p>] [--safe-area <t,l,b,r>]
  /// [--keyboard <h>] [--anchor <x,y,w,h>] [--ascii]`
  func layout(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.layoutSpec
    guard let parsed = try parse(arguments, spec, positionals: 0...0) else { return help(for: spec) }
    guard let screenText = parsed.values["--screen"] else {
      throw .usage(
        .missingArgument("--screen <WxH>", help: "the screen's size in points, as in 390x844."), command: spec
      )
    }
    guard let sizeText = parsed.values["--size"] else {
      throw .usage(
        .missingArgument("--size <WxH>", help: "the popup's size in points, as in 300x200."), command: spec)
    }
    var screen = PopupScreen(size: try Self.size(screenText, option: "--screen", spec))
    if let text = parsed.values["--safe-area"] {
      let values = try Self.numbers(text, count: 4, option: "--safe-area", example: "59,0,34,0", spec)
      screen.safeArea = PopupInsets(
        top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }
    if let text = parsed.values["--keyboard"] {
      screen.keyboardHeight = try Self.numbers(text, count: 1, option: "--keyboard", example: "336", spec)[0]
    }
    let size = try Self.size(sizeText, option: "--size", spec)
    let drawing = ScreenDrawing(screen: screen, ascii: parsed.flags.contains("--ascii"))
    var text =
      "screen \(screenText), safe area \(screen.safeArea), keyboard \(screen.keyboardHeight.popupShort)\n"
    if let anchorText = parsed.values["--anchor"] {
      if parsed.values["--position"] != nil {
        throw .usage(.conflictingOptions("--position", "--anchor"), command: spec)
      }
      let values = try Self.numbers(anchorText, count: 4, option: "--anchor", example: "20,60,44,44", spec)
      let anchor = PopupRect(x: values[0], y: values[1], width: values[2], height: values[3])
      do throws(PopupLayoutError) {
        try PopupLayout.validate(size, on: screen)
      } catch {
        throw .usage(.layout(error), command: spec)
      }
      switch PopupPopover.place(size, at: anchor, on: screen) {
      case .sheet:
        text += "popover \(sizeText) on \(anchor): no side has room, so a sheet from the bottom\n"
        return text + drawing.draw(popup: nil, anchor: anchor, arrow: nil)
      case .popover(let frame, let edge, let arrow):
        text += "popover \(sizeText) \(edge.placementWord) the anchor \(anchor)\n"
        text +=
          "frame: \(frame)\narrow: tip at \(arrow.x.popupShort), \(arrow.y.popupShort), pointing \(Self.pointing(edge))\n"
        return text + drawing.draw(popup: frame, anchor: anchor, arrow: (arrow, edge))
      }
    }
    let options = try Self.options(position: parsed.values["--position"] ?? "center", spec)
    let layout: PopupLayout
    do throws(PopupLayoutError) {
      layout = try PopupLayout(size: size, on: screen, options: options)
    } catch {
      throw .usage(.layout(error), command: spec)
    }
    text += "popup \(sizeText), \(parsed.values["--position"] ?? "center")\n"
    text += "frame: \(layout.frame)\(layout.isShrunk ? " (shrunk to fit)" : "")\n"
    text += "enters from: \(layout.enterFrame)\nexits to: \(layout.exitFrame)\n"
    return text + drawing.draw(popup: layout.frame, anchor: nil, arrow: nil)
  }

  /// The options for a `--position` name.
  static func options(position: String, _ spec: CommandSpec) throws(CommandError) -> PopupPresentationOptions
  {
    let floaters: [(String, PopupPresentationOptions.Position)] = [
      ("top-leading", .topLeading), ("top-trailing", .topTrailing), ("leading", .leading),
      ("trailing", .trailing),
      ("bottom-leading", .bottomLeading), ("bottom-trailing", .bottomTrailing),
    ]
    switch position {
    case "center": return .card
    case "top": return .toast(.top)
    case "bottom": return .toast(.bottom)
    default:
      guard let floater = floaters.first(where: { $0.0 == position }) else {
        throw .usage(
          .invalidValue(
            option: "--position", value: position,
            expected: "center, top, bottom, " + floaters.map(\.0).joined(separator: ", ")), command: spec)
      }
      return .floater(floater.1)
    }
  }

  /// `390x844` as a size.
  static func size(_ text: String, option: String, _ spec: CommandSpec) throws(CommandError) -> PopupSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
      throw .usage(
        .invalidValue(option: option, value: text, expected: "<width>x<height> in points, as in 390x844"),
        command: spec)
    }
    return PopupSize(width: width, height: height)
  }

  /// `59,0,34,0` as numbers, exactly `count` of them.
  static func numbers(_ text: String, count: Int, option: String, example: String, _ spec: CommandSpec)
    throws(CommandError) -> [Double]
  {
    let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    guard values.count == count, values.allSatisfy({ $0 != nil }) else {
      let what = count == 1 ? "a number of points" : "\(count) numbers separated by commas"
      throw .usage(
        .invalidValue(option: option, value: text, expected: "\(what), as in \(example)"), command: spec)
    }
    return values.compactMap { $0 }
  }

  static func pointing(_ edge: PopupEdge) -> String {
    switch edge {
    case .bottom: "up"
    case .top: "down"
    case .leading: "right"
    case .trailing: "left"
    }
  }
}

/// A screen drawn small: 10 points a column, 20 a row, at most 60 columns.
struct ScreenDrawing {
  var screen: PopupScreen
  var ascii: Bool

  /// Points per column and per row.
  var scale: (x: Double, y: Double) {
    let x = max(10, screen.size.width / 60)
    return (x, x * 2)
  }

  var columns: Int { max(Int((screen.size.width / scale.x).rounded()), 1) }
  var rows: Int { max(Int((screen.size.height / scale.y).rounded()), 1) }

  /// The grid, each cell one character.
  func draw(popup: PopupRect?, anchor: PopupRect?, arrow: (PopupPoint, PopupEdge)?) -> String {
    framed(grid(popup: popup, anchor: anchor, arrow: arrow))
  }

  /// The screen's cells, a character each, with the popup, anchor and arrow marked.
  private func grid(popup: PopupRect?, anchor: PopupRect?, arrow: (PopupPoint, PopupEdge)?) -> [[String]] {
    let (outside, keyboard, filled) = ascii ? (".", "=", "#") : ("░", "▓", "█")
    var grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    let safe = screen.safeFrame
    let keyboardTop = screen.size.height - screen.keyboardHeight
    for row in 0..<rows {
      for column in 0..<columns {
        let point = PopupPoint(x: (Double(column) + 0.5) * scale.x, y: (Double(row) + 0.5) * scale.y)
        if screen.keyboardHeight > 0 && point.y >= keyboardTop {
          grid[row][column] = keyboard
        } else if !safe.contains(point) {
          grid[row][column] = outside
        }
      }
    }
    if let anchor { fill(&grid, anchor, with: "A") }
    if let popup { fill(&grid, popup, with: filled) }
    if let (tip, edge) = arrow {
      let glyph = ["^", "v", "<", ">"][
        [PopupEdge.bottom, .top, .trailing, .leading].firstIndex(of: edge) ?? 0]
      let column = min(max(Int(tip.x / scale.x), 0), columns - 1)
      let row = min(max(Int(tip.y / scale.y), 0), rows - 1)
      grid[row][column] = glyph
    }
    return grid
  }

  /// Rows of cells inside a border, a line each.
  private func framed(_ grid: [[String]]) -> String {
    let (corner, across, down) = ascii ? ("+", "-", "|") : ("┼", "─", "│")
    let border = corner + String(repeating: across, count: columns) + corner + "\n"
    return border + grid.map { down + $0.joined() + down + "\n" }.joined() + border
  }

  /// A popup's text render placed on the screen by its presentation options: the drawing
  /// with the popup's own lines where its frame falls, each column `scale.x` points.
  func place(_ tree: RenderNode, options: PopupPresentationOptions, renderer: TextRenderer)
    throws(PopupLayoutError)
    -> String
  {
    var width = min(renderer.width, max(columns - 2, TextRenderer.widthRange.lowerBound))
    var lines = TextRenderer(width: width, ascii: ascii).lines(of: tree)
    var layout = try PopupLayout(size: size(width, lines), on: screen, options: options)
    let fitting = Int(layout.frame.width / scale.x)
    if fitting < width && fitting >= TextRenderer.widthRange.lowerBound {
      // Narrower than asked: draw again at the width the screen leaves.
      width = fitting
      lines = TextRenderer(width: width, ascii: ascii).lines(of: tree)
      layout = try PopupLayout(size: size(width, lines), on: screen, options: options)
    }
    let text = "frame: \(layout.frame)\(layout.isShrunk ? " (shrunk to fit)" : "")\n"
    var grid = grid(popup: nil, anchor: nil, arrow: nil)
    let firstRow = Int(layout.frame.minY / scale.y)
    let column = Int(layout.frame.minX / scale.x)
    for (offset, line) in lines.enumerated() where firstRow + offset < rows {
      let end = min(column + width, columns)
      guard column < end else { continue }
      let padded = line + String(repeating: " ", count: max(width - DisplayWidth.of(line), 0))
      grid[firstRow + offset].replaceSubrange(column..<end, with: [padded])
    }
    return text + framed(grid)
  }

  /// The size in points of text `width` columns wide.
  private func size(_ width: Int, _ lines: [String]) -> PopupSize {
    PopupSize(width: Double(width) * scale.x, height: Double(max(lines.count, 1)) * scale.y)
  }

  /// Marks the cells whose centers fall inside a rectangle (at least one cell for a tiny one).
  private func fill(_ grid: inout [[String]], _ rect: PopupRect, with glyph: String) {
    guard rect.isValid, !rect.isEmpty else { return }
    let first = (column: Int(rect.minX / scale.x), row: Int(rect.minY / scale.y))
    let last = (
      column: max(Int((rect.maxX / scale.x).rounded(.up)) - 1, first.column),
      row: max(Int((rect.maxY / scale.y).rounded(.up)) - 1, first.row)
    )
    for row in max(first.row, 0)...min(last.row, rows - 1) where row <= last.row {
      for column in max(first.column, 0)...min(last.column, columns - 1) { grid[row][column] = glyph }
    }
  }
}
