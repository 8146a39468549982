import CatalogCommands
import Foundation
import PopupCatalog
import PopupTesting
import Testing

/// Runs the built `catalog` binary as a user would.
@Suite("catalog binary, end to end", .timeLimit(.minutes(3)), .watchdog(after: .seconds(270)))
struct CatalogBinaryTests {
  /// The package's root folder, from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A built binary of this package (`catalog` unless named): beside the test bundle, which
  /// SwiftPM builds into the same products folder.
  static func binary(_ name: String = "catalog") throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    let fallback = packageRoot.appendingPathComponent(".build/debug/\(name)")
    try #require(
      FileManager.default.isExecutableFile(atPath: fallback.path), "build the \(name) product first")
    return fallback
  }

  /// Runs a built binary (`catalog` unless named) with arguments and standard input; returns
  /// its output and exit code.
  static func run(_ arguments: [String], input: String? = nil, binary name: String = "catalog") throws -> (
    out: String, err: String, code: Int32
  ) {
    let process = Process()
    process.executableURL = try binary(name)
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin
    process.writesProfilesApart()
    try process.run()
    let watchdog = process.watchdog()
    // Standard error is read on another thread while standard output is read here: a binary
    // that fills the error pipe (a failed `snapshot --check` prints every difference) would
    // otherwise block on it while this waits for the end of its output.
    let error = PipeReader(err.fileHandleForReading)
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.expectNotKilled(waitingFor: "'\(name) \(arguments.joined(separator: " "))' to finish")
    return (
      String(decoding: output, as: UTF8.self), String(decoding: error.data(), as: UTF8.self),
      process.terminationStatus
    )
  }

  @Test func listShowsTheLinkedKinds() throws {
    let result = try Self.run(["list"])
    #expect(result.code == 0)
    let table = result.out.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
    #expect(table.map { String($0.split(separator: " ")[0]) } == ["id"] + (try PopupCatalog.linked.ids))
    #expect(result.out.contains("\n  rating: initial, "))
  }

  /// This target links the same kind modules as the tool, through the same plugin; the
  /// binary and the library in-process must print the same bytes.
  @Test func theBinaryPrintsWhatTheLibraryDoesInProcess() throws {
    let inProcessTool = CatalogCommandLine(catalog: try PopupCatalog.linked)
    for arguments in [
      ["list", "--json"], ["show", "rating", "--all"], ["show", "coachmarks", "--all", "--ascii"],
    ] {
      let binary = try Self.run(arguments).out
      let inProcess = inProcessTool.run(arguments).standardOutput
      #expect(
        binary == inProcess,
        "catalog \(arguments.joined(separator: " ")): \(binary.count) vs \(inProcess.count) characters")
    }
  }

  @Test func anUnknownKindExits64WithASuggestion() throws {
    let result = try Self.run(["show", "ratng"])
    #expect(result.code == 64)
    #expect(result.out == "")
    #expect(
      result.err.hasPrefix("Error: Unknown popup kind 'ratng'. Did you mean 'rating'?\nUsage: catalog show "))
  }

  @Test func eventsArriveOnStandardInput() throws {
    let result = try Self.run(["run", "undo"], input: "hold\nwait 10s\nrelease\nwait 4s\nwait 1s\n")
    #expect(result.code == 0)
    #expect(
      result.out.hasSuffix(
        "> wait 1s\n  output: expired\n  dismiss: timeout\n  phase: exiting: timeout\n  ended: timeout\n"
      ))
  }

  @Test func theSharedDismissEndsABannerStack() throws {
    let result = try Self.run(["run", "banners", "--sample", "empty", "--events", "post a \"A\"; dismiss"])
    #expect(result.code == 0, "\(result.err)")
    #expect(
      result.out.hasSuffix(
        "> dismiss\n  dismiss: programmatic\n  phase: gone: programmatic\n  ended: programmatic\n"
      ))
  }

  /// The `stack` sample's printed script, run from the `empty` sample (the same
  /// configuration), draws the same boxes as the sample itself.
  @Test func aSamplesScriptLineReproducesItsRender() throws {
    let shown = try Self.run(["show", "banners", "--sample", "stack"]).out
    let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
    let script = try #require(lines.first { $0.hasPrefix("script: ") }?.dropFirst("script: ".count))
    let run = try Self.run(["run", "banners", "--sample", "empty", "--events", String(script)])
    #expect(run.code == 0, "\(run.err)")
    let isBox = { (line: Substring) in line.first.map { "╭│╰".contains($0) } ?? false }
    let sampleBoxes = lines.filter(isBox).joined(separator: "\n")
    let lastStep = run.out.components(separatedBy: "\n> ").last?.split(separator: "\n") ?? []
    let runBoxes = lastStep.filter(isBox).joined(separator: "\n")
    // What the frame says comes after the drawing in both, the same.
    #expect(lines.contains { $0.hasPrefix("frame: top, ") })
    #expect(lastStep.contains { $0.hasPrefix("  frame: top, ") })
    #expect(runBoxes.contains("«message.fill»  Sam"))
    #expect(runBoxes == sampleBoxes)
  }

  @Test(arguments: [["--at", "2026-03-01T12:00:00Z"], ["--at", "nope"]])
  func atTakesAnInstantOrExits64(arguments: [String]) throws {
    let result = try Self.run(["run", "undo"] + arguments + ["--events", "wait 1s"])
    if arguments[1] == "nope" {
      #expect(result.code == 64)
      #expect(result.err.hasPrefix("Error: Invalid instant 'nope': "))
    } else {
      #expect(result.code == 0)
      #expect(result.out.hasPrefix("= undo, sample 'fresh' at t=0s (2026-03-01T12:00:00Z)\n"))
    }
  }

  @Test func showJSONCarriesFramesWithActionsAsScriptLines() throws {
    let result = try Self.run(["show", "rating", "--all", "--json"])
    #expect(result.code == 0)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(root["schemaVersion"] as? Int == 1)
    let samples = try #require(root["samples"] as? [[String: Any]])
    #expect(samples.first?["script"] is NSNull)
    let frames = samples.compactMap { $0["frame"] as? [String: Any] }
    #expect(frames.count == samples.count)
    #expect(frames.allSatisfy { $0["schemaVersion"] as? Int == 1 && $0["kind"] as? String == "rating" })
    func nodes(_ node: Any) -> [[String: Any]] {
      guard let node = node as? [String: Any] else { return [] }
      return [node] + ((node["children"] as? [Any]) ?? []).flatMap(nodes)
    }
    let all = frames.flatMap { nodes($0["content"] as Any) }
    let buttons = all.filter { $0["type"] as? String == "button" }
    #expect(buttons.contains { $0["title"] as? String == "Submit" && $0["action"] as? String == "submit" })
    #expect(buttons.allSatisfy { ($0["action"] as? String)?.isEmpty == false })
    let field = try #require(all.first { $0["type"] as? String == "field" })
    #expect(field["action"] as? String == "type \"<text>\"")
    #expect(field["error"] is NSNull)
  }

  @Test func theCheckedInCatalogMatchesWhatTheToolRenders() throws {
    let result = try Self.run([
      "snapshot", "--check", Self.packageRoot.appendingPathComponent("Catalog").path,
    ])
    #expect(result.code == 0, "\(result.err)")
  }

  @Test func versionAndHelp() throws {
    #expect(try Self.run(["--version"]).out == "0.2.0\n")
    #expect(try Self.run(["--help"]).out.hasPrefix("OVERVIEW: "))
  }
}

