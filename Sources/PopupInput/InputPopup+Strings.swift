import PopupCore
import PopupSupport

extension InputPopup {
  /// Every built-in text of the input popup, its validators' messages included, English by
  /// default; see `PopupStrings` for overriding them per locale. `{field}` is a field's
  /// label; `{count}` a length limit.
  public struct Strings: PopupStrings {
    /// The submit button's title when the app passes none.
    public var submit = "Save"
    /// The cancel button.
    public var cancel = "Cancel"
    /// Under a field while the host checks it.
    public var checking = "Checking…"
    /// The button that asks again after a check timed out.
    public var retry = "Try again"
    /// What assistive technologies read for the retry button.
    public var retryLabel = "Try again: check once more"
    /// A field's error when its check timed out.
    public var couldNotCheck = "Couldn't check. Try again."
    /// Announced when a check times out.
    public var checkTimedOut = "Couldn't check {field}. Try again."
    /// Announced for each error that appears: `{error}` is the error.
    public var errorAnnouncement = "{field}: {error}"
    /// The counter under a field with a maximum length: `{max}` is the maximum.
    public var counter = "{count}/{max}"
    /// ``InputValidator/required`` broken.
    public var required = "Required."
    /// ``InputValidator/minLength(_:)`` broken.
    public var tooShort = PopupPlural(
      one: "At least {count} character.", other: "At least {count} characters.")
    /// ``InputValidator/maxLength(_:)`` broken.
    public var tooLong = PopupPlural(one: "At most {count} character.", other: "At most {count} characters.")
    /// ``InputValidator/maxBytes(_:)`` broken.
    public var tooManyBytes = PopupPlural(
      one: "Too long: at most {count} byte.", other: "Too long: at most {count} bytes.")
    /// ``InputValidator/email`` broken.
    public var email = "Enter an email address such as name@example.com."
    /// ``InputValidator/integerRange(_:)`` given something that is not a whole number.
    public var wholeNumber = "Enter a whole number."
    /// ``InputValidator/decimalRange(_:)`` given something that is not a number.
    public var number = "Enter a number."
    /// A number outside its range: `{low}` and `{high}` are the range's ends.
    public var outOfRange = "Enter a number from {low} to {high}."
    /// ``InputValidator/forbiddenCharacters(_:)`` broken: `{character}` is the first one, quoted.
    public var forbidden = "{character} is not allowed."
    /// A ``InputValidator/pattern(_:message:)`` that does not compile: `{pattern}` is it, quoted.
    public var brokenPattern =
      "This field's rule is broken: the pattern {pattern} is not a valid regular expression."

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [
        .text(\.submit), .text(\.cancel), .text(\.checking),
        .text(\.retry), .text(\.retryLabel), .text(\.couldNotCheck),
        .text(\.checkTimedOut), .text(\.errorAnnouncement),
        .text(\.counter), .text(\.required), .plural(\.tooShort),
        .plural(\.tooLong), .plural(\.tooManyBytes), .text(\.email),
        .text(\.wholeNumber), .text(\.number), .text(\.outOfRange),
        .text(\.forbidden), .text(\.brokenPattern),
      ]
    }

    /// ``outOfRange`` for a range's ends.
    func outOfRange<Bound: CustomStringConvertible>(_ low: Bound, _ high: Bound) -> String {
      outOfRange.popupFilling("low", low.description, "high", high.description)
    }
  }
}

extension InputPopup: LocalizablePopupKind {}
