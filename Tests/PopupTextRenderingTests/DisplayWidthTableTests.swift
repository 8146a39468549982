import PopupTesting
import Testing

@testable import PopupTextRendering

@Suite("Display width tables", .watchdog)
struct DisplayWidthTableTests {
  @Test(arguments: [
    ("zero", DisplayWidth.zeroWidthRanges), ("wide", DisplayWidth.wideRanges),
    ("VS16", DisplayWidth.wideWithVariationSelector16),
  ])
  func tablesAreSortedDisjointPairs(name: String, table: [UInt32]) {
    #expect(table.count % 2 == 0, "\(name)")
    for index in stride(from: 0, to: table.count, by: 2) {
      #expect(table[index] <= table[index + 1], "\(name) at \(index)")
      if index > 0 { #expect(table[index - 1] < table[index], "\(name) at \(index)") }
    }
  }

  /// The fast paths (printable ASCII, Latin and the renderer's symbols, kana and CJK) must
  /// say what the tables say, for every code point they cover.
  @Test func theFastPathsAgreeWithTheTablesEverywhere() {
    for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
      if let fast = DisplayWidth.simpleWidth(of: value) {
        #expect(fast == DisplayWidth.width(of: value), "U+\(String(value, radix: 16, uppercase: true))")
      }
    }
  }

  @Test(arguments: [
    ("a", 1), ("日", 2), ("\u{3248}", 1), ("\u{1B170}", 2), ("\u{4DC0}", 2), ("\u{1AFF0}", 2),
    ("a\u{1F3FD}", 3), ("\u{1F44D}\u{1F3FD}", 2), ("\u{1F575}\u{1F3FD}", 1), ("#\u{20E3}", 1),
    ("#\u{FE0F}\u{20E3}", 2), ("\u{263A}\u{FE0F}", 2), ("\u{2605}\u{FE0F}", 1), ("\u{1F1FA}\u{1F1F8}", 2),
    ("👩‍👩‍👧", 2), ("क्षि", 2), ("हि", 2), ("न्दी", 2), ("ன்", 1), ("றி", 2), ("ก่", 1), ("กำ", 2), ("e\u{301}", 1),
    ("\u{1160}", 0), ("\u{200B}", 0), ("\u{7}", 0),
  ])
  func clustersMeasureAsTerminalsDrawThem(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }
}
