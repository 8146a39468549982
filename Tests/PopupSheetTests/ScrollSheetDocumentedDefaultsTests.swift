import PopupCore
import PopupPresentation
import PopupSheet
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let sheet = ScrollSheet.Configuration(title: "t", rows: (0..<100).map { "row \($0)" })
}

/// Every default ScrollSheet's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("ScrollSheet: documented defaults")
struct ScrollSheetDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("ScrollSheet.Configuration.headerStyle", ScrollSheet.HeaderStyle.centered) {
      Defaulted.sheet.headerStyle
    },
    .init("ScrollSheet.Configuration.detents", [ScrollSheet.Detent.medium, .large]) {
      Defaulted.sheet.detents
    },
    .init("ScrollSheet.Configuration.isDismissible", true) { Defaulted.sheet.isDismissible },
    .init("ScrollSheet.Configuration.dismissesOnOutsideTap follows isDismissible", false) {
      var sheet = Defaulted.sheet
      sheet.isDismissible = false
      return sheet.dismissesOnOutsideTap
    },
    .init("ScrollSheet.Configuration.showsGrabber", true) { Defaulted.sheet.showsGrabber },
    .init("ScrollSheet.Configuration.side", ScrollSheet.Side.bottom) { Defaulted.sheet.side },
    // "The tallest a sheet with no detents may be ...; default 0.9" of the screen's height.
    .init("ScrollSheet.Configuration.maxHeightFraction", [ScrollSheet.Detent.height(0.9 * 844)]) {
      var sheet = Defaulted.sheet
      sheet.detents = []
      return sheet.restingDetents
    },
    .init("ScrollSheet.Detent.medium", 422.0) { ScrollSheet.Detent.medium.height(on: 844) },
    .init("ScrollSheet.Detent.large", 0.9 * 844) { ScrollSheet.Detent.large.height(on: 844) },
    // PopupPresentationOptions: "toasts at the bottom, banners at the top, cards centered, sheets
    // from the bottom."
    .init("ScrollSheet.defaultPresentation", PopupPresentationOptions.Placement.toast(.bottom)) {
      ScrollSheet.defaultPresentation.placement
    },
    .init("ScrollSheet.defaultPresentation display", PopupPresentationOptions.Display.sheet) {
      ScrollSheet.defaultPresentation.display
    },
    .init("ScrollSheet.Configuration.footer", String?.none) { Defaulted.sheet.footer },
    .init("ScrollSheet.Configuration.widthClass", PopupWidthClass.compact) { Defaulted.sheet.widthClass },
    .init("ScrollSheet.Configuration.screenHeight", 844.0) { Defaulted.sheet.screenHeight },
    .init("ScrollSheet.Configuration.screenHeight, not finite", 844.0) {
      ScrollSheet.Configuration(title: "t", rows: ["r"], screenHeight: .infinity).screenHeight
    },
    .init("ScrollSheet.Configuration.maxHeightFraction stored", Double?.none) {
      Defaulted.sheet.maxHeightFraction
    },
    .init("ScrollSheet.Configuration.dismissesOnOutsideTap", true) { Defaulted.sheet.dismissesOnOutsideTap },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
