import PopupCore

extension NotificationBanners {
  /// Every built-in text of the banner stack, English by default; see `PopupStrings` for
  /// overriding them per locale.
  public struct Strings: PopupStrings {
    /// What assistive technologies read for the banners waiting beyond the visible ones:
    /// "2 more".
    public var more = PopupPlural(one: "{count} more", other: "{count} more")
    /// Announced for a banner with a message: `{title}` and `{message}` are the banner's.
    public var announcement = "{title}: {message}"
    /// What assistive technologies read for a banner's countdown: `{time}` is the time left.
    public var timeLeft = "{time} left"

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [
        .plural(\.more), .text(\.announcement), .text(\.timeLeft),
      ]
    }
  }
}

extension NotificationBanners: LocalizablePopupKind {}
