/// Display widths of text in terminal columns, from Unicode's data.
///
/// Each code point's width comes from tables generated from the Unicode Character Database
/// (``unicodeVersion``) by `Scripts/generate-display-widths.sh`: East Asian wide and
/// full-width take 2 columns; nonspacing and enclosing marks, format characters, controls and
/// the Hangul medial vowels and final consonants take none; everything else, the ambiguous
/// characters included, takes 1, as in most Western terminals.
///
/// A character (a grapheme cluster) measures as terminals draw it: an emoji presentation
/// sequence (a wide emoji, or one that VS16 widens, with its modifiers, joiners and what they
/// join; flags; keycaps with VS16) is two columns; anything else is the sum of its code
/// points' widths, so a letter with a skin-tone modifier takes 3, a keycap without VS16 1.
/// A test compares every code point and every fully-qualified emoji sequence with Python's
/// `wcwidth`, and lists the differences it accepts.
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
    // Kana, CJK and Hangul syllables: the tables say which are wide (not U+3099 and U+309A,
    // combining voicing marks that join the kana before them, nor the ambiguous circled
    // numbers U+3248 to U+324F); none of them combines with a neighbour.
    if (0x3041...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0xFF01...0xFF60).contains(value)
    {
      let columns = width(of: value)
      return columns == 0 ? nil : columns
    }
    return nil
  }

  /// The columns one code point takes on its own: 0, 1 or 2, from the generated tables.
  ///
  /// - Complexity: O(log *r*) in the tables' ranges.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    width(of: scalar.value)
  }

  @inline(__always)
  static func width(of value: UInt32) -> Int {
    if value >= 0x20 && value < 0x7F { return 1 }
    if contains(wideRanges, value) { return 2 }
    return contains(zeroWidthRanges, value) ? 0 : 1
  }

  /// Whether a value lies in a table of sorted first-last pairs: a binary search.
  static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let middle = (low + high) / 2
      if value < ranges[middle * 2] {
        high = middle
      } else if value > ranges[middle * 2 + 1] {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// The columns one character takes: 0, 1 or 2 for most, more for a cluster terminals draw
  /// as several glyphs (a letter and a skin-tone modifier: 3).
  public static func of(_ character: Character) -> Int {
    if character.isASCII { return character.asciiValue.map { $0 >= 0x20 && $0 < 0x7F ? 1 : 0 } ?? 0 }
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return 0 }
    let firstWidth = width(of: first.value)
    guard let second = iterator.next() else { return firstWidth }
    // An emoji presentation sequence is one glyph two columns wide: a wide emoji with its
    // modifiers and joins, a flag, or an emoji that VS16 widens. A wide CJK character with
    // marks is two columns too.
    if firstWidth == 2 { return 2 }
    if second.value == 0xFE0F && contains(wideWithVariationSelector16, first.value) { return 2 }
    // Otherwise the sum, but a skin tone on an emoji that takes one is part of its glyph
    // (a skin tone after a letter is drawn as a glyph of its own). An Indic syllable with a
    // spacing vowel sign, or consonants a virama joins, is one syllable two columns wide.
    var columns = 0
    var previous: Unicode.Scalar?
    var isSyllable = false
    for scalar in scalars {
      let properties = scalar.properties
      let isSkinTone = (0x1F3FB...0x1F3FF).contains(scalar.value)
      if !(isSkinTone && previous?.properties.isEmojiModifierBase == true) {
        columns += width(of: scalar.value)
      }
      if previous != nil, properties.generalCategory == .spacingMark { isSyllable = true }
      if previous?.properties.canonicalCombiningClass == .virama, properties.isAlphabetic {
        isSyllable = true
      }
      previous = scalar
    }
    return isSyllable ? 2 : columns
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
}
