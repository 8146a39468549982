import PopupCore
import PopupTesting
import Testing

@testable import PopupPolicy

/// The boundaries the policies promise, on both sides (mutation testing found these
/// unpinned): a threshold met exactly, a fact at the very instant counting starts, a back-off
/// that ends at an instant, the first promo, and how spacings are written.
@Suite("Policy boundaries", .watchdog)
struct PolicyBoundaryTests {
  @Test(arguments: [(2, false), (3, true), (4, true)])
  func significantEventsAtTheMinimumAllow(events: Int, allowed: Bool) {
    var policy = RatingPolicy()
    policy.minimumEvents = 3
    policy.significantEvent = "export"
    let seen = ledger(uses: 25, Array(repeating: (PopupFact.What.event("export"), 2), count: events))
    let decision = policy.decide(seen, at: day(40))
    #expect(decision.isAllowed == allowed, "\(decision)")
  }

  /// Uses count from the install on; one recorded at the install's very instant counts.
  @Test func aUseAtTheInstallInstantCounts() {
    var policy = RatingPolicy()
    policy.minimumUses = 1
    var ledger = PopupLedger()
    ledger.record(.install, at: day(0))
    ledger.record(.launch, at: day(0))
    #expect(policy.decide(ledger, at: day(40)).isAllowed)
  }

  /// A decline's back-off ends at its instant: "done" then, "until" a second before.
  @Test(arguments: [(Int64(-1), false), (0, true), (1, true)])
  func aBackOffEndsAtItsInstant(offset: Int64, allowed: Bool) {
    var ledger = PopupLedger()
    ledger.record(.output(kind: "permission", name: "declined", subject: "camera"), at: day(1))
    let now = day(4) + .seconds(offset)
    let decision = PermissionPolicy().decide(ledger, at: now, permission: "camera")
    #expect(decision.isAllowed == allowed)
    let text = decision.reasons.map(\.text).joined(separator: "\n")
    #expect(
      text.contains(allowed ? "wait 3 days, done" : "wait 3 days, until 2026-01-05T00:00:00Z"), "\(text)")
  }

  /// "No promo seen yet" says so only when none was.
  @Test func theFirstPromoSaysNoneWasSeen() {
    let none = PromoPolicy().decide(PopupLedger(), at: day(1), campaign: "spring", trigger: .event)
    #expect(none.reasons.map(\.text).contains("No promo seen yet"))
    var seen = PopupLedger()
    seen.record(.output(kind: "promo", name: "impressionCounted", subject: "summer"), at: day(1))
    let after = PromoPolicy().decide(seen, at: day(3), campaign: "spring", trigger: .event)
    #expect(after.isAllowed)
    #expect(!after.reasons.map(\.text).contains("No promo seen yet"))
  }

  @Test(arguments: [
    (Duration.seconds(1), "1 s"), (.seconds(119), "119 s"),
    (.seconds(120), Duration.seconds(120).popupDescription),
    (.seconds(3600), "1 h"), (.seconds(24 * 3600), "24 h"), (.zero, Duration.zero.popupDescription),
    (.milliseconds(1500), Duration.milliseconds(1500).popupDescription),
  ])
  func spacingsReadAsPeopleSayThem(spacing: Duration, text: String) {
    #expect(spacing.spacingText == text)
  }
}
