import CatalogCommands
import PopupCore
import PopupUndo
import Testing

/// The defaults no value on the command line can spell: "every kind" (`audit`), "every sample"
/// (`explore --sample`) and "the current directory" (`generate --root`). Each row pins the
/// default by what it adds up to, and a neighbour (one kind, one sample, another folder) that
/// would pass a wrong default.
@Suite("catalog options: the defaults that mean every kind, every sample or here", .watchdog)
struct ScopeDefaultTests {
  /// The figures `catalog audit` prints: kinds, samples, explored states and nodes.
  struct AuditFigures: Equatable, CustomStringConvertible {
    var kinds = 0, samples = 0, states = 0, nodes = 0
    var description: String { "\(kinds) kinds, \(samples) samples, \(states) states, \(nodes) nodes" }

    /// The figures of "Audited 2 kinds, 8 samples, 8 explored states, 120 nodes: no findings."
    init?(_ output: String) {
      let numbers = output.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
      guard output.hasPrefix("Audited "), numbers.count == 4 else { return nil }
      (kinds, samples, states, nodes) = (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    init() {}

    static func + (a: Self, b: Self) -> Self {
      var sum = Self()
      (sum.kinds, sum.samples) = (a.kinds + b.kinds, a.samples + b.samples)
      (sum.states, sum.nodes) = (a.states + b.states, a.nodes + b.nodes)
      return sum
    }
  }

  /// "The popup kind to audit (default: every kind)": the audit without an id adds up to the
  /// audits of each kind the tool links, in a bound small enough to be quick.
  @Test func auditWithoutAKindAuditsEveryKind() throws {
    let tool = try makeFrameTool()
    let bounds = ["--depth", "1", "--max-states", "3"]
    let every = tool.run(["audit"] + bounds)
    #expect(every.exitCode == 0, "\(every.standardError)")
    let ids = tool.catalog.ids
    #expect(ids.count == 3)
    var sum = AuditFigures()
    for id in ids {
      let one = tool.run(["audit", id] + bounds)
      #expect(one.exitCode == 0, "\(one.standardError)")
      let figures = try #require(AuditFigures(one.standardOutput), "\(one.standardOutput)")
      #expect(figures.kinds == 1)
      #expect(figures.samples > 0 && figures.nodes > 0, "audit \(id): \(figures)")
      sum = sum + figures
    }
    #expect(AuditFigures(every.standardOutput) == sum, "\(every.standardOutput)")
  }

  /// "The sample to start from (default: every sample)": one line a sample, in the kind's
  /// order, each with the figures `--sample` gives for it alone; the first sample alone (a
  /// default of "the first", as `show --sample` has) prints one line.
  @Test func exploreWithoutASampleExploresEverySample() throws {
    let tool = try makeFrameTool()
    let bounds = ["--depth", "3", "--max-states", "40"]
    let every = tool.run(["explore", "undo"] + bounds)
    #expect(every.exitCode == 0, "\(every.standardError)")
    let names = UndoToast.samples.map(\.name)
    #expect(names.count > 1)
    let lines = every.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }.map(Self.figures)
    #expect(every.standardOutput.hasPrefix("Explored undo from \(names.count) samples "))
    #expect(lines.map(\.name) == names)
    for (name, figures) in lines {
      let one = tool.run(["explore", "undo", "--sample", name] + bounds)
      #expect(one.exitCode == 0, "\(one.standardError)")
      #expect(one.standardOutput.hasPrefix("Explored undo from 1 sample "))
      let alone = one.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }.map(Self.figures)
      #expect(alone.map(\.name) == [name])
      #expect(alone.first?.figures == figures, "sample '\(name)'")
    }
  }

  /// A line "  name:   figures" as its name and its figures.
  static func figures(_ line: Substring) -> (name: String, figures: String) {
    let colon = line.firstIndex(of: ":") ?? line.endIndex
    let name = line[..<colon].trimmingPrefix(while: { $0 == " " })
    let figures = line[colon...].dropFirst().trimmingPrefix(while: { $0 == " " })
    return (String(name), String(figures))
  }

  /// A package whose folder is the current directory: what `generate --root pkg` reads from
  /// `pkg/`, at the top.
  static func packageHere() -> MemoryFileSystem {
    let package = GenerateCommandTests.package()
    let prefix = "pkg/"
    func here(_ path: String) -> String { String(path.dropFirst(prefix.count)) }
    return MemoryFileSystem(
      files: Dictionary(uniqueKeysWithValues: package.files.map { (here($0.key), $0.value) }),
      directories: Set(package.directoryNames.filter { $0.hasPrefix(prefix) }.map(here)))
  }

  /// "The package's folder (default: the current directory)": `generate` writes and checks
  /// what `generate --root .` does, at the same paths; `--root pkg` finds no package there.
  @Test func generateWithoutARootWorksInTheCurrentDirectory() throws {
    let without = Self.packageHere()
    let dot = Self.packageHere()
    let written = try makeTool(without).run(["generate"])
    #expect(written.exitCode == 0, "\(written.standardError)")
    #expect(written.standardOutput.contains("created Sources/PopupRating/popup-kinds.txt\n"))
    #expect(try makeTool(dot).run(["generate", "--root", "."]) == written)
    #expect(without.files == dot.files)
    for (path, text) in GenerateCommandTests.manifests {
      #expect(without.files[String(path.dropFirst("pkg/".count))] == text)
    }
    #expect(
      try makeTool(without).run(["generate", "--check"])
        == .init(standardOutput: "The derived files match the kinds (3 files).\n"))
    #expect(try makeTool(Self.packageHere()).run(["generate", "--root", "pkg"]).exitCode == 64)
  }
}
