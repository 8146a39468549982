import Foundation
import PopupCore
import PopupProgress
import Testing

/// Every default the documentation of ProgressToast's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("ProgressToast: documented defaults")
struct ProgressToastDefaultsTests {
  static let saved = ProgressToast.Configuration(title: "t", successInGrace: .stayHidden)

  @Test func everyDocumentedDefault() {
    let configuration = ProgressToast.Configuration(title: "t")
    #expect(configuration.grace == Duration.milliseconds(500), "ProgressToast.Configuration.grace")
    #expect(
      configuration.minimumShow == Duration.milliseconds(500), "ProgressToast.Configuration.minimumShow")
    #expect(
      configuration.successDismissal == Duration.seconds(2), "ProgressToast.Configuration.successDismissal")
    #expect(
      configuration.successInGrace == ProgressToast.SuccessInGrace.show,
      "ProgressToast.Configuration.successInGrace")
    #expect(configuration.isCancellable == true, "ProgressToast.Configuration.isCancellable")
    #expect(configuration.isRetryable == true, "ProgressToast.Configuration.isRetryable")
  }

  /// A configuration saved before the `successInGrace` choice existed decodes to its default.
  @Test func aConfigurationSavedWithoutTheChoiceDecodesToTheDefault() throws {
    let setUp = ProgressToastDefaultsTests.saved
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
