import Foundation
import Testing

/// Adding a kind edits no test outside its own test folder: no test file names every kind
/// (a hand-kept list silently never covers the next one). Catalog-wide tests iterate the
/// kinds the PopupRegistry plugin links instead.
@Suite("No test lists the kinds")
struct NoTestListsTheKindsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  /// Every kind type the package declares: the first word of each line of each
  /// `Sources/*/popup-kinds.txt`.
  static func kindTypes() throws -> [String] {
    let sources = root.appendingPathComponent("Sources")
    return try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().flatMap { module in
      let manifest = sources.appendingPathComponent("\(module)/popup-kinds.txt")
      guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [String]() }
      return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }.map { String($0.split(separator: " ")[0]) }
    }
  }

  @Test func noTestFileNamesEveryKind() throws {
    let kinds = try Self.kindTypes()
    #expect(kinds.count >= 14, "\(kinds)")
    let tests = Self.root.appendingPathComponent("Tests")
    let files =
      FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") } ?? []
    #expect(files.count > 50)
    for file in files {
      let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      let named = kinds.filter { text.contains($0) }
      #expect(named.count < kinds.count, "\(file) names every kind: keep no list of kinds in a test")
    }
  }
}
