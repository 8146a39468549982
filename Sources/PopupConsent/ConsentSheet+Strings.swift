import PopupCore

extension ConsentSheet {
  /// Every built-in text of the consent sheet, English by default; see `PopupStrings` for
  /// overriding them per locale.
  public struct Strings: PopupStrings {
    /// The title when the app passes none.
    public var title = "Your privacy"
    /// The close button of a closable sheet.
    public var close = "Close"
    /// What assistive technologies read for Close.
    public var closeLabel = "Close without choosing"
    /// Under the message when what is asked changed since the last choice.
    public var changed = "What we ask for has changed since you last chose."
    /// The choice that allows every category.
    public var acceptAll = "Accept all"
    /// The choice that allows only the required categories.
    public var rejectAll = "Reject all"
    /// The choice that opens the preferences.
    public var customize = "Customize"
    /// The preferences' button that saves the switches.
    public var save = "Save"
    /// What assistive technologies read for Save.
    public var saveLabel = "Save my choices"
    /// The preferences' button back to the first layer.
    public var back = "Back"
    /// Announced when the preferences open.
    public var choose = "Choose what to allow."
    /// Announced when a required category's switch is flipped: `{category}` is its title.
    public var alwaysOn = "{category} is always on: the app cannot work without it."

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [
        .text(\.title), .text(\.close), .text(\.closeLabel),
        .text(\.changed), .text(\.acceptAll), .text(\.rejectAll),
        .text(\.customize), .text(\.save), .text(\.saveLabel),
        .text(\.back), .text(\.choose), .text(\.alwaysOn),
      ]
    }
  }
}

extension ConsentSheet: LocalizablePopupKind {}
