import PopupCore

extension CelebrationPopup {
  /// Every built-in text of the celebration, English by default; see `PopupStrings` for
  /// overriding them per locale.
  public struct Strings: PopupStrings {
    /// The one action's title when the app passes none.
    public var proceed = "Continue"
    /// The close button.
    public var close = "Close"

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [.text(\.proceed), .text(\.close)]
    }
  }
}

extension CelebrationPopup: LocalizablePopupKind {}
