import PopupCore
import PopupTesting
import Testing

@testable import PopupPolicy

/// A policy question over a ledger: which policy, asked at which instant, and the answer
/// the documented rule gives.
struct LedgerQuestion: Sendable, CustomTestStringConvertible {
  var name: String
  /// The facts in the order the host recorded them, each on a day (and hour).
  var facts: [(PopupFact.What, PopupWallInstant)]
  var asked: PopupWallInstant
  var decide: @Sendable (PopupLedger, PopupWallInstant) -> PopupDecision
  var allowed: Bool
  /// A reason the decision must give, word for word.
  var reason: String
  var testDescription: String { name }
}

/// A rating ledger that meets every threshold (installed on day 0, 25 launches on day 1),
/// then the facts given.
func ratingFacts(_ more: [(PopupFact.What, PopupWallInstant)]) -> [(PopupFact.What, PopupWallInstant)] {
  [(.install, day(0))] + Array(repeating: (.launch, day(1)), count: 25) + more
}

func consent(_ revision: Int, expires: Int) -> PopupFact.What {
  .consent(ConsentFact(revision: revision, expires: day(expires)))
}

func output(_ kind: String, _ name: String, _ subject: String? = nil) -> PopupFact.What {
  .output(kind: kind, name: name, subject: subject)
}

/// Policies over ledgers whose facts repeat, come out of order, or share an instant: where a
/// rule speaks of the latest fact (the latest "Not now", the latest saved consent, the last
/// promo or tour seen), the latest in time wins, whatever order the facts were recorded in
/// (`catalog ledger record --at` records any instant); a decision never reads a fact after
/// the instant it is asked at.
@Suite("Policies over repeated, out-of-order and same-instant facts", .watchdog)
struct PolicyLedgerOrderTests {
  static let rating: @Sendable (PopupLedger, PopupWallInstant) -> PopupDecision = {
    RatingPolicy().decide($0, at: $1)
  }
  static let consentRevision2: @Sendable (PopupLedger, PopupWallInstant) -> PopupDecision = {
    ConsentPolicy().decide($0, at: $1, revision: 2)
  }
  static let camera: @Sendable (PopupLedger, PopupWallInstant) -> PopupDecision = {
    PermissionPolicy().decide($0, at: $1, permission: "camera")
  }
  static let promoOnForeground: @Sendable (PopupLedger, PopupWallInstant) -> PopupDecision = {
    PromoPolicy().decide($0, at: $1, campaign: "summer", trigger: .foreground)
  }
  static let weeklyTour: @Sendable (PopupLedger, PopupWallInstant) -> PopupDecision = {
    var policy = TourPolicy()
    policy.frequency = .weekly
    policy.oncePerVersion = false
    return policy.decide($0, at: $1, tour: "intro")
  }
  static let tourOncePerVersion: @Sendable (PopupLedger, PopupWallInstant) -> PopupDecision = {
    TourPolicy().decide($0, at: $1, tour: "intro")
  }

