import PopupCore

extension UndoToast {
  /// Every built-in text of the undo toast, English by default; see `PopupStrings` for
  /// overriding them per locale.
  public struct Strings: PopupStrings {
    /// The button's title when the app passes none.
    public var undo = "Undo"
    /// What assistive technologies read for the button: `{action}` is its title and
    /// `{message}` the toast's message.
    public var undoLabel = "{action}: {message}"

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [.text("undo", \.undo), .text("undoLabel", \.undoLabel)]
    }
  }
}

extension UndoToast: LocalizablePopupKind {
  public static var stringsKeyPath: WritableKeyPath<Configuration, Strings> { \.strings }
}
