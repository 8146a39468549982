import Foundation
import PopupPolicy
import Testing

/// Writers killed at random moments never leave a ledger that cannot be read.
@Suite("ledger, killed mid-write")
struct LedgerCrashTests {
  @Test func killedWritersNeverLeaveAnUnreadableLedger() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("ledger.txt").path
    let binary = try CatalogBinaryTests.binary()
    var completed = 0
    for round in 0..<40 {
      let process = Process()
      process.executableURL = binary
      process.arguments = ["ledger", path, "record", "event", "e\(round)", "--at", "2026-01-01T00:00:00Z"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 0...4000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .exit && process.terminationStatus == 0 { completed += 1 }
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "# popup-catalog ledger\nversion 1\n"
      let ledger = try PopupLedger(text: text)
      #expect(ledger.facts.count >= completed && ledger.facts.count <= round + 1)
    }
  }
}
