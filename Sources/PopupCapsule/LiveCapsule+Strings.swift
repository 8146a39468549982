import PopupCore

extension LiveCapsule {
  /// Every built-in text of the live capsule, English by default; see `PopupStrings` for
  /// overriding them per locale.
  public struct Strings: PopupStrings {
    /// The expanded activity's button that opens the app at it.
    public var open = "Open"
    /// What assistive technologies read for Open: `{activity}` is the activity's label.
    public var openLabel = "Open {activity}"
    /// The expanded activity's button that collapses it.
    public var collapse = "Collapse"
    /// The badge of an activity not updated in time.
    public var stale = "stale"
    /// The badge of an ended activity.
    public var ended = "ended"
    /// Between the parts of an activity's spoken label: "Pasta, 7:59, stale".
    public var separator = ", "

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [
        .text(\.open), .text(\.openLabel), .text(\.collapse),
        .text(\.stale), .text(\.ended), .text(\.separator),
      ]
    }
  }
}

extension LiveCapsule: LocalizablePopupKind {}
