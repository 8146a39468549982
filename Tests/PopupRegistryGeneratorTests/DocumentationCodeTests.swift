import Foundation
import Testing

/// Examples that cannot drift: every Swift code block in README.md and in every DocC article
/// appears in a compiled test source, so renaming an API the documentation uses breaks the
/// build or a test, not the reader. A block is found when its non-blank lines, trimmed, occur
/// as a run of consecutive non-blank lines of one file under `Tests/` (indentation may differ;
/// `import` lines are left out, since a test file declares its imports at its top).
@Suite("Documentation: every Swift block is compiled")
struct DocumentationCodeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  /// A Swift code block of a document, with where it starts.
  struct Block: Sendable, CustomTestStringConvertible {
    let file: String
    let line: Int
    let lines: [String]
    var testDescription: String { "\(file):\(line)" }
  }

  /// The documents: README.md and every article of every DocC catalog under Sources.
  static func documents() -> [String] {
    let sources = root.appendingPathComponent("Sources")
    let articles = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".md") && $0.contains(".docc/") }.map { "Sources/\($0)" }
    return ["README.md"] + articles.sorted()
  }

  /// The Swift blocks of a Markdown text: fenced with ```swift, to the closing fence.
  static func swiftBlocks(in text: String, file: String) -> [Block] {
    var blocks: [Block] = []
    var current: [String]?
    var start = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var lines = current {
        if trimmed.hasPrefix("```") {
          blocks.append(Block(file: file, line: start, lines: lines))
          current = nil
        } else {
          if !trimmed.isEmpty && !trimmed.hasPrefix("import ") { lines.append(trimmed) }
          current = lines
        }
      } else if trimmed == "```swift" {
        current = []
        start = index + 1
      }
    }
    return blocks
  }

  static let blocks: [Block] = documents().flatMap { file in
    let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
    return swiftBlocks(in: text, file: file)
  }

  /// Every test source as its non-blank lines, trimmed.
  static let testSources: [[String]] = {
    let tests = root.appendingPathComponent("Tests")
    let files = (FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".swift") }
    return files.compactMap { file in
      guard let text = try? String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8) else {
        return nil
      }
      return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }
  }()

  static func isCompiled(_ block: Block) -> Bool {
    guard let first = block.lines.first else { return true }
    return testSources.contains { source in
      source.indices.contains { start in
        source[start] == first && start + block.lines.count <= source.count
          && Array(source[start..<start + block.lines.count]) == block.lines
      }
    }
  }

  @Test func theDocumentsHaveSwiftBlocks() {
    #expect(Self.blocks.count > 20, "\(Self.blocks.count) blocks in \(Self.documents())")
  }

  @Test(arguments: blocks)
  func everySwiftBlockIsInACompiledTest(_ block: Block) {
    #expect(
      Self.isCompiled(block),
      "\(block.file):\(block.line): this Swift block is in no test under Tests/; copy it into a test, as it is"
    )
  }

  @Test func aBlockIsFoundOnlyWhenEveryLineIsThereInOrder() {
    let block = Block(file: "x", line: 1, lines: ["let a = 1", "let b = 2"])
    #expect(!Self.isCompiled(Block(file: "x", line: 1, lines: ["let a = 1", "let noSuchName = 2", "zzz"])))
    #expect(
      Self.swiftBlocks(in: "text\n```swift\n  let a = 1\n\n  let b = 2\n```\n```sh\nls\n```\n", file: "x")
        .map(\.lines)
        == [block.lines])
  }
}
