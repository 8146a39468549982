import PopupCore

extension RenderNode {
  /// The points a content-size estimate counts with, at the default text size. Texts are
  /// measured by their characters' advance widths in the reference web host's font (DejaVu
  /// Sans, the sans-serif font of a Linux browser; wider than Apple's system font) and a
  /// little more, so an estimated box is not too small for what it holds, and no roomier
  /// than a host's own text needs: a card hugs its content.
  public enum EstimateMetrics {
    /// Points per character of a text by role, for the scalars the advance tables do not hold
    /// (Greek, Cyrillic, anything past Latin): 0.66 em in the role's font, a little wider
    /// than most lowercase letters, and a twelfth more in a bold face; twice that from U+1000
    /// on (CJK, emoji), and nothing for a combining mark or a joiner.
    public static func characterWidth(_ role: TextRole) -> Double {
      fontSize(role) * 0.66
    }

    /// The size of a text's font by role, in points: what the ASCII advance widths scale by.
    public static func fontSize(_ role: TextRole) -> Double {
      switch role {
      case .title: 16.8
      case .body: 16
      case .caption: 13.6
      }
    }

    /// How much wider than the advance tables a text is counted: room for rounding (a
    /// browser's kerning draws a line a little narrower than its advances add up to).
    public static let advanceMargin = 1.01

    /// The advance widths of the printable ASCII characters, U+0020 to U+007E, in
    /// thousandths of an em: DejaVu Sans, rounded up.
    static let asciiAdvances: [UInt16] = [
      318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337,
      637, 637, 637, 637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 531,
      1000, 685, 687, 699, 771, 632, 576, 775, 752, 295, 295, 656, 558, 863, 749, 788,
      604, 788, 695, 635, 611, 732, 685, 989, 686, 611, 686, 391, 337, 391, 838, 500,
      500, 613, 635, 550, 635, 616, 353, 635, 634, 278, 278, 580, 278, 975, 634, 612,
      635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637, 337, 637, 838,
    ]

    /// ``asciiAdvances`` in DejaVu Sans Bold: titles, a field's label and a prominent
    /// button's title are drawn bold.
    static let boldASCIIAdvances: [UInt16] = [
      349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366,
      696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 581,
      1000, 774, 763, 734, 831, 684, 684, 821, 837, 373, 373, 775, 638, 996, 837, 851,
      733, 851, 771, 721, 683, 813, 774, 1104, 771, 725, 726, 458, 366, 458, 838, 500,
      500, 675, 716, 593, 716, 679, 436, 716, 712, 343, 343, 666, 343, 1042, 712, 688,
      716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712, 366, 712, 838,
    ]

