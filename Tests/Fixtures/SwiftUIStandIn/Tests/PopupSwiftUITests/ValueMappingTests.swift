import SwiftUI
import Testing

@testable import PopupSwiftUI

/// The host's small tables: a render tree's colour names, and how much larger each Dynamic
/// Type size draws body text.
@Suite("PopupSwiftUI: colours and text sizes")
struct ValueMappingTests {
  /// A CSS hex colour of six digits or three (each doubled), or one of the named colours; any
  /// other text is no colour (the accent colour is drawn).
  @Test(
    arguments: [
      ("#336699", (0x33, 0x66, 0x99)), ("#369", (0x33, 0x66, 0x99)), ("#FFF", (0xff, 0xff, 0xff)),
      ("indigo", (0x4f, 0x46, 0xe5)), ("Teal", (0x0d, 0x94, 0x88)),
    ] as [(String, (Int, Int, Int))])
  func aColourNameIsItsRedGreenAndBlue(name: String, rgb: (Int, Int, Int)) throws {
    let found = try #require(Color.popupRGB(name))
    #expect(
      found.red == Double(rgb.0) / 255 && found.green == Double(rgb.1) / 255
        && found.blue == Double(rgb.2) / 255)
  }

  @Test(arguments: ["#12345", "#1234567", "336699", "#GGGGGG", "#", "mauve", ""])
  func anythingElseIsNoColour(name: String) {
    #expect(Color.popupRGB(name) == nil)
  }

  /// Each Dynamic Type size draws text larger than the one before it, the default (`large`)
  /// at 1.
  @Test func eachTextSizeIsLargerThanTheOneBefore() {
    let scales = DynamicTypeSize.allCases.map(PopupScreenReading.textScale)
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 < $1 }, "\(scales)")
    #expect(PopupScreenReading.textScale(.large) == 1)
  }
}
