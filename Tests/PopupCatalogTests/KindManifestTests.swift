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
    #expect(manifest.kinds.map(\.id) == declared.map { $0.descriptor.id })
    #expect(manifest.kinds.map { "\(module).\($0.typeName)" } == declared.map { String(reflecting: $0) })
  }
}
