import PopupCore
import PopupSupport

/// Draws a `RenderNode` tree as a box-drawn block of text of a given width.
///
/// Cards are boxes with rounded corners; in ASCII mode they are drawn with `+ - |` and every
/// other character outside ASCII prints as `?`, so the output is plain ASCII. Words wrap; a
/// word longer than the line is broken. Widths are display columns (see ``DisplayWidth``), and
/// every line of a box has exactly the box's width, whatever the text. The same tree and width
/// always give the same text. Values out of range are clamped: a fraction into 0...1, a row
/// of stars to at most 50, a field of particles to at most 12 rows, and a particle outside
/// its field is not drawn.
///
/// ```swift
/// let text = TextRenderer(width: 44).render(RatingPrompt.render(state, now: .zero))
/// ```
public struct TextRenderer: Hashable, Sendable {
  /// The widths a renderer accepts, in columns.
  public static let widthRange = 20...200
  /// The width used when none is given.
  public static let defaultWidth = 44

  /// The width of the block, in columns.
  public let width: Int
  /// Whether only ASCII characters are printed.
  public let isASCII: Bool
  /// Whether the layout is mirrored for a right-to-left language: rows run from the right,
  /// flush text sits on the right, bars fill from the right, and a glyph that leads a label
  /// follows it. Text itself stays in logical order: terminals apply the bidirectional
  /// algorithm to it.
  public let isRightToLeft: Bool
  let glyphs: Glyphs
  /// The confetti glyphs' UTF-8 bytes, each glyph one column wide.
  let confettiBytes: [[UInt8]]

  /// Creates a renderer. A width outside ``widthRange`` is clamped into it.
  public init(width: Int = TextRenderer.defaultWidth, ascii: Bool = false, rightToLeft: Bool = false) {
    self.width = min(max(width, Self.widthRange.lowerBound), Self.widthRange.upperBound)
    self.isASCII = ascii
    self.isRightToLeft = rightToLeft
    self.glyphs = ascii ? .ascii : .unicode
    self.confettiBytes = glyphs.confetti.map { Array(String($0).utf8) }
  }

  /// The tree drawn as lines joined by newlines, without a final newline. Lines outside a
  /// box carry no trailing spaces.
  public func render(_ node: RenderNode) -> String {
    draw(node).text
  }

  /// The tree drawn as lines, without trailing spaces outside boxes.
  public func lines(of node: RenderNode) -> [String] {
    draw(node).lines
  }

  /// Draws a tree on a fresh canvas.
  func draw(_ node: RenderNode) -> Canvas {
    var canvas = Canvas(capacity: width * 24, rightToLeft: isRightToLeft)
    layout(node, width: width, on: &canvas)
    return canvas
  }

  /// Lays a node out in lines of exactly `width` columns each.
  func layout(_ node: RenderNode, width: Int, on canvas: inout Canvas) {
    guard width > 0 else { return }
    switch node {
    case .card(let style, let children):
      card(style: style, children: children, width: width, on: &canvas)
    case .vstack(let children):
      for child in children { layout(child, width: width, on: &canvas) }
    case .modal(let content), .tappable(let content, _, _):
      layout(content, width: width, on: &canvas)
    case .hstack(let children):
      row(children, width: width, on: &canvas)
    case .text(let text, _):
      paragraph(text, width: width, centered: true, on: &canvas)
    case .field(let label, let text, let placeholder, let error, _, let isSecure):
      let shown = isSecure ? String(repeating: "•", count: text.count) : text
      field(label: label, text: shown, placeholder: placeholder, error: error, width: width, on: &canvas)
    case .countdown(let remaining, let fraction, .bar, _):
      // Drawn straight onto the canvas: a bar is the widest thing most toasts draw.
      let label = " " + Self.seconds(remaining)
      let (filled, cells) = barCells(fraction: fraction, width: width - label.utf8.count)
      if cells + 2 + label.utf8.count <= width {
        canvas.bar(
          filled: filled, cells: cells, full: glyphs.barFilled, empty: glyphs.barEmpty, label: label,
          width: width)
      } else {
        paragraph(inline(node, width: width) ?? "", width: width, centered: false, on: &canvas)
      }
    case .particles(let particles, let rows):
      particleField(particles, rows: rows, width: width, on: &canvas)
    case .scroll(let rows, let first, let visible):
      // The rows in view, with how many are scrolled past above and wait below.
      let first = min(max(first, 0), rows.count)
      let last = first + min(max(visible, 0), rows.count - first)
      if first > 0 {
        paragraph(glyphs.scrolledUp + " " + String(first), width: width, centered: true, on: &canvas)
      }
      for row in rows[first..<last] { layout(row, width: width, on: &canvas) }
      if last < rows.count {
        paragraph(
          glyphs.scrolledDown + " " + String(rows.count - last), width: width, centered: true, on: &canvas)
      }
    case .toggle, .progress, .divider:
      paragraph(inline(node, width: width) ?? "", width: width, centered: false, on: &canvas)
    case .icon, .badge, .button, .iconButton, .stars, .countdown(_, _, .ring, _), .arrow, .gradient, .image,
      .hosted, .grabber, .more:
      paragraph(inline(node, width: width) ?? "", width: width, centered: true, on: &canvas)
    }
  }