    /// The advance widths of U+00A0 to U+02AF (Latin-1, Latin Extended-A and -B, IPA: the
    /// letters with marks of European languages and of pseudo-localised text), in thousandths
    /// of an em: DejaVu Sans, rounded up.
    static let latinAdvances: [UInt16] = [
      318, 401, 637, 637, 637, 637, 337, 500, 500, 1000, 472, 612, 838, 0, 1000, 500,
      500, 838, 401, 401, 500, 637, 637, 318, 500, 401, 472, 612, 970, 970, 970, 531,
      685, 685, 685, 685, 685, 685, 975, 699, 632, 632, 632, 632, 295, 295, 295, 295,
      775, 749, 788, 788, 788, 788, 788, 838, 788, 732, 732, 732, 732, 611, 605, 630,
      613, 613, 613, 613, 613, 613, 982, 550, 616, 616, 616, 616, 278, 278, 278, 278,
      612, 634, 612, 612, 612, 612, 612, 838, 612, 634, 634, 634, 634, 592, 635, 592,
      685, 613, 685, 613, 685, 613, 699, 550, 699, 550, 699, 550, 699, 550, 771, 635,
      775, 635, 632, 616, 632, 616, 632, 616, 632, 616, 632, 616, 775, 635, 775, 635,
      775, 635, 775, 635, 752, 634, 917, 695, 295, 278, 295, 278, 295, 278, 295, 278,
      295, 278, 590, 556, 295, 278, 656, 580, 580, 558, 278, 558, 278, 558, 375, 558,
      342, 563, 285, 749, 634, 749, 634, 749, 634, 814, 749, 634, 788, 612, 788, 612,
      788, 612, 1070, 1023, 695, 412, 695, 412, 695, 412, 635, 521, 635, 521, 635, 521,
      635, 521, 611, 393, 611, 393, 611, 393, 732, 634, 732, 634, 732, 634, 732, 634,
      732, 634, 732, 634, 989, 818, 611, 592, 611, 686, 525, 686, 525, 686, 525, 353,
      635, 735, 687, 635, 687, 635, 704, 699, 550, 775, 819, 687, 635, 612, 632, 788,
      615, 576, 353, 775, 687, 984, 354, 295, 746, 580, 278, 592, 975, 749, 634, 788,
      914, 612, 949, 760, 652, 635, 695, 635, 521, 632, 336, 393, 611, 393, 611, 858,
      634, 765, 721, 744, 731, 686, 525, 667, 667, 578, 525, 637, 667, 578, 511, 635,
      295, 493, 459, 296, 1422, 1299, 1155, 836, 787, 457, 932, 924, 798, 685, 613, 295,
      278, 788, 612, 732, 634, 732, 634, 732, 634, 732, 634, 732, 634, 616, 685, 613,
      685, 613, 975, 982, 775, 635, 775, 635, 656, 580, 788, 612, 788, 612, 667, 578,
      278, 1422, 1299, 1155, 775, 635, 1113, 683, 749, 634, 685, 613, 975, 982, 788, 612,
      685, 613, 685, 613, 632, 616, 632, 616, 295, 278, 295, 278, 788, 612, 788, 612,
      695, 412, 695, 412, 732, 634, 732, 634, 635, 521, 611, 393, 627, 522, 752, 634,
      736, 838, 699, 611, 686, 525, 685, 613, 632, 616, 788, 612, 788, 612, 788, 612,
      788, 612, 611, 592, 475, 843, 478, 278, 999, 999, 685, 699, 550, 558, 611, 521,
      525, 604, 480, 687, 732, 685, 632, 616, 295, 278, 782, 635, 695, 412, 611, 592,
      601, 635, 635, 635, 550, 550, 635, 697, 616, 616, 820, 541, 532, 776, 665, 278,
      696, 635, 630, 596, 596, 634, 634, 634, 278, 339, 372, 396, 488, 279, 707, 975,
      975, 975, 646, 643, 634, 612, 858, 729, 660, 415, 415, 414, 412, 411, 531, 531,
      604, 604, 521, 336, 336, 462, 336, 393, 393, 634, 618, 599, 592, 818, 592, 611,
      525, 525, 578, 578, 511, 511, 511, 511, 788, 580, 665, 709, 654, 292, 667, 507,
      728, 511, 511, 1015, 1058, 1013, 831, 610, 779, 849, 706, 655, 516, 516, 662, 664,
    ]

