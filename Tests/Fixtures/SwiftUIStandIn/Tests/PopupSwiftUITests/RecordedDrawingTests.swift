import PopupCatalog
import PopupCore
@_spi(Recording) import SwiftUI
import Testing

@testable import PopupSwiftUI

/// Every sample of every kind at rest on a phone, and each kind's first on a tablet, drawn by
/// `PopupFrameView` exactly as `Drawings/<kind>.txt` holds: every view, modifier and argument, and what a
/// canvas filled, 3.5 s into its timeline. The other suites test what the frame says and what
/// each value maps to; this pins the numbers they leave open (a countdown ring's size and
/// line, the card's widest, a gradient's height, confetti's particles and fall).
///
/// A change to the drawing that is meant: run `POPUP_RECORD_DRAWINGS=1 .ci/swiftui`, which
/// writes the files and fails, then read the change in `git diff` and commit it. A new kind's
/// drawing is written by `Scripts/generate` (`POPUP_RECORD_DRAWINGS=missing .ci/swiftui`).
@MainActor
@Suite("Every kind drawn whole, as recorded")
struct RecordedDrawingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Drawings")

  /// The drawing of a kind: every sample that shows at rest on the phone, and the first on
  /// the tablet, each under a heading.
  static func drawing(of kind: String) -> String {
    var environment = EnvironmentValues()
    environment._date = Date(timeIntervalSinceReferenceDate: 3.5)
    let frames = everySampleFrame.filter {
      $0.kind == kind && $0.moment == "at rest" && $0.frame.motion.phase == .presented
    }
    let phone = frames.filter { $0.screen == "phone" }
    let tablet = frames.first { $0.screen == "tablet" }
    return (phone + (tablet.map { [$0] } ?? [])).map { sample in
      "# \(sample.testDescription)\n"
        + Drawing.draw(PopupFrameView(sample.frame), environment: environment).outline()
    }.joined(separator: "\n\n") + "\n"
  }

  /// Every recorded drawing is of a kind the catalog links: none is left from a kind removed.
  @Test func everyRecordedDrawingIsOfALinkedKind() throws {
    let ids = Set(everyKind.kinds.map { $0.descriptor.id })
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
      $0.hasSuffix(".txt")
    }
    #expect(!files.isEmpty)
    for file in files {
      #expect(ids.contains(String(file.dropLast(4))), "Drawings/\(file) is of no linked kind: remove it")
    }
  }

  /// What `POPUP_RECORD_DRAWINGS` asks for: nothing (compare), every drawing, or the
  /// drawings of kinds that have none yet (Scripts/generate, for a new kind).
  enum Recording: String {
    case none = ""
    case every = "1"
    case missing
  }

  @Test(arguments: everyKind.kinds.map { $0.descriptor.id })
  func theDrawingIsTheRecordedOne(kind: String) throws {
    let value = ProcessInfo.processInfo.environment["POPUP_RECORD_DRAWINGS"] ?? ""
    let recording = try #require(
      Recording(rawValue: value),
      "POPUP_RECORD_DRAWINGS is '\(value)': set it to 1 (record every drawing) or to missing (record the kinds that have none), or leave it unset to compare."
    )
    let file = Self.folder.appendingPathComponent("\(kind).txt")
    let drawn = Self.drawing(of: kind)
    let exists = FileManager.default.fileExists(atPath: file.path)
    if recording == .every || (recording == .missing && !exists) {
      try drawn.write(to: file, atomically: true, encoding: .utf8)
      if recording == .every {
        Issue.record(
          "Recorded \(file.path); read it, then run .ci/swiftui again without POPUP_RECORD_DRAWINGS.")
      }
      return
    }
    guard exists else {
      Issue.record("No recorded drawing of '\(kind)' (Drawings/\(kind).txt): Scripts/generate records it.")
      return
    }
    let recorded = try String(contentsOf: file, encoding: .utf8)
    let (drawnLines, recordedLines) = (drawn.split(separator: "\n"), recorded.split(separator: "\n"))
    let first =
      zip(drawnLines, recordedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(drawnLines.count, recordedLines.count)
    // Compared apart from the expectation, which would print both drawings whole.
    let isRecordedOne = drawn == recorded
    #expect(
      isRecordedOne,
      """
      The drawing differs from Drawings/\(kind).txt from line \(first + 1):
      drawn:    \(first < drawnLines.count ? drawnLines[first] : "(nothing)")
      recorded: \(first < recordedLines.count ? recordedLines[first] : "(nothing)")
      If the change is meant, run POPUP_RECORD_DRAWINGS=1 .ci/swiftui and read the files' diff.
      """)
  }
}
