import PopupCore
import PopupPromo
import Testing

/// Every default the documentation of PromoPopup's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("PromoPopup: documented defaults")
struct PromoPopupDefaultsTests {
  @Test func everyDocumentedDefault() {
    let configuration = PromoPopup.Configuration(
      media: .symbol("star"), title: "t", message: "m", primary: .init("Go", id: "go"), campaign: "c")
    #expect(configuration.showsClose == true, "PromoPopup.Configuration.showsClose")
    #expect(configuration.layout == PromoPopup.Layout.card, "PromoPopup.Configuration.layout")
  }
}
