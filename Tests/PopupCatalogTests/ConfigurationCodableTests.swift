import Foundation
import PopupActions
import PopupBanners
import PopupCapsule
import PopupCelebration
import PopupCoachmarks
import PopupConsent
import PopupCore
import PopupHosted
import PopupInput
import PopupPermission
import PopupProgress
import PopupPromo
import PopupRating
import PopupSheet
import PopupUndo
import Testing

/// A host stores configurations: every sample's configuration of every kind reads back equal
/// from JSON.
@Suite("Configurations are Codable")
struct ConfigurationCodableTests {
  static func roundTrips<Kind: InspectablePopupKind>(_ kind: Kind.Type) throws -> Int
  where Kind.Configuration: Codable & Equatable {
    for sample in Kind.samples {
      let data = try JSONEncoder().encode(sample.configuration)
      #expect(
        try JSONDecoder().decode(Kind.Configuration.self, from: data) == sample.configuration,
        "\(sample.name)")
    }
    return Kind.samples.count
  }

  @Test func everySampleConfigurationRoundTrips() throws {
    let counts = [
      try Self.roundTrips(ActionSheet.self), try Self.roundTrips(NotificationBanners.self),
      try Self.roundTrips(LiveCapsule.self), try Self.roundTrips(CelebrationPopup.self),
      try Self.roundTrips(CoachmarkTour.self), try Self.roundTrips(ConsentSheet.self),
      try Self.roundTrips(HostedPopup.self), try Self.roundTrips(InputPopup.self),
      try Self.roundTrips(PermissionPrompt.self),
      try Self.roundTrips(ProgressToast.self), try Self.roundTrips(PromoPopup.self),
      try Self.roundTrips(RatingPrompt.self), try Self.roundTrips(ScrollSheet.self),
      try Self.roundTrips(UndoToast.self),
    ]
    #expect(counts.allSatisfy { $0 > 0 })
  }

  /// Data written before a kind had strings has no `strings` key: it decodes, in English.
  static func decodesWithoutStrings<Kind: InspectablePopupKind & LocalizablePopupKind>(_ kind: Kind.Type)
    throws
  where Kind.Configuration: Codable & Equatable {
    for sample in Kind.samples {
      let data = try JSONEncoder().encode(sample.configuration)
      var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(object.removeValue(forKey: "strings") != nil, "\(Kind.descriptor.id) \(sample.name)")
      let old = try JSONSerialization.data(withJSONObject: object)
      let decoded = try JSONDecoder().decode(Kind.Configuration.self, from: old)
      #expect(decoded == sample.configuration, "\(Kind.descriptor.id) \(sample.name)")
      #expect(decoded[keyPath: Kind.stringsKeyPath] == Kind.Strings())
    }
  }

  @Test func configurationsWrittenBeforeStringsStillDecode() throws {
    try Self.decodesWithoutStrings(ActionSheet.self)
    try Self.decodesWithoutStrings(NotificationBanners.self)
    try Self.decodesWithoutStrings(LiveCapsule.self)
    try Self.decodesWithoutStrings(CelebrationPopup.self)
    try Self.decodesWithoutStrings(CoachmarkTour.self)
    try Self.decodesWithoutStrings(ConsentSheet.self)
    try Self.decodesWithoutStrings(HostedPopup.self)
    try Self.decodesWithoutStrings(InputPopup.self)
    try Self.decodesWithoutStrings(PermissionPrompt.self)
    try Self.decodesWithoutStrings(ProgressToast.self)
    try Self.decodesWithoutStrings(PromoPopup.self)
    try Self.decodesWithoutStrings(RatingPrompt.self)
    try Self.decodesWithoutStrings(ScrollSheet.self)
    try Self.decodesWithoutStrings(UndoToast.self)
  }

  @Test func stringsAreStoredAsTheTextsThatDifferFromEnglish() throws {
    var configuration = RatingPrompt.Configuration(appName: "Orbit", title: "Hallo")
    configuration.strings.submit = "Senden"
    configuration.strings.star.other = "{count} Sterne"
    let data = try JSONEncoder().encode(configuration)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["strings"] as? [String: String] == ["submit": "Senden", "star.other": "{count} Sterne"])
    #expect(object["title"] as? String == "Hallo")
    #expect(object["message"] == nil)
    let decoded = try JSONDecoder().decode(RatingPrompt.Configuration.self, from: data)
    #expect(decoded == configuration)
    #expect(decoded.message == .default)
    #expect(decoded.message.or(decoded.strings.message) == "Tap a star to rate it.")
  }

  @Test func aStringsTableWithAnUnknownKeyDoesNotDecode() throws {
    let json = #"{"appName": "Orbit", "threshold": 4, "strings": {"submitt": "Senden"}}"#
    #expect {
      try JSONDecoder().decode(RatingPrompt.Configuration.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription.contains("Unknown key \"submitt\"")
        && context.debugDescription.contains("Did you mean 'submit'?")
    }
  }

  @Test func anActionSheetWithTwoCancelRowsDoesNotDecode() throws {
    let sample = try #require(ActionSheet.samples.first).configuration
    var json = try #require(String(data: try JSONEncoder().encode(sample), encoding: .utf8))
    json = json.replacingOccurrences(of: "\"normal\"", with: "\"cancel\"")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ActionSheet.Configuration.self, from: Data(json.utf8))
    }
  }
}
