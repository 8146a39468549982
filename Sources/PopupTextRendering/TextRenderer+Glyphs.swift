extension TextRenderer {
  /// The characters a renderer draws with.
  struct Glyphs: Hashable, Sendable {
    var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String
    var fieldTopLeft, fieldTopRight, fieldBottomLeft, fieldBottomRight: String
    var fieldHorizontal, fieldVertical: String
    var starFilled, starEmpty, barFilled, barEmpty, indeterminate, ellipsis: String
    var iconOpen, iconClose, badgeOpen, badgeClose, destructive, close, error, arrowUp, arrowDown: String
    /// Before the count of rows scrolled past above, and of rows waiting below.
    var scrolledUp, scrolledDown: String
    var rings: [String]
    /// Confetti, one glyph per palette colour; each one column wide, and none a box corner or
    /// edge (`+`, `|`), so a line of confetti never reads as a box line.
    var confetti: [Character]

    /// A ring filled in proportion to the time left.
    func ring(_ fraction: Double) -> String {
      let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
      let index = Int((fraction * Double(rings.count - 1)).rounded())
      return rings[fraction > 0 ? max(index, 1) : 0]
    }

    static let unicode = Glyphs(
      topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│",
      fieldTopLeft: "┌", fieldTopRight: "┐", fieldBottomLeft: "└", fieldBottomRight: "┘",
      fieldHorizontal: "─", fieldVertical: "│",
      starFilled: "★", starEmpty: "☆", barFilled: "█", barEmpty: "░", indeterminate: "▒", ellipsis: "…",
      iconOpen: "«", iconClose: "»", badgeOpen: "‹", badgeClose: "›", destructive: "✕", close: "×",
      error: "⚠",
      arrowUp: "▲", arrowDown: "▼", scrolledUp: "↑", scrolledDown: "↓",
      rings: ["○", "◔", "◑", "◕", "●"], confetti: ["✦", "•", "▪", "◆", "✧", "▴"])

    static let ascii = Glyphs(
      topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
      fieldTopLeft: "+", fieldTopRight: "+", fieldBottomLeft: "+", fieldBottomRight: "+",
      fieldHorizontal: "-", fieldVertical: "|",
      starFilled: "*", starEmpty: ".", barFilled: "#", barEmpty: "-", indeterminate: "~", ellipsis: "...",
      iconOpen: "<", iconClose: ">", badgeOpen: "<", badgeClose: ">", destructive: "x", close: "x",
      error: "!",
      arrowUp: "^", arrowDown: "v", scrolledUp: "^", scrolledDown: "v",
      rings: ["( )", "(.)", "(o)", "(O)", "(@)"], confetti: ["*", "o", "x", "~", "^", "."])
  }
}
