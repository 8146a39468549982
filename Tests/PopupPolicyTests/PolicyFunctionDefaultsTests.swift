import PopupCore
import PopupPolicy
import PopupTesting
import Testing

/// A ledger where a subject matters: the promo shown and seen about two campaigns.
private enum Case {
  static let at = PopupWallInstant.scriptOrigin
  static let now = PopupWallInstant.scriptOrigin + .seconds(60)
  static let ledger = PopupLedger(facts: [
    PopupFact(.shown(kind: "promo", subject: "spring"), at: at),
    PopupFact(.shown(kind: "promo", subject: "summer"), at: at + .seconds(1)),
    PopupFact(.output(kind: "promo", name: "impressionCounted", subject: "spring"), at: at + .seconds(2)),
    PopupFact(.output(kind: "promo", name: "impressionCounted", subject: "summer"), at: at + .seconds(3)),
  ])
}

/// The defaults of the policies' functions and of the values they return that
/// `PolicyLedgerOrderTests.documentedDefault` does not name (it has every threshold of every
/// policy's), a row each: a subject left out means any subject.
@Suite("PopupPolicy: function defaults")
struct PolicyFunctionDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init(
      "PopupLedger.outputs subject",
      defaulted: { Case.ledger.outputs("impressionCounted", of: "promo", through: Case.now) },
      documented: { Case.ledger.outputs("impressionCounted", of: "promo", subject: nil, through: Case.now) },
      neighbour: {
        Case.ledger.outputs("impressionCounted", of: "promo", subject: "spring", through: Case.now)
      }),
    .init(
      "PopupLedger.outputs(named:) subject",
      defaulted: { Case.ledger.outputs(named: ["impressionCounted"], of: "promo", through: Case.now) },
      documented: {
        Case.ledger.outputs(named: ["impressionCounted"], of: "promo", subject: nil, through: Case.now)
      },
      neighbour: {
        Case.ledger.outputs(named: ["impressionCounted"], of: "promo", subject: "summer", through: Case.now)
      }),
    .init(
      "PopupLedger.shown subject",
      defaulted: { Case.ledger.shown("promo", through: Case.now) },
      documented: { Case.ledger.shown("promo", subject: nil, through: Case.now) },
      neighbour: { Case.ledger.shown("promo", subject: "spring", through: Case.now) }),
    .init(
      "PopupFact.output subject",
      defaulted: { PopupFact.output("declined", of: "rating", at: Case.at) },
      documented: { PopupFact.output("declined", of: "rating", subject: nil, at: Case.at) },
      neighbour: { PopupFact.output("declined", of: "rating", subject: "s", at: Case.at) }),
    .init("PopupLedger.facts", [PopupFact]()) { PopupLedger().facts },
    .init("PopupDecision.variant", String?.none) { PopupDecision(reasons: []).variant },
    // No threshold of its own unless the app sets one.
    .init("RatingPolicy.significantEvent", String?.none) { RatingPolicy().significantEvent },
    .init("PromoPolicy.periodCaps", [PromoPolicy.PeriodCap]()) { PromoPolicy().periodCaps },
    .init("TourPolicy.maximumDisplays", Int?.none) { TourPolicy().maximumDisplays },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
