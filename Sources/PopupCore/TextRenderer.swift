/// Draws a ``RenderNode`` tree as a box-drawn block of text of a given width.
///
/// Cards are boxes with rounded corners; in ASCII mode they are drawn with `+ - |` and every
/// other character outside ASCII prints as `?`, so the output is plain ASCII. Words wrap; a
/// word longer than the line is broken. Widths are display columns (see ``DisplayWidth``), and
/// every line of a box has exactly the box's width, whatever the text. The same tree and width
/// always give the same text.
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
  let glyphs: Glyphs

  /// Creates a renderer. A width outside ``widthRange`` is clamped into it.
  public init(width: Int = TextRenderer.defaultWidth, ascii: Bool = false) {
    self.width = min(max(width, Self.widthRange.lowerBound), Self.widthRange.upperBound)
    self.isASCII = ascii
    self.glyphs = ascii ? .ascii : .unicode
  }

  /// The tree drawn as lines joined by newlines, without a final newline. Lines outside a
  /// box carry no trailing spaces.
  public func render(_ node: RenderNode) -> String {
    lines(of: node).joined(separator: "\n")
  }

  /// The tree drawn as lines, without trailing spaces outside boxes.
  public func lines(of node: RenderNode) -> [String] {
    layout(node, width: width).map { $0.trimmingTrailingSpaces() }
  }

  /// Lays a node out in lines of exactly `width` columns each.
  func layout(_ node: RenderNode, width: Int) -> [String] {
    guard width > 0 else { return [] }
    switch node {
    case .card(let style, let children):
      return card(style: style, children: children, width: width)
    case .vstack(let children):
      return children.flatMap { layout($0, width: width) }
    case .hstack(let children):
      return row(children, width: width)
    case .text(let text, _):
      return wrap(text, width: width).map { pad($0, to: width, centered: true) }
    case .field(let label, let text, let placeholder, let error, _):
      return field(label: label, text: text, placeholder: placeholder, error: error, width: width)
    case .toggle, .progress, .countdown(_, _, .bar), .divider:
      return wrap(inline(node, width: width) ?? "", width: width).map { pad($0, to: width, centered: false) }
    case .icon, .badge, .button, .stars, .countdown(_, _, .ring), .arrow:
      return wrap(inline(node, width: width) ?? "", width: width).map { pad($0, to: width, centered: true) }
    }
  }

  /// Lays children side by side when they fit on one line, else one above the other.
  private func row(_ children: [RenderNode], width: Int) -> [String] {
    let pieces = children.map { inline($0, width: width) }
    if pieces.allSatisfy({ $0 != nil }) {
      let line = pieces.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "  ")
      if DisplayWidth.of(line) <= width { return [pad(line, to: width, centered: true)] }
    }
    return children.flatMap { layout($0, width: width) }
  }

  private func card(style: PopupStyle, children: [RenderNode], width: Int) -> [String] {
    let g = glyphs
    guard width >= 5 else { return children.flatMap { layout($0, width: width) } }
    let inner = width - 4
    var title = ""
    if style != .standard {
      let label = " \(style.rawValue) "
      if DisplayWidth.of(label) + 3 <= width - 2 { title = g.horizontal + label }
    }
    let top =
      g.topLeft + title
      + String.repeating(g.horizontal, width - 2 - DisplayWidth.of(title)) + g.topRight
    let bottom = g.bottomLeft + String.repeating(g.horizontal, width - 2) + g.bottomRight
    let body = children.flatMap { layout($0, width: inner) }.map { "\(g.vertical) \($0) \(g.vertical)" }
    return [top] + body + [bottom]
  }

  private func field(label: String, text: String, placeholder: String, error: String?, width: Int)
    -> [String]
  {
    let g = glyphs
    var lines = wrap(label, width: width).map { pad($0, to: width, centered: false) }
    let shown = text.isEmpty ? placeholder : text
    if width >= 4 {
      let inner = width - 2
      lines.append(g.fieldTopLeft + String.repeating(g.fieldHorizontal, inner) + g.fieldTopRight)
      let content = wrap(shown, width: inner)
      lines += (content.isEmpty ? [""] : content).map {
        g.fieldVertical + pad($0, to: inner, centered: false) + g.fieldVertical
      }
      lines.append(
        g.fieldBottomLeft + String.repeating(g.fieldHorizontal, inner) + g.fieldBottomRight)
    } else {
      lines += wrap(shown, width: width).map { pad($0, to: width, centered: false) }
    }
    if let error {
      lines += wrap("\(g.error) \(error)", width: width).map { pad($0, to: width, centered: false) }
    }
    return lines
  }

  /// A node drawn on one line, or `nil` for nodes that never sit in a row.
  private func inline(_ node: RenderNode, width: Int) -> String? {
    let g = glyphs
    switch node {
    case .text(let text, _):
      let cleaned = clean(text)
      return cleaned.contains("\n") ? nil : cleaned
    case .icon(let symbol):
      return g.iconOpen + clean(symbol) + g.iconClose
    case .badge(let text):
      return g.badgeOpen + clean(text) + g.badgeClose
    case .button(let title, let role, _, _, let isEnabled):
      let title = clean(title)
      guard isEnabled else { return "-[ \(title) ]-" }
      switch role {
      case .primary: return "[[ \(title) ]]"
      case .normal: return "[ \(title) ]"
      case .destructive: return "[ \(g.destructive) \(title) ]"
      case .cancel: return "( \(title) )"
      }
    case .stars(let filled, let count, _, _):
      let count = min(max(count, 0), 50)
      let filled = min(max(filled, 0), count)
      let stars =
        Array(repeating: g.starFilled, count: filled) + Array(repeating: g.starEmpty, count: count - filled)
      return stars.joined(separator: " ")
    case .toggle(let label, let isOn, let isLocked, _):
      return (isOn ? "[x] " : "[ ] ") + clean(label) + (isLocked ? " (always on)" : "")
    case .progress(let fraction, _):
      guard let fraction, fraction.isFinite else {
        return "[" + String.repeating(g.indeterminate, max(width - 6, 1)) + "] " + g.ellipsis
      }
      let clamped = min(max(fraction, 0), 1)
      let label = " \(Int(clamped * 100))%"
      return bar(fraction: clamped, width: width - DisplayWidth.of(label)) + label
    case .countdown(let remaining, let fraction, let style):
      let label = Self.seconds(remaining)
      switch style {
      case .ring: return g.ring(fraction) + " " + label
      case .bar: return bar(fraction: fraction, width: width - label.count - 1) + " " + label
      }
    case .divider:
      return String.repeating(g.horizontal, width)
    case .arrow(let direction, let label):
      let glyph = direction == .up ? g.arrowUp : g.arrowDown
      return label.isEmpty ? glyph : "\(glyph) \(clean(label))"
    case .card, .vstack, .hstack, .field:
      return nil
    }
  }

  /// `[████░░░░]` filling `fraction` of a bar `width` columns wide, brackets included.
  private func bar(fraction: Double, width: Int) -> String {
    let cells = max(width - 2, 1)
    let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let filled = Int((fraction * Double(cells)).rounded(.up))
    return "[" + String.repeating(glyphs.barFilled, filled)
      + String.repeating(glyphs.barEmpty, cells - filled) + "]"
  }

  /// Time left as a person reads it: rounded up to a tenth of a second, `3.2s`.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = max(duration, .zero).components
    let tenths = seconds * 10 + (attoseconds + 99_999_999_999_999_999) / 100_000_000_000_000_000
    return "\(tenths / 10).\(tenths % 10)s"
  }
}
