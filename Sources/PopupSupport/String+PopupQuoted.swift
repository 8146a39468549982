extension StringProtocol {
  /// The string in double quotes, with `"` and `\` escaped, as scripts and outputs print text:
  /// `"too slow"`.
  package var popupQuoted: String {
    var result = "\""
    for character in self {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
