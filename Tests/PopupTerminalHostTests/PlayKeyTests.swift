import PopupTerminalHost
import Testing

/// The keys `catalog play` reads, decoded from the bytes a terminal sends: escape sequences
/// whole, UTF-8 characters whole, anything else unknown.
@Suite("The terminal host's keys")
struct PlayKeyTests {
  static let keyCases: [([UInt8], [PlayKey])] = [
    ([0x09], [.tab]), (Array("\u{1B}[Z".utf8), [.backTab]),
    (Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8), [.up, .down, .right, .left]),
    (Array("\u{1B}OA".utf8), [.up]), ([0x1B], [.escape]), (Array("\u{1B}[1;5C".utf8), [.right]),
    ([0x0D], [.enter]), ([0x0A], [.enter]), ([0x03], [.interrupt]), ([0x7F], [.backspace]),
    (Array("qé日".utf8), [.character("q"), .character("é"), .character("日")]),
    // Each UTF-8 length, followed by a character it must not swallow: 2, 3 and 4 bytes.
    (
      Array("éa日b😀c".utf8),
      [.character("é"), .character("a"), .character("日"), .character("b"), .character("😀"), .character("c")]
    ),
    ([0x08], [.backspace]), (Array("\u{1B}[5~".utf8), [.unknown]),
    (Array("\u{1B}[".utf8), [.escape, .character("[")]),
    ([0xFF, 0x01], [.unknown, .unknown]), ([0xE6, 0x97], [.unknown]),
  ]

  @Test(arguments: keyCases)
  func keysAreDecodedFromWhatTheTerminalSends(bytes: [UInt8], keys: [PlayKey]) {
    #expect(PlayKey.keys(in: bytes) == keys)
  }
}
