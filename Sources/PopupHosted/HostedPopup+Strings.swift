import PopupCore

extension HostedPopup {
  /// Every built-in text of the hosted popup, English by default; see `PopupStrings` for
  /// overriding them per locale.
  public struct Strings: PopupStrings {
    /// The close button's title and label.
    public var close = "Close"

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] { [.text(\.close)] }
  }
}

extension HostedPopup: LocalizablePopupKind {}
