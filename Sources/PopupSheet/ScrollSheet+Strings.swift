import PopupCore

extension ScrollSheet {
  /// Every built-in text of the scroll sheet, English by default; see `PopupStrings` for
  /// overriding them per locale.
  public struct Strings: PopupStrings {
    /// The close button of a closable header.
    public var close = "Close"
    /// Above the rows in view when rows are scrolled past: "↑ 3 more".
    public var moreAbove = PopupPlural(one: "↑ {count} more", other: "↑ {count} more")
    /// Below the rows in view when more rows follow: "↓ 12 more".
    public var moreBelow = PopupPlural(one: "↓ {count} more", other: "↓ {count} more")

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [.text("close", \.close), .plural("moreAbove", \.moreAbove), .plural("moreBelow", \.moreBelow)]
    }
  }
}

extension ScrollSheet: LocalizablePopupKind {
  public static var stringsKeyPath: WritableKeyPath<Configuration, Strings> { \.strings }
}