  static let questions: [LedgerQuestion] = [
    // Repeated facts: the latest wins.
    LedgerQuestion(
      name: "a second Not now restarts the reminder",
      facts: ratingFacts([(output("rating", "declined"), day(40)), (output("rating", "declined"), day(45))]),
      asked: day(45, hours: 12), decide: rating, allowed: false,
      reason: "\"Not now\" on 2026-02-15: not before 2026-02-16T00:00:00Z"),
    LedgerQuestion(
      name: "a second feedback restarts the cooldown",
      facts: ratingFacts([
        (output("rating", "submitted"), day(40)), (output("rating", "submitted"), day(100)),
      ]),
      asked: day(150), decide: rating, allowed: false,
      reason: "Feedback sent on 2026-04-11: not before 2026-07-10T00:00:00Z"),
    LedgerQuestion(
      name: "a consent saved again for the new revision holds",
      facts: [(consent(1, expires: 100), day(1)), (consent(2, expires: 200), day(10))], asked: day(20),
      decide: consentRevision2, allowed: false,
      reason: "Consent saved on 2026-01-11 for revision 2 holds until 2026-07-20"),
    LedgerQuestion(
      name: "a renewed consent holds past the first one's expiry",
      facts: [(consent(2, expires: 50), day(1)), (consent(2, expires: 300), day(40))], asked: day(60),
      decide: consentRevision2, allowed: false,
      reason: "Consent saved on 2026-02-10 for revision 2 holds until 2026-10-28"),
    LedgerQuestion(
      name: "a second Not now waits the second back-off from the second",
      facts: [
        (output("permission", "declined", "camera"), day(1)),
        (output("permission", "declined", "camera"), day(5)),
      ],
      asked: day(11), decide: camera, allowed: false,
      reason: "\"Not now\" 2 times, last on 2026-01-06: wait 7 days, until 2026-01-13T00:00:00Z"),
    LedgerQuestion(
      name: "a permission granted after it was denied is granted",
      facts: [
        (output("permission", "denied", "camera"), day(1)),
        (output("permission", "granted", "camera"), day(5)),
      ],
      asked: day(6), decide: camera, allowed: false, reason: "camera was granted on 2026-01-06"),
    LedgerQuestion(
      name: "a permission denied after it was granted gets the Settings variant",
      facts: [
        (output("permission", "granted", "camera"), day(1)),
        (output("permission", "denied", "camera"), day(5)),
      ],
      asked: day(6), decide: camera, allowed: true,
      reason: "camera was denied on 2026-01-06: only the Settings variant"),
    LedgerQuestion(
      name: "the last promo seen sets the spacing",
      facts: [
        (output("promo", "impressionCounted", "spring"), day(1)),
        (output("promo", "impressionCounted", "autumn"), day(3)),
      ],
      asked: day(3, hours: 1), decide: promoOnForeground, allowed: false,
      reason: "A promo was seen at 2026-01-04T00:00:00Z, less than 24 h before this foreground trigger"),
    LedgerQuestion(
      name: "the last tour shown sets the frequency",
      facts: [
        (.shown(kind: "coachmarks", subject: "intro"), day(1)),
        (.shown(kind: "coachmarks", subject: "intro"), day(10)),
      ],
      asked: day(12), decide: weeklyTour, allowed: false,
      reason: "'intro' was shown at 2026-01-11T00:00:00Z; weekly allows one a 168 h"),
    // A version recorded again is the same version: it does not start a new one.
    LedgerQuestion(
      name: "a version recorded again keeps the tour shown in it",
      facts: [
        (.version("1.0"), day(0)), (.version("2.0"), day(20)),
        (.shown(kind: "coachmarks", subject: "intro"), day(25)),
        (.version("2.0"), day(30)),
      ],
      asked: day(35), decide: tourOncePerVersion, allowed: false,
      reason: "'intro' was shown in version 2.0 on 2026-01-26"),
    // Out of order: the latest in time wins, not the last recorded.
    LedgerQuestion(
      name: "an older Not now recorded last does not shorten the reminder",
      facts: ratingFacts([(output("rating", "declined"), day(45)), (output("rating", "declined"), day(40))]),
      asked: day(45, hours: 12), decide: rating, allowed: false,
      reason: "\"Not now\" on 2026-02-15: not before 2026-02-16T00:00:00Z"),
    LedgerQuestion(
      name: "an older feedback recorded last does not shorten the cooldown",
      facts: ratingFacts([
        (output("rating", "submitted"), day(100)), (output("rating", "submitted"), day(40)),
      ]),
      asked: day(150), decide: rating, allowed: false,
      reason: "Feedback sent on 2026-04-11: not before 2026-07-10T00:00:00Z"),
    LedgerQuestion(
      name: "an older consent recorded last does not undo the newer",
      facts: [(consent(2, expires: 200), day(10)), (consent(1, expires: 100), day(1))], asked: day(20),
      decide: consentRevision2, allowed: false,
      reason: "Consent saved on 2026-01-11 for revision 2 holds until 2026-07-20"),
    LedgerQuestion(
      name: "an older Not now recorded last does not end the back-off early",
      facts: [
        (output("permission", "declined", "camera"), day(5)),
        (output("permission", "declined", "camera"), day(1)),
      ],
      asked: day(11), decide: camera, allowed: false,
      reason: "\"Not now\" 2 times, last on 2026-01-06: wait 7 days, until 2026-01-13T00:00:00Z"),
    LedgerQuestion(
      name: "an older promo recorded last does not end the spacing early",
      facts: [
        (output("promo", "impressionCounted", "autumn"), day(3)),
        (output("promo", "impressionCounted", "spring"), day(1)),
      ],
      asked: day(3, hours: 1), decide: promoOnForeground, allowed: false,
      reason: "A promo was seen at 2026-01-04T00:00:00Z, less than 24 h before this foreground trigger"),
    LedgerQuestion(
      name: "an older tour recorded last does not end the frequency early",
      facts: [
        (.shown(kind: "coachmarks", subject: "intro"), day(10)),
        (.shown(kind: "coachmarks", subject: "intro"), day(1)),
      ],
      asked: day(12), decide: weeklyTour, allowed: false,
      reason: "'intro' was shown at 2026-01-11T00:00:00Z; weekly allows one a 168 h"),
    // Never the future: a fact recorded first but dated after the question is not read.
    LedgerQuestion(
      name: "a consent dated after the question is not read",
      facts: [(consent(1, expires: 200), day(10)), (consent(2, expires: 100), day(1))], asked: day(5),
      decide: consentRevision2, allowed: false,
      reason: "Consent saved on 2026-01-02 for revision 2 holds until 2026-04-11"),
    // The same instant: both facts count; of two consents, the one recorded later was saved last.
    LedgerQuestion(
      name: "two consents at one instant: the one recorded later",
      facts: [(consent(1, expires: 100), day(10)), (consent(2, expires: 200), day(10))], asked: day(20),
      decide: consentRevision2, allowed: false,
      reason: "Consent saved on 2026-01-11 for revision 2 holds until 2026-07-20"),
    LedgerQuestion(
      name: "two impressions of a campaign at one instant are two",
      facts: [
        (output("promo", "impressionCounted", "summer"), day(1)),
        (output("promo", "impressionCounted", "summer"), day(1)),
      ],
      asked: day(9), decide: promoOnForeground, allowed: false, reason: "'summer' seen 2 times of 1 allowed"),
    LedgerQuestion(
      name: "a Not now at the question's instant counts",
      facts: ratingFacts([(output("rating", "declined"), day(40))]), asked: day(40), decide: rating,
      allowed: false, reason: "\"Not now\" on 2026-02-10: not before 2026-02-11T00:00:00Z"),
  ]