/// The tool prints each step while standard input is still open.
@Suite("catalog binary, streaming", .timeLimit(.minutes(3)), .watchdog(after: .seconds(270)))
struct CatalogStreamingTests {
  /// A megabyte pasted into a field on standard input is read, shown and counted whole.
  @Test func aPastedMegabyteOnStandardInputIsTypedWhole() throws {
    let pasted = String(repeating: "a", count: 1_000_000)
    let result = try CatalogBinaryTests.run(["run", "input"], input: "type \"\(pasted)\"\n")
    #expect(result.code == 0)
    #expect(result.err == "")
    // Asked as Bools: a failure prints no megabytes.
    let echoed = result.out.contains("\n> type \"\(pasted)\"\n")
    let counted = result.out.contains("1000000/40")
    #expect(echoed)
    #expect(counted)
  }

  @Test func aStepIsPrintedBeforeTheInputEnds() throws {
    let process = Process()
    process.executableURL = try CatalogBinaryTests.binary()
    process.arguments = ["run", "undo"]
    let out = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardInput = stdin
    process.writesProfilesApart()
    try process.run()
    let watchdog = process.watchdog()
    stdin.fileHandleForWriting.write(Data("wait 1s\n".utf8))
    var seen = ""
    while !seen.contains("> wait 1s\n") {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += String(decoding: chunk, as: UTF8.self)
    }
    #expect(seen.contains("> wait 1s\n"))
    try stdin.fileHandleForWriting.close()
    _ = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.expectNotKilled(waitingFor: "'> wait 1s' from 'catalog run undo'")
    #expect(process.terminationStatus == 0)
  }
}
