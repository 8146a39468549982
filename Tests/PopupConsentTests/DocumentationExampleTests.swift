import PopupConsent
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupConsent/PopupConsent.docc/PopupConsent.md`.
@Suite("ConsentSheet: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func customizingSavesARecordThatExpiresIn182Days() throws {
    let configuration = try ConsentSheet.Configuration(
      message: "Orbit uses data.", categories: ConsentSheet.Category.standard, recordID: "r1")
    let wall = try PopupWallInstant(iso8601: "2026-03-01T12:00:00Z")
    var session = PopupSession<ConsentSheet>(configuration, now: .zero, wall: wall)
    _ = session.appear(at: .zero)
    _ = session.send(.customizeTapped, at: .zero)
    _ = session.send(.toggled("analytics"), at: .zero)
    let effects = session.send(.saveTapped, at: .seconds(5))
    guard case .output(.saved(let record, let changes)) = effects.first else {
      Issue.record("no record: \(effects)")
      return
    }
    #expect(record.acceptType == .custom)
    #expect(record.accepted == ["necessary", "analytics"])
    #expect(record.rejected == ["marketing", "personalization"])
    #expect(record.expires.iso8601 == "2026-08-30T12:00:05Z")
    #expect(changes == nil)
    #expect(session.endReason == .tap)
  }

  /// The defaults and numbers the article's Configuration section gives.
  @Test func theConfigurationTableHolds() throws {
    let configuration = try ConsentSheet.Configuration(
      message: "Orbit uses data to work and, if you agree, to improve.",
      categories: ConsentSheet.Category.standard, recordID: "consent-1")
    #expect(configuration.revision == 1)
    #expect(configuration.previous == nil)
    #expect(configuration.lifetimeDays == 182)
    #expect(!configuration.isClosable)
    #expect(
      configuration.categories.map(\.id) == ["necessary", "analytics", "marketing", "personalization"])
    #expect(ConsentSheet.Category.standard.filter(\.isRequired).map(\.id) == ["necessary"])
    #expect(ConsentSheet.defaultPresentation == .sheet)
  }
}
