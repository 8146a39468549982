import PopupCore
import PopupPresentation
import PopupPromo
import PopupTesting
import Testing

extension PopupScenario where Kind == PromoPopup {
  /// Steps from the test's promo (its layout, an offer that ends some seconds in or none),
  /// then the outputs and the ending.
  static func scenario(
    name: String, layout: PromoPopup.Layout = .card, offerEnds: Int64? = nil,
    steps: [PopupStep<PromoPopup.Event>],
    outputs: [PromoPopup.Output], ending: DismissReason? = nil
  ) -> Self {
    PopupScenario(
      name, configuration: PromoPopupTests.configuration(layout: layout, offerEnds: offerEnds), steps: steps,
      expected: .outputs(outputs), ending: ending)
  }
}

@Suite("Promo", .watchdog)
struct PromoPopupTests {
  static let impression = PromoPopup.Output.impressionCounted(campaign: "spring")

  static func configuration(layout: PromoPopup.Layout = .card, offerEnds: Int64? = nil)
    -> PromoPopup.Configuration
  {
    PromoPopup.Configuration(
      media: .symbol("gift"), title: "Spring sale", message: "30% off.", primary: .init("Shop", id: "shop"),
      secondary: .init("Later", id: "later"), layout: layout, campaign: "spring",
      offerEnds: offerEnds.map { .scriptOrigin + .seconds($0) })
  }

  static let cases: [PopupScenario<PromoPopup>] = [
    .scenario(
      name: "closed before 3 s: no impression", steps: [.wait(.seconds(2)), .send(.closeTapped)], outputs: [],
      ending: .tap),
    .scenario(
      name: "3 s then primary", steps: [.wait(.seconds(3)), .send(.primaryTapped)],
      outputs: [impression, .primaryTapped(action: "shop")], ending: .tap),
    .scenario(
      name: "held time does not count",
      steps: [.hold, .wait(.seconds(10)), .release, .wait(.seconds(2)), .send(.closeTapped)], outputs: [],
      ending: .tap),
    .scenario(
      name: "the impression counts once",
      steps: [.wait(.seconds(3)), .wait(.seconds(30)), .send(.secondaryTapped)],
      outputs: [impression, .secondaryTapped(action: "later")], ending: .tap),
    .scenario(
      name: "double primary", steps: [.send(.primaryTapped), .send(.primaryTapped), .wait(.seconds(5))],
      outputs: [.primaryTapped(action: "shop")], ending: .tap),
    .scenario(
      name: "an ended offer ignores primary", offerEnds: 10,
      steps: [.wait(.seconds(10)), .send(.primaryTapped)], outputs: [impression], ending: nil),
    .scenario(
      name: "the offer ends while held", offerEnds: 10,
      steps: [
        .wait(.seconds(1)), .hold, .wait(.seconds(20)), .send(.primaryTapped), .send(.secondaryTapped),
      ],
      outputs: [.secondaryTapped(action: "later")], ending: .tap),
    .scenario(
      name: "an offer already over at presentation", offerEnds: -5, steps: [.send(.primaryTapped)],
      outputs: [],
      ending: nil),
    .scenario(
      name: "the primary a moment before the end", offerEnds: 10,
      steps: [.wait(.milliseconds(9999)), .send(.primaryTapped)],
      outputs: [impression, .primaryTapped(action: "shop")],
      ending: .tap),
    .scenario(
      name: "a banner goes by itself after 12 s", layout: .banner, steps: [.wait(.seconds(12))],
      outputs: [impression], ending: .timeout),
    .scenario(
      name: "a banner swiped away", layout: .banner, steps: [.wait(.seconds(1)), .drag], outputs: [],
      ending: .drag),
    .scenario(
      name: "a card ignores a drag", steps: [.drag, .wait(.seconds(3))], outputs: [impression], ending: nil),
    .scenario(
      name: "an outside tap closes a card", steps: [.tapOutside, .wait(.seconds(5))], outputs: [],
      ending: .outsideTap),
  ]

  @Test(arguments: cases)
  func plays(_ scenario: PopupScenario<PromoPopup>) throws {
    try scenario.run()
  }

  @Test(arguments: [
    (Int64(8000), "Ends in 2h 13m"), (3600, "Ends in 1h 0m"), (3599, "Ends in 59m"), (61, "Ends in 1m"),
    (60, "Ends in 1m"), (59, "Ends in 59s"), (1, "Ends in 1s"),
  ])
  func theOfferCountdownReadsAsPeopleSayIt(secondsLeft: Int64, text: String) {
    let state = PromoPopup.makeState(Self.configuration(offerEnds: secondsLeft), now: .zero)
    #expect(state.offerCountdown(at: .scriptOrigin) == text)
    #expect(state.offerCountdown(at: .scriptOrigin + .seconds(secondsLeft)) == nil)
  }

  /// A host that sends the tap before the end's tick still gets nothing: the kind checks the
  /// wall clock itself.
  @Test func primaryPastTheEndDoesNothingEvenBeforeTheTick() {
    var state = PromoPopup.makeState(Self.configuration(offerEnds: 10), now: .zero)
    let before = state
    #expect(PromoPopup.reduce(&state, .primaryTapped, now: .seconds(10)) == [])
    #expect(state == before)
    #expect(PromoPopup.reduce(&state, .primaryTapped, now: .milliseconds(9999)) != [])
  }

  @Test func anImpressionWaitsThroughAPreemption() {
    var session = PopupSession<PromoPopup>(Self.configuration(), now: .zero)
    _ = session.appear(at: .zero)
    _ = session.suspend(at: .seconds(2))
    #expect(session.appear(at: .seconds(50)).isEmpty)
    #expect(session.nextDeadline == .seconds(51))
    #expect(session.advance(to: .seconds(51)) == [.output(Self.impression)])
  }

  @Test func theRenderDisablesPrimaryOnceTheOfferEnds() {
    let state = PromoPopup.makeState(Self.configuration(offerEnds: 10), now: .zero)
    func primary(at seconds: Int64) -> Bool? {
      for node in PromoPopup.render(state, now: .seconds(seconds)).allNodes {
        if case .button("Shop", _, _, _, let isEnabled) = node { return isEnabled }
      }
      return nil
    }
    #expect(primary(at: 9) == true)
    #expect(primary(at: 10) == false)
    #expect(
      PromoPopup.render(state, now: .seconds(10)).allNodes.contains(
        .text("This offer has ended.", role: .caption)))
  }

  @Test func aStoreSeesTheImpressionAndTheEnd() {
    let store = PopupTestStore<PromoPopup>(Self.configuration(offerEnds: 5))
    store.advance(by: .seconds(3)) { $0.isImpressed = true }
    store.receive(output: Self.impression)
    store.advance(by: .seconds(2)) { $0.isOfferOver = true }
    store.receive(.announce("The offer has ended."))
    store.send(.primaryTapped)
    store.send(.closeTapped) { $0.isEnded = true }
    store.receive(.dismiss(.tap))
  }
}
