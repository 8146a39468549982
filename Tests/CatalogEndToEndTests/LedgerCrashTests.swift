import Foundation
import PopupPolicy
import PopupTesting
import Testing

/// Starts `catalog ledger <path> record event <name>` in a process of its own, its output
/// thrown away.
private func startLedgerWriter(_ binary: URL, recording name: String, in path: String) throws -> Process {
  let process = Process()
  process.executableURL = binary
  process.arguments = ["ledger", path, "record", "event", name, "--at", "2026-01-01T00:00:00Z"]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  process.writesProfilesApart()
  try process.run()
  return process
}

/// Writers killed at random moments never leave a ledger that cannot be read.
@Suite("ledger, killed mid-write", .timeLimit(.minutes(3)), .watchdog(after: .seconds(270)))
struct LedgerCrashTests {
  @Test func killedWritersNeverLeaveAnUnreadableLedger() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("ledger.txt").path
    let binary = try CatalogBinaryTests.binary()
    var completed = 0
    for round in 0..<40 {
      let process = try startLedgerWriter(binary, recording: "e\(round)", in: path)
      usleep(UInt32.random(in: 0...4000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .exit && process.terminationStatus == 0 { completed += 1 }
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "# popup-catalog ledger\nversion 1\n"
      let ledger = try PopupLedger(text: text)
      #expect(ledger.facts.count >= completed && ledger.facts.count <= round + 1)
    }
  }

  /// Writers that really run at once, in processes of their own (the lock is the file's, not
  /// the process's), each keep their fact: rounds of eight started together, every fact there
  /// after, none twice.
  @Test func writersInProcessesAtOnceEachKeepTheirFact() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "together-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.txt").path
    let binary = try CatalogBinaryTests.binary()
    var expected: [String] = []
    for round in 0..<6 {
      let writers = try (0..<8).map { writer -> Process in
        let name = "r\(round)-w\(writer)"
        expected.append(name)
        return try startLedgerWriter(binary, recording: name, in: path)
      }
      for writer in writers {
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
      }
    }
    let ledger = try PopupLedger(text: String(contentsOfFile: path, encoding: .utf8))
    let names = ledger.facts.compactMap { fact -> String? in
      if case .event(let name) = fact.what { return name }
      return nil
    }
    #expect(names.sorted() == expected.sorted())
  }

  /// Writers killed while they hold the lock (from their read to their rename, so many are
  /// killed with their temporary file written and not yet renamed) leave at most one file
  /// beside the ledger and its lock; one more write leaves the ledger and its lock only.
  @Test func killedWritersLeaveNoTemporaryFilesBehind() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("ledger.txt").path
    let binary = try CatalogBinaryTests.binary()
    let ledgerAndLock = ["ledger.txt", "ledger.txt.lock"]
    func others() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !ledgerAndLock.contains($0) }
    }
    func writer(_ name: String) throws -> Process { try startLedgerWriter(binary, recording: name, in: path) }
    // The test watches the writers' lock: a writer holds it from its read to its rename.
    let lock = open(path + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    try #require(lock >= 0)
    defer { close(lock) }
    var leftBehind = 0
    for round in 0..<40 {
      let process = try writer("e\(round)")
      while process.isRunning {
        if flock(lock, LOCK_EX | LOCK_NB) == 0 {
          flock(lock, LOCK_UN)
          usleep(20)
          continue
        }
        // Held: the writer is mid-update. Somewhere between its read and its rename, kill it.
        usleep(UInt32.random(in: 0...1500))
        kill(process.processIdentifier, SIGKILL)
        break
      }
      process.waitUntilExit()
      let left = try others()
      #expect(left.count <= 1, "after round \(round), beside the ledger: \(left)")
      if !left.isEmpty { leftBehind += 1 }
    }
    // Not a test of nothing: some writers were killed with their temporary file written.
    #expect(leftBehind > 0)

    let last = try writer("last")
    last.waitUntilExit()
    #expect(last.terminationReason == .exit && last.terminationStatus == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ledgerAndLock)
    let ledger = try PopupLedger(text: try String(contentsOfFile: path, encoding: .utf8))
    #expect(ledger.facts.last?.what == .event("last"))
  }
}
