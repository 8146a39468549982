import CatalogCommands
import PopupCatalog
import PopupCore
import PopupRegistryGenerator
import PopupTesting
import Testing

/// Every kind module's `popup-kinds.txt` must declare exactly the kinds the module defines,
/// since the PopupRegistry plugin builds catalogs from it; and every such module in `Sources`
/// must be linked. This is the one place that knows which kind modules exist, and it learns
/// it from the disk: no test lists kinds by hand.
@Suite("Kind manifests", .watchdog)
struct KindManifestTests {
  static let sources = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Sources"
  /// Every kind this target links, from the PopupRegistry plugin itself.
  static let kinds: [any InspectablePopupKind.Type] = (try? PopupCatalog.linked.kinds) ?? []

  /// The modules under `Sources` that declare popup kinds.
  static func kindModulesOnDisk() throws -> [String] {
    let fileSystem = POSIXFileSystem()
    return try (fileSystem.fileNames(inDirectory: sources) ?? []).filter { module in
      try fileSystem.readFile(atPath: "\(sources)/\(module)/\(PopupKindManifest.fileName)") != nil
    }
  }

  @Test func everyKindModuleInSourcesIsLinked() throws {
    let onDisk = try Self.kindModulesOnDisk()
    #expect(onDisk.count >= 4)
    #expect(Set(Self.kinds.map { $0.moduleName }) == Set(onDisk))
  }

  @Test(arguments: kinds.map { $0.moduleName })
  func theManifestMatchesTheModulesKinds(module: String) throws {
    let path = "\(Self.sources)/\(module)/\(PopupKindManifest.fileName)"
    let text = try #require(try POSIXFileSystem().readFile(atPath: path), "missing \(path)")
    let manifest = try PopupKindManifest(module: module, text: text)
    let declared = Self.kinds.filter { $0.moduleName == module }
    let fix = "\(path) is not what the kind declares: write it with 'Scripts/generate'"
    #expect(manifest.kinds.map(\.id) == declared.map { $0.descriptor.id }, "\(fix)")
    #expect(
      manifest.kinds.map { "\(module).\($0.typeName)" } == declared.map { String(reflecting: $0) }, "\(fix)")
  }

  /// `catalog generate` writes the manifest from what it reads off the module's sources: what
  /// it reads is exactly the compiled kinds' types and descriptor ids, as they are written.
  @Test(arguments: kinds.map { $0.moduleName })
  func theSourcesReadAsTheCompiledKinds(module: String) throws {
    let folder = "\(Self.sources)/\(module)"
    let fileSystem = POSIXFileSystem()
    let sources = try (fileSystem.fileNames(inDirectory: folder) ?? []).filter { $0.hasSuffix(".swift") }.map
    {
      PopupKindManifest.SourceFile(name: $0, text: try fileSystem.readFile(atPath: "\(folder)/\($0)") ?? "")
    }
    let read = try PopupKindManifest(module: module, sources: sources)
    let declared = Self.kinds.filter { $0.moduleName == module }
    #expect(read.kinds.map(\.id) == declared.map { $0.descriptor.id })
    #expect(read.kinds.map { "\(module).\($0.typeName)" } == declared.map { String(reflecting: $0) })
  }
}
