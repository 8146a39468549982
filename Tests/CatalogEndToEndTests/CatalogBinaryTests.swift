import CatalogCommands
import Foundation
import PopupBanners
import PopupCatalog
import PopupCoachmarks
import PopupRating
import PopupUndo
import Testing

/// Runs the built `catalog` binary as a user would.
@Suite("catalog binary, end to end")
struct CatalogBinaryTests {
  /// The package's root folder, from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The built binary: beside the test bundle, which SwiftPM builds into the same products folder.
  static func binary() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("catalog")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    let fallback = packageRoot.appendingPathComponent(".build/debug/catalog")
    try #require(
      FileManager.default.isExecutableFile(atPath: fallback.path), "build the catalog product first")
    return fallback
  }

  /// Runs the binary with arguments and standard input; returns its output and exit code.
  static func run(_ arguments: [String], input: String? = nil) throws -> (
    out: String, err: String, code: Int32
  ) {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self),
      process.terminationStatus
    )
  }

  @Test func listShowsTheLinkedKinds() throws {
    let result = try Self.run(["list"])
    #expect(result.code == 0)
    #expect(
      result.out.split(separator: "\n").map { $0.split(separator: " ").first } == [
        "id", "banners", "coachmarks", "rating", "undo",
      ])
  }

  @Test func thePluginBuiltCatalogEqualsOneBuiltByHand() throws {
    let byHand = CatalogCommandLine(
      catalog: try PopupCatalog([
        NotificationBanners.self, CoachmarkTour.self, RatingPrompt.self, UndoToast.self,
      ]))
    for arguments in [
      ["list", "--json"], ["show", "rating", "--all"], ["show", "coachmarks", "--all", "--ascii"],
    ] {
      let binary = try Self.run(arguments).out
      let inProcess = byHand.run(arguments).standardOutput
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
        "> wait 1s\n  output: expired\n  dismiss: timeout\n            (dismissed: timeout)\n"))
  }

  @Test func theCheckedInCatalogMatchesWhatTheToolRenders() throws {
    let result = try Self.run([
      "snapshot", "--check", Self.packageRoot.appendingPathComponent("Catalog").path,
    ])
    #expect(result.code == 0, "\(result.err)")
  }

  @Test func versionAndHelp() throws {
    #expect(try Self.run(["--version"]).out == "0.1.0\n")
    #expect(try Self.run(["--help"]).out.hasPrefix("OVERVIEW: "))
  }
}
