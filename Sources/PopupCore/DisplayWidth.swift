/// Display widths of text in terminal columns.
///
/// A character (a grapheme cluster) takes 2 columns when it is East Asian wide or
/// full-width, or an emoji shown as emoji (including flags, keycaps, skin tones and ZWJ
/// sequences, which are one glyph); 0 when it is only combining marks, format characters
/// or controls; 1 otherwise. Ambiguous-width characters count as narrow, as in most
/// Western terminals.
public enum DisplayWidth {
  /// The columns a string takes.
  ///
  /// - Complexity: O(*n*) in the string's length.
  public static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII, the common case, is one column a byte: no grapheme breaking needed.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return simpleWidth(of: text.unicodeScalars) ?? text.reduce(0) { $0 + of($1) }
  }

  /// The width of text whose every scalar is a glyph of its own with a known width (printable
  /// ASCII, Latin, box drawing and shapes, East Asian wide), or `nil` when any scalar could
  /// combine with its neighbours or needs a closer look (marks, joiners, emoji, controls).
  static func simpleWidth(of scalars: some Sequence<Unicode.Scalar>) -> Int? {
    var width = 0
    for scalar in scalars {
      guard let columns = simpleWidth(of: scalar.value) else { return nil }
      width += columns
    }
    return width
  }

  @inline(__always)
  static func simpleWidth(of value: UInt32) -> Int? {
    if value >= 0x20 && value < 0x7F || isNarrowSymbolOrLatin(value) { return 1 }
    // Kana and CJK, but not U+3099 and U+309A: combining voicing marks that join the kana before them.
    if (0x3041...0x3098).contains(value) || (0x309B...0x33FF).contains(value)
      || (0x3400...0x4DBF).contains(value)
      || (0x4E00...0x9FFF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xFF01...0xFF60).contains(value)
    {
      return 2
    }
    return nil
  }

  /// The columns one character takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    if character.isASCII { return character.asciiValue.map { $0 >= 0x20 && $0 < 0x7F ? 1 : 0 } ?? 0 }
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first, isNarrowSymbolOrLatin(scalar.value) { return 1 }
    guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
    if isWide(base) { return 2 }
    let properties = base.properties
    if properties.isEmojiPresentation { return 2 }
    if properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) {
      return 2
    }
    return 1
  }

  /// Latin letters (not the soft hyphen, a format character); general punctuation (dashes,
  /// quotes, `…`, `‹ ›`; not the zero-width and format characters around them); the
  /// box-drawing, block and geometric-shape characters that text rendering draws with (but ◽
  /// and ◾, which are emoji); the Arrows block (← ↑ → ↓ and the rest, one column each, as
  /// `wcwidth` counts them); and the renderer's other glyphs: ★ ☆ ⚠ ✕ (text presentation,
  /// so one column unless a variation selector follows, which leaves the fast path anyway),
  /// and the confetti stars ✦ ✧.
  @inline(__always)
  static func isNarrowSymbolOrLatin(_ value: UInt32) -> Bool {
    (0xA0..<0x300).contains(value) && value != 0xAD || (0x2500...0x25FC).contains(value)
      || (0x2010...0x2027).contains(value) || (0x2030...0x205E).contains(value)
      || (0x2190...0x21FF).contains(value)
      || value == 0x2605 || value == 0x2606 || value == 0x26A0 || value == 0x2715 || value == 0x2726
      || value == 0x2727
  }

  /// Whether a scalar takes no column of its own.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return true
    default:
      return (0x1160...0x11FF).contains(scalar.value)  // Hangul medial vowels and final consonants
    }
  }

  /// Whether a scalar is East Asian wide or full-width.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return wideRanges.contains { $0.contains(value) }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B16F, 0x1F200...0x1F2FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
