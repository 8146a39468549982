import PopupCore

extension ProgressToast {
  /// Every built-in text of the progress toast, English by default; see `PopupStrings` for
  /// overriding them per locale. `{title}` is the toast's title.
  public struct Strings: PopupStrings {
    /// The cancel button.
    public var cancel = "Cancel"
    /// What assistive technologies read for Cancel.
    public var cancelLabel = "Cancel {title}"
    /// Under the indicator while the app confirms a cancel.
    public var cancelling = "Cancelling…"
    /// Announced when Cancel is tapped.
    public var cancellingAnnouncement = "Cancelling"
    /// Shown and announced on success when the app passes no message.
    public var done = "Done"
    /// The retry button of a failed toast.
    public var retry = "Retry"
    /// What assistive technologies read for Retry.
    public var retryLabel = "Retry {title}"
    /// The close button of a failed toast.
    public var close = "Close"
    /// What assistive technologies read for an indeterminate indicator.
    public var inProgress = "{title}, in progress"
    /// What assistive technologies read for a determinate one: `{percent}` is 0 to 100.
    public var percentDone = "{title}, {percent} percent"
    /// Announced at each quarter of the way: `{percent}` is 25, 50 or 75.
    public var quarterDone = "{title}: {percent}%"
    /// The estimate in its last second.
    public var almostDone = "Almost done"
    /// The estimate under 90 seconds.
    public var secondsLeft = PopupPlural(one: "About {count} s left", other: "About {count} s left")
    /// The estimate from 90 seconds on, in whole minutes rounded up.
    public var minutesLeft = PopupPlural(one: "About {count} min left", other: "About {count} min left")

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [
        .text(\.cancel), .text(\.cancelLabel), .text(\.cancelling),
        .text(\.cancellingAnnouncement), .text(\.done),
        .text(\.retry), .text(\.retryLabel), .text(\.close),
        .text(\.inProgress), .text(\.percentDone),
        .text(\.quarterDone), .text(\.almostDone),
        .plural(\.secondsLeft), .plural(\.minutesLeft),
      ]
    }
  }
}

extension ProgressToast: LocalizablePopupKind {}
