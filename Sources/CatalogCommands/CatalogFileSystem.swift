#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations `catalog snapshot` needs, so tests can run it in memory.
package protocol CatalogFileSystem: Sendable {
  /// The text of a file, or `nil` when there is no such file.
  func readFile(atPath path: String) throws(FileSystemError) -> String?
  /// Writes a file whole, replacing what was there.
  func writeFile(atPath path: String, contents: String) throws(FileSystemError)
  /// Creates a directory (and its parents) unless it exists.
  func createDirectory(atPath path: String) throws(FileSystemError)
  /// The names of the files in a directory, or `nil` when there is no such directory.
  func fileNames(inDirectory path: String) throws(FileSystemError) -> [String]?
  /// Fails, naming the directory, when files cannot be written into it.
  func checkWritable(directory path: String) throws(FileSystemError)
}

/// A file operation that failed, with the path and the system's reason.
package struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, quoting the path.
  package var description: String

  /// Creates an error.
  package init(_ description: String) {
    self.description = description
  }
}

/// The machine's real file system, through POSIX calls.
package struct POSIXFileSystem: CatalogFileSystem {
  /// Creates the file system.
  package init() {}

  package func readFile(atPath path: String) throws(FileSystemError) -> String? {
    guard let file = fopen(path, "rb") else {
      if errno == ENOENT { return nil }
      throw failure("read", path)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      bytes += buffer[0..<count]
      if count < buffer.count { break }
    }
    if ferror(file) != 0 { throw failure("read", path) }
    return String(decoding: bytes, as: UTF8.self)
  }

  package func writeFile(atPath path: String, contents: String) throws(FileSystemError) {
    guard let file = fopen(path, "wb") else { throw failure("write", path) }
    let bytes = Array(contents.utf8)
    let written = bytes.isEmpty ? 0 : fwrite(bytes, 1, bytes.count, file)
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else { throw failure("write", path) }
  }

  package func createDirectory(atPath path: String) throws(FileSystemError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        let reason = String(cString: strerror(errno))
        throw FileSystemError(
          prefix == path
            ? "Cannot create the directory '\(path)': \(reason)."
            : "Cannot create the directory '\(path)': creating '\(prefix)' failed: \(reason).")
      }
      prefix += "/"
    }
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
      throw FileSystemError("Cannot create the directory '\(path)': a file of that name is in the way.")
    }
  }

  package func fileNames(inDirectory path: String) throws(FileSystemError) -> [String]? {
    guard let directory = opendir(path) else {
      if errno == ENOENT { return nil }
      throw failure("list", path)
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  package func checkWritable(directory path: String) throws(FileSystemError) {
    if access(path, W_OK | X_OK) != 0 { throw failure("write into the directory", path) }
  }

  private func failure(_ action: String, _ path: String) -> FileSystemError {
    FileSystemError("Cannot \(action) '\(path)': \(String(cString: strerror(errno))).")
  }
}
