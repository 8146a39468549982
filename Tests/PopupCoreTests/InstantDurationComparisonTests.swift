import Foundation
import PopupCore
import PopupTesting
import Testing

/// An instant compared with a duration does not compile, in plain code or in `#expect`
/// (where both sides could otherwise be widened to `AnyHashable`); comparisons of two
/// instants, or two durations, still do. Each snippet is type-checked by the toolchain
/// against the modules this test was built with.
@Suite("instants and durations cannot be compared", .timeLimit(.minutes(3)), .watchdog)
struct InstantDurationComparisonTests {
  struct Snippet: Sendable, CustomTestStringConvertible {
    let code: String
    let compiles: Bool
    var testDescription: String { "\(compiles ? "compiles" : "rejected"): \(code)" }
  }

  static let snippets: [Snippet] = [
    Snippet(code: "#expect(deadline == .seconds(5) + duration)", compiles: false),
    Snippet(code: "#expect(instant == duration)", compiles: false),
    Snippet(code: "#expect(duration == deadline)", compiles: false),
    Snippet(code: "#expect(optionalDuration == deadline)", compiles: false),
    Snippet(code: "_ = instant == duration", compiles: false),
    Snippet(code: "#expect(wall == duration)", compiles: false),
    Snippet(code: "#expect(time == duration)", compiles: false),
    Snippet(code: "#expect(deadline == PopupInstant.seconds(5) + duration)", compiles: true),
    Snippet(code: "#expect(deadline == .seconds(9))", compiles: true),
    Snippet(code: "#expect(deadline != nil)", compiles: true),
    Snippet(code: "#expect(instant == .zero + duration)", compiles: false),
    Snippet(code: "#expect(instant == PopupInstant.zero + duration)", compiles: true),
    Snippet(code: "#expect(duration == .seconds(4))", compiles: true),
    Snippet(code: "#expect(optionalDuration == nil)", compiles: true),
    Snippet(code: "#expect(wall - .scriptOrigin == duration)", compiles: true),
  ]

  @Test(arguments: snippets)
  func typeChecks(_ snippet: Snippet) throws {
    let source = """
      import PopupCore
      import Testing
      func check() {
        let instant = PopupInstant.seconds(9)
        let deadline: PopupInstant? = instant
        let duration = Duration.seconds(4)
        let optionalDuration: Duration? = duration
        let wall = PopupWallInstant.scriptOrigin + duration
        let time = PopupTime.seconds(4)
        _ = (instant, deadline, duration, optionalDuration, wall, time)
        \(snippet.code)
      }
      """
    let result = try Self.typeCheck(source)
    #expect(
      (result.code == 0) == snippet.compiles,
      "swiftc -typecheck exited \(result.code):\n\(result.errors)")
    if !snippet.compiles { #expect(result.errors.contains("is not a")) }
  }

  @Test func theGuardThrowsWhenCalledWithTry() {
    let duration = Duration.seconds(4)
    #expect(throws: PopupTimeMismatch.self) { try PopupInstant.seconds(4) == duration }
  }

  /// Type-checks a source file against this build's modules.
  static func typeCheck(_ source: String) throws -> (code: Int32, errors: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "instant-duration-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("snippet.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-I", try modulesFolder().path, file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The folder of built modules beside the test bundle (`.build/debug/Modules`).
  static func modulesFolder() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("Modules/PopupCore.swiftmodule")
      if FileManager.default.fileExists(atPath: candidate.path) {
        return candidate.deletingLastPathComponent()
      }
      folder = folder.deletingLastPathComponent()
    }
    try #require(Bool(false), "no built PopupCore.swiftmodule near \(CommandLine.arguments[0])")
    return folder
  }
}
