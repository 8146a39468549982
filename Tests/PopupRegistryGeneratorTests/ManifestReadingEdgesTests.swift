import PopupRegistryGenerator
import Testing

/// The edges of reading a kind off its sources: descriptors in comments, qualified and
/// underscored type names, an extension that only constrains, an id at the start of its line,
/// a comment's line that starts with a keyword, names in backticks, an id far below the
/// descriptor's line but within its parentheses, a parenthesis in a string, and an id after
/// the descriptor's parentheses, which is not its own.
@Suite("Kind manifests: the edges of reading sources")
struct ManifestReadingEdgesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// `<type> <id>` per kind, in order.
    var kinds: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a descriptor commented out with // above the real one",
      text: """
        extension Thing: InspectablePopupKind {
          // static let descriptor = PopupDescriptor(id: "old")
          static let descriptor = PopupDescriptor(id: "thing")
        }
        """,
      kinds: ["Thing thing"]),
    Case(
      name: "a descriptor in a block comment, on its first line and on a continuation line",
      text: """
        extension Thing: InspectablePopupKind {
          /* static let descriptor = PopupDescriptor(id: "older")
           * static let descriptor = PopupDescriptor(id: "old")
           */
          static let descriptor = PopupDescriptor(id: "thing")
        }
        """,
      kinds: ["Thing thing"]),
    Case(
      name: "a type named with its module and an underscore",
      text: """
        extension PopupThing.Toast_Lite: InspectablePopupKind {
          static let descriptor = PopupDescriptor(id: "toast-lite")
        }
        """,
      kinds: ["Toast_Lite toast-lite"]),
    Case(
      name: "an extension constrained to kinds declares none",
      text: """
        extension Box where Content: PopupCore.InspectablePopupKind {
          func show() {}
        }
        """,
      kinds: []),
    Case(
      name: "the descriptor's id at the start of its line",
      text: """
        extension Thing: InspectablePopupKind {
          static let descriptor = PopupDescriptor(
        id: "thing", name: "Thing")
        }
        """,
      kinds: ["Thing thing"]),
    Case(
      name: "a line of a block comment that starts with a keyword and no name declares nothing",
      text: """
        extension Thing: InspectablePopupKind {
        /*
        class (of kinds) notes, written without a leading star
        */
          static let descriptor = PopupDescriptor(id: "thing")
        }
        """,
      kinds: ["Thing thing"]),
    Case(
      name: "a type named in backticks, alone and as part of a qualified name",
      text: """
        extension `Thing`: InspectablePopupKind {
          static let descriptor = PopupDescriptor(id: "thing")
        }
        extension PopupThing.`Toast`: InspectablePopupKind {
          static let descriptor = PopupDescriptor(id: "toast")
        }
        """,
      kinds: ["Thing thing", "Toast toast"]),
    Case(
      name: "an id far below the descriptor's line, still within its parentheses",
      text: """
        extension Thing: InspectablePopupKind {
          static let descriptor = PopupDescriptor(

            // The kind's id, as scripts name it.

            id: "thing", name: "Thing")
        }
        """,
      kinds: ["Thing thing"]),
    Case(
      name: "a closing parenthesis in a string before the id does not close the descriptor",
      text: """
        extension Thing: InspectablePopupKind {
          static let descriptor = PopupDescriptor(
            name: "Thing :)", note: "a \\"quoted)\\" word",
            id: "thing")
        }
        """,
      kinds: ["Thing thing"]),
  ]

  @Test(arguments: cases)
  func readsTheKinds(_ row: Case) throws {
    let manifest = try PopupKindManifest(
      module: "PopupThing", sources: [.init(name: "Thing.swift", text: row.text)])
    #expect(manifest.kinds.map { "\($0.typeName) \($0.id)" } == row.kinds)
  }

  /// The id is read within the descriptor's parentheses; a literal `id:` after they close
  /// belongs to something else, on the line after or on the same line.
  @Test(arguments: [
    """
    extension Thing: InspectablePopupKind {
      static let descriptor = PopupDescriptor(
        id: Self.id, name: "Thing",
        summary: "One line.",
        category: .toast)
      static let other = Other(id: "other")
    }
    """,
    """
    extension Thing: InspectablePopupKind {
      static let descriptor = PopupDescriptor(
        id: Self.id, name: "Thing")
      static let other = Other(id: "other")
    }
    """,
    """
    extension Thing: InspectablePopupKind {
      static let descriptor = PopupDescriptor(id: Self.id); static let other = Other(id: "other")
    }
    """,
  ])
  func anIdAfterTheDescriptorIsNotItsID(text: String) {
    #expect(throws: PopupRegistryError.undeclaredID(module: "PopupThing", type: "Thing")) {
      try PopupKindManifest(module: "PopupThing", sources: [.init(name: "Thing.swift", text: text)])
    }
  }
}
