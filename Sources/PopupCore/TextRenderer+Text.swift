extension TextRenderer {
  /// Text made printable: controls become spaces (newlines stay, as paragraph breaks), and in
  /// ASCII mode every other character outside ASCII becomes `?`.
  func clean(_ text: String) -> String {
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
    var lines: [String] = []
    for paragraph in clean(text).split(separator: "\n", omittingEmptySubsequences: false) {
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
    return String(repeating: " ", count: left) + line + String(repeating: " ", count: room - left)
  }
}

extension String {
  /// The string without trailing spaces.
  func trimmingTrailingSpaces() -> String {
    guard let last = lastIndex(where: { $0 != " " }) else { return "" }
    return String(self[...last])
  }
}
