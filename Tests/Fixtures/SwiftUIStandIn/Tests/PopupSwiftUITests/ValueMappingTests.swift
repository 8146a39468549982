import PopupCore
import SwiftUI
import Testing

@testable import PopupSwiftUI

/// The host's small tables: a render tree's colour names, how much larger each Dynamic Type
/// size draws body text, the text style of each text role, and each card style's fill.
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

  /// A title is a headline, body text body and a caption a caption.
  @Test(arguments: [(TextRole.title, Font.TextStyle.headline), (.body, .body), (.caption, .caption)])
  func eachTextRoleHasItsStyle(role: TextRole, style: Font.TextStyle) {
    #expect(role.textStyle == style)
  }

  /// An inverse card is drawn in ink (the text's colour), a tinted one in its tint, and each
  /// differs from the plain paper of a standard card, in both colour schemes.
  @Test(arguments: [ColorScheme.light, .dark])
  func theInverseCardIsInkAndTheTintedOneItsTint(scheme: ColorScheme) {
    let fill = { (style: PopupStyle, tint: String?) in
      PopupCardStyle.fill(style, tint: tint, colorScheme: scheme).description
    }
    let standard = fill(.standard, nil)
    let inverse = fill(.inverse, nil)
    let tinted = fill(.tinted, "teal")
    #expect(Set([standard, inverse, tinted]).count == 3, "\(standard) \(inverse) \(tinted)")
    #expect(fill(.inverse, "teal") == inverse)
    #expect(tinted == AnyShapeStyle(Color(popupName: "teal")).description)
    #expect(fill(.tinted, nil) == fill(.accent, nil))
  }

  /// Each Dynamic Type size draws text larger than the one before it, the default (`large`)
  /// at 1.
  @Test func eachTextSizeIsLargerThanTheOneBefore() {
    let scales = DynamicTypeSize.allCases.map(PopupScreenReading.textScale)
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 < $1 }, "\(scales)")
    #expect(PopupScreenReading.textScale(.large) == 1)
  }
}
