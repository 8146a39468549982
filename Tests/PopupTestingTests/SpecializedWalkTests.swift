import PopupCore
import Testing

@testable import PopupCatalog

@Suite(
  "The explorer's walk compiled for a kind explores as the generic walk does", .timeLimit(.minutes(3)),
  .watchdog)
struct SpecializedWalkTests {
  /// Every kind the registry plugin links: `PopupCatalog.linked` compiles a walk for each.
  static let kinds = try! PopupCatalog.linked.kinds.map { KindRow(kind: $0) }

  struct KindRow: Sendable, CustomTestStringConvertible {
    var kind: any InspectablePopupKind.Type
    var testDescription: String { kind.descriptor.id }
  }

  @Test("every kind, its first sample, 300 states", arguments: kinds)
  func theSameStatesStepsAndFigures(row: KindRow) throws {
    func compare<Kind: InspectablePopupKind>(_: Kind.Type) throws {
      let explorer = try PopupExplorer(maxDepth: 40, maxStates: 300)
      let sample = try #require(Kind.samples.first)
      let registered = PopupSpecializedWalks.shared.walk(for: Kind.self)
      #expect(registered != nil, "PopupCatalog.linked registered no walk for \(Kind.descriptor.id)")
      let specialized = explorer.explore(sample)
      let generic = explorer.walk(sample, screen: nil)
      #expect(specialized.figures == generic.figures)
      #expect(specialized.transitions == generic.transitions)
      #expect(specialized.violation == generic.violation)
      #expect(specialized.states.map(\.session) == generic.states.map(\.session))
      #expect(specialized.states.map(\.parent) == generic.states.map(\.parent))
      #expect(specialized.states.map(\.step) == generic.states.map(\.step))
      #expect(specialized.states.map(\.now) == generic.states.map(\.now))
    }
    try compare(row.kind)
  }
}
