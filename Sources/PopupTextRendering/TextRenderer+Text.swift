extension TextRenderer {
  /// Text made printable: controls become spaces (newlines stay, as paragraph breaks), and in
  /// ASCII mode every other character outside ASCII becomes `?`.
  func clean(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    if !isASCII && DisplayWidth.simpleWidth(of: text.unicodeScalars) != nil { return text }
    var result = ""
    for character in text {
      if character == "\n" || character == "\r\n" || character == "\r" {
        result.append("\n")
      } else if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
        result.append(" ")
      } else if isASCII && !character.isASCII {
        result.append("?")
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The columns of text that needs no cleaning and no wrapping decisions: every scalar a
  /// glyph of its own with a known width (printable ASCII only, in ASCII mode), no line break,
  /// no leading, trailing or doubled space. `nil` for anything else. One pass over the text.
  func columnsIfPlainLine(_ text: String) -> Int? {
    var columns = 0
    var previous: UInt32 = 0x20
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value == 0x20 && previous == 0x20 { return nil }
      if isASCII && value >= 0x80 { return nil }
      guard let width = DisplayWidth.simpleWidth(of: value) else { return nil }
      columns += width
      previous = value
    }
    return previous == 0x20 ? nil : columns
  }

  /// Text made printable for a piece that sits on one line (a button's title, a badge): as
  /// ``clean(_:)``, with line breaks as spaces, so a title never breaks the box it sits in.
  func cleanLine(_ text: String) -> String {
    let cleaned = clean(text)
    guard cleaned.utf8.contains(0x0A) else { return cleaned }
    return String(cleaned.map { $0 == "\n" ? " " : $0 })
  }

  /// Splits text into lines of at most `width` columns: words wrap, a word longer than the
  /// line is broken, and a character wider than the whole line prints as `?`. Each line comes
  /// with its columns when they are already known, so drawing need not measure it again.
  func wrapMeasured(_ text: String, width: Int) -> [(line: String, columns: Int?)] {
    guard width > 0 else { return [] }
    // Most text already fits on one line as it is: skip cleaning it and splitting it into words.
    if let columns = columnsIfPlainLine(text), columns <= width { return [(text, columns)] }
    let cleaned = clean(text)
    if Self.isOneSingleSpacedLine(cleaned) {
      let columns = DisplayWidth.of(cleaned)
      if columns <= width { return [(cleaned, columns)] }
    }
    if let lines = Self.wrapPrintableASCII(cleaned, width: width) { return lines }
    return Self.wrapCharacters(cleaned, width: width)
  }

  /// The general wrap, character by character, of cleaned text: the reference the byte path
  /// of ``forEachPrintableASCIILine(_:width:_:)`` must agree with.
  static func wrapCharacters(_ cleaned: String, width: Int) -> [(line: String, columns: Int?)] {
    var lines: [String] = []
    for paragraph in cleaned.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ") {
        let wordWidth = DisplayWidth.of(word)
        if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        for character in word {
          var character = character
          var characterWidth = DisplayWidth.of(character)
          if characterWidth > width {
            character = "?"
            characterWidth = 1
          }
          if lineWidth + characterWidth > width {
            lines.append(line)
            line = ""
            lineWidth = 0
          }
          line.append(character)
          lineWidth += characterWidth
        }
      }
      lines.append(line)
    }
    return lines.map { ($0, nil) }
  }

  /// ``wrapMeasured(_:width:)`` for text of printable ASCII and line breaks alone, where a
  /// byte is a column: words are found and lines cut on the bytes, with no `Character` or
  /// `Substring` in between. `nil` for any other text.
  static func wrapPrintableASCII(_ text: String, width: Int) -> [(line: String, columns: Int?)]? {
    var lines: [(line: String, columns: Int?)] = []
    let done = forEachPrintableASCIILine(text, width: width) { line in
      lines.append((String(decoding: line, as: UTF8.self), line.count))
    }
    return done ? lines : nil
  }

  /// Wraps text of printable ASCII and line breaks alone as ``wrapMeasured(_:width:)`` does,
  /// handing each line's bytes (a byte a column) to `body`; returns `false`, calling nothing,
  /// for any other text.
  static func forEachPrintableASCIILine(_ text: String, width: Int, _ body: (ArraySlice<UInt8>) -> Void)
    -> Bool
  {
    var text = text
    return text.withUTF8 { bytes -> Bool in
      guard width > 0, bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) else { return false }
      var line: [UInt8] = []
      line.reserveCapacity(width)
      func flush() {
        body(line[...])
        line.removeAll(keepingCapacity: true)
      }
      var index = 0
      while index <= bytes.count {
        // One paragraph: up to the next line break or the end.
        var end = index
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        var position = index
        while position < end {
          while position < end && bytes[position] == 0x20 { position += 1 }
          var wordEnd = position
          while wordEnd < end && bytes[wordEnd] != 0x20 { wordEnd += 1 }
          guard position < wordEnd else { break }
          let length = wordEnd - position
          if !line.isEmpty && line.count + 1 + length <= width {
            line.append(0x20)
            line.append(contentsOf: bytes[position..<wordEnd])
          } else {
            if !line.isEmpty { flush() }
            var start = position
            while wordEnd - start > width {
              line.append(contentsOf: bytes[start..<(start + width)])
              flush()
              start += width
            }
            line.append(contentsOf: bytes[start..<wordEnd])
          }
          position = wordEnd
        }
        flush()
        index = end + 1
      }
      return true
    }
  }

  /// Whether text has no line break, no leading or trailing space and no two spaces in a row,
  /// so that wrapping it on one line would give it back unchanged.
  static func isOneSingleSpacedLine(_ text: String) -> Bool {
    var previous: UInt8 = 0x20
    for byte in text.utf8 {
      if byte == 0x0A || byte == 0x0D || (byte == 0x20 && previous == 0x20) { return false }
      previous = byte
    }
    return previous != 0x20
  }
}

extension String {
  /// `piece` repeated `count` times (none when `count` is not positive), built as bytes in one
  /// allocation: rendering repeats borders, bars and padding on every line.
  static func repeating(_ piece: String, _ count: Int) -> String {
    guard count > 0 else { return "" }
    let utf8 = piece.utf8
    if utf8.count == 1, let byte = utf8.first {
      return String(unsafeUninitializedCapacity: count) { buffer in
        buffer.initialize(repeating: byte)
        return count
      }
    }
    let bytes = Array(utf8)
    return String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
      var index = 0
      for _ in 0..<count {
        for byte in bytes {
          buffer[index] = byte
          index += 1
        }
      }
      return index
    }
  }
}