  /// A field of `rows` lines (at most 12) with each particle drawn where it is, the glyph
  /// picked by its colour; particles outside the field are not drawn, and a later particle
  /// on the same cell wins. Deterministic: the same particles give the same lines.
  private func particleField(_ particles: [PopupParticle], rows: Int, width: Int, on canvas: inout Canvas) {
    let rows = min(max(rows, 0), 12)
    guard rows > 0 else { return }
    // One cell per column, each a glyph's index or -1 for a space: the glyphs are one column
    // wide, so a line is written as bytes with no measuring.
    var cells = [Int](repeating: -1, count: rows * width)
    let count = confettiBytes.count
    for particle in particles where particle.x.isFinite && particle.y.isFinite {
      guard (0...1).contains(particle.x), (0...1).contains(particle.y) else { continue }
      let across = min(Int(particle.x * Double(width)), width - 1)
      let column = isRightToLeft ? width - 1 - across : across
      let row = min(Int(particle.y * Double(rows)), rows - 1)
      cells[row * width + column] = ((particle.colorIndex % count) + count) % count
    }
    for row in 0..<rows { canvas.cells(cells[(row * width)..<((row + 1) * width)], glyphs: confettiBytes) }
  }

  /// Text wrapped to the width, each line padded to it.
  private func paragraph(_ text: String, width: Int, centered: Bool, on canvas: inout Canvas) {
    if let columns = columnsIfPlainLine(text), columns <= width {
      return canvas.padded(text, width: width, centered: centered, columns: columns)
    }
    // Printable ASCII goes from the text's bytes to the canvas with no strings in between.
    let drawn = Self.forEachPrintableASCIILine(text, width: width) { line in
      canvas.padded(bytes: line, width: width, centered: centered)
    }
    if drawn { return }
    for (line, columns) in wrapMeasured(text, width: width) {
      canvas.padded(line, width: width, centered: centered, columns: columns)
    }
  }

  /// Lays children side by side when they fit on one line, else one above the other.
  private func row(_ children: [RenderNode], width: Int, on canvas: inout Canvas) {
    // Pieces two spaces apart on one centered line when they all fit; measured piece by piece
    // and drawn straight from them, without joining them into a line first.
    var pieces: [String] = []
    pieces.reserveCapacity(children.count)
    var columns = 0
    var allInline = true
    for child in children {
      guard let piece = inline(child, width: width) else {
        allInline = false
        break
      }
      guard !piece.isEmpty else { continue }
      columns += DisplayWidth.of(piece) + (pieces.isEmpty ? 0 : 2)
      pieces.append(piece)
    }
    if allInline && columns <= width {
      if isRightToLeft { pieces.reverse() }
      canvas.padded(pieces: pieces, separatedBy: 2, width: width, centered: true, columns: columns)
      return
    }
    for child in children { layout(child, width: width, on: &canvas) }
  }

  /// Two pieces of one line a space apart in reading order: `lead` first left to right, last
  /// right to left.
  private func ordered(_ lead: String, _ rest: String) -> String {
    isRightToLeft ? rest + " " + lead : lead + " " + rest
  }

  private func card(style: PopupStyle, children: [RenderNode], width: Int, on canvas: inout Canvas) {
    let g = glyphs
    guard width >= 5 else {
      for child in children { layout(child, width: width, on: &canvas) }
      return
    }
    // A style's name is plain ASCII: its columns are its bytes.
    let title = style.rawValue
    if style != .standard && title.utf8.count + 2 + 3 <= width - 2 {
      canvas.titledRule(g.topLeft, g.horizontal, title: title, width - 2 - (title.utf8.count + 3), g.topRight)
    } else {
      canvas.rule(g.topLeft, g.horizontal, width - 2, g.topRight)
    }
    canvas.withMargins(left: g.vertical + " ", right: " " + g.vertical) { inside in
      for child in children { layout(child, width: width - 4, on: &inside) }
    }
    canvas.rule(g.bottomLeft, g.horizontal, width - 2, g.bottomRight)
  }

  private func field(
    label: String, text: String, placeholder: String, error: String?, width: Int, on canvas: inout Canvas
  ) {
    let g = glyphs
    paragraph(label, width: width, centered: false, on: &canvas)
    let shown = text.isEmpty ? placeholder : text
    if width >= 4 {
      let inner = width - 2
      canvas.rule(g.fieldTopLeft, g.fieldHorizontal, inner, g.fieldTopRight)
      canvas.withMargins(left: g.fieldVertical, right: g.fieldVertical) { inside in
        let content = wrapMeasured(shown, width: inner)
        for (line, columns) in content.isEmpty ? [("", 0)] : content {
          inside.padded(line, width: inner, centered: false, columns: columns)
        }
      }
      canvas.rule(g.fieldBottomLeft, g.fieldHorizontal, inner, g.fieldBottomRight)
    } else {
      paragraph(shown, width: width, centered: false, on: &canvas)
    }
    if let error { paragraph(ordered(g.error, error), width: width, centered: false, on: &canvas) }
  }

