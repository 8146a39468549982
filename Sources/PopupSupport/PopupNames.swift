/// The one rule for the names a person types on the command line and reads in file names: a
/// kind's id (`rating`, `toast-lite`) and a sample's name (`two-seconds-left`).
package enum PopupNames {
  /// The rule in words, for error messages.
  package static let rule = "lowercase letters, digits and dashes, starting with a letter"

  /// Whether `text` keeps the rule: lowercase ASCII letters, digits and dashes, starting with
  /// a letter.
  package static func isLowercaseWithDashes(_ text: String) -> Bool {
    guard let first = text.first, ("a"..."z").contains(first) else { return false }
    return text.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }

  /// A name that keeps the rule, made from one that does not: words split at spaces,
  /// underscores, dots and lowercase-to-uppercase steps, lowercased and joined by dashes, other
  /// characters dropped: `Two Seconds_left` and `twoSecondsLeft` give `two-seconds-left`.
  /// `nil` when nothing is left, or it would not start with a letter.
  package static func suggestion(for text: String) -> String? {
    var words: [String] = [""]
    var previousIsLowercaseOrDigit = false
    for character in text {
      if character == " " || character == "_" || character == "-" || character == "." {
        words.append("")
        previousIsLowercaseOrDigit = false
        continue
      }
      guard character.isASCII, character.isLetter || character.isNumber else { continue }
      if character.isUppercase, previousIsLowercaseOrDigit { words.append("") }
      words[words.count - 1] += character.lowercased()
      previousIsLowercaseOrDigit = character.isLowercase || character.isNumber
    }
    let name = words.filter { !$0.isEmpty }.joined(separator: "-")
    return isLowercaseWithDashes(name) ? name : nil
  }
}
