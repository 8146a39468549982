import Foundation
import PopupCoachmarks
import PopupCore
import Testing

/// Every default the documentation of CoachmarkTour's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("CoachmarkTour: documented defaults")
struct CoachmarkTourDefaultsTests {
  static let saved = CoachmarkTour.Configuration(
    steps: [.init(target: "x", title: "t", message: "m")], showsSpotlight: false)

  @Test func everyDocumentedDefault() {
    let configuration = CoachmarkTour.Configuration(steps: [.init(target: "x", title: "t", message: "m")])
    #expect(configuration.screen == PopupSize(width: 390, height: 844), "CoachmarkTour.Configuration.screen")
    #expect(configuration.padding == 8.0, "CoachmarkTour.Configuration.padding")
    #expect(
      configuration.calloutSize == PopupSize(width: 280, height: 120),
      "CoachmarkTour.Configuration.calloutSize")
    #expect(configuration.showsSpotlight == true, "CoachmarkTour.Configuration.showsSpotlight")
  }

  /// A configuration saved before the `showsSpotlight` choice existed decodes to its default.
  @Test func aConfigurationSavedWithoutTheChoiceDecodesToTheDefault() throws {
    let setUp = CoachmarkTourDefaultsTests.saved
    var object = try #require(
      try JSONSerialization.jsonObject(with: try JSONEncoder().encode(setUp)) as? [String: Any])
    #expect(object.removeValue(forKey: "showsSpotlight") != nil)
    let data = try JSONSerialization.data(withJSONObject: object)
    let decoded = try JSONDecoder().decode(CoachmarkTour.Configuration.self, from: data)
    #expect(decoded.showsSpotlight == true, "CoachmarkTour.Configuration.showsSpotlight when absent")
  }
}
