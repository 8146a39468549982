import PopupCore
import PopupSheet
import Testing

/// Every default the documentation of ScrollSheet's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("ScrollSheet: documented defaults")
struct ScrollSheetDefaultsTests {
  @Test func everyDocumentedDefault() {
    var configuration = ScrollSheet.Configuration(title: "t", rows: (0..<100).map { "row \($0)" })
    let dismissible = configuration.dismissesOnOutsideTap
    configuration.isDismissible = false
    let notDismissible = configuration.dismissesOnOutsideTap
    configuration.isDismissible = true
    var withoutDetents = configuration
    withoutDetents.detents = []
    #expect(
      configuration.headerStyle == ScrollSheet.HeaderStyle.centered, "ScrollSheet.Configuration.headerStyle")
    #expect(
      configuration.detents == [ScrollSheet.Detent.medium, .large], "ScrollSheet.Configuration.detents")
    #expect(configuration.isDismissible == true, "ScrollSheet.Configuration.isDismissible")
    #expect(
      [dismissible, notDismissible] == [true, false],
      "ScrollSheet.Configuration.dismissesOnOutsideTap follows isDismissible")
    #expect(configuration.showsGrabber == true, "ScrollSheet.Configuration.showsGrabber")
    #expect(configuration.side == ScrollSheet.Side.bottom, "ScrollSheet.Configuration.side")
    #expect(
      withoutDetents.restingDetents == [ScrollSheet.Detent.height(0.9 * 844)],
      "ScrollSheet.Configuration.maxHeightFraction (0.9 of the screen)")
    #expect(ScrollSheet.Detent.medium.height(on: 844) == 422.0, "ScrollSheet.Detent.medium")
    #expect(ScrollSheet.Detent.large.height(on: 844) == 0.9 * 844, "ScrollSheet.Detent.large")
  }
}
