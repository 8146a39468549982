import Foundation
import PopupCatalog
import PopupCore
import PopupTesting
import Testing

/// The README's kinds table is what `catalog list` says: one row per linked kind, in the
/// catalog's order, with its id, name, module and summary exactly as the descriptors give them.
/// `Scripts/generate` (`catalog generate`) writes it between its markers.
@Suite("README: the kinds table", .watchdog)
struct ReadmeKindsTableTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../README.md").standardized

  /// The rows of the table under the header `| id | kind | module | summary |`.
  static func tableRows() throws -> [[String]] {
    let lines = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n").map(String.init)
    guard let header = lines.firstIndex(where: { $0.hasPrefix("| id | kind | module | summary |") }) else {
      return []
    }
    return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { row in
      row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
    }
  }

  @Test func theTableListsEveryLinkedKindAsTheCatalogDoes() throws {
    let expected = try PopupCatalog.linked.kinds.map { kind in
      [kind.descriptor.id, kind.descriptor.name, kind.moduleName, kind.descriptor.summary]
    }
    #expect(expected.count >= 14)
    #expect(
      try Self.tableRows() == expected,
      "README.md's kinds table is not what the linked kinds say: write it with 'Scripts/generate'")
  }
}
