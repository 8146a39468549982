import PopupBanners
import PopupCore
import Testing

/// Every default the documentation of NotificationBanners's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("NotificationBanners: documented defaults")
struct NotificationBannersDefaultsTests {
  @Test func everyDocumentedDefault() {
    let configuration = NotificationBanners.Configuration()
    let item = BannerItem(id: "b", title: "t")
    #expect(configuration.maxVisible == 3, "NotificationBanners.Configuration.maxVisible")
    #expect(item.duration == Duration?.some(.seconds(5)), "NotificationBanners.BannerItem.duration")
  }
}
