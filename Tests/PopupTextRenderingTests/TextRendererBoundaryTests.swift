import PopupCore
import PopupTesting
import PopupTextRendering
import Testing

/// The renderer's edges, a row each: the narrowest card and the widest title, a bar or field
/// narrower than its usual parts, fields of confetti with no row, one row and particles
/// outside them, full progress, and what ASCII mode prints for what it cannot.
@Suite("Text renderer: boundaries", .watchdog)
struct TextRendererBoundaryTests {
  /// `node` inside `depth` standard cards: each card lays its children out 4 columns
  /// narrower, so a node is drawn narrower than the renderer's least width, 20.
  static func nested(_ node: RenderNode, depth: Int) -> RenderNode {
    (0..<depth).reduce(node) { inner, _ in .card(style: .standard, children: [inner]) }
  }

  /// The lines of `node` drawn `depth` cards deep in a renderer `width` columns wide, without
  /// the cards around it.
  static func innerLines(_ node: RenderNode, width: Int, depth: Int) -> [String] {
    let lines = TextRenderer(width: width).lines(of: nested(node, depth: depth))
    return lines.dropFirst(depth).dropLast(depth).map { String($0.dropFirst(2 * depth).dropLast(2 * depth)) }
  }

  struct NarrowCase: Sendable, CustomTestStringConvertible {
    var name: String
    var node: RenderNode
    /// The renderer's width; each of `depth` cards takes 4 columns of it.
    var width: Int
    var depth: Int
    var lines: [String]
    var testDescription: String { name }
  }

  static let x = RenderNode.text("x", role: .body)
  static let busy = RenderNode.progress(fraction: nil, accessibilityLabel: "Busy")

  static let narrowCases: [NarrowCase] = [
    .init(
      name: "a card 5 columns wide is still a box", node: .card(style: .standard, children: [x]), width: 21,
      depth: 4, lines: ["╭───╮", "│ x │", "╰───╯"]),
    .init(
      name: "a card 4 columns wide draws its content alone", node: .card(style: .standard, children: [x]),
      width: 20, depth: 4, lines: [" x  "]),
    .init(
      name: "a style's name on the border with exactly its room",
      node: .card(style: .outlined, children: [x]),
      width: 23, depth: 2, lines: ["╭─ outlined ──╮", "│      x      │", "╰─────────────╯"]),
    .init(
      name: "a style's name one column short of its room", node: .card(style: .outlined, children: [x]),
      width: 22, depth: 2, lines: ["╭────────────╮", "│     x      │", "╰────────────╯"]),
    .init(
      name: "a busy bar 7 columns wide keeps one cell", node: busy, width: 23, depth: 4, lines: ["[▒] …  "]),
    .init(
      name: "a busy bar 8 columns wide has two cells", node: busy, width: 24, depth: 4, lines: ["[▒▒] …  "]),
  ]

  @Test(arguments: narrowCases)
  func aNodeDrawnNarrow(_ row: NarrowCase) {
    #expect(Self.innerLines(row.node, width: row.width, depth: row.depth) == row.lines)
  }

  struct ConfettiCase: Sendable, CustomTestStringConvertible {
    var name: String
    var particles: [PopupParticle]
    var rows: Int
    var lines: [String]
    var testDescription: String { name }
  }

  static func particle(_ x: Double, _ y: Double, color: Int = 0) -> PopupParticle {
    PopupParticle(x: x, y: y, rotation: 0, colorIndex: color)
  }

  static let confettiCases: [ConfettiCase] = [
    .init(name: "no row: nothing drawn", particles: [particle(0.5, 0.5)], rows: 0, lines: []),
    .init(name: "one row", particles: [particle(0.5, 0.5)], rows: 1, lines: ["          ✦"]),
    .init(
      name: "particles past the right edge or below the field are not drawn",
      particles: [particle(1.5, 0.25), particle(0.25, 1.5), particle(0, 0, color: 1)], rows: 2,
      lines: ["•", ""]),
  ]

  /// Confetti 20 columns wide.
  @Test(arguments: confettiCases)
  func aFieldOfConfetti(_ row: ConfettiCase) {
    #expect(TextRenderer(width: 20).lines(of: .particles(row.particles, rows: row.rows)) == row.lines)
  }

  /// The percentage is the fraction's whole hundredths, 100 % at the full bar.
  @Test(arguments: [
    (1.0, "[█████████████] 100%"), (0.999, "[██████████████] 99%"), (0.0, "[░░░░░░░░░░░░░░░] 0%"),
  ])
  func aProgressBarsPercentage(fraction: Double, line: String) {
    #expect(
      TextRenderer(width: 20).lines(of: .progress(fraction: fraction, accessibilityLabel: "")) == [line])
  }

  /// Controls take no column, printable ASCII one, at each end of ASCII.
  @Test(arguments: [(0x1F, 0), (0x20, 1), (0x7E, 1), (0x7F, 0), (0x9F, 0), (0xA0, 1)] as [(UInt32, Int)])
  func aScalarAtTheEdgeOfASCII(value: UInt32, columns: Int) throws {
    #expect(DisplayWidth.of(try #require(Unicode.Scalar(value))) == columns)
  }

  /// Cleaning keeps every character it can print: a line break breaks the line, and ASCII
  /// mode prints `?` for each character outside ASCII.
  @Test(arguments: [
    ("Über\nalles", false, ["        Über", "       alles"]), ("café ✓", true, ["       caf? ?"]),
  ])
  func textThatNeedsCleaning(text: String, ascii: Bool, lines: [String]) {
    #expect(TextRenderer(width: 20, ascii: ascii).lines(of: .text(text, role: .body)) == lines)
  }

  /// A row of stars draws at most 50, and none for a count below 1.
  @Test(arguments: [(50, 50), (51, 50), (-3, 0)])
  func aRowOfStars(count: Int, drawn: Int) {
    let line = TextRenderer(width: 200).render(
      .stars(filled: 0, count: count, accessibilityLabel: "", actions: [], labels: []))
    #expect(line.filter { $0 == "☆" }.count == drawn)
  }
}
