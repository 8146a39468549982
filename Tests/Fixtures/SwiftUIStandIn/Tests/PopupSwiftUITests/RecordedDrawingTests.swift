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
/// writes the files and fails, then read the change in `git diff` and commit it.
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

  @Test(arguments: everyKind.kinds.map { $0.descriptor.id })
  func theDrawingIsTheRecordedOne(kind: String) throws {
    let file = Self.folder.appendingPathComponent("\(kind).txt")
    let drawn = Self.drawing(of: kind)
    if ProcessInfo.processInfo.environment["POPUP_RECORD_DRAWINGS"] == "1" {
      try drawn.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded \(file.path); read it, then run .ci/swiftui again without POPUP_RECORD_DRAWINGS.")
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
