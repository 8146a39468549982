import Foundation
import Testing

/// `Scripts/check-kind <id>` runs the tests that go over every kind narrowed to one, by name:
/// every test whose arguments are `idsUnderTest` must be in its list, or a new catalog-wide
/// test would silently be left out of a kind's checks.
@Suite("Scripts/check-kind: every per-kind test is in its list", .watchdog)
struct CheckKindScriptTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  /// The names of the test functions whose arguments are a catalog's `idsUnderTest`.
  static func perKindTests() -> [String] {
    let tests = root.appendingPathComponent("Tests")
    let files = (FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Fixtures/") }.sorted()
    var names: [String] = []
    for file in files {
      guard let text = try? String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8) else {
        continue
      }
      var waiting = false
      for line in text.split(separator: "\n") {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("@Test(arguments:") && code.contains(".idsUnderTest") {
          waiting = true
        } else if waiting, code.hasPrefix("func "), let range = line.range(of: "func ") {
          names.append(String(line[range.upperBound...].prefix { $0 != "(" }))
          waiting = false
        }
      }
    }
    return names
  }

  @Test func theScriptRunsEveryTestThatGoesOverEveryKind() throws {
    let script = try String(
      contentsOf: Self.root.appendingPathComponent("Scripts/check-kind"), encoding: .utf8)
    let names = Self.perKindTests()
    #expect(names.count >= 9, "found only \(names) going over idsUnderTest")
    for name in names where !script.contains(name) {
      let message =
        "the test \(name) goes over idsUnderTest but Scripts/check-kind does not run it: add '|\(name)' "
        + "to its every_kind list"
      Issue.record(Comment(rawValue: message))
    }
  }
}
