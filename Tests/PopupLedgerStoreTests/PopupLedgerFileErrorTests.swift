import Foundation
import PopupCore
import PopupLedgerStore
import PopupPolicy
import PopupTesting
import Testing

/// What a ledger file does when the file system says no: a clear error naming the path, and
/// the ledger left exactly as it was.
@Suite("Ledger file: what cannot be read or written", .timeLimit(.minutes(3)), .watchdog)
struct PopupLedgerFileErrorTests {
  /// The text of a file, or `nil` when there is none.
  static func text(at path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// A ledger in a fresh folder holding one fact, with its text as written.
  static func ledgerWithOneFact() throws -> (
    folder: String, path: String, file: PopupLedgerFile, text: String?
  ) {
    let folder = try temporaryFolder()
    let path = folder + "/ledger.txt"
    let file = PopupLedgerFile(path: path)
    try file.update { $0.record(.install, at: instant(0)) }
    return (folder, path, file, text(at: path))
  }

  /// Whether an error says a path cannot be written, for any reason.
  static func isUnwritable(_ error: any Error, at path: String) -> Bool {
    guard case .unwritable(let where_, _) = error as? PopupLedgerFileError else { return false }
    return where_ == path
  }

  @Test func aFolderWhereTheLedgerShouldBeIsUnreadableAndUpdatesWriteNothing() throws {
    let path = try temporaryFolder() + "/ledger.txt"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let file = PopupLedgerFile(path: path)
    #expect {
      try file.read()
    } throws: { error in
      guard case .unreadable(let where_, _) = error as? PopupLedgerFileError else { return false }
      return where_ == path
    }
    #expect(throws: PopupLedgerFileError.self) { try file.update { $0.record(.launch, at: instant(1)) } }
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
    #expect(Self.text(at: path + ".tmp") == nil)
  }

  @Test func aLedgerInAFolderThatDoesNotExistReadsEmptyAndCannotBeWritten() throws {
    let path = try temporaryFolder() + "/no/such/folder/ledger.txt"
    let file = PopupLedgerFile(path: path)
    #expect(try file.read() == PopupLedger())
    #expect {
      try file.update { $0.record(.launch, at: instant(1)) }
    } throws: { error in
      (error as? PopupLedgerFileError)
        == .unwritable(path: path + ".lock", problem: "No such file or directory")
    }
    #expect {
      try file.reset(at: instant(1))
    } throws: { error in
      (error as? PopupLedgerFileError)
        == .unwritable(path: path + ".lock", problem: "No such file or directory")
    }
  }

  @Test func aTemporaryNameTakenByAFolderStopsTheWriteAndKeepsTheLedger() throws {
    let (_, path, file, before) = try Self.ledgerWithOneFact()
    try FileManager.default.createDirectory(atPath: path + ".tmp/inside", withIntermediateDirectories: true)
    #expect {
      try file.update { $0.record(.launch, at: instant(1)) }
    } throws: { error in
      Self.isUnwritable(error, at: path + ".tmp")
    }
    #expect(Self.text(at: path) == before)
    #expect(try file.read().facts.map(\.what) == [.install])
  }

  @Test func aResetThatCannotMoveTheFileAsideKeepsIt() throws {
    let (_, path, file, before) = try Self.ledgerWithOneFact()
    // The name the file would move to is a folder with something in it: rename says no.
    let aside = path + ".2026-01-01T000130Z.bak"
    try FileManager.default.createDirectory(atPath: aside + "/inside", withIntermediateDirectories: true)
    #expect {
      try file.reset(at: instant(90))
    } throws: { error in
      Self.isUnwritable(error, at: path)
    }
    #expect(Self.text(at: path) == before)
  }

  @Test func aResetWithNoFileStartsAnEmptyLedgerAndMovesNothing() throws {
    let folder = try temporaryFolder()
    let path = folder + "/ledger.txt"
    #expect(try PopupLedgerFile(path: path).reset(at: instant(0)) == nil)
    #expect(try PopupLedgerFile(path: path).read() == PopupLedger())
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "ledger.txt", "ledger.txt.lock",
      ])
  }

  @Test func aLedgerLargerThanOneReadIsReadWhole() throws {
    let path = try temporaryFolder() + "/ledger.txt"
    let file = PopupLedgerFile(path: path)
    // More than one 64 KiB chunk of text.
    try file.update { ledger in
      for index in 0..<4_000 { ledger.record(.event("event-number-\(index)"), at: instant(Int64(index))) }
    }
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0 > 65_536)
    let facts = try file.read().facts
    #expect(facts.count == 4_000)
    #expect(facts.last?.what == .event("event-number-3999"))
  }

  @Test(arguments: [
    (
      PopupLedgerFileError.unreadable(path: "ledger.txt", problem: "line 3: no date"),
      "Cannot read the ledger 'ledger.txt': line 3: no date"
    ),
    (
      .unwritable(path: "ledger.txt.lock", problem: "Permission denied"),
      "Cannot write 'ledger.txt.lock': Permission denied"
    ),
  ])
  func errorsNameThePathInQuotes(error: PopupLedgerFileError, expected: String) {
    #expect(error.description == expected)
  }

  /// A disk that fails the write, the flush or the rename: the error names the file and the
  /// system's reason, the ledger is as it was, and no temporary file is left behind.
  @Test(arguments: [
    (PopupLedgerFile.CrashPoint.failingWrite, ".tmp"), (.failingFlush, ".tmp"), (.failingRename, ""),
  ])
  func aFailingDiskKeepsTheLedgerAndLeavesNoTemporaryFile(point: PopupLedgerFile.CrashPoint, suffix: String)
    throws
  {
    let (folder, path, _, before) = try Self.ledgerWithOneFact()
    var failing = PopupLedgerFile(path: path)
    failing.crashPoint = point
    #expect {
      try failing.update { $0.record(.launch, at: instant(1)) }
    } throws: { error in
      (error as? PopupLedgerFileError) == .unwritable(path: path + suffix, problem: "Input/output error")
    }
    #expect(Self.text(at: path) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "ledger.txt", "ledger.txt.lock",
      ])
  }

  /// A path through a file, not a folder, cannot be read: the error says so.
  @Test func aPathThroughAFileIsUnreadable() throws {
    let folder = try temporaryFolder()
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
    let path = folder + "/file/ledger.txt"
    #expect {
      try PopupLedgerFile(path: path).read()
    } throws: { error in
      (error as? PopupLedgerFileError) == .unreadable(path: path, problem: "Not a directory")
    }
  }
}
