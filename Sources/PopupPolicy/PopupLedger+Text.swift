import PopupCore

extension PopupLedger {
  /// The ledger as a text file: a header with the schema version, then one fact a line,
  /// `<ISO-8601 instant> <fact>`.
  public var text: String {
    "# popup-catalog ledger\nversion \(Self.schemaVersion)\n"
      + facts.map { "\($0.at.iso8601) \($0.what.text)\n" }.joined()
  }

  /// Reads a ledger file's text, or throws a ``PopupLedgerTextError`` naming the line and
  /// what is wrong with it. A file cut short mid-line is an error, not a shorter ledger.
  public init(text: String) throws(PopupLedgerTextError) {
    guard text.hasPrefix("# popup-catalog ledger\n") else {
      throw PopupLedgerTextError(line: 1, problem: "it does not start with '# popup-catalog ledger'")
    }
    guard text.hasSuffix("\n") else {
      throw PopupLedgerTextError(
        line: text.split(separator: "\n").count, problem: "the last line is cut short")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    guard lines.count >= 2, lines[1].hasPrefix("version "), let version = Int(lines[1].dropFirst(8)) else {
      throw PopupLedgerTextError(line: 2, problem: "expected 'version <n>'")
    }
    guard (1...Self.schemaVersion).contains(version) else {
      throw PopupLedgerTextError(
        line: 2,
        problem:
          "version \(version) was written by a newer popup-catalog; this one reads 1 to \(Self.schemaVersion)"
      )
    }
    var facts: [PopupFact] = []
    for (index, line) in lines.enumerated().dropFirst(2) {
      let number = index + 1
      let parsed: [PopupScriptLine]
      do throws(PopupScriptError) {
        parsed = try PopupScript.lines(of: line)
      } catch {
        throw PopupLedgerTextError(line: number, problem: "\(error)")
      }
      guard parsed.count == 1, let words = parsed.first?.tokens.map(\.text), words.count >= 2 else {
        throw PopupLedgerTextError(line: number, problem: "expected '<instant> <fact>', got '\(line)'")
      }
      do {
        let instant = try PopupWallInstant(iso8601: words[0])
        facts.append(PopupFact(try PopupFact.What(words: Array(words.dropFirst())), at: instant))
      } catch {
        throw PopupLedgerTextError(line: number, problem: "\(error)")
      }
    }
    self.init(facts: facts)
  }
}

/// A ledger text that cannot be read: the line and what is wrong.
public struct PopupLedgerTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// What is wrong with it.
  public var problem: String

  /// "line 4: ..."
  public var description: String { "line \(line): \(problem)" }
}
