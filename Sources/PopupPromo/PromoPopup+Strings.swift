import PopupCore

extension PromoPopup {
  /// Every built-in text of the promo, English by default; see `PopupStrings` for
  /// overriding them per locale.
  public struct Strings: PopupStrings {
    /// The close button.
    public var close = "Close"
    /// Under the message once the offer has ended.
    public var ended = "This offer has ended."
    /// Announced when the offer ends while the promo is up.
    public var endedAnnouncement = "The offer has ended."
    /// The offer's countdown under a minute: "Ends in 42s".
    public var endsInSeconds = PopupPlural(one: "Ends in {count}s", other: "Ends in {count}s")
    /// The offer's countdown under an hour: "Ends in 4m".
    public var endsInMinutes = PopupPlural(one: "Ends in {count}m", other: "Ends in {count}m")
    /// The offer's countdown from an hour on: "Ends in 2h 13m".
    public var endsInHours = "Ends in {hours}h {minutes}m"

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [
        .text(\.close), .text(\.ended), .text(\.endedAnnouncement),
        .plural(\.endsInSeconds), .plural(\.endsInMinutes),
        .text(\.endsInHours),
      ]
    }
  }
}

extension PromoPopup: LocalizablePopupKind {}