    /// ``latinAdvances`` in DejaVu Sans Bold.
    static let boldLatinAdvances: [UInt16] = [
      349, 457, 696, 696, 637, 696, 366, 500, 500, 1000, 564, 646, 838, 0, 1000, 500,
      500, 838, 438, 438, 500, 736, 637, 380, 500, 438, 564, 646, 1036, 1036, 1036, 581,
      774, 774, 774, 774, 774, 774, 1085, 734, 684, 684, 684, 684, 373, 373, 373, 373,
      838, 837, 851, 851, 851, 851, 851, 838, 851, 813, 813, 813, 813, 725, 738, 720,
      675, 675, 675, 675, 675, 675, 1048, 593, 679, 679, 679, 679, 343, 343, 343, 343,
      688, 712, 688, 688, 688, 688, 688, 838, 688, 712, 712, 712, 712, 652, 716, 652,
      774, 675, 774, 675, 774, 675, 734, 593, 734, 593, 734, 593, 734, 593, 831, 716,
      838, 716, 684, 679, 684, 679, 684, 679, 684, 679, 684, 679, 821, 716, 821, 716,
      821, 716, 821, 716, 837, 712, 974, 791, 373, 343, 373, 343, 373, 343, 373, 343,
      373, 343, 745, 686, 373, 343, 775, 666, 666, 638, 343, 638, 343, 638, 480, 638,
      557, 643, 372, 837, 712, 837, 712, 837, 712, 983, 837, 712, 851, 688, 851, 688,
      851, 688, 1167, 1095, 771, 494, 771, 494, 771, 494, 721, 596, 721, 596, 721, 596,
      721, 596, 683, 479, 683, 479, 683, 479, 813, 712, 813, 712, 813, 712, 813, 712,
      813, 712, 813, 712, 1104, 924, 725, 652, 725, 726, 583, 726, 583, 726, 583, 436,
      716, 812, 763, 716, 763, 716, 734, 734, 593, 838, 879, 757, 716, 688, 684, 850,
      696, 684, 436, 821, 793, 1045, 436, 390, 775, 666, 361, 592, 1042, 837, 712, 851,
      874, 688, 1083, 913, 782, 716, 771, 721, 596, 684, 552, 479, 707, 479, 683, 836,
      712, 851, 814, 798, 779, 726, 583, 773, 773, 641, 583, 696, 773, 641, 573, 716,
      373, 659, 544, 373, 1556, 1413, 1298, 1010, 980, 686, 1209, 1180, 1055, 774, 675, 373,
      343, 851, 688, 813, 712, 813, 712, 813, 712, 813, 712, 813, 712, 679, 774, 675,
      774, 675, 1085, 1048, 821, 716, 821, 716, 775, 666, 851, 688, 851, 688, 773, 583,
      343, 1556, 1413, 1298, 821, 716, 1289, 788, 837, 712, 774, 675, 1085, 1048, 851, 688,
      774, 675, 774, 675, 684, 679, 684, 679, 373, 343, 373, 343, 851, 688, 851, 688,
      771, 494, 771, 494, 813, 712, 813, 712, 721, 596, 683, 479, 691, 608, 837, 712,
      837, 865, 810, 659, 726, 583, 774, 675, 684, 679, 851, 688, 851, 688, 851, 688,
      851, 688, 725, 652, 492, 867, 512, 343, 1088, 1088, 774, 734, 593, 638, 683, 596,
      583, 782, 615, 763, 813, 774, 684, 679, 373, 343, 861, 792, 771, 494, 725, 652,
      675, 716, 716, 716, 593, 593, 717, 792, 679, 679, 876, 557, 545, 815, 732, 343,
      792, 716, 628, 644, 636, 712, 712, 712, 546, 441, 546, 559, 694, 343, 842, 1042,
      1042, 1042, 712, 793, 707, 688, 909, 682, 797, 539, 539, 650, 494, 494, 596, 596,
      643, 643, 596, 416, 436, 605, 552, 479, 479, 921, 773, 670, 652, 924, 652, 725,
      694, 684, 641, 641, 573, 573, 573, 573, 851, 633, 732, 685, 691, 343, 732, 540,
      792, 573, 573, 1156, 1215, 1155, 976, 769, 930, 1027, 863, 780, 591, 416, 677, 790,
    ]

