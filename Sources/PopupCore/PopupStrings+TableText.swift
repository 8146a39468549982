import PopupSupport

extension PopupStrings {
  /// Reads a strings table written as text, one `key = text` line each, the form a translator
  /// edits and `catalog strings <id>` prints:
  ///
  /// ```text
  /// # RatingPrompt.Strings, German
  /// submit = Senden
  /// star.one = {count} Stern
  /// separator = ", "
  /// ```
  ///
  /// Blank lines and lines starting with `#` are skipped. The text is the rest of the line
  /// after `=` and one space; a text in double quotes keeps its outer spaces, and inside it
  /// `\"`, `\\`, `\n` and `\t` stand for a quote, a backslash, a line break and a tab. Keys
  /// missing from the text keep their English text.
  ///
  /// - Throws: ``PopupStringsError`` for a line without `=` or a key given twice, naming the
  ///   line, and for an unknown key or a stray placeholder, naming the key.
  public init(tableText: String) throws(PopupStringsError) {
    var table: [String: String] = [:]
    // "\r\n" is one Character in Swift: split on it as well as on "\n".
    let lines = tableText.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (index, content) in lines.enumerated() {
      let number = index + 1
      let trimmed = content.drop(while: { $0 == " " || $0 == "\t" })
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard let equals = trimmed.firstIndex(of: "=") else {
        throw .malformedLine(number, line: String(content))
      }
      let key = String(trimmed[..<equals].trimmingTrailingSpaces)
      var rest = trimmed[trimmed.index(after: equals)...]
      if rest.hasPrefix(" ") { rest = rest.dropFirst() }
      guard !key.isEmpty, let text = Self.unquoted(rest) else {
        throw .malformedLine(number, line: String(content))
      }
      guard table.updateValue(text, forKey: key) == nil else { throw .repeatedKey(key, line: number) }
    }
    try self.init(table: table)
  }

  /// The whole table as text, one `key = text` line each in ``entries`` order under a comment
  /// naming the type; texts with outer spaces, quotes, backslashes, line breaks or tabs are
  /// quoted.
  public var tableText: String {
    let table = table
    var text = "# \(Self.tableName): one 'key = text' line each; {name} is filled in when drawn\n"
    for key in Self.keys {
      text += "\(key) = \(Self.quotedIfNeeded(table[key] ?? ""))\n"
    }
    return text
  }

  /// A text as written after `=`: quoted (as `popupQuoted` quotes) when it needs to be.
  static func quotedIfNeeded(_ text: String) -> String {
    let needsQuotes =
      text.isEmpty || text.first == " " || text.last == " " || text.first == "\""
      || text.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\\" })
    return needsQuotes ? text.popupQuoted : text
  }

  /// The text after `=`: as it is, or the inside of a quoted text with its escapes read;
  /// `nil` for a quote not closed or an unknown escape.
  static func unquoted(_ text: Substring) -> String? {
    guard text.first == "\"" else { return String(text.trimmingTrailingSpaces) }
    var result = ""
    var iterator = text.dropFirst().makeIterator()
    while let character = iterator.next() {
      switch character {
      case "\"":
        return iterator.next() == nil ? result : nil
      case "\\":
        switch iterator.next() {
        case "\"": result += "\""
        case "\\": result += "\\"
        case "n": result += "\n"
        case "t": result += "\t"
        default: return nil
        }
      default:
        result.append(character)
      }
    }
    return nil
  }
}

extension Substring {
  /// Without trailing spaces and tabs.
  fileprivate var trimmingTrailingSpaces: Substring {
    var text = self
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return text
  }
}
