import PopupTesting
import Testing

@testable import PopupDiff

@Suite("Line diff", .watchdog)
struct LineDiffTests {
  @Test func marksRemovedAndAddedLines() {
    let diff = LineDiff.lines(expected: "a\nb\nc", actual: "a\nB\nc")
    #expect(diff == ["  a", "- b", "+ B", "  c"])
  }

  @Test func foldsLongUnchangedRuns() {
    let old = (1...20).map(String.init).joined(separator: "\n")
    let new = old.replacingOccurrences(of: "10", with: "ten")
    let diff = LineDiff.lines(expected: old, actual: new, context: 1)
    #expect(diff == ["…", "  9", "- 10", "+ ten", "  11", "…"])
  }

  /// A side that runs out first: lines left only in the other are all marked, none lost, and
  /// none read past the end of the shorter side.
  @Test(arguments: [
    ("a\nb", "a", ["  a", "- b"]), ("a", "a\nb", ["  a", "+ b"]), ("a\nb\nc", "c", ["- a", "- b", "  c"]),
    ("c", "a\nb\nc", ["+ a", "+ b", "  c"]), ("a\nb", "c", ["- a", "- b", "+ c"]),
  ])
  func aSideThatEndsFirst(expected: String, actual: String, diff: [String]) {
    #expect(LineDiff.lines(expected: expected, actual: actual) == diff)
  }

  @Test func equalTextsHaveNoChangedLines() {
    #expect(LineDiff.lines(expected: "x\ny", actual: "x\ny", context: 0) == ["…"])
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).map { $0 == target ? replacement : String($0) }
      .joined(separator: "\n")
  }
}
