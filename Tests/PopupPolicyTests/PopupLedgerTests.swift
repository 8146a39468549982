import Foundation
import PopupConsent
import PopupCore
import PopupPolicy
import PopupTesting
import Testing

@Suite("Ledger", .watchdog)
struct PopupLedgerTests {
  static let every: [PopupFact.What] = [
    .install, .launch, .event("export"), .event("two words"), .version("2.1.0"),
    .shown(kind: "promo", subject: nil),
    .shown(kind: "promo", subject: "spring"), .output(kind: "rating", name: "reviewRequested", subject: nil),
    .output(kind: "permission", name: "declined", subject: "location-when-in-use"),
    .consent(ConsentFact(revision: 3, expires: day(365))),
  ]

  @Test func theTextReadsBackToTheSameLedger() throws {
    let ledger = PopupLedger(
      facts: Self.every.enumerated().map { PopupFact($1, at: day($0) + .milliseconds(250)) })
    #expect(try PopupLedger(text: ledger.text) == ledger)
    #expect(ledger.text.hasPrefix("# popup-catalog ledger\nversion 1\n2026-01-01T00:00:00.250Z install\n"))
  }

  @Test(arguments: [
    ("", 1, "does not start"),
    ("# popup-catalog ledger\nversion 1\n2026-01-01T00:00:00Z launch", 3, "cut short"),
    ("# popup-catalog ledger\nversion 9\n", 2, "newer popup-catalog"),
    ("# popup-catalog ledger\nversion x\n", 2, "expected 'version <n>'"),
    ("# popup-catalog ledger\nversion 1\nyesterday launch\n", 3, "yesterday"),
    ("# popup-catalog ledger\nversion 1\n2026-01-01T00:00:00Z lanch\n", 3, "did you mean 'launch'"),
    (
      "# popup-catalog ledger\nversion 1\n2026-01-01T00:00:00Z install\n2026-01-01T00:00:00Z\n", 4,
      "expected '<instant> <fact>'"
    ),
  ])
  func badTextNamesItsLine(text: String, line: Int, problem: String) {
    #expect {
      _ = try PopupLedger(text: text)
    } throws: { error in
      guard let error = error as? PopupLedgerTextError else { return false }
      return error.line == line && error.description.contains(problem)
    }
  }

  @Test func outputFactsTakeTheCaseName() {
    enum Output {
      case reviewRequested(stars: Int)
      case declined
    }
    #expect(
      PopupFact.output(Output.reviewRequested(stars: 5), of: "rating", at: day(1)).what
        == .output(kind: "rating", name: "reviewRequested", subject: nil))
    #expect(
      PopupFact.output(Output.declined, of: "rating", at: day(1)).what
        == .output(kind: "rating", name: "declined", subject: nil))
  }

  /// Every type a host stores round-trips through JSON.
  @Test func everyStoredTypeRoundTrips() throws {
    func roundTrip<Value: Codable & Equatable>(_ value: Value) throws {
      let data = try JSONEncoder().encode(value)
      #expect(try JSONDecoder().decode(Value.self, from: data) == value)
    }
    try roundTrip(PopupLedger(facts: Self.every.map { PopupFact($0, at: day(3)) }))
    try roundTrip(RatingPolicy().decide(ledger(), at: day(40)))
    var rating = RatingPolicy()
    rating.significantEvent = "export"
    try roundTrip(rating)
    var promo = PromoPolicy()
    promo.periodCaps = [.init(count: 2, days: 7)]
    try roundTrip(promo)
    try roundTrip(PermissionPolicy())
    try roundTrip(TourPolicy())
    try roundTrip(
      ConsentRecord(
        id: "r1", firstConsent: day(1), updated: day(2), revision: 3, acceptType: .custom,
        accepted: ["analytics"],
        rejected: ["ads"], expires: day(300)))
    try roundTrip(day(1) + .milliseconds(7))
  }

  @Test func aMalformedInstantIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([PopupWallInstant].self, from: Data("[\"soon\"]".utf8))
    }
  }
}
