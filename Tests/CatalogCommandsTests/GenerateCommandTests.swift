import CatalogCommands
import PopupCore
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// `catalog generate` writes each kind module's manifest from its sources and the README's
/// kinds table from the linked kinds; `--check` fails on any drift, naming the command that
/// fixes it.
@Suite("catalog generate", .watchdog)
struct GenerateCommandTests {
  static let readme = "# Package\n\n<!-- kinds:begin -->\n| old |\n<!-- kinds:end -->\n\nAfter the table.\n"

  static func kindSource(_ type: String, id: String) -> String {
    "import PopupCore\n\nextension \(type): InspectablePopupKind {\n  public static let descriptor = PopupDescriptor(\n"
      + "    id: \"\(id)\", name: \"\(type)\", summary: \"...\", category: .toast)\n}\n"
  }

  /// A package with two kind modules and a module of helpers, nothing derived written yet.
  static func package() -> MemoryFileSystem {
    MemoryFileSystem(
      files: [
        "pkg/README.md": readme,
        "pkg/Sources/PopupRating/RatingPrompt+Inspection.swift": kindSource("RatingPrompt", id: "rating"),
        "pkg/Sources/PopupRating/RatingPrompt.swift": "public enum RatingPrompt {}\n",
        "pkg/Sources/PopupUndo/UndoToast+Inspection.swift": kindSource("UndoToast", id: "undo"),
        "pkg/Sources/PopupCore/PopupKind.swift": "public protocol InspectablePopupKind {}\n",
      ],
      directories: [
        "pkg", "pkg/Sources", "pkg/Sources/PopupRating", "pkg/Sources/PopupUndo", "pkg/Sources/PopupCore",
      ])
  }

  static let manifests = [
    "pkg/Sources/PopupRating/popup-kinds.txt":
      "# Popup kinds of PopupRating, one per line: <type> <id>. Read by the PopupRegistry plugin.\n"
      + "# Written by Scripts/generate from each kind's descriptor: do not edit by hand.\nRatingPrompt rating\n",
    "pkg/Sources/PopupUndo/popup-kinds.txt":
      "# Popup kinds of PopupUndo, one per line: <type> <id>. Read by the PopupRegistry plugin.\n"
      + "# Written by Scripts/generate from each kind's descriptor: do not edit by hand.\nUndoToast undo\n",
  ]

