import Foundation
import PopupCoachmarks
import PopupCore
import Testing

/// A CoachmarkTour configuration saved before a choice existed decodes to the choice's documented
/// default.
@Suite("CoachmarkTour: defaults of a configuration saved before a choice existed")
struct CoachmarkTourDecodedDefaultsTests {
  static let saved = CoachmarkTour.Configuration(
    steps: [.init(target: "x", title: "t", message: "m")], showsSpotlight: false)

  /// A configuration saved before the `showsSpotlight` choice existed decodes to its default.
  @Test func aConfigurationSavedWithoutTheChoiceDecodesToTheDefault() throws {
    let setUp = CoachmarkTourDecodedDefaultsTests.saved
    var object = try #require(
      try JSONSerialization.jsonObject(with: try JSONEncoder().encode(setUp)) as? [String: Any])
    #expect(object.removeValue(forKey: "showsSpotlight") != nil)
    let data = try JSONSerialization.data(withJSONObject: object)
    let decoded = try JSONDecoder().decode(CoachmarkTour.Configuration.self, from: data)
    #expect(decoded.showsSpotlight == true, "CoachmarkTour.Configuration.showsSpotlight when absent")
  }
}
