import PopupTesting
import Testing

@testable import PopupTextRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file of reference widths from Python's `wcwidth` (Scripts/dump-reference-widths.py),
/// when CI gives it (`.ci/widths` sets `POPUP_WIDTH_REFERENCE`).
let referenceWidthsPath = getenv("POPUP_WIDTH_REFERENCE").map { String(cString: $0) }

/// Every code point and every fully-qualified emoji sequence measured against Python's
/// `wcwidth`. The differences this package accepts, each with its reason:
///
/// - C0 and C1 controls and DEL: `wcwidth` says -1 (not printable); we count 0 columns, and
///   the renderer prints them as spaces.
@Suite("Display widths against Python's wcwidth", .enabled(if: referenceWidthsPath != nil), .watchdog)
struct DisplayWidthReferenceTests {
  /// A difference accepted, and why.
  static func accepted(_ scalars: [Unicode.Scalar], reference: Int, ours: Int) -> String? {
    if scalars.count == 1, reference == -1, ours == 0,
      scalars[0].value < 0x20 || (0x7F...0x9F).contains(scalars[0].value)
    {
      return "a control: not printable to wcwidth, no column to us"
    }
    return nil
  }

  @Test func everyCodePointAndEmojiSequenceMeasuresAsWcwidthSays() throws {
    let path = try #require(referenceWidthsPath)
    guard let file = fopen(path, "r") else {
      Issue.record("cannot read \(path)")
      return
    }
    defer { fclose(file) }
    var compared = 0
    var acceptedCount = 0
    var unexpected: [String] = []
    var buffer = [CChar](repeating: 0, count: 512)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(cString: buffer).split(separator: " ").map(String.init)
      guard let widthText = line.last?.trimmingCharacters(in: " \n"), let reference = Int(widthText) else {
        continue
      }
      let scalars = line.dropLast().compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      let ours = DisplayWidth.of(text)
      compared += 1
      guard ours != reference else { continue }
      if Self.accepted(scalars, reference: reference, ours: ours) != nil {
        acceptedCount += 1
      } else {
        unexpected.append("\(line.dropLast().joined(separator: " ")): wcwidth \(reference), ours \(ours)")
      }
    }
    #expect(compared > 1_100_000)
    #expect(
      unexpected.isEmpty, "\(unexpected.count) differences:\n\(unexpected.prefix(40).joined(separator: "\n"))"
    )
    print(
      "compared \(compared) code points and sequences with wcwidth: \(acceptedCount) accepted differences")
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(self.drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
