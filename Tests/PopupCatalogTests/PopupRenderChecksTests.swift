import PopupCore
import PopupTesting
import PopupTextRendering
import Testing

@testable import PopupCatalog

@Suite("PopupRenderChecks: the text render's rules, remembered", .watchdog)
struct PopupRenderChecksTests {
  static let card = RenderNode.card(
    style: .standard, children: [.text("Message deleted", role: .body), .divider, .badge("New")])

  /// A width below the renderer's narrowest: it draws at its narrowest, wider than asked.
  static let tooNarrow = TextRenderer.widthRange.lowerBound - 1

  @Test func aLineWiderThanItsWidthIsReportedWithItsColumnsAndNotRemembered() {
    var checks = PopupRenderChecks()
    let width = Self.tooNarrow
    let problem = checks.problem(of: Self.card, width: width, ascii: false)
    #expect(
      problem?.hasPrefix("a line of \(TextRenderer.widthRange.lowerBound) columns at width \(width): ")
        == true,
      "\(problem ?? "nil")")
    #expect(checks.rememberedCount == 0)
    // Asked again, it is checked again: a problem is never remembered as a pass.
    #expect(checks.problem(of: Self.card, width: width, ascii: false) == problem)
    #expect(checks.problem(of: Self.card, widths: [40, width], ascii: false) == problem)
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var checks: [(tree: RenderNode, width: Int, ascii: Bool)]
    var remembered: Int
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    .init(name: "one check", checks: [(card, 40, false)], remembered: 1),
    .init(name: "the same check twice", checks: [(card, 40, false), (card, 40, false)], remembered: 1),
    .init(name: "another width", checks: [(card, 40, false), (card, 41, false)], remembered: 2),
    .init(name: "in ASCII", checks: [(card, 40, false), (card, 40, true)], remembered: 2),
    .init(
      name: "another tree", checks: [(card, 40, false), (.text("Message deleted", role: .body), 40, false)],
      remembered: 2),
  ]

  @Test(arguments: rows)
  func aPassedCheckIsRememberedByItsTreeWidthAndStyle(_ row: Row) {
    var checks = PopupRenderChecks()
    for check in row.checks {
      #expect(checks.problem(of: check.tree, width: check.width, ascii: check.ascii) == nil)
    }
    #expect(checks.rememberedCount == row.remembered)
  }

  @Test func theMemoryStartsAgainWhenFull() {
    var checks = PopupRenderChecks()
    let capacity = PopupRenderChecks.capacity
    for number in 0..<capacity {
      _ = checks.problem(of: .text("\(number)", role: .body), width: 40, ascii: false)
    }
    #expect(checks.rememberedCount == capacity)
    _ = checks.problem(of: .text("one more", role: .body), width: 40, ascii: false)
    #expect(checks.rememberedCount == 1)
  }

  /// Remembering changes no answer: every sample of every linked kind, at the widths the
  /// explorer and the fuzzer draw, boxed and in ASCII, checked twice, answers as a fresh check.
  @Test(arguments: (try? PopupCatalog.linked.idsUnderTest) ?? [])
  func rememberedAnswersAreTheFreshOnes(id: String) throws {
    let kind = try PopupCatalog.linked.kind(withID: id)
    var checks = PopupRenderChecks()
    for tree in kind.sampleTrees() {
      for width in [Self.tooNarrow, TextRenderer.widthRange.lowerBound, TextRenderer.defaultWidth] {
        for ascii in [false, true] {
          let fresh = PopupRenderChecks.problem(of: tree, width: width, ascii: ascii)
          #expect(checks.problem(of: tree, width: width, ascii: ascii) == fresh)
          #expect(checks.problem(of: tree, width: width, ascii: ascii) == fresh)
        }
      }
    }
  }
}

extension InspectablePopupKind {
  /// Every sample's tree as it first draws.
  fileprivate static func sampleTrees() -> [RenderNode] {
    samples.map { sample in
      let played = play(sample)
      return played.session.render(at: played.now)
    }
  }
}
