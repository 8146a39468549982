import PopupActions
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

  /// The sort of a fuzzed step, by its case.
  static func sort<Event>(of step: PopupStep<Event>) -> String {
    switch step {
    case .send: "send"
    case .wait: "wait"
    case .hold: "hold"
    case .release: "release"
    case .tap: "tap"
    case .tapOutside: "tap-outside"
    case .drag: "drag"
    case .jump: "jump"
    case .setting: "setting"
    case .dismiss: "dismiss"
    default: "other"
    }
  }

  /// The fuzzer's mix, as `step(forRoll:events:using:)` states it: how many of a hundred rolls
  /// make each sort of step, with events to send and with none (their share goes to waits);
  /// and the rolls at each boundary.
  @Test func theFuzzersStepsComeInTheStatedMix() {
    var random = SeededGenerator(seed: 1)
    let undo = (0..<100).map {
      Self.sort(
        of: KindSequence<UndoToast>.step(forRoll: $0, events: UndoToast.exampleEvents, using: &random))
    }
    let counts = Dictionary(undo.map { ($0, 1) }, uniquingKeysWith: +)
    #expect(
      counts == [
        "send": 50, "wait": 22, "hold": 7, "release": 7, "tap": 3, "tap-outside": 3, "drag": 3, "jump": 2,
        "setting": 2, "dismiss": 1,
      ])
    #expect(undo[49] == "send" && undo[50] == "wait" && undo[71] == "wait" && undo[72] == "hold")
    #expect(undo[78] == "hold" && undo[79] == "release" && undo[86] == "tap" && undo[99] == "dismiss")
    let silent = (0..<100).map {
      Self.sort(of: KindSequence<ReservedName>.step(forRoll: $0, events: [], using: &random))
    }
    #expect(silent.filter { $0 == "wait" }.count == 72)
    #expect(Array(silent[72...]) == Array(undo[72...]))
  }

  /// A sequence sends the kind's example events, then what the controls of its sample's first
  /// state send that they lack: the action sheet's `photo` sample draws rows its example
  /// events never select, and a sequence from it presses them too, each once in the list.
  @Test func aSequenceAlsoPressesEveryControlItsSampleDraws() throws {
    let photo = try #require(ActionSheet.samples.first { $0.name == "photo" })
    let drawn = ActionSheet.controlEvents(in: photo)
    let events = KindSequence<ActionSheet>.events(from: photo, exampleEvents: ActionSheet.exampleEvents)
    #expect(Array(events.prefix(ActionSheet.exampleEvents.count)) == ActionSheet.exampleEvents)
    #expect(drawn.allSatisfy(events.contains))
    let added = drawn.filter { !ActionSheet.exampleEvents.contains($0) }
    #expect(!added.isEmpty)
    #expect(Array(events.dropFirst(ActionSheet.exampleEvents.count)) == added)
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
