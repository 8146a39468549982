import PopupCatalog
import PopupCore
import PopupTesting
@_spi(Recording) import SwiftUI
import Testing

@testable import PopupSwiftUI

/// Every sample of every kind at rest on a phone, and each kind's first on a tablet, drawn by
/// `PopupFrameView` exactly as `Drawings/<kind>.txt` holds: every view, modifier and argument, and what a
/// canvas filled, 3.5 s into its timeline. The other suites test what the frame says and what
/// each value maps to; this pins the numbers they leave open (a countdown ring's size and
/// line, the card's widest, a gradient's height, confetti's particles and fall).
///
/// A change to the drawing that is meant: run `POPUP_RECORD_DRAWINGS=1 .ci/swiftui`
/// (`PopupRecording`), which writes the files and fails, then read the change in `git diff` and commit it. A new kind's
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

  @Test(arguments: everyKind.kinds.map { $0.descriptor.id })
  func theDrawingIsTheRecordedOne(kind: String) throws {
    try PopupRecording.expect(
      Self.drawing(of: kind), matchesFileAt: Self.folder.appendingPathComponent("\(kind).txt").path,
      recordWith: "Scripts/generate (a new kind's) or POPUP_RECORD_DRAWINGS=1 .ci/swiftui")
  }
}
