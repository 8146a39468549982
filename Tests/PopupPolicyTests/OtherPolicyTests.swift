import PopupCore
import PopupPolicy
import PopupPromo
import PopupTesting
import Testing

@Suite("Promo, permission, consent and tour policies", .watchdog)
struct OtherPolicyTests {
  static func impression(_ campaign: String) -> PopupFact.What {
    .output(kind: "promo", name: "impressionCounted", subject: campaign)
  }

  /// What the promo kind really emits counts, recorded as a host records it; so does the
  /// output's name before 0.3 (`impression`), which older ledgers hold; another output of the
  /// kind, or a legacy name of another kind, does not.
  @Test(arguments: [
    (
      PopupFact.output(
        PromoPopup.Output.impressionCounted(campaign: "spring"), of: "promo", subject: "spring",
        at: .scriptOrigin), false
    ),
    (PopupFact(.output(kind: "promo", name: "impression", subject: "spring"), at: .scriptOrigin), false),
    (
      PopupFact.output(
        PromoPopup.Output.primaryTapped(action: "open"), of: "promo", subject: "spring", at: .scriptOrigin),
      true
    ),
    (PopupFact(.output(kind: "rating", name: "impression", subject: "spring"), at: .scriptOrigin), true),
  ])
  func theKindsOwnImpressionOutputCounts(fact: PopupFact, allowed: Bool) {
    var seen = ledger(uses: 0, [])
    seen.record(fact.what, at: day(1))
    #expect(PromoPolicy().decide(seen, at: day(30), campaign: "spring", trigger: .event).isAllowed == allowed)
  }

  @Test func aCampaignSeenOnceIsCappedForLife() {
    let seen = ledger(uses: 0, [(Self.impression("spring"), 1)])
    let decision = PromoPolicy().decide(seen, at: day(30), campaign: "spring", trigger: .event)
    #expect(!decision.isAllowed)
    #expect(decision.blockers.map(\.text) == ["'spring' seen 1 time of 1 allowed"])
    #expect(PromoPolicy().decide(seen, at: day(30), campaign: "summer", trigger: .event).isAllowed)
  }

  @Test func onlyImpressionsCountNotShowings() {
    let shownOnly = ledger(uses: 0, [(.shown(kind: "promo", subject: "spring"), 1)])
    #expect(PromoPolicy().decide(shownOnly, at: day(2), campaign: "spring", trigger: .launch).isAllowed)
  }

  @Test(arguments: [
    (PromoPolicy.Trigger.foreground, Int64(23), false), (.foreground, 24, true), (.launch, 23, false),
    (.event, 1, true),
  ])
  func triggeredPromosWait24Hours(trigger: PromoPolicy.Trigger, hoursLater: Int64, allowed: Bool) {
    let seen = ledger(uses: 0, [(Self.impression("spring"), 1)])
    let decision = PromoPolicy().decide(
      seen, at: day(1, hours: hoursLater), campaign: "summer", trigger: trigger)
    #expect(decision.isAllowed == allowed, "\(decision)")
  }