    /// The width of one scalar of a text in a role's font, at the default text size.
    static func advance(of scalar: Unicode.Scalar, _ role: TextRole, bold: Bool) -> Double {
      let value = scalar.value
      // The table that holds the scalar, and the scalar its first entry is for.
      let tabled: (table: [UInt16], first: UInt32)? =
        switch value {
        case 0x20..<0x7F: (bold ? boldASCIIAdvances : asciiAdvances, 0x20)
        case 0xA0..<0x2B0: (bold ? boldLatinAdvances : latinAdvances, 0xA0)
        default: nil
        }
      if let tabled {
        return Double(tabled.table[Int(value - tabled.first)]) / 1000 * fontSize(role) * advanceMargin
      }
      let width = characterWidth(role) * (bold ? 13 / 12 : 1)
      switch value {
      case 0x300..<0x370, 0x200B...0x200D, 0xFE00...0xFE0F: return 0
      case 0x1000...: return 2 * width
      default: return width
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
    /// The space between the edge of a card of a style and its content: ``cardPadding``, and
    /// for an island 14 across and 6.5 down, so a row a line high makes a 37 pt pill.
    public static func cardPadding(for style: PopupStyle) -> (horizontal: Double, vertical: Double) {
      style == .island ? (horizontal: 14, vertical: 6.5) : cardPadding
    }
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
  /// width. Texts add up their characters' advance widths (``EstimateMetrics``) and wrap at
  /// spaces as a host wraps words, each line ``EstimateMetrics/lineHeight(_:)`` high, scaled
  /// by `textScale`; controls have fixed sizes.
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
    case .card(let style, let children):
      let widest = children.map(\.rigidWidth).max() ?? 0
      return widest > 0 ? widest + 2 * EstimateMetrics.cardPadding(for: style).horizontal : 0
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
    case .card(let style, let children):
      // A close control sits in the top trailing corner, beside the content, not above it.
      let corner = children.contains(where: \.isCloseControl) ? EstimateMetrics.closeControlSide : 0
      return (children.map { $0.naturalWidth(scale) }.max() ?? 0)
        + 2 * EstimateMetrics.cardPadding(for: style).horizontal + corner
    case .vstack(let children), .scroll(let children, _, _):
      return children.map { $0.naturalWidth(scale) }.max() ?? 0
    case .modal(let content), .tappable(let content, _, _): return content.naturalWidth(scale)
    case .hstack(let children):
      let widths = children.map { $0.naturalWidth(scale) }
      return widths.reduce(0, +) + spacing * Double(max(widths.count - 1, 0))
    case .text(let text, let role): return Self.textWidth(text, TextFace(role, scale))
    // A symbol is drawn as a glyph about a line high, whatever its name.
    case .icon: return 28 * scale
    case .badge(let text): return Double(text.count) * 8 * scale + 20
    case .button(_, .close, _, _, _): return 0
    case .button(let title, let role, _, _, _):
      return Self.textWidth(title, TextFace(.body, bold: role == .primary, scale)) + 28
    case .iconButton: return 44 * scale
    case .hosted(_, _, let size): return Self.hostedLength(size.width)
    case .field(let label, let text, let placeholder, _, _, _):
      return max(
        240, Self.textWidth(label, TextFace(.caption, bold: true, scale)),
        Self.textWidth(text + placeholder, TextFace(.body, scale)))
    case .toggle(let label, _, _, _): return Self.textWidth(label, TextFace(.body, scale)) + 56
    case .stars(_, let count, _, _, _): return Double(min(max(count, 0), 50)) * 34 * scale
    case .progress, .countdown(_, _, .bar, _), .particles, .gradient, .image: return 220
    case .countdown(_, _, .ring, _): return 110 * scale
    case .divider: return 0
    case .arrow(_, let label): return Self.textWidth(label, TextFace(.caption, scale)) + 24
    case .grabber: return 36
    case .more(_, let label): return Self.textWidth(label, TextFace(.caption, scale)) + 16
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
    case .card(let style, let children):
      let padding = EstimateMetrics.cardPadding(for: style)
      // The content keeps clear of a close control in the corner all the way down.
      let corner = children.contains(where: \.isCloseControl) ? EstimateMetrics.closeControlSide : 0
      return stacked(children, width - 2 * padding.horizontal - corner) + 2 * padding.vertical
    case .vstack(let children): return stacked(children, width)
    case .scroll(let children, let first, let visible):
      // As tall as the rows in view: the rest scroll.
      let first = min(max(first, 0), children.count)
      return stacked(Array(children[first..<first + min(max(visible, 0), children.count - first)]), width)
    case .modal(let content), .tappable(let content, _, _): return content.height(atWidth: width, scale)
    case .hstack(let children) where children.count == 2 && children[0].isIcon:
      // An icon beside a text, as a list row: the text wraps beside the icon.
      if case .text(let text, let role) = children[1] {
        let beside = width - children[0].naturalWidth(scale) - spacing
        return max(
          children[0].height(atWidth: width, scale), Self.textHeight(text, TextFace(role, scale), beside))
      }
      return Self.wrappedRowHeight(children, width, scale)
    case .hstack(let children): return Self.wrappedRowHeight(children, width, scale)
    case .text(let text, let role): return Self.textHeight(text, TextFace(role, scale), width)
    case .icon, .badge: return 24 * scale
    case .button(_, .close, _, _, _): return 0
    case .button(let title, let role, _, _, _):
      return Self.textHeight(title, TextFace(.body, bold: role == .primary, scale), width - 28) + 14
    case .iconButton: return 44 * scale
    case .hosted(_, _, let size): return Self.hostedLength(size.height)
    case .field(let label, _, _, let error, _, _):
      let errorHeight = error.map { Self.textHeight($0, TextFace(.caption, scale), width - 8) + 4 } ?? 0
      return Self.textHeight(label, TextFace(.caption, bold: true, scale), width) + 4 + 40 * scale
        + errorHeight
    case .toggle(let label, _, _, _):
      return max(Self.textHeight(label, TextFace(.body, scale), width - 56), 32)
    case .stars: return 40 * scale
    case .progress: return 22 * scale
    case .countdown: return 26 * scale
    case .divider: return 3
    case .particles(_, let rows): return Double(min(max(rows, 1), 12)) * 20 * scale
    case .gradient: return 96
    case .image: return 120
    case .arrow(_, let label): return Self.textHeight(label, TextFace(.caption, scale), width - 24)
    case .grabber: return 5
    case .more(_, let label): return Self.textHeight(label, TextFace(.caption, scale), width - 16)
    }
  }

