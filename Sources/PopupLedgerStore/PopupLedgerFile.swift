import PopupCore
import PopupPolicy

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
  private let systemWrite = Glibc.write
#elseif canImport(Musl)
  import Musl
  private let systemRead = Musl.read
  private let systemWrite = Musl.write
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
  private let systemWrite = Darwin.write
#endif

/// A ledger kept in a text file that loses nothing: every change is made under a lock, written
/// to a temporary file, flushed to disk, renamed over the old file, and the directory flushed.
///
/// - A crash at any point leaves either the old file or the new one, never a mix.
/// - The folder never fills up with temporary files: there is one, `<path>.tmp`, written only
///   by the writer holding the lock. A writer killed mid-write leaves it behind; the next
///   writer, holding the lock, replaces it, and its rename leaves the ledger and the lock only.
///   That writer also removes the `<path>.tmp-<pid>` files that versions before this one left.
/// - A file that cannot be read (cut short, not a ledger, written by a newer version) is
///   reported with ``PopupLedgerFileError`` and left exactly as it is; ``reset(at:)`` moves it
///   aside with a timestamp and starts empty.
/// - Two processes changing the file at once lose no update: each change holds a lock on
///   `<path>.lock` from its read to its rename.
///
/// It uses the C library, not Foundation, so linking it costs a tool no start-up time.
///
/// ```swift
/// let file = PopupLedgerFile(path: "ledger.txt")
/// try file.update { $0.record(.launch, at: .now) }
/// let decision = RatingPolicy().decide(try file.read(), at: .now)
/// ```
public struct PopupLedgerFile: Sendable {
  /// The file's path.
  public let path: String
  /// Where a write stops or fails, for tests that prove a crash or a failing disk loses
  /// nothing.
  package var crashPoint: CrashPoint?

  /// A point in a write where a test makes it stop, as a crash would, or fail, as a full or
  /// broken disk would (with `EIO`).
  package enum CrashPoint: Sendable {
    /// After the temporary file is written and flushed, before the rename.
    case beforeRename
    /// Writing the temporary file fails.
    case failingWrite
    /// Flushing the temporary file to disk fails.
    case failingFlush
    /// Renaming the temporary file over the ledger fails.
    case failingRename
  }

  /// Whether a test makes this step fail; if so, `errno` says why, as the system's would.
  private func fails(at point: CrashPoint) -> Bool {
    guard crashPoint == point else { return false }
    errno = EIO
    return true
  }

  /// Creates a store for a path; nothing is read or written yet.
  public init(path: String) {
    self.path = path
  }

