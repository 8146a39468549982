extension TextRenderer {
  /// Where a renderer draws: one growing buffer of UTF-8 bytes, lines separated by newlines.
  ///
  /// Boxes nest by margins instead of by copying: a card pushes its `│ ` and ` │`, and every
  /// line drawn inside it is written once, between the margins of every box around it. A
  /// line outside any box loses its trailing spaces as it is written.
  struct Canvas {
    private(set) var bytes: [UInt8] = []
    private var margins: [(left: [UInt8], right: [UInt8])] = []
    private var lineCount = 0
    /// Whether flush text sits on the right and bars and titles are mirrored.
    let rightToLeft: Bool

    init(capacity: Int, rightToLeft: Bool = false) {
      bytes.reserveCapacity(capacity)
      self.rightToLeft = rightToLeft
    }

    /// The spaces before a line `room` columns short of its width: none flush left, all
    /// flush right (right to left), half when centered (the odd one on the side text ends).
    private func leading(room: Int, centered: Bool) -> Int {
      centered ? (rightToLeft ? room - room / 2 : room / 2) : (rightToLeft ? room : 0)
    }

    /// Draws the lines of `body` between a left and a right margin.
    mutating func withMargins(left: String, right: String, _ body: (inout Canvas) -> Void) {
      margins.append((Array(left.utf8), Array(right.utf8)))
      body(&self)
      margins.removeLast()
    }

    /// Draws `text` padded with spaces to exactly `width` columns, centered or flush left; a
    /// text that is too wide is cut at the last character that fits.
    mutating func padded(_ text: String, width: Int, centered: Bool, columns known: Int? = nil) {
      var text = text
      var columns = known ?? DisplayWidth.of(text)
      while columns > width, let last = text.last {
        text.removeLast()
        columns -= DisplayWidth.of(last)
      }
      paddedLine(columns: columns, width: width, centered: centered) { $0.append(text) }
    }

    /// Draws pieces `gap` spaces apart, `columns` wide in all (at most `width`), padded with
    /// spaces to `width` columns: a row of buttons or a banner's heading.
    mutating func padded(pieces: [String], separatedBy gap: Int, width: Int, centered: Bool, columns: Int) {
      paddedLine(columns: columns, width: width, centered: centered) { canvas in
        for (index, piece) in pieces.enumerated() {
          if index > 0 { canvas.spaces(gap) }
          canvas.append(piece)
        }
      }
    }

    /// Draws bytes of printable ASCII (a byte a column, at most `width`) padded with spaces to
    /// `width` columns.
    mutating func padded(bytes line: ArraySlice<UInt8>, width: Int, centered: Bool) {
      paddedLine(columns: line.count, width: width, centered: centered) { $0.bytes.append(contentsOf: line) }
    }

    /// One line: `content`, `columns` wide, with spaces before and after it to `width`
    /// columns, flush or centered (see `leading(room:centered:)`).
    @inline(__always)
    private mutating func paddedLine(
      columns: Int, width: Int, centered: Bool, _ content: (inout Canvas) -> Void
    ) {
      let room = width - columns
      let left = leading(room: room, centered: centered)
      beginLine()
      spaces(left)
      content(&self)
      spaces(room - left)
      endLine()
    }

    /// Draws `piece` repeated `count` times between `open` and `close`: borders and rules.
    mutating func rule(_ open: String, _ piece: String, _ count: Int, _ close: String) {
      beginLine()
      append(open)
      repeating(piece, count)
      append(close)
      endLine()
    }

    /// Draws a box's top border with a title after the corner: `╭─ frosted ───╮`.
    mutating func titledRule(
      _ open: String, _ piece: String, title: String, _ count: Int, _ close: String
    ) {
      beginLine()
      append(open)
      if rightToLeft { repeating(piece, count) } else { append(piece) }
      append(" ")
      append(title)
      append(" ")
      if rightToLeft { append(piece) } else { repeating(piece, count) }
      append(close)
      endLine()
    }

    /// Draws a bar `[████░░░░]` of `cells` cells, `filled` of them full, then `label`,
    /// padded with spaces to `width` columns: a countdown or progress bar on a line of its own.
    mutating func bar(filled: Int, cells: Int, full: String, empty: String, label: String, width: Int) {
      beginLine()
      if rightToLeft {
        // `3.0s [░░░░████]`, flush right: the label's leading space goes after it.
        spaces(width - (cells + 2) - label.utf8.count)
        append(String(label.drop { $0 == " " }) + " ")
        bytes.append(0x5B)
        repeating(empty, cells - filled)
        repeating(full, filled)
        bytes.append(0x5D)
      } else {
        bytes.append(0x5B)
        repeating(full, filled)
        repeating(empty, cells - filled)
        bytes.append(0x5D)
        append(label)
        spaces(width - (cells + 2) - label.utf8.count)
      }
      endLine()
    }

    /// Draws a line of one-column cells: each a glyph's index into `glyphs` (UTF-8 bytes), or
    /// a space for a negative index.
    mutating func cells(_ cells: ArraySlice<Int>, glyphs: [[UInt8]]) {
      beginLine()
      for cell in cells {
        if cell < 0 { bytes.append(0x20) } else { bytes.append(contentsOf: glyphs[cell]) }
      }
      endLine()
    }

    /// The drawing as one text, lines joined by newlines, without a final newline.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The drawing as lines.
    var lines: [String] {
      guard lineCount > 0 else { return [] }
      return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
    }

    private mutating func beginLine() {
      if lineCount > 0 { bytes.append(0x0A) }
      lineCount += 1
      for margin in margins { bytes.append(contentsOf: margin.left) }
    }

    private mutating func endLine() {
      if margins.isEmpty {
        while bytes.last == 0x20 { bytes.removeLast() }
        return
      }
      for margin in margins.reversed() { bytes.append(contentsOf: margin.right) }
    }

    /// Appends a string's bytes in one copy.
    private mutating func append(_ text: String) {
      var text = text
      text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Spaces to append in slices: one copy per slice instead of a byte at a time.
    private static let spaceRun = [UInt8](repeating: 0x20, count: 256)

    private mutating func spaces(_ count: Int) {
      var left = count
      while left > 0 {
        let chunk = min(left, Self.spaceRun.count)
        bytes.append(contentsOf: Self.spaceRun[..<chunk])
        left -= chunk
      }
    }

    /// Appends `piece` `count` times: the run is built by doubling copies in a scratch buffer
    /// and appended in one copy (borders are most of a drawing's bytes).
    private mutating func repeating(_ piece: String, _ count: Int) {
      guard count > 0 else { return }
      var piece = piece
      piece.withUTF8 { utf8 in
        guard let source = utf8.baseAddress else { return }
        if utf8.count == 1, utf8[0] == 0x20 { return spaces(count) }
        let total = utf8.count * count
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { run in
          guard let base = run.baseAddress else { return }
          base.initialize(from: source, count: utf8.count)
          var filled = utf8.count
          while filled < total {
            let chunk = min(filled, total - filled)
            (base + filled).initialize(from: base, count: chunk)
            filled += chunk
          }
          bytes.append(contentsOf: UnsafeBufferPointer(run))
        }
      }
    }
  }
}
