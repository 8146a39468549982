import PopupCore
import PopupPresentation
import PopupPromo
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupPromo/PopupPromo.docc/PopupPromo.md`.
@Suite("PromoPopup: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func theImpressionComesAtThreeSecondsOnScreen() {
    var promo = PopupSession<PromoPopup>(
      .init(
        badge: "New", media: .symbol("sparkles"), title: "Orbit Pro",
        message: "Unlimited albums and offline sync.", primary: .init("Try it free", id: "trial"),
        campaign: "pro-launch"),
      now: .zero)
    #expect(promo.appear(at: .zero).isEmpty)
    #expect(promo.advance(to: .milliseconds(2999)).isEmpty)
    #expect(promo.advance(to: .seconds(3)) == [.output(.impressionCounted(campaign: "pro-launch"))])
    #expect(
      promo.send(.primaryTapped, at: .seconds(5))
        == [.output(.primaryTapped(action: "trial")), .dismiss(.tap)])
  }
}
