import PopupCore

extension RenderNode {
  /// The points a content-size estimate counts with, at the default text size. They are
  /// generous on purpose (a 16 pt system font averages under 9 pt a character): an
  /// estimated box may be a little roomy, never too small for what it holds.
  public enum EstimateMetrics {
    /// Points per character of a text, by role.
    public static func characterWidth(_ role: TextRole) -> Double {
      switch role {
      case .title: 10.5
      case .body: 9.2
      case .caption: 7.8
      }
    }

    /// The height of a line of text, by role.
    public static func lineHeight(_ role: TextRole) -> Double {
      switch role {
      case .title: 24
      case .body: 22
      case .caption: 19
      }
    }

    /// The space between a card's edge and its content, across and down.
    public static let cardPadding = (horizontal: 16.0, vertical: 13.0)
    /// The space between the children of a stack.
    public static let spacing = 8.0
    /// The narrowest a content estimate makes a popup.
    public static let minimumWidth = 200.0
    /// The side of a close control drawn as a symbol in a card's top trailing corner: the
    /// content keeps clear of it across, and it adds nothing down.
    public static let closeControlSide = 28.0
  }

  /// The size the tree needs, estimated from its texts and controls, for a host that has
  /// measured nothing: as wide as its longest line wants, between
  /// ``EstimateMetrics/minimumWidth`` and `maxWidth`, and as tall as its lines wrap at that
  /// width. Texts count characters (``EstimateMetrics/characterWidth(_:)``) and lines
  /// (``EstimateMetrics/lineHeight(_:)``), scaled by `textScale`; controls have fixed sizes.
  ///
  /// A host that can measure its own views passes their size to
  /// ``PopupSession/frame(at:contentSize:)`` instead.
  ///
  /// - Complexity: O(*n*) in the tree's nodes and characters.
  public func estimatedSize(maxWidth: Double, textScale: Double = 1) -> PopupSize {
    let scale = textScale.isFinite && textScale > 0 ? min(textScale, 10) : 1
    let ceiling = maxWidth.isFinite ? max(maxWidth, 1) : 1
    let floor = min(EstimateMetrics.minimumWidth, ceiling)
    let width = min(max(naturalWidth(scale), floor), ceiling)
    return PopupSize(width: width, height: max(height(atWidth: width, scale), 1))
  }

  /// The width the tree cannot be drawn narrower than: its hosted views' own widths, with the
  /// cards' padding and the stacks' spacing around them (texts wrap, so they add nothing). A
  /// popup placed narrower than this is shrunk: the host scrolls or clips the hosted view.
  public var rigidWidth: Double {
    switch self {
    case .hosted(_, _, let size): return Self.hostedLength(size.width)
    case .card(_, let children):
      let widest = children.map(\.rigidWidth).max() ?? 0
      return widest > 0 ? widest + 2 * EstimateMetrics.cardPadding.horizontal : 0
    case .vstack(let children): return children.map(\.rigidWidth).max() ?? 0
    case .hstack(let children):
      let widths = children.map(\.rigidWidth).filter { $0 > 0 }
      return widths.reduce(0, +) + EstimateMetrics.spacing * Double(max(widths.count - 1, 0))
    case .modal(let content), .tappable(let content, _, _): return content.rigidWidth
    default: return 0
    }
  }

  /// The width the node takes on one line.
  private func naturalWidth(_ scale: Double) -> Double {
    let spacing = EstimateMetrics.spacing
    switch self {
    case .card(_, let children):
      // A close control sits in the top trailing corner, beside the content, not above it.
      let corner = children.contains(where: \.isCloseControl) ? EstimateMetrics.closeControlSide : 0
      return (children.map { $0.naturalWidth(scale) }.max() ?? 0) + 2 * EstimateMetrics.cardPadding.horizontal
        + corner
    case .vstack(let children), .scroll(let children, _, _):
      return children.map { $0.naturalWidth(scale) }.max() ?? 0
    case .modal(let content), .tappable(let content, _, _): return content.naturalWidth(scale)
    case .hstack(let children):
      let widths = children.map { $0.naturalWidth(scale) }
      return widths.reduce(0, +) + spacing * Double(max(widths.count - 1, 0))
    case .text(let text, let role): return Self.textWidth(text, role, scale)
    // A symbol is drawn as a glyph about a line high, whatever its name.
    case .icon: return 28 * scale
    case .badge(let text): return Double(text.count) * 8 * scale + 20
    case .button(_, .close, _, _, _): return 0
    case .button(let title, _, _, _, _): return Self.textWidth(title, .body, scale) + 28
    case .iconButton: return 44 * scale
    case .hosted(_, _, let size): return Self.hostedLength(size.width)
    case .field(let label, let text, let placeholder, _, _, _):
      return max(
        240, Self.textWidth(label, .caption, scale), Self.textWidth(text + placeholder, .body, scale))
    case .toggle(let label, _, _, _): return Self.textWidth(label, .body, scale) + 56
    case .stars(_, let count, _, _, _): return Double(min(max(count, 0), 50)) * 34 * scale
    case .progress, .countdown(_, _, .bar, _), .particles, .gradient, .image: return 220
    case .countdown(_, _, .ring, _): return 110 * scale
    case .divider: return 0
    case .arrow(_, let label): return Self.textWidth(label, .caption, scale) + 24
    case .grabber: return 36
    case .more(_, let label): return Self.textWidth(label, .caption, scale) + 16
    }
  }