  /// Reads the ledger; a file that does not exist is an empty ledger.
  public func read() throws(PopupLedgerFileError) -> PopupLedger {
    guard let bytes = try contents(of: path) else { return PopupLedger() }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .unreadable(path: path, problem: "it is not UTF-8 text")
    }
    do throws(PopupLedgerTextError) {
      return try PopupLedger(text: text)
    } catch {
      throw .unreadable(path: path, problem: error.description)
    }
  }

  /// Reads the ledger, changes it and writes it back, all under the lock; returns the new
  /// ledger. When the file cannot be read, nothing is written.
  @discardableResult
  public func update(_ change: (inout PopupLedger) -> Void) throws(PopupLedgerFileError) -> PopupLedger {
    try withLock { () throws(PopupLedgerFileError) -> PopupLedger in
      var ledger = try read()
      change(&ledger)
      try write(ledger.text)
      return ledger
    }
  }

  /// Moves the file aside to `<path>.<instant>.bak` and starts an empty ledger; returns the
  /// path it was moved to, or `nil` when there was no file.
  @discardableResult
  public func reset(at instant: PopupWallInstant) throws(PopupLedgerFileError) -> String? {
    try withLock { () throws(PopupLedgerFileError) -> String? in
      var aside: String?
      if access(path, F_OK) == 0 {
        let stamp = instant.iso8601.filter { $0 != ":" }
        let target = "\(path).\(stamp).bak"
        guard rename(path, target) == 0 else { throw .unwritable(path: path, problem: Self.lastError()) }
        aside = target
      }
      try write(PopupLedger().text)
      return aside
    }
  }

  /// Runs `body` holding an exclusive lock on `<path>.lock`.
  private func withLock<Result>(_ body: () throws(PopupLedgerFileError) -> Result)
    throws(PopupLedgerFileError)
    -> Result
  {
    let lockPath = path + ".lock"
    let descriptor = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unwritable(path: lockPath, problem: Self.lastError()) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .unwritable(path: lockPath, problem: Self.lastError()) }
    }
    return try body()
  }

  /// The temporary file a write goes through: `<path>.tmp`, one name for every writer, since
  /// only the writer holding the lock writes it.
  private var temporaryPath: String { path + ".tmp" }

  /// Writes text to the temporary file, flushes it, renames it over the file and flushes the
  /// directory. Called only under the lock, so no other writer is using the temporary file: one
  /// there was left by a writer killed mid-write, and is replaced here. A crash before the
  /// rename leaves the old file whole (and the temporary file, for the next write to replace);
  /// a crash after it leaves the new file whole, since it was flushed before the rename.
  private func write(_ text: String) throws(PopupLedgerFileError) {
    let temporary = temporaryPath
    // A fresh file, not the leftover truncated: whatever a killed writer left (its contents,
    // or a mode someone changed) never becomes the ledger.
    guard unlink(temporary) == 0 || errno == ENOENT else {
      throw .unwritable(path: temporary, problem: Self.lastError())
    }
    removeLeftoversOfEarlierVersions()
    let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unwritable(path: temporary, problem: Self.lastError()) }
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result =
        fails(at: .failingWrite)
        ? -1
        : bytes.withUnsafeMutableBytes { buffer in
          systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
        }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else {
        let problem = Self.lastError()
        close(descriptor)
        unlink(temporary)
        throw .unwritable(path: temporary, problem: problem)
      }
      written += result
    }
    bytes.removeAll()
    guard !fails(at: .failingFlush), fsync(descriptor) == 0 else {
      let problem = Self.lastError()
      close(descriptor)
      unlink(temporary)
      throw .unwritable(path: temporary, problem: problem)
    }
    close(descriptor)
    if crashPoint == .beforeRename {
      throw .unwritable(path: path, problem: "stopped before the rename (test)")
    }
    guard !fails(at: .failingRename), rename(temporary, path) == 0 else {
      let problem = Self.lastError()
      unlink(temporary)
      throw .unwritable(path: path, problem: problem)
    }
    let directory = open(Self.directory(of: path), O_RDONLY | O_CLOEXEC)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
  }

  /// Removes the temporary files of versions before this one, which named each for its
  /// writer's process, `<path>.tmp-<pid>`, so that every writer killed mid-write left one for
  /// good. Called only under the lock, which those versions took too: none is being written.
  private func removeLeftoversOfEarlierVersions() {
    let folder = Self.directory(of: path)
    let file = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    let prefix = Array((file + ".tmp-").utf8)
    guard let stream = opendir(folder) else { return }
    defer { closedir(stream) }
    var leftovers: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      guard name.count > prefix.count, name.starts(with: prefix),
        name[prefix.count...].allSatisfy({ (0x30...0x39).contains($0) })
      else { continue }
      leftovers.append(folder + "/" + String(decoding: name, as: UTF8.self))
    }
    for leftover in leftovers { unlink(leftover) }
  }

  /// The bytes of a file, or `nil` when it does not exist.
  private func contents(of path: String) throws(PopupLedgerFileError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .unreadable(path: path, problem: Self.lastError())
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw .unreadable(path: path, problem: Self.lastError()) }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
    }
  }

  /// The directory part of a path: `.` for a bare name.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The C library's message for `errno`.
  static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

/// Why a ledger file cannot be used. The file is left as it was.
public enum PopupLedgerFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file exists but cannot be read as a ledger.
  case unreadable(path: String, problem: String)
  /// The file or its lock or temporary file cannot be written.
  case unwritable(path: String, problem: String)

  /// "Cannot read the ledger 'ledger.txt': line 3: ..."
  public var description: String {
    switch self {
    case .unreadable(let path, let problem): "Cannot read the ledger '\(path)': \(problem)"
    case .unwritable(let path, let problem): "Cannot write '\(path)': \(problem)"
    }
  }
}

extension PopupWallInstant {
  /// The system's wall clock now, to the millisecond.
  public static var now: PopupWallInstant {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return PopupWallInstant(
      sinceEpoch: .seconds(Int64(spec.tv_sec)) + .milliseconds(Int64(spec.tv_nsec) / 1_000_000))
  }
}