  @Test func writesTheManifestsAndTheTableThenChecksClean() throws {
    let files = Self.package()
    let tool = try makeTool(files)
    let written = tool.run(["generate", "--root", "pkg"])
    #expect(written.exitCode == 0)
    #expect(
      written.standardOutput
        == "created pkg/Sources/PopupRating/popup-kinds.txt\ncreated pkg/Sources/PopupUndo/popup-kinds.txt\n"
        + "updated pkg/README.md\n"
        + "A kind manifest changed: build the tool again and run 'catalog generate' once more for the README "
        + "(Scripts/generate does both).\nThe derived files are up to date (3 files).\n")
    for (path, text) in Self.manifests { #expect(files.files[path] == text) }
    #expect(files.files["pkg/Sources/PopupCore/popup-kinds.txt"] == nil)
    #expect(
      files.files["pkg/README.md"]
        == "# Package\n\n<!-- kinds:begin -->\n| id | kind | module | summary |\n|---|---|---|---|\n"
        + "| `rating` | Rating prompt | `PopupRating` | \(RatingPrompt.descriptor.summary) |\n"
        + "| `undo` | Undo toast | `PopupUndo` | \(UndoToast.descriptor.summary) |\n"
        + "<!-- kinds:end -->\n\nAfter the table.\n")
    #expect(
      tool.run(["generate", "--root", "pkg", "--check"])
        == .init(standardOutput: "The derived files match the kinds (3 files).\n"))
    #expect(
      tool.run(["generate", "--root", "pkg"]).standardOutput
        == "The derived files are up to date (3 files).\n")
  }

  struct Drift: Sendable, CustomTestStringConvertible {
    var name: String
    var path: String
    /// The file's text from what `generate` wrote; `nil` removes it.
    var edit: @Sendable (String) -> String?
    /// What the check's error says about it.
    var says: String
    var testDescription: String { name }
  }

  static let drifts: [Drift] = [
    Drift(
      name: "a row of the README's table edited by hand", path: "pkg/README.md",
      edit: { $0.replacingFirst("Undo toast", with: "Undo snackbar") },
      says:
        "--- pkg/README.md (checked in)\n+++ pkg/README.md (derived now)\n"),
    Drift(
      name: "a manifest with another id", path: "pkg/Sources/PopupUndo/popup-kinds.txt",
      edit: { $0.replacingFirst("UndoToast undo", with: "UndoToast undo-toast") },
      says: "- UndoToast undo-toast\n+ UndoToast undo\n"),
    Drift(
      name: "a manifest with another type", path: "pkg/Sources/PopupRating/popup-kinds.txt",
      edit: { $0.replacingFirst("RatingPrompt rating", with: "Rating rating") },
      says: "- Rating rating\n+ RatingPrompt rating\n"),
    Drift(
      name: "a kind module without its manifest", path: "pkg/Sources/PopupUndo/popup-kinds.txt",
      edit: { _ in nil },
      says: "missing pkg/Sources/PopupUndo/popup-kinds.txt\n"),
  ]

  @Test(arguments: drifts)
  func theCheckFailsWithADiffAndTheCommand(_ drift: Drift) throws {
    let files = Self.package()
    let tool = try makeTool(files)
    _ = tool.run(["generate", "--root", "pkg"])
    let before = try #require(files.files[drift.path])
    var edited = files.files
    edited[drift.path] = drift.edit(before)
    let drifted = MemoryFileSystem(
      files: edited.compactMapValues { $0 }, directories: Self.package().directoryNames)
    let result = try makeTool(drifted).run(["generate", "--root", "pkg", "--check"])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("Error: Files derived from the kinds are out of date:\n"))
    #expect(result.standardError.contains(drift.says))
    #expect(
      result.standardError.hasSuffix(
        "\nWrite them with 'Scripts/generate' (or 'swift run catalog generate') and commit them.\n"))
    // The command fixes it.
    _ = try makeTool(drifted).run(["generate", "--root", "pkg"])
    #expect(drifted.files == files.files)
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var files: [String: String]
    var exitCode: Int32
    var error: String
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(
      name: "a folder that is not a package", arguments: ["--root", "elsewhere"], files: [:], exitCode: 64,
      error:
        "Error: Invalid --root 'elsewhere': expected the package's folder, which holds 'Sources' and 'README.md'.\n"
        + "Usage: catalog generate [--check] [--root <dir>]\n  See 'catalog help generate' for more information.\n"
    ),
    Refusal(
      name: "an unknown option", arguments: ["--root", "pkg", "--write"], files: [:], exitCode: 64,
      error:
        "Error: Unknown option '--write'. Valid options: --check, --root, --help.\n"
        + "Usage: catalog generate [--check] [--root <dir>]\n  See 'catalog help generate' for more information.\n"
    ),
    Refusal(
      name: "a README without the table's markers", arguments: ["--root", "pkg"],
      files: ["pkg/README.md": "# Package\n\n| id | kind | module | summary |\n"], exitCode: 1,
      error:
        "Error: 'pkg/README.md' has no kinds table to write: put the lines '<!-- kinds:begin -->' and "
        + "'<!-- kinds:end -->', in that order, where the table goes.\n"),
    Refusal(
      name: "a manifest in a module that declares no kind", arguments: ["--root", "pkg", "--check"],
      files: ["pkg/Sources/PopupCore/popup-kinds.txt": "Nothing nothing\n"], exitCode: 1,
      error:
        "Error: 'pkg/Sources/PopupCore/popup-kinds.txt' declares kinds, but no Swift file in 'pkg/Sources/PopupCore' "
        + "conforms a type to InspectablePopupKind: remove the file, or declare the kind "
        + "('extension Thing: InspectablePopupKind' with its descriptor).\n"),
    Refusal(
      name: "a kind whose descriptor has no literal id", arguments: ["--root", "pkg"],
      files: [
        "pkg/Sources/PopupUndo/UndoToast+Inspection.swift":
          "extension UndoToast: InspectablePopupKind {\n  static let descriptor = PopupDescriptor(id: Self.id)\n}\n"
      ],
      exitCode: 1,
      error:
        "Error: 'UndoToast' in PopupUndo conforms to InspectablePopupKind, but no declaration of it gives a "
        + "descriptor with a literal id: write 'public static let descriptor = PopupDescriptor(id: \"<id>\", "
        + "name: ..., summary: ..., category: ...)' in the extension that declares the conformance, the id in "
        + "lowercase letters, digits and dashes.\n"),
  ]

  @Test(arguments: refusals)
  func refusesWithTheReasonAndTheFix(_ refusal: Refusal) throws {
    var files = Self.package().files
    files.merge(refusal.files) { $1 }
    let system = MemoryFileSystem(files: files, directories: Self.package().directoryNames)
    let result = try makeTool(system).run(["generate"] + refusal.arguments)
    #expect(result == .init(standardError: refusal.error, exitCode: refusal.exitCode))
    #expect(system.files == files, "nothing is written")
  }
}
