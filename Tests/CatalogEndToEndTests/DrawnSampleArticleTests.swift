import Foundation
import PopupTesting
import Testing

/// Every kind article's "A sample, drawn" block is what `catalog show <id> --sample <name>`
/// prints today: the box and the frame line, word for word.
@Suite("articles: the samples they draw", .timeLimit(.minutes(3)), .watchdog(after: .seconds(270)))
struct DrawnSampleArticleTests {
  /// A drawn sample an article shows: the command it names and the text block after it.
  struct Drawn: CustomTestStringConvertible, Sendable {
    var article: String
    var kind: String
    var sample: String
    var block: String
    var testDescription: String { "\(article): \(kind) --sample \(sample)" }
  }

  /// The drawn samples of every article in a module's documentation catalog.
  static func drawnSamples() throws -> [Drawn] {
    let sources = CatalogBinaryTests.packageRoot.appendingPathComponent("Sources")
    var found: [Drawn] = []
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    for module in modules {
      let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
      guard let articles = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else {
        continue
      }
      for article in articles.sorted() where article.hasSuffix(".md") {
        let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
        found += drawn(in: text, article: article)
      }
    }
    return found
  }

  /// Each "`catalog show <id> --sample <name>`" followed by a text block, in an article.
  static func drawn(in text: String, article: String) -> [Drawn] {
    var found: [Drawn] = []
    var rest = text[...]
    while let command = rest.range(of: "`catalog show ") {
      rest = rest[command.upperBound...]
      let words = rest.prefix { $0 != "`" }.split(separator: " ")
      guard words.count == 3, words[1] == "--sample", let open = rest.range(of: "```text\n"),
        let close = rest[open.upperBound...].range(of: "```")
      else { continue }
      found.append(
        Drawn(
          article: article, kind: String(words[0]), sample: String(words[2]),
          block: String(rest[open.upperBound..<close.lowerBound])))
      rest = rest[close.upperBound...]
    }
    return found
  }

  @Test func everyKindArticleDrawsASample() throws {
    #expect(try Self.drawnSamples().count >= 14)
  }

  @Test(arguments: (try? drawnSamples()) ?? [])
  func theBlockIsWhatTheToolPrints(drawn: Drawn) throws {
    let result = try CatalogBinaryTests.run(["show", drawn.kind, "--sample", drawn.sample])
    #expect(result.code == 0, "\(result.err)")
    // The box and the frame line: what follows the sample's heading, summary and script.
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    let box = lines.drop { !$0.hasPrefix("script:") }.dropFirst().joined(separator: "\n")
    #expect(
      box.trimmingCharacters(in: .newlines) == drawn.block.trimmingCharacters(in: .newlines),
      "\(drawn.article) draws \(drawn.kind) --sample \(drawn.sample) as it was; paste in what the tool prints:\n\(box)"
    )
  }
}
