import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The content estimate of texts: advance widths by character and face, words wrapped as a
/// host wraps them, and the island's snug padding.
@Suite("Content estimate: texts and the island", .watchdog)
struct EstimateTextTests {
  typealias Metrics = RenderNode.EstimateMetrics

  /// The width a text is estimated at when nothing limits it.
  static func width(_ text: String, _ role: TextRole = .body) -> Double {
    RenderNode.text(text, role: role).estimatedSize(maxWidth: 100_000).width
  }

  /// The lines a body text takes `maxWidth` points wide.
  static func lines(_ text: String, maxWidth: Double) -> Double {
    RenderNode.text(text, role: .body).estimatedSize(maxWidth: maxWidth).height / Metrics.lineHeight(.body)
  }

  /// Equal but for the order floating-point sums were taken in.
  static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

  /// Long enough that the text's own width, not the 200 pt minimum, sets the box.
  static let words = Array(repeating: "Photos", count: 12).joined(separator: " ")

  @Test func aLineExactlyAsWideAsItsTextHoldsItAndOnePointLessWrapsTheLastWord() {
    let natural = Self.width(Self.words)
    #expect(natural > Metrics.minimumWidth)
    #expect(Self.lines(Self.words, maxWidth: natural) == 1)
    #expect(Self.lines(Self.words, maxWidth: natural - 1) == 2)
  }

  @Test(arguments: [
    // Runs of spaces are one space; a line break starts a line; an empty text is a line.
    ("a  b", "a b"), ("a\u{20}\u{20}\u{20}b", "a b"),
  ])
  func runsOfSpacesWrapAsOne(text: String, same: String) {
    #expect(Self.lines(text, maxWidth: 200) == Self.lines(same, maxWidth: 200))
  }

  @Test(arguments: [("", 1.0) as (String, Double), ("a", 1), ("a\nb", 2), ("\n", 2), ("a\n\nb", 3)])
  func lineBreaksStartLines(text: String, lines: Double) {
    #expect(Self.lines(text, maxWidth: 300) == lines)
  }

