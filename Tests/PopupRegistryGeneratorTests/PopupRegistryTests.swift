import PopupRegistryGenerator
import Testing

struct SelectionCase: Sendable, CustomTestStringConvertible {
  var name: String
  var modules: [PopupRegistry.Module]
  var selected: [String]
  var testDescription: String { name }
}

@Suite("PopupRegistry selection and generation")
struct PopupRegistryTests {
  static let rating = PopupRegistry.Module(name: "PopupRating", manifest: "# kinds\nRatingPrompt rating\n")
  static let undo = PopupRegistry.Module(name: "PopupUndo", manifest: "UndoToast undo")
  static let core = PopupRegistry.Module(name: "PopupCore", manifest: nil)
  static let catalog = PopupRegistry.Module(name: "PopupCatalog", manifest: nil)

  static let cases: [SelectionCase] = [
    SelectionCase(name: "no dependencies", modules: [], selected: []),
    SelectionCase(
      name: "no kinds among the dependencies", modules: [core, catalog, .init(name: "MyApp", manifest: nil)],
      selected: []),
    SelectionCase(name: "one kind", modules: [catalog, undo, core], selected: ["PopupUndo"]),
    SelectionCase(
      name: "all kinds, sorted by module name", modules: [undo, core, rating, catalog],
      selected: ["PopupRating", "PopupUndo"]),
    SelectionCase(
      name: "a module reached through two products counts once", modules: [rating, core, undo, rating, core],
      selected: ["PopupRating", "PopupUndo"]),
    SelectionCase(
      name: "a non-kind module with a similar name is left out",
      modules: [
        .init(name: "PopupRatingHelpers", manifest: nil), rating, .init(name: "PopupUndoKit", manifest: nil),
      ],
      selected: ["PopupRating"]),
    SelectionCase(
      name: "an empty manifest declares no kinds but is kept",
      modules: [.init(name: "PopupSoon", manifest: "# nothing yet\n")], selected: ["PopupSoon"]),
  ]

  @Test(arguments: cases)
  func selection(_ scenario: SelectionCase) throws {
    #expect(try PopupRegistry.select(scenario.modules).map(\.module) == scenario.selected)
  }

  @Test func twoModulesDeclaringOneIDAreABuildErrorNamingBoth() {
    let fancy = PopupRegistry.Module(name: "PopupFancyRating", manifest: "FancyRating rating")
    #expect(
      throws: PopupRegistryError.duplicateID(
        "rating", first: "PopupRating.RatingPrompt", second: "PopupFancyRating.FancyRating")
    ) {
      try PopupRegistry.select([Self.rating, Self.undo, fancy])
    }
    #expect(
      PopupRegistryError.duplicateID(
        "rating", first: "PopupRating.RatingPrompt", second: "PopupFancyRating.FancyRating"
      ).description
        == "Duplicate popup kind id 'rating': declared by both PopupRating.RatingPrompt and PopupFancyRating.FancyRating. Register or link only one of them, or give one another id."
    )
  }

  @Test(arguments: [
    (
      "RatingPrompt",
      "PopupX/popup-kinds.txt:1: 'RatingPrompt': expected '<TypeName> <id>', as in 'RatingPrompt rating'."
    ),
    (
      "RatingPrompt rating extra",
      "PopupX/popup-kinds.txt:1: 'RatingPrompt rating extra': expected '<TypeName> <id>', as in 'RatingPrompt rating'."
    ),
    ("# ok\n9Lives nine", "PopupX/popup-kinds.txt:2: '9Lives nine': '9Lives' is not a Swift type name."),
    (
      "Rating Rating",
      "PopupX/popup-kinds.txt:1: 'Rating Rating': 'Rating' is not a kind id (lowercase letters, digits and dashes, starting with a letter)."
    ),
    ("A a\nB a", "PopupX/popup-kinds.txt:2: 'B a': id 'a' is declared twice."),
  ])
  func malformedManifestsNameTheFileAndLine(text: String, message: String) {
    #expect(throws: (any Error).self) { try PopupKindManifest(module: "PopupX", text: text) }
    do {
      _ = try PopupKindManifest(module: "PopupX", text: text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func manifestsReadKindsInOrder() throws {
    let manifest = try PopupKindManifest(
      module: "PopupPair", text: "\n# two\nFirst first\r\n\tSecond  second-2\n")
    #expect(
      manifest.kinds == [.init(typeName: "First", id: "first"), .init(typeName: "Second", id: "second-2")])
  }

  @Test func theGeneratedSourceImportsTheModulesAndListsTheKinds() throws {
    let source = PopupRegistry.source(for: try PopupRegistry.select([Self.core, Self.rating, Self.undo]))
    #expect(source.contains("\nimport PopupCatalog\nimport PopupRating\nimport PopupUndo\n"))
    #expect(source.contains("try PopupCatalog([PopupRating.RatingPrompt.self, PopupUndo.UndoToast.self])"))
    // Every listed kind's walk is compiled for it, in the catalog's order, before the catalog is made.
    let lines = source.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
    let specialized = lines.filter { $0.hasPrefix("PopupExplorer.specialize(") }
    #expect(
      specialized == [
        "PopupExplorer.specialize(PopupRating.RatingPrompt.self)",
        "PopupExplorer.specialize(PopupUndo.UndoToast.self)",
      ])
    #expect(
      lines.firstIndex { $0.hasPrefix("PopupExplorer.specialize(PopupUndo") }! < lines.firstIndex {
        $0.hasPrefix("return try PopupCatalog(")
      }!)
    #expect(source.contains("by module name:\n  /// rating, undo."))
    #expect(!source.contains("PopupCore"))
  }

  @Test func noKindsGenerateAnEmptyCatalog() {
    let source = PopupRegistry.source(for: [])
    #expect(source.contains("try PopupCatalog([])"))
    #expect(!source.contains("PopupExplorer.specialize"))
    #expect(source.contains("by module name:\n  /// none."))
  }
}
