import Foundation
import PopupActions
import PopupBanners
import PopupCapsule
import PopupCelebration
import PopupCoachmarks
import PopupConsent
import PopupCore
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
      try Self.roundTrips(InputPopup.self), try Self.roundTrips(PermissionPrompt.self),
      try Self.roundTrips(ProgressToast.self), try Self.roundTrips(PromoPopup.self),
      try Self.roundTrips(RatingPrompt.self), try Self.roundTrips(ScrollSheet.self),
      try Self.roundTrips(UndoToast.self),
    ]
    #expect(counts.allSatisfy { $0 > 0 })
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
