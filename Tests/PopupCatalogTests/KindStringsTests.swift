import Foundation
import PopupCatalog
import PopupCore
import PopupRating
import PopupRegistryGenerator
import PopupSupport
import Testing

/// Every built-in text of every linked kind comes from its strings table: with every text of
/// the table replaced, no English built-in text is left in any tree drawn or announcement made
/// while its samples play, and the replaced texts show.
@Suite("Every kind's strings")
struct KindStringsTests {
  static let kinds: [any InspectablePopupKind.Type] = (try? PopupCatalog.linked.kinds) ?? []

  /// Every word a tree shows or has read: texts, titles, labels, placeholders, errors.
  static func readableTexts(of tree: RenderNode) -> [String] {
    tree.allNodes.flatMap { node -> [String] in
      switch node {
      case .text(let text, _), .badge(let text): [text]
      case .button(let title, _, let label, _, _): [title, label]
      case .field(let label, _, let placeholder, let error, _, _):
        [label, placeholder] + (error.map { [$0] } ?? [])
      case .toggle(let label, _, _, _), .progress(_, let label), .arrow(_, let label): [label]
      case .stars(_, _, let label, _, let labels): [label] + labels
      case .countdown: [node.accessibilityLabel ?? ""]
      default: []
      }
    }
  }

  /// The kind's table with every text replaced by `⟦key⟧` and the English text's placeholders,
  /// so they still fill: `⟦title⟧{app}`.
  static func markedTableText<Kind: LocalizablePopupKind>(of kind: Kind.Type) throws -> String {
    var marked = Kind.Strings().table
    for (key, english) in marked {
      marked[key] = "⟦\(key)⟧" + english.popupPlaceholders.map { "{\($0)}" }.joined()
    }
    return try Kind.Strings(table: marked).tableText
  }

  /// The English texts that have no placeholder, longer than two characters: each would be
  /// drawn as it is, so none may show once the table is replaced.
  static func fixedEnglishTexts<Kind: LocalizablePopupKind>(of kind: Kind.Type) -> Set<String> {
    Set(Kind.Strings().table.values.filter { $0.popupPlaceholders.isEmpty && $0.count > 2 })
  }

  /// The kinds the package declares: every `Sources/*/popup-kinds.txt`, read as the
  /// PopupRegistry plugin reads it, so a new kind needs no edit here.
  static func declaredKindCount() throws -> Int {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Sources"
    ).standardized
    var count = 0
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
      let list = sources.appendingPathComponent(module).appendingPathComponent(PopupKindManifest.fileName)
      guard let text = try? String(contentsOf: list, encoding: .utf8) else { continue }
      count += try PopupKindManifest(module: module, text: text).kinds.count
    }
    return count
  }

  @Test func everyLinkedKindHasAStringsTable() throws {
    #expect(Self.kinds.count == (try Self.declaredKindCount()))
    #expect(Self.kinds.count > 1)
    for kind in Self.kinds {
      #expect(kind is any LocalizablePopupKind.Type, "\(kind.descriptor.id)")
      #expect(kind.englishStringsTableText?.isEmpty == false, "\(kind.descriptor.id)")
    }
  }

  @Test(arguments: kinds.map { $0.descriptor.id })
  func noEnglishBuiltInTextIsLeftOnceTheTableIsReplaced(id: String) throws {
    let kind = try PopupCatalog.linked.kind(withID: id)
    let localizable = try #require(kind as? any LocalizablePopupKind.Type)
    try Self.check(kind, localizable)
  }

  private static func check<Kind: InspectablePopupKind, Localizable: LocalizablePopupKind>(
    _ kind: Kind.Type, _ localizable: Localizable.Type
  ) throws {
    let tableText = try markedTableText(of: localizable)
    let english = fixedEnglishTexts(of: localizable)
    var marked = 0
    for sample in Kind.samples {
      let localized = try Kind.localized(sample, tableText: tableText)
      Kind.play(localized) { moment in
        var texts = readableTexts(of: moment.session.render(at: moment.now))
        for case .announce(let text) in moment.effects { texts.append(text) }
        marked += texts.filter { $0.contains("⟦") }.count
        let leftOver = texts.filter { english.contains($0) }
        #expect(
          leftOver.isEmpty, "\(Kind.descriptor.id) '\(sample.name)' after \(String(describing: moment.step))")
      }
    }
    #expect(marked > 0, "\(Kind.descriptor.id): no text from the strings table was drawn")
  }

  @Test func aStringsTableForAKindWithoutOneIsAClearError() throws {
    let sample = try #require(FlawedCard.samples.first)
    #expect(FlawedCard.englishStringsTableText == nil)
    #expect(throws: PopupCatalogError.noStrings(kind: "flawed")) {
      try FlawedCard.localized(sample, tableText: "")
    }
    #expect(
      PopupCatalogError.noStrings(kind: "flawed").description
        == "Popup kind 'flawed' has no strings table: its texts all come from its configuration.")
  }

  @Test func aTableThatCannotBeReadIsTheKindsError() throws {
    let sample = try #require(RatingPrompt.samples.first)
    #expect(
      throws: PopupCatalogError.strings(
        .unknownKey("submitt", table: "RatingPrompt.Strings", valid: RatingPrompt.Strings.keys),
        kind: "rating")
    ) {
      try RatingPrompt.localized(sample, tableText: "submit = Senden\nsubmitt = Senden")
    }
  }

  @Test func aLocalizedSampleKeepsEverythingButItsStrings() throws {
    let sample = try #require(RatingPrompt.samples.first)
    let localized = try RatingPrompt.localized(
      sample, tableText: "title = Gefällt dir {app}?\nsubmit = Senden")
    #expect(localized.configuration.shownTitle == "Gefällt dir Orbit?")
    #expect(localized.configuration.strings.submit == "Senden")
    #expect(localized.configuration.strings.close == "Close")
    var english = localized
    english.configuration.strings = RatingPrompt.Strings()
    #expect(english.configuration == sample.configuration)
    #expect(localized.script == sample.script)
    #expect(localized.name == sample.name)
  }
}
