import PopupCore
import PopupPolicy
import PopupTesting
import Testing

/// An instant a number of days (and hours) after 2026-01-01T00:00:00Z.
func day(_ days: Int, hours: Int64 = 0) -> PopupWallInstant {
  PopupWallInstant.scriptOrigin.adding(days: days) + .seconds(hours * 3600)
}

/// A ledger: installed on day 0, launched `uses` times on day 1, plus more facts.
func ledger(uses: Int = 25, _ more: [(PopupFact.What, Int)] = []) -> PopupLedger {
  var ledger = PopupLedger()
  ledger.record(.install, at: day(0))
  for _ in 0..<uses { ledger.record(.launch, at: day(1)) }
  for (what, on) in more { ledger.record(what, at: day(on)) }
  ledger.facts.sort { $0.at < $1.at }
  return ledger
}

struct RatingCase: Sendable, CustomTestStringConvertible {
  var name: String
  var policy = RatingPolicy()
  var ledger: PopupLedger
  var at: PopupWallInstant
  var allowed: Bool
  /// Words a blocking reason must contain.
  var because: String? = nil
  var testDescription: String { name }
}

@Suite("Rating policy", .watchdog)
struct RatingPolicyTests {
  static let review = PopupFact.What.output(kind: "rating", name: "reviewRequested", subject: nil)
  static let declined = PopupFact.What.output(kind: "rating", name: "declined", subject: nil)
  static let feedback = PopupFact.What.output(kind: "rating", name: "submitted", subject: nil)
  static var anyOne: RatingPolicy {
    var policy = RatingPolicy()
    policy.requiresAll = false
    return policy
  }
  static var withEvents: RatingPolicy {
    var policy = RatingPolicy()
    policy.minimumEvents = 3
    policy.significantEvent = "export"
    return policy
  }

  static let cases: [RatingCase] = [
    RatingCase(
      name: "the day before 30 days", ledger: ledger(), at: day(29, hours: 23), allowed: false,
      because: "29 of 30 days"),
    RatingCase(name: "the day of 30 days", ledger: ledger(), at: day(30), allowed: true),
    RatingCase(
      name: "19 uses", ledger: ledger(uses: 19), at: day(40), allowed: false, because: "Only 19 of 20 uses"),
    RatingCase(name: "20 uses", ledger: ledger(uses: 20), at: day(40), allowed: true),
    RatingCase(name: "no install", ledger: PopupLedger(), at: day(40), allowed: false, because: "No install"),
    RatingCase(
      name: "any one threshold: days alone", policy: anyOne, ledger: ledger(uses: 2), at: day(31),
      allowed: true),
    RatingCase(
      name: "any one threshold: none", policy: anyOne, ledger: ledger(uses: 2), at: day(5), allowed: false),
    RatingCase(
      name: "significant events: 2 of 3", policy: withEvents,
      ledger: ledger([(.event("export"), 2), (.event("export"), 3), (.event("share"), 3)]), at: day(40),
      allowed: false, because: "2 of 3 significant events"),
    RatingCase(
      name: "significant events: 3 of 3", policy: withEvents,
      ledger: ledger([(.event("export"), 2), (.event("export"), 3), (.event("export"), 4)]), at: day(40),
      allowed: true),
    RatingCase(
      name: "3 requests in the last 365 days", ledger: ledger([(review, 40), (review, 100), (review, 200)]),
      at: day(404), allowed: false,
      because: "Asked 3 times in the last 365 days: 2026-02-10, 2026-04-11, 2026-07-20"),
    RatingCase(
      name: "the window slides: the first request falls out",
      ledger: ledger([(review, 40), (review, 100), (review, 200)]),
      at: day(405), allowed: true),
    RatingCase(
      name: "after a review request, never again for that version",
      ledger: ledger([(.version("1.0"), 0), (review, 40)]), at: day(300), allowed: false,
      because: "for version 1.0"),
    RatingCase(
      name: "a new version resets the counts",
      ledger: ledger([(.version("1.0"), 0), (review, 40), (.version("2.0"), 50)]), at: day(90),
      allowed: false,
      because: "Only 0 of 20 uses"),
    RatingCase(
      name: "a new version, used enough",
      ledger: {
        var ledger = ledger([(.version("1.0"), 0), (review, 40), (.version("2.0"), 50)])
        for _ in 0..<20 { ledger.record(.launch, at: day(51)) }
        return ledger
      }(), at: day(80), allowed: true),
    RatingCase(
      name: "not now: a day later still blocked an hour early", ledger: ledger([(declined, 40)]),
      at: day(40, hours: 23), allowed: false, because: "\"Not now\" on 2026-02-10"),
    RatingCase(name: "not now: a day later", ledger: ledger([(declined, 40)]), at: day(41), allowed: true),
    RatingCase(
      name: "feedback: 89 days later", ledger: ledger([(feedback, 40)]), at: day(129), allowed: false,
      because: "Feedback sent on 2026-02-10"),
    RatingCase(
      name: "feedback: 90 days later", ledger: ledger([(feedback, 40)]), at: day(130), allowed: true),
    RatingCase(
      name: "facts after the instant are not read",
      ledger: ledger([(review, 60), (review, 61), (review, 62)]),
      at: day(35), allowed: true),
  ]

  @Test(arguments: cases)
  func decides(_ scenario: RatingCase) {
    let decision = scenario.policy.decide(scenario.ledger, at: scenario.at)
    #expect(decision.isAllowed == scenario.allowed, "\(decision)")
    if let because = scenario.because {
      #expect(decision.blockers.contains { $0.text.contains(because) }, "\(decision)")
    }
  }

  @Test func everyReasonIsASentence() {
    let decision = RatingPolicy().decide(ledger(uses: 12), at: day(10))
    #expect(
      decision.description == """
        blocked
          ✗ Only 10 of 30 days since install
          ✗ Only 12 of 20 uses
          ✓ Asked 0 times in the last 365 days (the App Store allows 3)
        """)
  }
}
