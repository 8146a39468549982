import PopupTesting
import Testing

@testable import PopupTextRendering

@Suite("Text wrapping", .watchdog)
struct TextWrapTests {
  @Test(arguments: [
    // (text, width, lines)
    ("aaa bbb", 7, ["aaa bbb"]), ("aaa bbb", 6, ["aaa", "bbb"]), ("aaa bbbb", 8, ["aaa bbbb"]),
    ("aaaa", 2, ["aa", "aa"]), ("aaaaa", 2, ["aa", "aa", "a"]), ("ab cdefgh", 3, ["ab", "cde", "fgh"]),
    ("a  b", 3, ["a b"]), ("a\n\nb", 5, ["a", "", "b"]), ("", 4, [""]), ("  ", 4, [""]),
    ("one two three", 9, ["one two", "three"]),
  ])
  func printableASCIIWrapsAtWordsAndBreaksLongOnes(text: String, width: Int, lines: [String]) throws {
    let wrapped = try #require(TextRenderer.wrapPrintableASCII(text, width: width))
    #expect(wrapped.map(\.line) == lines)
    #expect(wrapped.map(\.columns) == lines.map(\.count))
  }

  @Test func theBytePathAgreesWithTheCharacterPathOnRandomText() {
    var random = SeededGenerator(seed: 3)
    let alphabet = Array("ab cd\n ef.")
    for _ in 0..<3000 {
      let length = Int.random(in: 0...40, using: &random)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
      let width = Int.random(in: 1...12, using: &random)
      let bytes = TextRenderer.wrapPrintableASCII(text, width: width)?.map(\.line)
      let characters = TextRenderer.wrapCharacters(text, width: width).map(\.line)
      #expect(bytes == characters, "\(text.debugDescription) at \(width)")
    }
  }

  /// Arrows, Latin-1 and box drawing are one column each and need no grapheme walk: a line of
  /// them is measured in one pass over its scalars.
  @Test(arguments: [("↑ 2 more", 8), ("§11. Fair use", 13), ("───", 3), ("← back", 6)])
  func plainLinesAreMeasuredInOnePass(text: String, columns: Int) {
    #expect(TextRenderer().columnsIfPlainLine(text) == columns)
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test func textThatIsNotPrintableASCIITakesTheCharacterPath() {
    #expect(TextRenderer.wrapPrintableASCII("café", width: 10) == nil)
    #expect(TextRenderer.wrapPrintableASCII("a\tb", width: 10) == nil)
  }
}
