import CatalogCommands
import Foundation

/// An in-memory file system for snapshot tests; a lock guards its contents.
final class MemoryFileSystem: CatalogFileSystem, @unchecked Sendable {
  private let lock = NSLock()
  private var storedFiles: [String: String]
  private var directories: Set<String>
  private let readOnly: Set<String>

  /// A file system with `files`, `directories`, and directories that cannot be written into.
  init(files: [String: String] = [:], directories: Set<String> = [], readOnly: Set<String> = []) {
    self.storedFiles = files
    self.directories = directories.union(readOnly)
    self.readOnly = readOnly
  }

  var files: [String: String] { lock.withLock { storedFiles } }
  var directoryNames: Set<String> { lock.withLock { directories } }

  func readFile(atPath path: String) throws(FileSystemError) -> String? {
    lock.withLock { storedFiles[path] }
  }

  func writeFile(atPath path: String, contents: String) throws(FileSystemError) {
    if readOnly.contains(where: { path.hasPrefix($0 + "/") }) {
      throw FileSystemError("Cannot write '\(path)': Read-only file system.")
    }
    lock.withLock { storedFiles[path] = contents }
  }

  func checkWritable(directory path: String) throws(FileSystemError) {
    if readOnly.contains(path) {
      throw FileSystemError("Cannot write into the directory '\(path)': Read-only file system.")
    }
  }

  func createDirectory(atPath path: String) throws(FileSystemError) {
    let blocked = lock.withLock { () -> Bool in
      guard storedFiles[path] == nil else { return true }
      directories.insert(path)
      return false
    }
    if blocked {
      throw FileSystemError("Cannot create the directory '\(path)': a file of that name is in the way.")
    }
  }

  func fileNames(inDirectory path: String) throws(FileSystemError) -> [String]? {
    lock.withLock {
      guard directories.contains(path) else { return nil }
      // What the directory holds itself: its files, and the first folder of deeper paths.
      let names = (Array(storedFiles.keys) + directories).filter { $0.hasPrefix(path + "/") }.map {
        String($0.dropFirst(path.count + 1).prefix { $0 != "/" })
      }
      return Set(names).sorted()
    }
  }
}