  @Test func aWordWiderThanALineFillsWholeLinesAndGoesOn() {
    let x = Self.width(String(repeating: "x", count: 100)) / 100
    // 100 x's at 200 pt: as many whole lines as the x's fill, and the rest on one more.
    let perLine = (200 / x).rounded(.down)
    #expect(Self.lines(String(repeating: "x", count: 100), maxWidth: 200) == (100 / perLine).rounded(.up))
    // A short word before it stays on its own line.
    #expect(
      Self.lines("a " + String(repeating: "x", count: 100), maxWidth: 200) == (100 / perLine).rounded(.up) + 1
    )
  }

  @Test func charactersAreAsWideAsTheFontDrawsThem() {
    let m = Self.width(String(repeating: "m", count: 40))
    let i = Self.width(String(repeating: "i", count: 40))
    #expect(m > 3 * i)
    // The same letters in another order are as wide; a combining mark and a joiner add nothing.
    #expect(
      Self.same(
        Self.width(String(repeating: "ab", count: 40)), Self.width(String(repeating: "ba", count: 40))))
    #expect(
      Self.same(
        Self.width(String(repeating: "e\u{301}", count: 40)), Self.width(String(repeating: "e", count: 40))))
    #expect(
      Self.same(
        Self.width(String(repeating: "a\u{200D}", count: 40)), Self.width(String(repeating: "a", count: 40))))
    // A letter with a mark from the Latin tables is about as wide as its letter, not a flat width.
    let plain = Self.width(String(repeating: "e", count: 40))
    let marked = Self.width(String(repeating: "é", count: 40))
    #expect(abs(marked - plain) < 0.05 * plain)
    // So is one from Latin Extended-A and -B and the IPA letters, to U+02AF.
    for (letter, base) in [("ŕ", "r"), ("ĥ", "h"), ("ǎ", "a"), ("ɱ", "m")] {
      let base = Self.width(String(repeating: base, count: 40))
      #expect(abs(Self.width(String(repeating: letter, count: 40)) - base) < 0.05 * base, "\(letter)")
    }
  }

  @Test(arguments: [("漢字", 4.0) as (String, Double), ("😀", 2), ("Жж", 2), ("αβγ", 3)])
  func charactersPastTheTablesCountTheFallbackWidth(text: String, widths: Double) {
    let long = String(repeating: text, count: 40)
    #expect(Self.same(Self.width(long), 40 * widths * Metrics.characterWidth(.body)))
  }

  @Test func theFallbackIsTwoThirdsOfAnEmOfTheRolesFont() {
    for role in [TextRole.title, .body, .caption] {
      #expect(Metrics.characterWidth(role) == Metrics.fontSize(role) * 0.66)
    }
    #expect(
      Metrics.fontSize(.title) == 16.8 && Metrics.fontSize(.body) == 16 && Metrics.fontSize(.caption) == 13.6)
  }

  @Test func titlesAndProminentButtonsAreCountedBold() {
    let text = String(repeating: "Continue ", count: 6)
    let regular = RenderNode.button(text, role: .normal, accessibilityLabel: "", action: PopupAction("a"))
    let prominent = RenderNode.button(text, role: .primary, accessibilityLabel: "", action: PopupAction("a"))
    #expect(prominent.estimatedSize(maxWidth: 10_000).width > regular.estimatedSize(maxWidth: 10_000).width)
    // A title is bold and larger: wider than a body text by more than its size alone.
    let title = Self.width(text, .title)
    let body = Self.width(text, .body)
    #expect(title > 1.05 * body * Metrics.fontSize(.title) / Metrics.fontSize(.body))
  }

  @Test func anIconBesideATextHasTheTextWrapBesideIt() {
    let icon = RenderNode.icon("bell")
    let text = RenderNode.text(Self.words, role: .body)
    let row = RenderNode.hstack([icon, text])
    let natural = row.estimatedSize(maxWidth: 100_000).width
    // Narrower than both on a line: the text wraps beside the icon, not below it.
    let narrow = row.estimatedSize(maxWidth: natural - 1)
    #expect(narrow.height == 2 * Metrics.lineHeight(.body))
    // Three children wrap as a row: the last goes below the icon's line, 24 high.
    let three = RenderNode.hstack([icon, text, .text("x", role: .body)]).estimatedSize(maxWidth: natural)
    #expect(three.height == 24 + Metrics.spacing + Metrics.lineHeight(.body))
  }

  @Test func aCloseControlsCornerIsKeptClearAllTheWayDown() {
    let close = RenderNode.button(
      "Close", role: .close, accessibilityLabel: "Close", action: PopupAction("c"))
    let text = RenderNode.text(Self.words, role: .body)
    let natural = RenderNode.card(style: .standard, children: [text]).estimatedSize(maxWidth: 100_000).width
    // As wide as the text and its padding: one line without the corner, two with it.
    let plain = RenderNode.card(style: .standard, children: [text]).estimatedSize(maxWidth: natural)
    let closable = RenderNode.card(style: .standard, children: [close, text]).estimatedSize(maxWidth: natural)
    #expect(closable.height == plain.height + Metrics.lineHeight(.body))
  }

  @Test(arguments: PopupStyle.allCases)
  func everyStylePadsAsACardButTheIsland(style: PopupStyle) {
    let padding = Metrics.cardPadding(for: style)
    if style == .island {
      #expect(padding == (horizontal: 14, vertical: 6.5))
    } else {
      #expect(padding == Metrics.cardPadding)
    }
    let card = RenderNode.card(style: style, children: [.text("a", role: .body)]).estimatedSize(maxWidth: 300)
    #expect(card.height == Metrics.lineHeight(.body) + 2 * padding.vertical)
  }

  @Test func anIslandRowALineHighIsA37PointPill() {
    let row = RenderNode.hstack([.icon("timer"), .text("Pasta", role: .body), .text("8:00", role: .body)])
    let island = RenderNode.card(style: .island, children: [row]).estimatedSize(maxWidth: 358)
    #expect(island.height == 37)
  }
}
