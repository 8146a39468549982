import PopupCore
import PopupTesting
import PopupTextRendering
import Testing

@Suite("Display width", .watchdog)
struct DisplayWidthTests {
  @Test(
    arguments: [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("中", 2), ("ｱ", 1), ("Ａ", 2), ("한", 2),
      ("😀", 2), ("👩‍👩‍👧", 2), ("👍🏽", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2), ("א", 1), ("ع", 1),
      ("\u{200F}", 0), ("\u{200B}", 0), ("\t", 0), ("\u{1B}", 0), ("★", 1),
    ] as [(String, Int)])
  func widthOfOneCharacter(text: String, expected: Int) {
    #expect(DisplayWidth.of(Character(text)) == expected)
  }

  @Test(
    arguments: [
      ("hello", 5), ("日本語", 6), ("か\u{3099}き", 4), ("─か\u{309A}─", 4), ("e\u{301}e\u{301}", 2), ("a😀b", 4),
      ("שלום", 4), ("", 0),
    ] as [(String, Int)])
  func widthOfAString(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
  }
}
