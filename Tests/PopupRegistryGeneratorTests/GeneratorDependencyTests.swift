import Foundation
import Testing

/// The build-tool library links no runtime: a plugin that generates a registry compiles only
/// the generator and the shared messages, not the popup kinds' contract.
@Suite("The registry generator's dependencies")
struct GeneratorDependencyTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/PopupRegistryGenerator").standardized

  @Test func noSourceImportsTheRuntime() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
      $0.hasSuffix(".swift")
    }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map {
        String($0.dropFirst("import ".count))
      }
      #expect(imports.allSatisfy { $0 == "PopupMessages" }, "\(file) imports \(imports)")
    }
  }
}
