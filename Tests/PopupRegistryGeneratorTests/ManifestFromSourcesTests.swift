import PopupRegistryGenerator
import Testing

/// `popup-kinds.txt` is written from a kind module's sources (`catalog generate`): what it reads
/// off each way of writing a kind, and the messages for a kind it cannot read.
@Suite("Kind manifests read off the sources")
struct ManifestFromSourcesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var files: [String: String]
    /// `<type> <id>` per kind, in order.
    var kinds: [String]
    var testDescription: String { name }
  }

  static let descriptor = """
      public static let descriptor = PopupDescriptor(
        id: "toast-lite", name: "Toast", summary: "One line.", category: .toast)
    """

  static let cases: [Case] = [
    Case(
      name: "no kind: a module of helpers", files: ["Helpers.swift": "public enum Helpers {}\n"], kinds: []),
    Case(
      name: "the conformance and the descriptor in one extension",
      files: [
        "ToastLite+Inspection.swift": "extension ToastLite: InspectablePopupKind {\n\(descriptor)\n}\n"
      ],
      kinds: ["ToastLite toast-lite"]),
    Case(
      name: "the descriptor's id on its own line, after other arguments",
      files: [
        "A.swift":
          "extension A: InspectablePopupKind {\n  public static let descriptor = PopupDescriptor(\n    name: \"A\",\n    id: \"a\")\n}\n"
      ],
      kinds: ["A a"]),
    Case(
      name: "a public struct that conforms among other protocols, with a where clause",
      files: [
        "Kind.swift":
          "public struct Kind<T>: Sendable, PopupCore.InspectablePopupKind where T: Sendable {\n  public static let descriptor = PopupDescriptor(id: \"kind\")\n}\n"
      ],
      kinds: ["Kind kind"]),
    Case(
      name: "the descriptor in another extension of the same type, in another file",
      files: [
        "A.swift": "extension Thing: InspectablePopupKind {}\n",
        "B.swift": "extension Thing {\n  public static let descriptor = PopupDescriptor(id: \"thing\")\n}\n",
      ],
      kinds: ["Thing thing"]),
    Case(
      name: "two kinds in one module, in the order of their files",
      files: [
        "Second.swift":
          "extension Second: InspectablePopupKind {\n  static let descriptor = PopupDescriptor(id: \"second\")\n}\n",
        "First.swift":
          "extension First: InspectablePopupKind {\n  static let descriptor = PopupDescriptor(id: \"first\")\n}\n",
      ],
      kinds: ["First first", "Second second"]),
    Case(
      name: "comments, generic parameters and nested declarations declare nothing",
      files: [
        "Notes.swift": """
        /// extension Fake: InspectablePopupKind {
        ///   static let descriptor = PopupDescriptor(id: "fake")
        // extension Other: InspectablePopupKind {}
        public struct Moment<Kind: InspectablePopupKind>: Sendable {}
        extension Real: InspectablePopupKind {
          struct Nested: InspectablePopupKind {}
          static let descriptor = PopupDescriptor(sampleid: "no", id: "real")
        }
        """
      ],
      kinds: ["Real real"]),
  ]

  static func sources(_ files: [String: String]) -> [PopupKindManifest.SourceFile] {
    files.map { PopupKindManifest.SourceFile(name: $0.key, text: $0.value) }
  }

  @Test(arguments: cases)
  func readsTheKinds(_ scenario: Case) throws {
    let manifest = try PopupKindManifest(module: "PopupThing", sources: Self.sources(scenario.files))
    #expect(manifest.kinds.map { "\($0.typeName) \($0.id)" } == scenario.kinds)
  }

  /// What is written parses back to the same kinds, the way the plugin reads it.
  @Test(arguments: cases)
  func theTextWrittenReadsBackAsTheSameKinds(_ scenario: Case) throws {
    let manifest = try PopupKindManifest(module: "PopupThing", sources: Self.sources(scenario.files))
    #expect(manifest.text.hasPrefix("# Popup kinds of PopupThing"))
    #expect(manifest.text.contains("Written by Scripts/generate"))
    #expect(try PopupKindManifest(module: "PopupThing", text: manifest.text) == manifest)
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    var name: String
    var files: [String: String]
    var error: PopupRegistryError
    var message: String
    var testDescription: String { name }
  }

  static let failures: [Failure] = [
    Failure(
      name: "a kind without a descriptor",
      files: ["A.swift": "extension Thing: InspectablePopupKind {}\n"],
      error: .undeclaredID(module: "PopupThing", type: "Thing"),
      message:
        "'Thing' in PopupThing conforms to InspectablePopupKind, but no declaration of it gives a descriptor with a literal id: write 'public static let descriptor = PopupDescriptor(id: \"<id>\", name: ..., summary: ..., category: ...)' in the extension that declares the conformance, the id in lowercase letters, digits and dashes."
    ),
    Failure(
      name: "a descriptor whose id is not a literal",
      files: [
        "A.swift":
          "extension Thing: InspectablePopupKind {\n  static let descriptor = PopupDescriptor(id: Self.id)\n}\n"
      ],
      error: .undeclaredID(module: "PopupThing", type: "Thing"),
      message: "'Thing' in PopupThing conforms to InspectablePopupKind"),
    Failure(
      name: "an id that is not one",
      files: [
        "A.swift":
          "extension Thing: InspectablePopupKind {\n  static let descriptor = PopupDescriptor(id: \"Toast Lite\")\n}\n"
      ],
      error: .malformedSource(
        file: "PopupThing/A.swift", line: 2,
        text: "static let descriptor = PopupDescriptor(id: \"Toast Lite\")",
        reason: "'Toast Lite' is not a kind id (lowercase letters, digits and dashes, starting with a letter)"
      ),
      message:
        "PopupThing/A.swift:2: 'static let descriptor = PopupDescriptor(id: \"Toast Lite\")': 'Toast Lite' is not a kind id (lowercase letters, digits and dashes, starting with a letter)."
    ),
    Failure(
      name: "two kinds with one id",
      files: [
        "A.swift":
          "extension A: InspectablePopupKind {\n  static let descriptor = PopupDescriptor(id: \"same\")\n}\n",
        "B.swift":
          "extension B: InspectablePopupKind {\n  static let descriptor = PopupDescriptor(\n    id: \"same\")\n}\n",
      ],
      error: .malformedSource(
        file: "PopupThing/B.swift", line: 3, text: "id: \"same\")",
        reason: "id 'same' is already A's: each kind needs an id of its own"),
      message:
        "PopupThing/B.swift:3: 'id: \"same\")': id 'same' is already A's: each kind needs an id of its own."),
  ]

  @Test(arguments: failures)
  func failsNamingTheTypeAndTheFix(_ failure: Failure) {
    #expect(throws: failure.error) {
      try PopupKindManifest(module: "PopupThing", sources: Self.sources(failure.files))
    }
    #expect(failure.error.description.hasPrefix(failure.message))
  }
}
