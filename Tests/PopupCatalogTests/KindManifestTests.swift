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
    let text = try #require(readText(path), "missing \(path)")
    let manifest = try PopupKindManifest(module: module, text: text)
    let declared = Self.kinds.filter { $0.descriptor.module == module }
    #expect(manifest.kinds.map(\.id) == declared.map { $0.descriptor.id })
    #expect(manifest.kinds.map { "\(module).\($0.typeName)" } == declared.map { String(reflecting: $0) })
  }
}

/// The text of a file, or `nil`; read through the C library to keep this target free of Foundation.
func readText(_ path: String) -> String? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer[0..<count] }
  return String(decoding: bytes, as: UTF8.self)
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
