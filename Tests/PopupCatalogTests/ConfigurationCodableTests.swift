import Foundation
import PopupActions
import PopupCore
import PopupRating
import PopupTesting
import Testing

/// Configurations in JSON: the texts a configuration stores, and data that must not decode.
/// That every sample's configuration of every kind round-trips, and that JSON written before
/// a kind had strings decodes, is the kind checker's `codable` check, which every linked kind
/// passes (`KindCheckerTests`).
@Suite("Configurations are Codable", .watchdog)
struct ConfigurationCodableTests {
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