  /// A node drawn on one line, or `nil` for nodes that never sit in a row.
  private func inline(_ node: RenderNode, width: Int) -> String? {
    let g = glyphs
    switch node {
    case .text(let text, _):
      let cleaned = clean(text)
      return cleaned.utf8.contains(0x0A) ? nil : cleaned
    case .icon(let symbol):
      return g.iconOpen + cleanLine(symbol) + g.iconClose
    case .badge(let text):
      return g.badgeOpen + cleanLine(text) + g.badgeClose
    case .gradient(let colors):
      // Media drawn as what it is: its colours in order, between shades.
      let names = colors.map(cleanLine).joined(separator: isASCII ? " -> " : " → ")
      return ordered(isASCII ? "~~" : "░▒▓", names + (isASCII ? " ~~" : " ▓▒░"))
    case .image(let name, let alt):
      return ordered(g.iconOpen + cleanLine(name) + g.iconClose, cleanLine(alt))
    case .button(let title, let role, _, _, let isEnabled):
      let title = cleanLine(title)
      guard isEnabled else { return "-[ \(title) ]-" }
      switch role {
      case .primary: return "[[ \(title) ]]"
      case .normal: return "[ \(title) ]"
      case .destructive: return "[ \(g.destructive) \(title) ]"
      case .cancel: return "( \(title) )"
      case .close: return "( \(g.close) \(title) )"
      }
    case .iconButton(let symbol, _, _):
      return "[ " + g.iconOpen + cleanLine(symbol) + g.iconClose + " ]"
    case .hosted(let id, _, _):
      // The app draws the view; text shows where it goes and which it is.
      return "[view: " + cleanLine(id) + "]"
    case .stars(let filled, let count, _, _, _):
      let count = min(max(count, 0), 50)
      let filled = min(max(filled, 0), count)
      let stars =
        Array(repeating: g.starFilled, count: filled) + Array(repeating: g.starEmpty, count: count - filled)
      return (isRightToLeft ? stars.reversed() : stars).joined(separator: " ")
    case .toggle(let label, let isOn, let isLocked, _):
      return ordered(isOn ? "[x]" : "[ ]", cleanLine(label) + (isLocked ? " (always on)" : ""))
    case .progress(let fraction, _):
      guard let fraction, fraction.isFinite else {
        return ordered("[" + String.repeating(g.indeterminate, max(width - 6, 1)) + "]", g.ellipsis)
      }
      let clamped = min(max(fraction, 0), 1)
      let label = String(Int(clamped * 100)) + "%"
      return ordered(bar(fraction: clamped, width: width - 1 - DisplayWidth.of(label)), label)
    case .countdown(let remaining, let fraction, let style, _):
      let label = Self.seconds(remaining)
      switch style {
      case .ring: return ordered(g.ring(fraction), label)
      case .bar: return ordered(bar(fraction: fraction, width: width - label.count - 1), label)
      }
    case .divider:
      return String.repeating(g.horizontal, width)
    case .arrow(let direction, let label):
      let glyph = direction == .up ? g.arrowUp : g.arrowDown
      return label.isEmpty ? glyph : ordered(glyph, cleanLine(label))
    case .grabber:
      return String.repeating(g.horizontal, 3)
    case .more(_, let label):
      return cleanLine(label)
    case .card, .vstack, .hstack, .modal, .field, .particles, .tappable, .scroll:
      return nil
    }
  }

  /// `[████░░░░]` filling `fraction` of a bar `width` columns wide, brackets included; from
  /// the right, `[░░░░████]`, right to left.
  private func bar(fraction: Double, width: Int) -> String {
    let (filled, cells) = barCells(fraction: fraction, width: width)
    let full = String.repeating(glyphs.barFilled, filled)
    let empty = String.repeating(glyphs.barEmpty, cells - filled)
    return "[" + (isRightToLeft ? empty + full : full + empty) + "]"
  }

  /// How many cells a bar `width` columns wide has between its brackets, and how many of them
  /// a fraction fills (rounded up, so a sliver left still shows).
  private func barCells(fraction: Double, width: Int) -> (filled: Int, cells: Int) {
    let cells = max(width - 2, 1)
    let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    return (Int((fraction * Double(cells)).rounded(.up)), cells)
  }

  /// Time left as a person reads it: rounded up to a tenth of a second, `3.2s`.
  package static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = max(duration, .zero).components
    let tenths = seconds * 10 + (attoseconds + 99_999_999_999_999_999) / 100_000_000_000_000_000
    return String(popupTenths: Int(tenths), keepsZeroFraction: true, suffix: 0x73)
  }
}
