import PopupCore

extension ScrollSheet {
  /// Every built-in text of the scroll sheet, English by default; see `PopupStrings` for
  /// overriding them per locale.
  public struct Strings: PopupStrings {
    /// The close button of a closable header.
    public var close = "Close"

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [.text(\.close)]
    }
  }
}

extension ScrollSheet: LocalizablePopupKind {}
