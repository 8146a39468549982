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

  /// Splits text into lines of at most `width` columns: words wrap, a word longer than the
  /// line is broken, and a character wider than the whole line prints as `?`.
  func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    let cleaned = clean(text)
    // Most text already fits on one line: skip splitting it into words.
    if Self.isOneSingleSpacedLine(cleaned), DisplayWidth.of(cleaned) <= width { return [cleaned] }
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
    return lines
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

  /// A line padded with spaces to exactly `width` columns, centered or flush left.
  /// A line that is too wide is cut at the last character that fits.
  func pad(_ line: String, to width: Int, centered: Bool) -> String {
    var line = line
    var lineWidth = DisplayWidth.of(line)
    while lineWidth > width, let last = line.last {
      line.removeLast()
      lineWidth -= DisplayWidth.of(last)
    }
    let room = width - lineWidth
    let left = centered ? room / 2 : 0
    return String.repeating(" ", left) + line + String.repeating(" ", room - left)
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

  /// The string without trailing spaces.
  func trimmingTrailingSpaces() -> String {
    guard utf8.last == 0x20 else { return self }
    guard let last = lastIndex(where: { $0 != " " }) else { return "" }
    return String(self[...last])
  }
}
