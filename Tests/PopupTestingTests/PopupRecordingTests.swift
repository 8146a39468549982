import Foundation
import PopupTesting
import Testing

/// A text held to its recording: compared, written again when asked, refused when the mode
/// is unknown, with a line diff when it differs.
@Suite("PopupRecording", .watchdog)
struct PopupRecordingTests {
  /// A fresh file path in a temporary folder of its own.
  static func path() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("drawing.txt").path
  }

  @Test(arguments: [
    (String?.none, PopupRecording?.some(.compare)), ("", .compare), ("1", .every), ("missing", .missing),
    ("yes", nil), ("0", nil), ("MISSING", nil),
  ])
  func eachValueOfTheVariableNamesItsMode(value: String?, mode: PopupRecording?) {
    #expect(PopupRecording(variableValue: value) == mode)
  }

  @Test func anEqualTextPassesAndAnotherFailsWithALineDiff() throws {
    let path = try Self.path()
    try "a\nb\nc\n".write(toFile: path, atomically: true, encoding: .utf8)
    try PopupRecording.expect("a\nb\nc\n", matchesFileAt: path, recordWith: "record it", mode: .compare)
    try withKnownIssue {
      try PopupRecording.expect("a\nB\nc\n", matchesFileAt: path, recordWith: "record it", mode: .compare)
    } matching: { issue in
      let text = "\(issue)"
      return text.contains("- b") && text.contains("+ B") && text.contains("run record it")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nb\nc\n", "a comparison writes nothing")
  }

  @Test func everyWritesAndFailsMissingWritesOnlyWhatIsAbsent() throws {
    let path = try Self.path()
    try PopupRecording.expect("first\n", matchesFileAt: path, recordWith: "r", mode: .missing)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n")
    // Present now: missing compares it, and this text differs.
    withKnownIssue {
      try PopupRecording.expect("second\n", matchesFileAt: path, recordWith: "r", mode: .missing)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n")
    try withKnownIssue {
      try PopupRecording.expect("second\n", matchesFileAt: path, recordWith: "r", mode: .every)
    } matching: {
      "\($0)".contains("Recorded")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
  }

  @Test func noFileToCompareWithFailsNamingTheCommand() throws {
    let path = try Self.path()
    try withKnownIssue {
      try PopupRecording.expect("x", matchesFileAt: path, recordWith: "Scripts/generate", mode: .compare)
    } matching: {
      "\($0)".contains("Scripts/generate records it")
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// Forty diff lines show whole; past forty, the rest are counted.
  @Test(arguments: [(20, String?.none), (21, "… 2 more diff lines")])
  func aDiffOfFortyLinesShowsWhole(lines: Int, more: String?) throws {
    let path = try Self.path()
    try (0..<lines).map { "a\($0)" }.joined(separator: "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    try withKnownIssue {
      try PopupRecording.expect(
        (0..<lines).map { "b\($0)" }.joined(separator: "\n"), matchesFileAt: path, recordWith: "r",
        mode: .compare)
    } matching: { issue in
      let text = "\(issue)"
      return text.contains("more diff lines") == (more != nil) && more.map(text.contains) != false
    }
  }

  @Test func aLongDiffShowsItsFirstLinesAndCountsTheRest() throws {
    let path = try Self.path()
    let old = (0..<100).map { "line \($0)" }.joined(separator: "\n")
    try old.write(toFile: path, atomically: true, encoding: .utf8)
    try withKnownIssue {
      try PopupRecording.expect(
        old.replacingOccurrences(of: "line", with: "row"), matchesFileAt: path, recordWith: "r",
        mode: .compare)
    } matching: {
      "\($0)".contains("… 160 more diff lines")
    }
  }
}