  @Test(arguments: questions)
  func question(_ question: LedgerQuestion) {
    var ledger = PopupLedger()
    for (what, at) in question.facts { ledger.record(what, at: at) }
    let decision = question.decide(ledger, question.asked)
    let reasons = decision.reasons.map(\.text)
    #expect(decision.isAllowed == question.allowed, "\(reasons)")
    #expect(reasons.contains(question.reason), "\(reasons)")
  }

  /// Every default the policies' documentation states, by name.
  @Test(arguments: [
    ("RatingPolicy.minimumDays", "\(RatingPolicy().minimumDays)", "30"),
    ("RatingPolicy.minimumUses", "\(RatingPolicy().minimumUses)", "20"),
    ("RatingPolicy.minimumEvents", "\(RatingPolicy().minimumEvents)", "0"),
    ("RatingPolicy.requiresAll", "\(RatingPolicy().requiresAll)", "true"),
    ("RatingPolicy.remindAfterDays", "\(RatingPolicy().remindAfterDays)", "1"),
    ("RatingPolicy.resetsOnNewVersion", "\(RatingPolicy().resetsOnNewVersion)", "true"),
    ("RatingPolicy.feedbackCooldownDays", "\(RatingPolicy().feedbackCooldownDays)", "90"),
    ("RatingPolicy.maximumRequestsPerYear", "\(RatingPolicy().maximumRequestsPerYear)", "3"),
    ("PromoPolicy.lifetimeCap", "\(PromoPolicy().lifetimeCap.map(String.init) ?? "none")", "1"),
    ("PromoPolicy.triggeredSpacing", "\(PromoPolicy().triggeredSpacing)", "\(Duration.seconds(24 * 3600))"),
    ("PromoPolicy.minimumSpacing", "\(PromoPolicy().minimumSpacing)", "\(Duration.seconds(30))"),
    ("PermissionPolicy.backoffDays", "\(PermissionPolicy().backoffDays)", "[3, 7, 30]"),
    ("PermissionPolicy.maximumPrimers", "\(PermissionPolicy().maximumPrimers)", "3"),
    ("TourPolicy.oncePerVersion", "\(TourPolicy().oncePerVersion)", "true"),
    ("TourPolicy.frequency", "\(TourPolicy().frequency)", "immediate"),
  ])
  func documentedDefault(name: String, actual: String, documented: String) {
    #expect(actual == documented, "\(name)")
  }

  /// Each frequency's word and the least time between two showings it gives.
  @Test(arguments: [
    ("immediate", Duration.zero), ("hourly", .seconds(3600)), ("daily", .seconds(86_400)),
    ("weekly", .seconds(7 * 86_400)), ("monthly", .seconds(30 * 86_400)),
  ])
  func frequencyWord(word: String, spacing: Duration) throws {
    let frequency = try #require(TourPolicy.Frequency(rawValue: word))
    #expect(frequency.spacing == spacing)
  }

  /// Each word of a ledger line reads as its own fact.
  @Test(arguments: [
    ("install", PopupFact.What.install), ("launch", .launch), ("event export", .event("export")),
    ("version 2.0", .version("2.0")), ("shown promo spring", .shown(kind: "promo", subject: "spring")),
    ("shown rating", .shown(kind: "rating", subject: nil)),
    ("output rating declined", .output(kind: "rating", name: "declined", subject: nil)),
    (
      "output promo impressionCounted spring",
      .output(kind: "promo", name: "impressionCounted", subject: "spring")
    ),
    ("consent 3 2027-01-01T00:00:00Z", .consent(ConsentFact(revision: 3, expires: day(365)))),
  ])
  func factWord(line: String, fact: PopupFact.What) throws {
    let words = line.split(separator: " ").map(String.init)
    #expect(try PopupFact.What(words: words) == fact)
    #expect(fact.text == line)
  }
}
