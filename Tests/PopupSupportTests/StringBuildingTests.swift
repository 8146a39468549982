import PopupSupport
import PopupTesting
import Testing

@Suite("String building", .watchdog)
struct StringBuildingTests {
  static let tenthsCases: [(Int, Bool, UInt8?, String)] = [
    (125, false, nil, "12.5"), (-5, false, nil, "-0.5"), (-15, false, nil, "-1.5"), (30, false, nil, "3"),
    (30, true, nil, "3.0"), (30, true, 0x73, "3.0s"), (0, false, nil, "0"), (0, true, 0x73, "0.0s"),
    (9, false, nil, "0.9"), (100, false, nil, "10"), (1_234_567_891, false, nil, "123456789.1"),
    (-1_000_000_000_000_000_000, false, nil, "-100000000000000000"),
  ]

  @Test(arguments: tenthsCases)
  func tenthsAreWrittenWithOneDecimal(tenths: Int, keepsZero: Bool, suffix: UInt8?, expected: String) {
    #expect(String(popupTenths: tenths, keepsZeroFraction: keepsZero, suffix: suffix) == expected)
  }

  @Test(arguments: [
    (12.0, "12"), (12.46, "12.5"), (-0.04, "0"), (-0.05, "-0.1"), (-12.25, "-12.3"), (0.95, "1"),
  ])
  func shortNumbersRoundToATenth(value: Double, expected: String) {
    #expect(value.popupShort == expected)
  }

  @Test func concatenatingKeepsEveryByteInOrder() {
    #expect(String(popupConcatenating: "a", "", "日本", "e\u{301}", "👩‍👩‍👧") == "a日本e\u{301}👩‍👩‍👧")
    #expect(String(popupConcatenating: "a", "b").utf8.count == 2)
    #expect(String(popupConcatenating: "e", "\u{301}").count == 1)
  }
}
