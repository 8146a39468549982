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
    /// What assistive technologies read for the countdown: `{time}` is the time left ("4.9s").
    public var timeLeft = "{time} left"

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [.text(\.undo), .text(\.undoLabel), .text(\.timeLeft)]
    }
  }
}

extension UndoToast: LocalizablePopupKind {}
