import PopupCatalog
import PopupCore
import PopupRating
import PopupTextRendering
import PopupUndo
import Testing

@testable import PopupTesting

/// The test kit's own tables: what the fuzzer reads from its budget variable, the kinds
/// `POPUP_KIND` narrows a catalog-wide test to, and the widths the kind checker draws every
/// sample at.
@Suite("Test kit: its tables")
struct TestKitTablesTests {
  /// `POPUP_FUZZ_BUDGET` as text: a positive whole number, else no budget (the default then).
  @Test(
    arguments: [
      ("1", 1), ("400", 400), ("0", nil), ("-3", nil), ("", nil), ("ten", nil), (" 5", nil), ("5.0", nil),
    ] as [(String, Int?)])
  func theFuzzBudgetIsAPositiveWholeNumber(text: String, budget: Int?) {
    #expect(PopupFuzzer.budget(from: text) == budget)
  }

  @Test func noFuzzBudgetWhenTheVariableIsUnset() {
    #expect(PopupFuzzer.budget(from: nil) == nil)
  }

  /// `POPUP_KIND`: unset or naming nothing, every kind; else the kinds it names in the
  /// catalog's order, then any id the catalog lacks (so the test that looks it up fails).
  @Test(
    arguments: [
      (nil, ["rating", "undo"]), ("", ["rating", "undo"]), (" , ", ["rating", "undo"]), ("undo", ["undo"]),
      ("undo, rating", ["rating", "undo"]), ("nope,undo", ["undo", "nope"]), ("undo,,undo ", ["undo"]),
    ] as [(String?, [String])])
  func theKindsUnderTest(variable: String?, ids: [String]) throws {
    let catalog = try PopupCatalog([RatingPrompt.self, UndoToast.self])
    #expect(catalog.ids(underTest: variable) == ids)
  }

  /// A state's dump names an enum case that has a payload by the case alone, then the payload.
  @Test func aDumpNamesAnEnumCaseByItsName() {
    var text = ""
    readableDump(PopupEffect<Int>.output(3), into: &text)
    #expect(text.hasPrefix(".output: 3"), "\(text)")
  }

  /// "The renderer's whole range": both ends, the default width, and no gap wider than the
  /// stride between them.
  @Test func theCheckedWidthsCoverTheRenderersWholeRange() {
    let widths = PopupKindChecker.checkedWidths.sorted()
    let range = TextRenderer.widthRange
    #expect(widths.first == range.lowerBound)
    #expect(widths.last == range.upperBound)
    #expect(widths.contains(TextRenderer.defaultWidth))
    #expect(widths.allSatisfy(range.contains))
    #expect(zip(widths, widths.dropFirst()).allSatisfy { $1 - $0 <= 9 })
  }
}
