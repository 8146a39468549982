// Generates the catalog of linked popup kinds for the PopupRegistry build-tool plugin.
//
// Usage: PopupRegistryTool --output <file.swift> [--module <Name>[=<manifest path>] ...]
//
// Exits 64 for a usage error (an unknown argument, a missing or repeated value) and 1 when a
// manifest cannot be read, two kinds clash, or the file cannot be written; each message says
// what was wrong and how to fix it.
import Foundation
import PopupRegistryGenerator

let usage = "Usage: PopupRegistryTool --output <file.swift> [--module <Name>[=<manifest path>] ...]"
/// The exit status of a usage error, as every command of this package uses it.
let usageError: Int32 = 64

func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(status)
}

var output: String?
var modules: [PopupRegistry.Module] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--output":
    guard let value = arguments.next() else {
      fail("Missing value for '--output <file.swift>'. \(usage)", status: usageError)
    }
    if let output {
      fail("'--output' given twice ('\(output)' and '\(value)'): give one file. \(usage)", status: usageError)
    }
    output = value
  case "--module":
    guard let value = arguments.next() else {
      fail("Missing value for '--module <Name>[=<manifest path>]'. \(usage)", status: usageError)
    }
    let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard !parts[0].isEmpty else {
      fail(
        "Invalid --module '\(value)': expected a module's name first, as in '--module PopupRating=<manifest path>'.",
        status: usageError)
    }
    var manifest: String?
    if parts.count == 2 {
      let path = String(parts[1])
      guard let data = FileManager.default.contents(atPath: path) else { fail("Cannot read '\(path)'.") }
      manifest = String(decoding: data, as: UTF8.self)
    }
    modules.append(PopupRegistry.Module(name: String(parts[0]), manifest: manifest))
  default:
    fail("Unknown argument '\(argument)'. \(usage)", status: usageError)
  }
}
guard let output else { fail("Missing '--output <file.swift>'. \(usage)", status: usageError) }
do {
  let source = PopupRegistry.source(for: try PopupRegistry.select(modules))
  // Write only on change, so the target recompiles only when the list changes.
  if FileManager.default.contents(atPath: output).map({ String(decoding: $0, as: UTF8.self) }) != source {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output))
  }
} catch let error as PopupRegistryError {
  fail(error.description)
} catch {
  fail("Cannot write '\(output)': \(error)")
}
