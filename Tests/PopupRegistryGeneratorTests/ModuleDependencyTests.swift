import Foundation
import Testing

/// Dependencies run one way: a kind imports the contract alone, the contract holds no text
/// drawing, the policies import no kind, and the build-tool library links no runtime (a plugin
/// that generates a registry compiles only the generator and the package's helpers).
@Suite("Module dependencies")
struct ModuleDependencyTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources").standardized

  /// The kind modules: the folders that declare kinds in `popup-kinds.txt`.
  static let kindModules: [String] = {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return folders.filter {
      FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/popup-kinds.txt").path)
    }.sorted()
  }()

  struct Rule: Sendable, CustomTestStringConvertible {
    let module: String
    let allowed: Set<String>
    var testDescription: String { "\(module) imports only \(allowed.sorted().joined(separator: ", "))" }
  }

  static let rules: [Rule] =
    kindModules.map { Rule(module: $0, allowed: ["PopupCore", "PopupSupport"]) } + [
      Rule(module: "PopupCore", allowed: ["PopupSupport", "Glibc", "Musl", "Darwin", "ucrt"]),
      Rule(module: "PopupSupport", allowed: []),
      Rule(module: "PopupPolicy", allowed: ["PopupCore", "PopupSupport"]),
      Rule(module: "PopupPresentation", allowed: ["PopupCore", "PopupSupport"]),
      Rule(
        module: "PopupDriving", allowed: ["PopupCore", "PopupPresentation", "PopupSupport", "Observation"]),
      Rule(module: "PopupRegistryGenerator", allowed: ["PopupSupport"]),
      // The explorer walks samples side by side with Dispatch: still no Foundation.
      Rule(
        module: "PopupCatalog",
        allowed: ["PopupCore", "PopupPresentation", "PopupTextRendering", "PopupSupport", "Dispatch"]),
      // The tool's hosts draw frames from the runtime alone: no Foundation, no command line.
      Rule(
        module: "PopupWebHost",
        allowed: ["PopupCore", "PopupPresentation", "PopupCatalog", "PopupTextRendering", "PopupSupport"]),
      Rule(
        module: "PopupTerminalHost",
        allowed: ["PopupCore", "PopupPresentation", "PopupCatalog", "PopupTextRendering", "PopupSupport"]),
    ]

  @Test func theKindModulesAreFound() {
    #expect(Self.kindModules.count >= 14, "\(Self.kindModules)")
    #expect(Self.kindModules.contains("PopupUndo"))
  }

  @Test(arguments: rules)
  func importsStayInside(_ rule: Rule) throws {
    let imports = try Self.imports(of: rule.module)
    #expect(!imports.isEmpty || rule.allowed.isEmpty || rule.module == "PopupSupport")
    for (file, module) in imports where !rule.allowed.contains(module) {
      Issue.record("\(rule.module)/\(file) imports \(module)")
    }
  }

  /// The text renderer, display widths and pseudo-localisation live outside the contract.
  @Test(arguments: ["struct TextRenderer", "enum DisplayWidth", "enum PopupPseudoLocalization"])
  func theContractDoesNotDraw(_ declaration: String) throws {
    for module in ["PopupCore", "PopupSupport"] {
      let folder = Self.sources.appendingPathComponent(module)
      for file in try Self.swiftFiles(in: folder) {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        #expect(!text.contains("public \(declaration)"), "\(module)/\(file) declares \(declaration)")
      }
    }
    let renderer = Self.sources.appendingPathComponent("PopupTextRendering")
    let texts = try Self.swiftFiles(in: renderer).map {
      try String(contentsOf: renderer.appendingPathComponent($0), encoding: .utf8)
    }
    #expect(texts.contains { $0.contains("public \(declaration)") }, "PopupTextRendering lost \(declaration)")
  }

  /// The command line draws nothing: no page, no picture, no script or style sheet, no
  /// terminal control sequence; the hosts do (PopupWebHost, PopupTerminalHost, and the
  /// terminal loop in `catalog`).
  @Test func theCommandLineDoesNotDraw() throws {
    let folder = Self.sources.appendingPathComponent("CatalogCommands")
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(entries.allSatisfy { $0.hasSuffix(".swift") }, "\(entries.filter { !$0.hasSuffix(".swift") })")
    for file in try Self.swiftFiles(in: folder) {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for drawing in ["<svg ", "<html", "<!doctype", "<style>", "\\u{1B}["] {
        #expect(!text.contains(drawing), "CatalogCommands/\(file) holds \(drawing)")
      }
    }
  }

  static func swiftFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
  }

  /// Every `import` of a module's sources, with its file.
  static func imports(of module: String) throws -> [(file: String, module: String)] {
    let folder = sources.appendingPathComponent(module)
    let files = try swiftFiles(in: folder)
    #expect(!files.isEmpty, "no sources for \(module)")
    return try files.flatMap { file in
      try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
        .map { (file, String($0.split(separator: " ").last!)) }
    }
  }
}
