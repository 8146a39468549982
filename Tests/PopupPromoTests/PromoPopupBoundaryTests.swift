import PopupCore
import PopupPromo
import PopupTesting
import Testing

/// What planted bugs got past the promo's scenarios: each layout's style and texts, the
/// countdown drawn and rounded up at fractions of a second, a close control the promo does not
/// show, and the kind's own silence once it has ended.
@Suite("Promo: layouts, endings and the countdown's rounding", .watchdog)
struct PromoPopupBoundaryTests {
  static func configuration(
    layout: PromoPopup.Layout = .card, showsClose: Bool = true, endsIn: Duration? = nil
  ) -> PromoPopup.Configuration {
    PromoPopup.Configuration(
      media: .symbol("gift"), title: "Spring sale", message: "30% off.", primary: .init("Shop", id: "shop"),
      secondary: .init("Later", id: "later"), showsClose: showsClose, layout: layout, campaign: "spring",
      offerEnds: endsIn.map { .scriptOrigin + $0 })
  }

  /// The card's children, or none when the tree is not a card.
  static func card(_ configuration: PromoPopup.Configuration) -> (style: PopupStyle, children: [RenderNode])?
  {
    let state = PromoPopup.makeState(configuration, now: .zero)
    guard case .card(let style, let children) = PromoPopup.render(state, now: .zero) else { return nil }
    return (style, children)
  }

  @Test(arguments: [
    (PromoPopup.Layout.card, PopupStyle.standard, true), (.imageOnly, .standard, false),
    (.modal, .gradient, true), (.banner, .frosted, true),
  ])
  func eachLayoutHasItsStyleAndItsTexts(layout: PromoPopup.Layout, style: PopupStyle, showsTexts: Bool) throws
  {
    let (drawn, children) = try #require(Self.card(Self.configuration(layout: layout)))
    #expect(drawn == style)
    #expect(children.contains(.text("Spring sale", role: .title)) == showsTexts)
    #expect(children.contains(.text("30% off.", role: .body)) == showsTexts)
  }

  @Test func theCountdownIsDrawnUnderTheTexts() throws {
    let (_, children) = try #require(Self.card(Self.configuration(endsIn: .seconds(42))))
    #expect(children.contains(.text("Ends in 42s", role: .caption)))
  }

  /// A part of a second left counts as a whole one, however small.
  @Test(arguments: [
    (Duration.milliseconds(41_300), "Ends in 42s"),
    (Duration(secondsComponent: 42, attosecondsComponent: 1), "Ends in 43s"),
    (.milliseconds(500), "Ends in 1s"), (.milliseconds(59_500), "Ends in 1m"),
    (.milliseconds(59_000), "Ends in 59s"),
  ])
  func aFractionOfASecondLeftCountsAsAWholeOne(left: Duration, text: String) {
    let state = PromoPopup.State(configuration: Self.configuration(endsIn: left), wall: .scriptOrigin)
    #expect(state.offerCountdown(at: .scriptOrigin) == text)
  }

  @Test func aPromoWithoutACloseControlIgnoresClose() {
    var state = PromoPopup.makeState(Self.configuration(showsClose: false), now: .zero)
    #expect(PromoPopup.reduce(&state, .closeTapped, now: .zero).isEmpty)
    #expect(!state.isEnded)
  }

  /// Ended by its close control, the promo answers nothing and waits for no deadline, the
  /// offer's end included; the kind itself, whoever hands it an event.
  @Test(arguments: [PromoPopup.Event.primaryTapped, .secondaryTapped, .closeTapped])
  func anEndedPromoAnswersNothing(event: PromoPopup.Event) {
    var state = PromoPopup.makeState(Self.configuration(endsIn: .seconds(3600)), now: .zero)
    #expect(PromoPopup.nextWallDeadline(of: state) == .scriptOrigin + .seconds(3600))
    #expect(PromoPopup.reduce(&state, .closeTapped, now: .zero) == [.dismiss(.tap)])
    let ended = state
    #expect(PromoPopup.reduce(&state, event, now: .zero).isEmpty)
    #expect(state == ended)
    #expect(PromoPopup.nextWallDeadline(of: state) == nil)
  }
}