  @Test func anyTwoPromosAre30SecondsApart() {
    let seen = ledger(uses: 0, [(Self.impression("spring"), 1)])
    let soon = PromoPolicy().decide(seen, at: day(1) + .seconds(29), campaign: "summer", trigger: .event)
    #expect(!soon.isAllowed)
    #expect(
      PromoPolicy().decide(seen, at: day(1) + .seconds(30), campaign: "summer", trigger: .event).isAllowed)
  }

  @Test func periodCapsSlide() {
    var policy = PromoPolicy()
    policy.lifetimeCap = nil
    policy.periodCaps = [.init(count: 2, days: 7)]
    let seen = ledger(uses: 0, [(Self.impression("daily"), 1), (Self.impression("daily"), 3)])
    #expect(!policy.decide(seen, at: day(7), campaign: "daily", trigger: .event).isAllowed)
    #expect(policy.decide(seen, at: day(8), campaign: "daily", trigger: .event).isAllowed)
  }

  static func declined(_ permission: String) -> PopupFact.What {
    .output(kind: "permission", name: "declined", subject: permission)
  }
  static func shown(_ permission: String) -> PopupFact.What {
    .shown(kind: "permission", subject: permission)
  }

  @Test(arguments: [
    // (declines on these days, decision day, allowed)
    ([10], 12, false), ([10], 13, true), ([10, 13], 19, false), ([10, 13], 20, true),
    ([10, 13, 20], 49, false), ([10, 13, 20], 50, true), ([10, 13, 20, 50], 79, false),
  ])
  func notNowBacksOff3Then7Then30Days(declines: [Int], on: Int, allowed: Bool) {
    var policy = PermissionPolicy()
    policy.maximumPrimers = 10
    let facts = declines.flatMap { [(Self.shown("camera"), $0), (Self.declined("camera"), $0)] }
    let decision = policy.decide(ledger(uses: 0, facts), at: day(on), permission: "camera")
    #expect(decision.isAllowed == allowed, "\(decision)")
  }

  @Test func atMostThreePrimers() {
    let facts = [1, 40, 80].map { (Self.shown("camera"), $0) }
    let decision = PermissionPolicy().decide(ledger(uses: 0, facts), at: day(200), permission: "camera")
    #expect(decision.blockers.map(\.text) == ["3 primers shown for camera of 3 allowed"])
  }

  @Test func neverAfterDoNotAskAndOnlySettingsWhenDenied() {
    let doNotAsk = PopupFact.What.output(kind: "permission", name: "doNotAsk", subject: "camera")
    #expect(
      !PermissionPolicy().decide(ledger(uses: 0, [(doNotAsk, 1)]), at: day(900), permission: "camera")
        .isAllowed)
    let denied = PopupFact.What.output(kind: "permission", name: "denied", subject: "camera")
    let decision = PermissionPolicy().decide(ledger(uses: 0, [(denied, 1)]), at: day(2), permission: "camera")
    #expect(decision.isAllowed && decision.variant == "settings")
    let granted = PopupFact.What.output(kind: "permission", name: "granted", subject: "camera")
    #expect(
      !PermissionPolicy().decide(
        ledger(uses: 0, [(denied, 1), (granted, 3)]), at: day(4), permission: "camera"
      ).isAllowed)
    #expect(
      PermissionPolicy().decide(ledger(uses: 0, [(denied, 1)]), at: day(2), permission: "photos").variant
        == nil)
  }

  @Test(arguments: [
    // (saved revision, expires on day, asked for revision, on day, must prompt)
    (Int?.none, 0, 1, 5, true), (1, 100, 1, 5, false), (1, 100, 2, 5, true), (1, 100, 1, 99, false),
    (1, 100, 1, 100, true),
  ])
  func consentUsesTheKindsOwnRule(saved: Int?, expires: Int, revision: Int, on: Int, prompts: Bool) {
    let facts =
      saved.map { [(PopupFact.What.consent(ConsentFact(revision: $0, expires: day(expires))), 1)] } ?? []
    let decision = ConsentPolicy().decide(ledger(uses: 0, facts), at: day(on), revision: revision)
    #expect(decision.isAllowed == prompts, "\(decision)")
  }

  @Test func toursShowOncePerVersion() {
    let shown = PopupFact.What.shown(kind: "coachmarks", subject: "intro")
    let facts = [(PopupFact.What.version("1.0"), 0), (shown, 2)]
    #expect(!TourPolicy().decide(ledger(uses: 0, facts), at: day(3), tour: "intro").isAllowed)
    #expect(
      TourPolicy().decide(ledger(uses: 0, facts + [(.version("1.1"), 5)]), at: day(6), tour: "intro")
        .isAllowed)
    #expect(TourPolicy().decide(ledger(uses: 0, facts), at: day(3), tour: "other").isAllowed)
  }

  /// Each frequency a moment before and at its spacing, in hours after the showing.
  static let frequencies: [(frequency: TourPolicy.Frequency, hoursLater: Int64, allowed: Bool)] = [
    (.daily, 23, false), (.daily, 24, true), (.weekly, 24 * 6, false),
    (.weekly, 24 * 7, true), (.hourly, 1, true), (.immediate, 0, true), (.monthly, 24 * 29, false),
  ]

  @Test(arguments: frequencies)
  func tourFrequencies(frequency: TourPolicy.Frequency, hoursLater: Int64, allowed: Bool) {
    var policy = TourPolicy()
    policy.oncePerVersion = false
    policy.frequency = frequency
    let facts = [(PopupFact.What.shown(kind: "coachmarks", subject: "tip"), 1)]
    #expect(
      policy.decide(ledger(uses: 0, facts), at: day(1, hours: hoursLater), tour: "tip").isAllowed == allowed)
  }

  /// The spacing counts from the last showing of this tour: not the first, not another tour's,
  /// not another kind's; allowed at the spacing exactly, refused a moment (an hour) before.
  static let showings: [(showings: [TourShowing], hours: Int64, allowed: Bool)] = [
    ([TourShowing("tip", 1), TourShowing("tip", 3)], 3 * 24 + 23, false),
    ([TourShowing("tip", 1), TourShowing("tip", 3)], 4 * 24, true),
    ([TourShowing("tip", 3), TourShowing("tip", 1)], 3 * 24 + 23, false),
    ([TourShowing("tip", 1), TourShowing("other", 3)], 2 * 24, true),
    ([TourShowing("tip", 1)], 1 * 24 + 23, false),
  ]

  @Test(arguments: showings)
  func tourFrequencyCountsFromTheLastShowingOfThatTour(
    showings: [TourShowing], hours: Int64, allowed: Bool
  ) {
    var policy = TourPolicy()
    policy.oncePerVersion = false
    policy.frequency = .daily
    let facts =
      showings.map { (PopupFact.What.shown(kind: "coachmarks", subject: $0.tour), $0.day) }
      + [(PopupFact.What.shown(kind: "promo", subject: "tip"), 3)]
    let decision = policy.decide(ledger(uses: 0, facts), at: day(0, hours: hours), tour: "tip")
    #expect(decision.isAllowed == allowed, "\(decision)")
  }

  @Test func aMaximumDisplayCount() {
    var policy = TourPolicy()
    policy.oncePerVersion = false
    policy.maximumDisplays = 2
    let facts = [1, 2].map { (PopupFact.What.shown(kind: "coachmarks", subject: "tip"), $0) }
    #expect(policy.decide(ledger(uses: 0, Array(facts.prefix(1))), at: day(5), tour: "tip").isAllowed)
    #expect(!policy.decide(ledger(uses: 0, facts), at: day(5), tour: "tip").isAllowed)
  }
}

/// A tour shown on a day.
struct TourShowing: Sendable {
  var tour: String
  var day: Int
  init(_ tour: String, _ day: Int) {
    self.tour = tour
    self.day = day
  }
}
