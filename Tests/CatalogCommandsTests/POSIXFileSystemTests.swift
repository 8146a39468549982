import CatalogCommands
import Foundation
import Testing

/// The tool's real file system, in a folder of the test's own: what `snapshot --write`,
/// `gallery` and `generate` write through.
@Suite("The tool's file system", .watchdog)
struct POSIXFileSystemTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fs-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A file is written whole and read back, an empty one too.
  @Test(arguments: ["", "one line\n", String(repeating: "é", count: 70_000)])
  func aFileIsReadBackAsWritten(contents: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let system = POSIXFileSystem()
    let path = folder + "/file.txt"
    try system.writeFile(atPath: path, contents: contents)
    #expect(try system.readFile(atPath: path) == contents)
    #expect(try system.readFile(atPath: folder + "/none.txt") == nil)
    #expect(try system.fileNames(inDirectory: folder + "/none") == nil)
    #expect(try system.fileNames(inDirectory: folder) == ["file.txt"])
    try system.checkWritable(directory: folder)
    #expect(throws: FileSystemError.self) { try system.checkWritable(directory: folder + "/none") }
  }

  /// Nested folders are made one by one, those that stand already kept; a file in the way is
  /// named.
  @Test func foldersAreMadeInsideFoldersThatStand() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let system = POSIXFileSystem()
    try system.createDirectory(atPath: folder + "/a/b/c")
    try system.createDirectory(atPath: folder + "/a/b/c")
    try system.createDirectory(atPath: folder + "/a/d")
    #expect(try system.fileNames(inDirectory: folder + "/a") == ["b", "d"])
    try system.writeFile(atPath: folder + "/a/file", contents: "x")
    #expect(throws: FileSystemError.self) { try system.createDirectory(atPath: folder + "/a/file") }
  }
}
