import PopupCore
import PopupPresentation
import PopupSupport
import PopupTextRendering

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
    if let text = parsed.values["--safe-area"] { screen.safeArea = try Self.safeArea(text, spec) }
    if let text = parsed.values["--keyboard"] {
      screen.keyboardHeight = try Self.numbers(text, count: 1, option: "--keyboard", example: "336", spec)[0]
    }
    let size = try Self.size(sizeText, option: "--size", spec)
    let drawing = ScreenDrawing(screen: screen, ascii: parsed.flags.contains("--ascii"))
    var text =
      "screen \(screenText), safe area \(screen.safeArea), keyboard \(screen.keyboardHeight.popupShort)\n"
    if let anchorText = parsed.values["--anchor"] {
      if parsed.values["--position"] != nil {
        throw .usage(.conflictingOptions("--position", or: "--anchor"), command: spec)
      }
      let anchor = try Self.anchor(anchorText, option: "--anchor", spec)
      do throws(PopupLayoutError) {
        try PopupLayout.validate(size, on: screen)
      } catch {
        throw .usage(.layout(error), command: spec)
      }
      // Placed as `show --popover` and `PopupPresentationOptions.popover(at:)` place it: shrunk
      // on the roomiest side before it becomes a sheet.
      switch PopupPopover.place(size, at: anchor, on: screen, fallback: .shrink) {
      case .sheet:
        let reason: PopupFrame.Placement.PopoverFallback =
          PopupPopover.visiblePart(of: anchor, on: screen) == nil ? .anchorOffScreen : .noRoom
        text += "popover \(sizeText) on \(anchor): \(reason.explanation), so a sheet from the bottom\n"
        return text + drawing.draw(popup: nil, anchor: anchor, arrow: nil)
      case .popover(let frame, let edge, let tip):
        let arrow = PopupFrame.Arrow(tip: tip, side: edge)
        text += "popover \(sizeText) \(edge.placementWord) the anchor \(anchor)\n"
        let shrunk = frame.width < size.width || frame.height < size.height ? " (shrunk to fit)" : ""
        text +=
          "frame: \(frame)\(shrunk)\narrow: tip at \(tip.x.popupShort), \(tip.y.popupShort), pointing \(arrow.pointing.rawValue)\n"
        return text + drawing.draw(popup: frame, anchor: anchor, arrow: arrow)
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
    case "island": return .island
    default:
      guard let floater = floaters.first(where: { $0.0 == position }) else {
        throw .usage(
          .invalidValue(
            option: "--position", value: position,
            expected: "center, top, bottom, island, " + floaters.map(\.0).joined(separator: ", ")),
          command: spec)
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

  /// `--safe-area 59,0,34,0`: top, leading, bottom and trailing insets.
  static func safeArea(_ text: String, _ spec: CommandSpec) throws(CommandError) -> PopupInsets {
    let values = try numbers(text, count: 4, option: "--safe-area", example: "59,0,34,0", spec)
    return PopupInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
  }

  /// `59,0,34,0` as finite numbers, exactly `count` of them.
  static func numbers(_ text: String, count: Int, option: String, example: String, _ spec: CommandSpec)
    throws(CommandError) -> [Double]
  {
    let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    guard values.count == count, values.allSatisfy({ $0?.isFinite == true }) else {
      let what = count == 1 ? "a finite number of points" : "\(count) finite numbers separated by commas"
      throw .usage(
        .invalidValue(option: option, value: text, expected: "\(what), as in \(example)"), command: spec)
    }
    return values.compactMap { $0 }
  }
}

/// A screen drawn small: 10 points a column (more on wide screens, so at most 60 columns), 20
/// a row. Total: any screen that can be laid out on and any rectangle, however far off screen,
/// draw without trapping; what lies off screen is not drawn.
struct ScreenDrawing {
  var screen: PopupScreen
  var ascii: Bool

  /// The most columns and rows a drawing has.
  static let maximumCells = 200

  /// Points per column and per row.
  var scale: (x: Double, y: Double) {
    let x = max(10, screen.size.width / 60)
    // A screen too tall for the rows at 2 columns' points each takes taller rows, so all of
    // it is drawn, and a small popup near its bottom still fills a cell.
    return (x, max(x * 2, screen.size.height / Double(Self.maximumCells)))
  }

  var columns: Int { Self.cells(screen.size.width / scale.x) }
  var rows: Int { Self.cells(screen.size.height / scale.y) }

  /// A count of cells, at least 1 and at most ``maximumCells``, for any number.
  static func cells(_ value: Double) -> Int {
    guard value.isFinite else { return 1 }
    return Int(min(max(value.rounded(), 1), Double(maximumCells)))
  }

  /// The cell a coordinate falls in, `-1` before the first and `count` past the last.
  static func cell(_ value: Double, scale: Double, count: Int) -> Int {
    let index = value / scale
    guard index.isFinite else { return index > 0 ? count : -1 }
    return Int(min(max(index.rounded(.down), -1), Double(count)))
  }

  /// The grid, each cell one character.
  func draw(popup: PopupRect?, anchor: PopupRect?, arrow: PopupFrame.Arrow?) -> String {
    framed(grid(popup: popup, anchor: anchor, arrow: arrow))
  }

  /// The screen's cells, a character each, with the popup, anchor and arrow marked.
  private func grid(popup: PopupRect?, anchor: PopupRect?, arrow: PopupFrame.Arrow?) -> [[String]] {
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
    if let arrow { mark(&grid, arrow) }
    return grid
  }

  /// The arrow's glyph at its tip, when the tip is on screen.
  private func mark(_ grid: inout [[String]], _ arrow: PopupFrame.Arrow) {
    let glyph =
      switch arrow.pointing {
      case .up: "^"
      case .down: "v"
      case .left: "<"
      case .right: ">"
      }
    let column = Self.cell(arrow.tip.x, scale: scale.x, count: columns)
    let row = Self.cell(arrow.tip.y, scale: scale.y, count: rows)
    guard (0..<columns).contains(column), (0..<rows).contains(row) else { return }
    grid[row][column] = glyph
  }

  /// Rows of cells inside a border, a line each.
  private func framed(_ grid: [[String]]) -> String {
    let (corner, across, down) = ascii ? ("+", "-", "|") : ("┼", "─", "│")
    let border = corner + String(repeating: across, count: columns) + corner + "\n"
    return border + grid.map { down + $0.joined() + down + "\n" }.joined() + border
  }

  /// A frame drawn on the screen: its popup's text render where its frame falls (cut at its
  /// frame and at the screen), its anchor, arrow and spotlight, and what else it says in a
  /// few lines above the drawing.
  func draw(_ frame: PopupFrame, renderer: TextRenderer) -> String {
    let placement = frame.placement
    let width = max(min(Int((placement.frame.width / scale.x).rounded(.down)), renderer.width), 0)
    let lines =
      width >= TextRenderer.widthRange.lowerBound
      ? TextRenderer(width: width, ascii: ascii, rightToLeft: renderer.isRightToLeft).lines(of: frame.content)
      : []
    var grid = grid(popup: nil, anchor: nil, arrow: nil)
    if let spotlight = placement.spotlight { fill(&grid, spotlight, with: " ") }
    if let anchor = placement.anchor { fill(&grid, anchor, with: "A") }
    fill(&grid, placement.frame, with: ascii ? "#" : "█")
    let firstRow = Self.cell(placement.frame.minY, scale: scale.y, count: rows)
    let lastRow = Self.cell(placement.frame.maxY - 0.001, scale: scale.y, count: rows)
    let firstColumn = Self.cell(placement.frame.minX, scale: scale.x, count: columns)
    for (offset, line) in lines.enumerated() {
      let row = firstRow + offset
      guard row <= lastRow, (0..<rows).contains(row) else { continue }
      for (index, character) in line.enumerated() {
        let column = firstColumn + index
        guard (0..<columns).contains(column), index < width else { continue }
        // Wide characters take two cells: drawn as one, with a space, to keep the grid square.
        grid[row][column] = DisplayWidth.of(String(character)) == 1 ? String(character) : "?"
      }
    }
    if let arrow = placement.arrow { mark(&grid, arrow) }
    return frame.summaryLines.joined(separator: "\n") + "\n" + framed(grid)
  }

  /// Marks the cells whose centers fall inside a rectangle (at least one cell for a tiny one);
  /// the part off screen is not drawn.
  private func fill(_ grid: inout [[String]], _ rect: PopupRect, with glyph: String) {
    guard rect.isValid, !rect.isEmpty else { return }
    let first = (
      column: max(Self.cell(rect.minX, scale: scale.x, count: columns), 0),
      row: max(Self.cell(rect.minY, scale: scale.y, count: rows), 0)
    )
    let last = (
      column: min(Self.cell(rect.maxX - 0.001, scale: scale.x, count: columns), columns - 1),
      row: min(Self.cell(rect.maxY - 0.001, scale: scale.y, count: rows), rows - 1)
    )
    guard first.column <= last.column, first.row <= last.row else { return }
    for row in first.row...last.row {
      for column in first.column...last.column { grid[row][column] = glyph }
    }
  }
}

extension CatalogCommandLine {
  /// An anchor's frame as `x,y,w,h`, as `--anchor` and `--popover` take it: anywhere on or
  /// off the screen is an anchor; a negative size is none.
  static func anchor(_ text: String, option: String, _ spec: CommandSpec) throws(CommandError) -> PopupRect {
    let values = try numbers(text, count: 4, option: option, example: "20,60,44,44", spec)
    let anchor = PopupRect(x: values[0], y: values[1], width: values[2], height: values[3])
    guard anchor.width >= 0, anchor.height >= 0 else {
      throw .usage(
        .invalidValue(
          option: option, value: text, expected: "x,y,w,h with a width and a height of 0 or more"),
        command: spec)
    }
    return anchor
  }
}
