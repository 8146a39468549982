import PopupBanners
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let banners = NotificationBanners.Configuration()
  static let banner = BannerItem(id: "b", title: "t")
}

/// Every default NotificationBanners's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("NotificationBanners: documented defaults")
struct NotificationBannersDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("NotificationBanners.Configuration.maxVisible", 3) { Defaulted.banners.maxVisible },
    .init("BannerItem.duration", Duration?.some(.seconds(5))) { Defaulted.banner.duration },
    // PopupPresentationOptions: "toasts at the bottom, banners at the top, cards centered, sheets
    // from the bottom."
    .init("NotificationBanners.defaultPresentation", PopupPresentationOptions.Placement.strip(.top)) {
      NotificationBanners.defaultPresentation.placement
    },
    .init("BannerItem.icon", "bell.fill") { Defaulted.banner.icon },
    .init("BannerItem.message", "") { Defaulted.banner.message },
    .init("BannerItem.timestamp", "now") { Defaulted.banner.timestamp },
    .init("NotificationBanners.Configuration.items", [BannerItem]()) { Defaulted.banners.items },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
