import CatalogCommands
import PopupCatalog
import PopupCore
import PopupRating
import PopupRegistryGenerator
import PopupUndo
import Testing

/// Every kind module's `popup-kinds.txt` must declare exactly the kinds the module defines,
/// since the PopupRegistry plugin builds catalogs from it.
@Suite("Kind manifests")
struct KindManifestTests {
  static let sources = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))
  /// Every kind this target links, from the PopupRegistry plugin itself.
  static let kinds: [any PopupKind.Type] = (try? PopupCatalog.linked.kinds) ?? []

  @Test func everyKindModuleIsLinked() {
    #expect(
      Self.kinds.map { $0.descriptor.module } == [
        "PopupBanners", "PopupCoachmarks", "PopupRating", "PopupUndo",
      ])
  }

  @Test(arguments: kinds.map { $0.descriptor.module })
  func theManifestMatchesTheModulesKinds(module: String) throws {
    let path = "/\(Self.sources)/Sources/\(module)/\(PopupKindManifest.fileName)"
    let text = try #require(try POSIXFileSystem().readFile(atPath: path), "missing \(path)")
    let manifest = try PopupKindManifest(module: module, text: text)
    let declared = Self.kinds.filter { $0.descriptor.module == module }
    #expect(manifest.kinds.map(\.id) == declared.map { $0.descriptor.id })
    #expect(manifest.kinds.map { "\(module).\($0.typeName)" } == declared.map { String(reflecting: $0) })
  }
}
