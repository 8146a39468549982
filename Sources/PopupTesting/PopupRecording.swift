import Foundation
import PopupDiff
import Testing

/// A text a test holds to a copy recorded in a file, such as a drawing: the test fails with a
/// line diff when they differ, and records the file again when asked.
///
/// What `POPUP_RECORD_DRAWINGS` asks for, read once per check: unset or empty compares;
/// `1` writes every file again and records an issue (so a recording run never passes as a
/// check); `missing` writes only the files that do not exist yet, without an issue, and
/// compares the others. Any other value is an issue, not a comparison.
public enum PopupRecording: Equatable, Sendable {
  /// Compare the text with its file.
  case compare
  /// Write every file again, and record an issue saying so.
  case every
  /// Write the files that do not exist; compare the others.
  case missing

  /// The environment variable that chooses the mode.
  public static let variable = "POPUP_RECORD_DRAWINGS"

  /// The mode a value of ``variable`` names, or `nil` for a value that names none.
  public init?(variableValue value: String?) {
    switch value ?? "" {
    case "": self = .compare
    case "1": self = .every
    case "missing": self = .missing
    default: return nil
    }
  }

  /// The most diff lines a failure shows.
  static let shownDiffLines = 40

  /// Holds `text` to the file at `path`, in the mode ``variable`` names (or `mode`):
  /// `recordWith` is the command that records it again, for the failure message.
  public static func expect(
    _ text: String, matchesFileAt path: String, recordWith command: String, mode: PopupRecording? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let value = ProcessInfo.processInfo.environment[variable]
    guard let mode = mode ?? PopupRecording(variableValue: value) else {
      Issue.record(
        "\(variable) is '\(value ?? "")': set it to 1 (record every file) or to missing (record the files that do not exist), or leave it unset to compare.",
        sourceLocation: sourceLocation)
      return
    }
    let exists = FileManager.default.fileExists(atPath: path)
    if mode == .every || (mode == .missing && !exists) {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      if mode == .every {
        Issue.record(
          "Recorded \(path); read it, then run again without \(variable).", sourceLocation: sourceLocation)
      }
      return
    }
    guard exists else {
      Issue.record("No recording at \(path): \(command) records it.", sourceLocation: sourceLocation)
      return
    }
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    guard text != recorded else { return }
    let diff = LineDiff.lines(expected: recorded, actual: text)
    let shown = diff.prefix(shownDiffLines).joined(separator: "\n")
    let more = diff.count > shownDiffLines ? "\n… \(diff.count - shownDiffLines) more diff lines" : ""
    Issue.record(
      "The text differs from \(path) (- recorded, + now):\n\(shown)\(more)\nIf the change is meant, run \(command) and read the file's diff.",
      sourceLocation: sourceLocation)
  }
}
