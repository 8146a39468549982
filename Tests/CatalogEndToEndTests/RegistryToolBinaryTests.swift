import Foundation
import PopupRegistryGenerator
import Testing

/// The built `PopupRegistryTool`, run as the PopupRegistry plugin runs it: the file it writes,
/// that it writes only on change, and each way its command line is refused.
@Suite("PopupRegistryTool, end to end", .timeLimit(.minutes(3)), .watchdog(after: .seconds(170)))
struct RegistryToolBinaryTests {
  static let ratingManifest = "# Popup kinds of PopupRating.\nRatingPrompt rating\n"
  static let undoManifest = "UndoToast undo\n"

  /// A fresh folder for one test's files.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "registry-tool-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Runs the tool as the plugin does: its build for the host, `PopupRegistryTool-tool`, which
  /// every build of a target that uses the plugin makes first.
  static func run(_ arguments: [String]) throws -> (out: String, err: String, code: Int32) {
    try CatalogBinaryTests.run(arguments, binary: "PopupRegistryTool-tool")
  }

  /// Every module with a manifest is read, one without is left out, and a manifest's path may
  /// hold `=` (only the first one splits the name from the path); the file is what the
  /// generator writes for those manifests.
  @Test func writesTheSourceForTheModulesItIsGiven() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rating = folder.appendingPathComponent("a=b/PopupRating/popup-kinds.txt")
    let undo = folder.appendingPathComponent("PopupUndo/popup-kinds.txt")
    try Self.write(Self.ratingManifest, to: rating)
    try Self.write(Self.undoManifest, to: undo)
    let output = folder.appendingPathComponent("PopupCatalog+Linked.swift")
    let result = try Self.run([
      "--output", output.path, "--module", "PopupRating=\(rating.path)", "--module", "PopupCore",
      "--module", "PopupUndo=\(undo.path)",
    ])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out == "" && result.err == "")
    let expected = PopupRegistry.source(
      for: try PopupRegistry.select([
        .init(name: "PopupRating", manifest: Self.ratingManifest), .init(name: "PopupCore", manifest: nil),
        .init(name: "PopupUndo", manifest: Self.undoManifest),
      ]))
    #expect(expected.contains("RatingPrompt.self") && expected.contains("UndoToast.self"))
    #expect(try String(contentsOf: output, encoding: .utf8) == expected)
  }

  /// The same list again leaves the file as it was, so the target does not compile again; a
  /// changed list writes it anew.
  @Test func writesOnlyWhenTheSourceChanges() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let undo = folder.appendingPathComponent("PopupUndo/popup-kinds.txt")
    try Self.write(Self.undoManifest, to: undo)
    let output = folder.appendingPathComponent("Linked.swift")
    let arguments = ["--output", output.path, "--module", "PopupUndo=\(undo.path)"]
    #expect(try Self.run(arguments).code == 0)
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
    let modified = {
      try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
    }
    #expect(try Self.run(arguments).code == 0)
    #expect(try modified() == past, "the same source was written again")
    try Self.write("UndoToast undo\nOtherToast other\n", to: undo)
    #expect(try Self.run(arguments).code == 0)
    #expect(try modified() != past, "a changed source was not written")
    #expect(try String(contentsOf: output, encoding: .utf8).contains("OtherToast.self"))
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    var name: String
    /// The arguments; `<dir>` stands for the test's folder.
    var arguments: [String]
    var code: Int32
    /// The whole error output, `<dir>` standing for the test's folder.
    var error: String
    var testDescription: String { name }
  }

  static let usage = "Usage: PopupRegistryTool --output <file.swift> [--module <Name>[=<manifest path>] ...]"

  static let refusals: [Refusal] = [
    Refusal(
      name: "an unknown argument", arguments: ["--output", "<dir>/out.swift", "--modules", "PopupUndo"],
      code: 64,
      error: "error: Unknown argument '--modules'. \(usage)\n"),
    Refusal(
      name: "no --output", arguments: ["--module", "PopupUndo"], code: 64,
      error: "error: Missing '--output <file.swift>'. \(usage)\n"),
    Refusal(
      name: "--output without its file", arguments: ["--module", "PopupUndo", "--output"], code: 64,
      error: "error: Missing value for '--output <file.swift>'. \(usage)\n"),
    Refusal(
      name: "--output twice", arguments: ["--output", "<dir>/a.swift", "--output", "<dir>/b.swift"], code: 64,
      error: "error: '--output' given twice ('<dir>/a.swift' and '<dir>/b.swift'): give one file. \(usage)\n"),
    Refusal(
      name: "--module without its name", arguments: ["--output", "<dir>/out.swift", "--module"], code: 64,
      error: "error: Missing value for '--module <Name>[=<manifest path>]'. \(usage)\n"),
    Refusal(
      name: "--module with a path but no name",
      arguments: ["--output", "<dir>/out.swift", "--module", "=<dir>/k.txt"],
      code: 64,
      error:
        "error: Invalid --module '=<dir>/k.txt': expected a module's name first, as in "
        + "'--module PopupRating=<manifest path>'.\n"),
    Refusal(
      name: "a manifest that cannot be read",
      arguments: ["--output", "<dir>/out.swift", "--module", "PopupUndo=<dir>/missing.txt"], code: 1,
      error: "error: Cannot read '<dir>/missing.txt'.\n"),
    Refusal(
      name: "an output that cannot be written",
      arguments: ["--output", "<dir>/no-such-folder/out.swift", "--module", "PopupCore"], code: 1,
      error: "error: Cannot write '<dir>/no-such-folder/out.swift': "),
  ]

  /// Each refusal exits with its status (64 for the command line, 1 for a file) and says what
  /// was wrong, writing nothing.
  @Test(arguments: refusals)
  func refusesWithTheReason(_ refusal: Refusal) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let resolve = { (text: String) in text.replacingOccurrences(of: "<dir>", with: folder.path) }
    let result = try Self.run(refusal.arguments.map(resolve))
    #expect(result.code == refusal.code)
    #expect(result.out == "")
    #expect(result.err.hasPrefix(resolve(refusal.error)), "\(result.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  /// Two modules declaring one id fail the build with both names, as the DuplicateKinds
  /// fixture's build shows in CI.
  @Test func aDuplicateIdFailsNamingBothModules() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("A/popup-kinds.txt")
    let second = folder.appendingPathComponent("B/popup-kinds.txt")
    try Self.write("RatingPrompt rating\n", to: first)
    try Self.write("FakeRating rating\n", to: second)
    let output = folder.appendingPathComponent("out.swift")
    let result = try Self.run([
      "--output", output.path, "--module", "PopupRating=\(first.path)", "--module",
      "PopupFakeRating=\(second.path)",
    ])
    #expect(result.code == 1)
    #expect(
      result.err
        == "error: Duplicate popup kind id 'rating': declared by both PopupRating.RatingPrompt and "
        + "PopupFakeRating.FakeRating. Register or link only one of them, or give one another id.\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }
}
