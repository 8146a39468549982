import PopupCore
import PopupSupport

extension ActionSheet {
  /// Every built-in text of the action sheet, English by default; see `PopupStrings` for
  /// overriding them per locale.
  public struct Strings: PopupStrings {
    /// Under a destructive row armed by its first tap, and announced: `{title}` is the row's
    /// title as written, `{action}` the same in lower case ("Tap again to delete.").
    public var confirm = "Tap again to {action}."
    /// Announced when an armed row disarms without its second tap: `{title}` and `{action}` as
    /// in ``confirm`` ("Delete cancelled.").
    public var notConfirmed = "{title} cancelled."

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [
        .text(\.confirm, placeholders: ["title", "action"]),
        .text(\.notConfirmed, placeholders: ["title", "action"]),
      ]
    }

    /// ``confirm`` for a row.
    func confirmation(of action: Action) -> String {
      confirm.popupFilling("title", action.title, "action", action.title.lowercased())
    }

    /// ``notConfirmed`` for a row.
    func disarming(of action: Action) -> String {
      notConfirmed.popupFilling("title", action.title, "action", action.title.lowercased())
    }
  }
}

extension ActionSheet: LocalizablePopupKind {}
