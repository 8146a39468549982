import Foundation
import PopupCatalog
import PopupCore
import PopupRating
import PopupRegistryGenerator
import PopupSupport
import PopupTesting
import Testing

/// Every linked kind has a strings table (that every built-in text comes from it is the kind
/// checker's `strings` check, which `KindCheckerTests` runs on every linked kind), and tables
/// that cannot be read are the kind's errors.
@Suite("Every kind's strings", .watchdog)
struct KindStringsTests {
  static let kinds: [any InspectablePopupKind.Type] = (try? PopupCatalog.linked.kinds) ?? []

  /// The kinds the package declares: every `Sources/*/popup-kinds.txt`, read as the
  /// PopupRegistry plugin reads it, so a new kind needs no edit here.
  static func declaredKindCount() throws -> Int {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Sources"
    ).standardized
    var count = 0
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
      let list = sources.appendingPathComponent(module).appendingPathComponent(PopupKindManifest.fileName)
      guard let text = try? String(contentsOf: list, encoding: .utf8) else { continue }
      count += try PopupKindManifest(module: module, text: text).kinds.count
    }
    return count
  }

  @Test func everyLinkedKindHasAStringsTable() throws {
    #expect(Self.kinds.count == (try Self.declaredKindCount()))
    #expect(Self.kinds.count > 1)
    for kind in Self.kinds {
      #expect(kind is any LocalizablePopupKind.Type, "\(kind.descriptor.id)")
      #expect(kind.englishStringsTableText?.isEmpty == false, "\(kind.descriptor.id)")
    }
  }

  @Test func aStringsTableForAKindWithoutOneIsAClearError() throws {
    let sample = try #require(FlawedCard.samples.first)
    #expect(FlawedCard.englishStringsTableText == nil)
    #expect(throws: PopupCatalogError.noStrings(kind: "flawed")) {
      try FlawedCard.localized(sample, tableText: "")
    }
    #expect(
      PopupCatalogError.noStrings(kind: "flawed").description
        == "Popup kind 'flawed' has no strings table: its texts all come from its configuration.")
  }

  @Test func aTableThatCannotBeReadIsTheKindsError() throws {
    let sample = try #require(RatingPrompt.samples.first)
    #expect(
      throws: PopupCatalogError.strings(
        .unknownKey("submitt", table: "RatingPrompt.Strings", valid: RatingPrompt.Strings.keys),
        kind: "rating")
    ) {
      try RatingPrompt.localized(sample, tableText: "submit = Senden\nsubmitt = Senden")
    }
  }

  @Test func aLocalizedSampleKeepsEverythingButItsStrings() throws {
    let sample = try #require(RatingPrompt.samples.first)
    let localized = try RatingPrompt.localized(
      sample, tableText: "title = Gefällt dir {app}?\nsubmit = Senden")
    #expect(localized.configuration.shownTitle == "Gefällt dir Orbit?")
    #expect(localized.configuration.strings.submit == "Senden")
    #expect(localized.configuration.strings.close == "Close")
    var english = localized
    english.configuration.strings = RatingPrompt.Strings()
    #expect(english.configuration == sample.configuration)
    #expect(localized.script == sample.script)
    #expect(localized.name == sample.name)
  }
}
