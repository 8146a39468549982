import Foundation
import PopupCore
import PopupProgress
import Testing

/// A ProgressToast configuration saved before a choice existed decodes to the choice's documented
/// default.
@Suite("ProgressToast: defaults of a configuration saved before a choice existed")
struct ProgressToastDecodedDefaultsTests {
  static let saved = ProgressToast.Configuration(title: "t", successInGrace: .stayHidden)

  /// A configuration saved before the `successInGrace` choice existed decodes to its default.
  @Test func aConfigurationSavedWithoutTheChoiceDecodesToTheDefault() throws {
    let setUp = ProgressToastDecodedDefaultsTests.saved
    var object = try #require(
      try JSONSerialization.jsonObject(with: try JSONEncoder().encode(setUp)) as? [String: Any])
    #expect(object.removeValue(forKey: "successInGrace") != nil)
    let data = try JSONSerialization.data(withJSONObject: object)
    let decoded = try JSONDecoder().decode(ProgressToast.Configuration.self, from: data)
    #expect(
      decoded.successInGrace == ProgressToast.SuccessInGrace.show,
      "ProgressToast.Configuration.successInGrace when absent")
  }
}
