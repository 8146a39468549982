import PopupCore
import PopupPromo
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let promo = PromoPopup.Configuration(
    media: .symbol("star"), title: "t", message: "m", primary: .init("Go", id: "go"), campaign: "c")
}

/// Every default PromoPopup's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("PromoPopup: documented defaults")
struct PromoPopupDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("PromoPopup.Configuration.showsClose", true) { Defaulted.promo.showsClose },
    .init("PromoPopup.Configuration.layout", PromoPopup.Layout.card) { Defaulted.promo.layout },
    .init("PromoPopup.Configuration.badge", String?.none) { Defaulted.promo.badge },
    .init("PromoPopup.Configuration.secondary", PromoPopup.Action?.none) { Defaulted.promo.secondary },
    .init("PromoPopup.Configuration.offerEnds", PopupWallInstant?.none) { Defaulted.promo.offerEnds },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
