import PopupCatalog
import PopupCore
import PopupDiff

extension CatalogCommandLine {
  /// `catalog snapshot --write <dir>` or `catalog snapshot --check <dir>`
  func snapshot(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.snapshotSpec
    guard let parsed = try parse(arguments, spec, positionals: 0...0) else { return help(for: spec) }
    switch (parsed.values["--write"], parsed.values["--check"]) {
    case (let directory?, nil): return try writeSnapshot(to: directory)
    case (nil, let directory?): return try checkSnapshot(in: directory)
    case (.some, .some):
      throw .usage(.conflictingOptions("--write <dir>", or: "--check <dir>"), command: spec)
    case (nil, nil): throw .usage(.missingOneOf("--write <dir>", or: "--check <dir>"), command: spec)
    }
  }

  private func writeSnapshot(to directory: String) throws(CommandError) -> String {
    var report = ""
    do throws(FileSystemError) {
      // The directory first: one that cannot be written fails before any sample is rendered.
      try fileSystem.createDirectory(atPath: directory)
      try fileSystem.checkWritable(directory: directory)
      let files = catalog.snapshot()
      for file in files {
        let path = Self.path(directory, file.name)
        let old = try fileSystem.readFile(atPath: path)
        guard old != file.contents else { continue }
        try fileSystem.writeFile(atPath: path, contents: file.contents)
        report += "\(old == nil ? "created" : "updated") \(path)\n"
      }
      for stale in try staleFiles(in: directory, expected: files) {
        report +=
          "warning: \(Self.path(directory, stale)) is not written by any kind; remove it if it is stale\n"
      }
      return report + "Wrote \(files.count) files to '\(directory)'.\n"
    } catch {
      throw .failure(error.description)
    }
  }

  private func checkSnapshot(in directory: String) throws(CommandError) -> String {
    let files = catalog.snapshot()
    var problems: [String] = []
    do throws(FileSystemError) {
      for file in files {
        let path = Self.path(directory, file.name)
        guard let old = try fileSystem.readFile(atPath: path) else {
          problems.append("missing \(path)")
          continue
        }
        guard old != file.contents else { continue }
        let diff = LineDiff.lines(expected: old, actual: file.contents)
        problems.append(
          "--- \(path) (checked in)\n+++ \(file.name) (rendered now)\n" + diff.joined(separator: "\n"))
      }
      for stale in try staleFiles(in: directory, expected: files) {
        problems.append("unexpected \(Self.path(directory, stale)): no kind writes it")
      }
    } catch {
      throw .failure(error.description)
    }
    guard problems.isEmpty else {
      throw .failure(
        "The snapshot in '\(directory)' differs from the catalog:\n" + problems.joined(separator: "\n")
          + "\nIf the change is intended, regenerate it: swift run catalog snapshot --write \(directory)")
    }
    return "The snapshot in '\(directory)' matches the catalog (\(files.count) files).\n"
  }

  /// `.txt` files in the directory that no kind writes.
  private func staleFiles(in directory: String, expected: [PopupSnapshotFile]) throws(FileSystemError)
    -> [String]
  {
    let names = Set(expected.map(\.name))
    return (try fileSystem.fileNames(inDirectory: directory) ?? []).filter {
      $0.hasSuffix(".txt") && !names.contains($0)
    }
  }

  static func path(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