  /// The height of a row laid out as a wrapping row: each line as tall as its tallest child.
  /// Children are counted as wide as their estimates, which are generous already, so a row
  /// that fits here fits on screen, and one the estimate wraps is one a host wraps too.
  private static func wrappedRowHeight(_ children: [RenderNode], _ width: Double, _ scale: Double) -> Double {
    let spacing = EstimateMetrics.spacing
    var total = 0.0
    var lineWidth = 0.0
    var lineHeight = 0.0
    for child in children {
      let childWidth = min(child.naturalWidth(scale), width)
      if lineWidth > 0 && lineWidth + spacing + childWidth > width {
        total += lineHeight + spacing
        lineWidth = 0
        lineHeight = 0
      }
      lineWidth += (lineWidth > 0 ? spacing : 0) + childWidth
      lineHeight = max(lineHeight, child.height(atWidth: childWidth, scale))
    }
    return total + lineHeight
  }

  /// Whether the node is a symbol drawn as a glyph.
  var isIcon: Bool {
    if case .icon = self { true } else { false }
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

  /// How a text is drawn: its role, and whether bold (a title always is).
  private struct TextFace {
    var role: TextRole
    var bold: Bool
    var scale: Double

    init(_ role: TextRole, bold: Bool = false, _ scale: Double) {
      self.role = role
      self.bold = bold || role == .title
      self.scale = scale
    }

    /// The width of one scalar.
    func advance(of scalar: Unicode.Scalar) -> Double {
      EstimateMetrics.advance(of: scalar, role, bold: bold) * scale
    }
  }

  /// The width of a text's longest line.
  private static func textWidth(_ text: String, _ face: TextFace) -> Double {
    var longest = 0.0
    var line = 0.0
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        longest = max(longest, line)
        line = 0
      } else {
        line += face.advance(of: scalar)
      }
    }
    return max(longest, line)
  }

  /// As tall as the lines the text wraps to `width` points wide.
  private static func textHeight(_ text: String, _ face: TextFace, _ width: Double) -> Double {
    Double(wrappedLineCount(of: text, width: width, face)) * EstimateMetrics.lineHeight(face.role)
      * face.scale
  }

  /// The lines a text takes `width` points wide, wrapped as a host wraps words: at spaces,
  /// a word that does not fit starting the next line, a word wider than a whole line broken
  /// where the line ends (CJK text, which has no spaces, so fills its lines), runs of spaces
  /// taken as one, and every line break starting a line.
  ///
  /// - Complexity: O(*n*) in the text's scalars, with no allocation.
  private static func wrappedLineCount(of text: String, width: Double, _ face: TextFace) -> Int {
    let width = max(width, 1)
    // A hair of room, so a line exactly as wide as its text holds it.
    let room = width + 1e-6
    let space = face.advance(of: " ")
    var lines = 1
    var line = 0.0
    var word = 0.0
    func placeWord() {
      guard word > 0 else { return }
      if line > 0 && line + space + word <= room {
        line += space + word
      } else {
        if line > 0 { lines += 1 }
        // A word wider than a line fills whole lines and goes on in the next.
        let whole = max(Int(((word - 1e-6) / width).rounded(.down)), 0)
        lines += min(whole, 1_000_000)
        line = word - Double(whole) * width
      }
      word = 0
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n":
        placeWord()
        lines += 1
        line = 0
      case " ":
        placeWord()
      default:
        word += face.advance(of: scalar)
      }
    }
    placeWord()
    return lines
  }
}