  /// The height the node takes when laid out `width` points wide.
  private func height(atWidth width: Double, _ scale: Double) -> Double {
    let spacing = EstimateMetrics.spacing
    let width = max(width, 1)
    func stacked(_ children: [RenderNode], _ width: Double) -> Double {
      let heights = children.map { $0.height(atWidth: width, scale) }.filter { $0 > 0 }
      return heights.reduce(0, +) + spacing * Double(max(heights.count - 1, 0))
    }
    switch self {
    case .card(_, let children):
      let padding = EstimateMetrics.cardPadding
      return stacked(children, width - 2 * padding.horizontal) + 2 * padding.vertical
    case .vstack(let children): return stacked(children, width)
    case .scroll(let children, let first, let visible):
      // As tall as the rows in view: the rest scroll.
      let first = min(max(first, 0), children.count)
      return stacked(Array(children[first..<first + min(max(visible, 0), children.count - first)]), width)
    case .modal(let content), .tappable(let content, _, _): return content.height(atWidth: width, scale)
    case .hstack(let children):
      // Laid out as a wrapping row: each line as tall as its tallest child. Children are
      // counted a tenth wider than their text, so a row wraps here no later than on screen.
      var total = 0.0
      var lineWidth = 0.0
      var lineHeight = 0.0
      for child in children {
        let childWidth = min(child.naturalWidth(scale) * 1.1, width)
        if lineWidth > 0 && lineWidth + spacing + childWidth > width {
          total += lineHeight + spacing
          lineWidth = 0
          lineHeight = 0
        }
        lineWidth += (lineWidth > 0 ? spacing : 0) + childWidth
        lineHeight = max(lineHeight, child.height(atWidth: childWidth, scale))
      }
      return total + lineHeight
    case .text(let text, let role): return Self.textHeight(text, role, width, scale)
    case .icon, .badge: return 24 * scale
    case .button(_, .close, _, _, _): return 0
    case .button(let title, _, _, _, _): return Self.textHeight(title, .body, width - 28, scale) + 14
    case .iconButton: return 44 * scale
    case .hosted(_, _, let size): return Self.hostedLength(size.height)
    case .field(let label, _, _, let error, _, _):
      let errorHeight = error.map { Self.textHeight($0, .caption, width - 8, scale) + 4 } ?? 0
      return Self.textHeight(label, .caption, width, scale) + 4 + 40 * scale + errorHeight
    case .toggle(let label, _, _, _): return max(Self.textHeight(label, .body, width - 56, scale), 32)
    case .stars: return 40 * scale
    case .progress: return 22 * scale
    case .countdown: return 26 * scale
    case .divider: return 3
    case .particles(_, let rows): return Double(min(max(rows, 1), 12)) * 20 * scale
    case .gradient: return 96
    case .image: return 120
    case .arrow(_, let label): return Self.textHeight(label, .caption, width - 24, scale)
    case .grabber: return 5
    case .more(_, let label): return Self.textHeight(label, .caption, width - 16, scale)
    }
  }

  /// Whether the node is a close control, which a host draws in the card's corner.
  var isCloseControl: Bool {
    if case .button(_, .close, _, _, _) = self { true } else { false }
  }

  /// A hosted view's side as it asked for it: the app's own size, not scaled by text, and
  /// 0 when it is negative or not finite (a host measures such a view itself).
  private static func hostedLength(_ length: Double) -> Double {
    length.isFinite ? min(max(length, 0), PopupScreen.maximumSide) : 0
  }

  private static func textWidth(_ text: String, _ role: TextRole, _ scale: Double) -> Double {
    var longest = 0
    forEachLineLength(of: text) { longest = max(longest, $0) }
    return Double(longest) * EstimateMetrics.characterWidth(role) * scale
  }

  /// Lines wrap a tenth early, as words do not break where characters would.
  private static func textHeight(_ text: String, _ role: TextRole, _ width: Double, _ scale: Double) -> Double
  {
    let perLine = max(max(width, 1) / (EstimateMetrics.characterWidth(role) * scale * 1.1), 1)
    var lines = 0.0
    forEachLineLength(of: text) { lines += max((Double($0) / perLine).rounded(.up), 1) }
    return lines * EstimateMetrics.lineHeight(role) * scale
  }

  /// The length of each line of a text, in the characters an estimate counts, read from its
  /// UTF-8 in one pass: a scalar from U+1000 on (CJK, emoji) counts two, as it is drawn about
  /// twice as wide, every other scalar one (a combining mark too: generous, never short).
  ///
  /// - Complexity: O(*n*) in the text's UTF-8 bytes, with no allocation.
  static func forEachLineLength(of text: String, _ body: (Int) -> Void) {
    var length = 0
    for byte in text.utf8 {
      if byte == 0x0A {
        body(length)
        length = 0
      } else if byte >= 0xE1 {
        length += 2
      } else if byte & 0xC0 != 0x80 {
        length += 1
      }
    }
    body(length)
  }
}
