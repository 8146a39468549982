import Foundation
import PopupCore
import PopupLedgerStore
import PopupPolicy
import PopupTesting
import Testing

/// A fresh folder for one test's files.
func temporaryFolder() throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}

func instant(_ seconds: Int64) -> PopupWallInstant { .scriptOrigin + .seconds(seconds) }

@Suite("Ledger file", .timeLimit(.minutes(3)), .watchdog)
struct PopupLedgerFileTests {
  @Test func aMissingFileIsAnEmptyLedgerAndUpdatesAppend() throws {
    let file = PopupLedgerFile(path: try temporaryFolder() + "/ledger.txt")
    #expect(try file.read() == PopupLedger())
    try file.update { $0.record(.install, at: instant(0)) }
    try file.update { $0.record(.launch, at: instant(5)) }
    #expect(try file.read().facts.map(\.what) == [.install, .launch])
  }

  @Test func aWriteStoppedBeforeTheRenameLeavesThePreviousLedger() throws {
    let path = try temporaryFolder() + "/ledger.txt"
    try PopupLedgerFile(path: path).update { $0.record(.install, at: instant(0)) }
    let before = try String(contentsOfFile: path, encoding: .utf8)
    var crashing = PopupLedgerFile(path: path)
    crashing.crashPoint = .beforeRename
    #expect(throws: PopupLedgerFileError.self) { try crashing.update { $0.record(.launch, at: instant(1)) } }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    #expect(try PopupLedgerFile(path: path).read().facts.count == 1)
  }

  /// A write stopped before its rename leaves its temporary file, as a killed writer does; the
  /// next write reuses it, so the folder holds the ledger and its lock only.
  @Test func theNextWriteTakesOverAStoppedWritesTemporaryFile() throws {
    let folder = try temporaryFolder()
    let path = folder + "/ledger.txt"
    try PopupLedgerFile(path: path).update { $0.record(.install, at: instant(0)) }
    var crashing = PopupLedgerFile(path: path)
    crashing.crashPoint = .beforeRename
    for second in 1...3 {
      #expect(throws: PopupLedgerFileError.self) {
        try crashing.update { $0.record(.launch, at: instant(Int64(second))) }
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 3)
    }
    try PopupLedgerFile(path: path).update { $0.record(.event("after"), at: instant(9)) }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "ledger.txt", "ledger.txt.lock",
      ])
    #expect(try PopupLedgerFile(path: path).read().facts.map(\.what) == [.install, .event("after")])
  }

  /// Earlier versions named a temporary file for its writer's process, `<ledger>.tmp-<pid>`, so
  /// each killed writer left one for good; the next writer removes them (it holds the lock, so
  /// none is being written) and nothing else.
  @Test func theNextWriteRemovesTemporaryFilesOlderVersionsLeft() throws {
    let folder = try temporaryFolder()
    let path = folder + "/ledger.txt"
    let kept = [
      "ledger.txt.tmp-", "ledger.txt.tmp-12a", "ledger.txt.tmp-4242.bak", "notes.txt.tmp-77",
      "ledger.txt.2026-01-01T000130Z.bak",
    ]
    for name in ["ledger.txt.tmp-4242", "ledger.txt.tmp-77", "ledger.txt.tmp-1"] + kept {
      try Data("partial".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    try PopupLedgerFile(path: path).update { $0.record(.install, at: instant(0)) }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        == (["ledger.txt", "ledger.txt.lock"] + kept).sorted())
    #expect(try PopupLedgerFile(path: path).read().facts.count == 1)
  }

  @Test(arguments: [
    Data("# popup-catalog ledger\nversion 1\n2026-01-01T00:00:00Z laun".utf8),
    Data([0xFF, 0xFE, 0x00, 0x41]),
    Data("{\"facts\": []}".utf8), Data(),
  ])
  func anUnreadableFileIsReportedAndLeftAsItIs(contents: Data) throws {
    let path = try temporaryFolder() + "/ledger.txt"
    try contents.write(to: URL(fileURLWithPath: path))
    let file = PopupLedgerFile(path: path)
    #expect(throws: PopupLedgerFileError.self) { try file.read() }
    #expect(throws: PopupLedgerFileError.self) { try file.update { $0.record(.launch, at: instant(1)) } }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
  }

  @Test func randomBytesAreRejectedCleanly() throws {
    let path = try temporaryFolder() + "/ledger.txt"
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      let bytes = Data(
        (0..<Int.random(in: 0...400, using: &generator)).map { _ in
          UInt8.random(in: 0...255, using: &generator)
        })
      try bytes.write(to: URL(fileURLWithPath: path))
      #expect(throws: PopupLedgerFileError.self) { try PopupLedgerFile(path: path).read() }
    }
  }

  @Test func resetMovesTheFileAsideAndStartsEmpty() throws {
    let folder = try temporaryFolder()
    let path = folder + "/ledger.txt"
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: path))
    let aside = try #require(try PopupLedgerFile(path: path).reset(at: instant(90)))
    #expect(aside == path + ".2026-01-01T000130Z.bak")
    #expect(try String(contentsOfFile: aside, encoding: .utf8) == "garbage")
    #expect(try PopupLedgerFile(path: path).read() == PopupLedger())
  }

  @Test func twoWritersAtOnceLoseNothing() async throws {
    let path = try temporaryFolder() + "/ledger.txt"
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<2 {
        group.addTask {
          for index in 0..<100 {
            _ = try? PopupLedgerFile(path: path).update {
              $0.record(.event("w\(writer)-\(index)"), at: instant(Int64(index)))
            }
          }
        }
      }
    }
    let facts = try PopupLedgerFile(path: path).read().facts
    #expect(facts.count == 200)
    for writer in 0..<2 {
      let mine = facts.compactMap { fact -> String? in
        if case .event(let name) = fact.what, name.hasPrefix("w\(writer)-") { return name }
        return nil
      }
      #expect(mine == (0..<100).map { "w\(writer)-\($0)" })
    }
  }

  @Test func theDirectoryOfAPath() {
    #expect(PopupLedgerFile.directory(of: "ledger.txt") == ".")
    #expect(PopupLedgerFile.directory(of: "/tmp/ledger.txt") == "/tmp")
    #expect(PopupLedgerFile.directory(of: "/ledger.txt") == "/")
  }
}
