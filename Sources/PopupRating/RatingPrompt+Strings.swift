import PopupCore

extension RatingPrompt {
  /// Every built-in text of the rating prompt, English by default; see `PopupStrings` for
  /// overriding them per locale. `{app}` is the app's name, `{stars}` the stars chosen and
  /// `{count}` the stars offered or, in ``star``, the star's number.
  public struct Strings: PopupStrings {
    /// The title when the app passes none: "Enjoying {app}?".
    public var title = "Enjoying {app}?"
    /// The message when the app passes none.
    public var message = "Tap a star to rate it."
    /// What assistive technologies read for the row of stars.
    public var rating = "Rating, {stars} of {count} stars"
    /// Each star's label, which `press` matches: "1 star", "2 stars".
    public var star = PopupPlural(one: "{count} star", other: "{count} stars")
    /// Announced when the stars change.
    public var starsChosen = "{stars} of {count} stars"
    /// The question above the feedback field.
    public var feedbackQuestion = "What could we do better?"
    /// The feedback field's label.
    public var feedback = "Feedback"
    /// The feedback field's placeholder.
    public var feedbackPlaceholder = "Tell us more (optional)"
    /// The button that sends the feedback.
    public var submit = "Submit"
    /// What assistive technologies read for Submit.
    public var submitLabel = "Submit feedback"
    /// The review nudge.
    public var reviewQuestion = "Would you rate {app} on the store?"
    /// The button that asks the store for a review.
    public var review = "Rate {app}"
    /// What assistive technologies read for the review button.
    public var reviewLabel = "Rate {app} on the store"
    /// The button that declines the review.
    public var notNow = "Not now"
    /// The close button.
    public var close = "Close"

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [
        .text(\.title), .text(\.message), .text(\.rating),
        .plural(\.star),
        .text(\.starsChosen), .text(\.feedbackQuestion),
        .text(\.feedback), .text(\.feedbackPlaceholder),
        .text(\.submit), .text(\.submitLabel),
        .text(\.reviewQuestion), .text(\.review),
        .text(\.reviewLabel),
        .text(\.notNow), .text(\.close),
      ]
    }
  }
}

extension RatingPrompt: LocalizablePopupKind {}
