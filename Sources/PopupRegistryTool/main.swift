// Generates the catalog of linked popup kinds for the PopupRegistry build-tool plugin.
//
// Usage: PopupRegistryTool --output <file.swift> [--module <Name>[=<manifest path>] ...]
import Foundation
import PopupRegistryGenerator

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(1)
}

var output: String?
var modules: [PopupRegistry.Module] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--output": output = arguments.next()
  case "--module":
    guard let value = arguments.next() else { fail("Missing value for '--module <Name>[=<manifest path>]'.") }
    let parts = value.split(separator: "=", maxSplits: 1)
    var manifest: String?
    if parts.count == 2 {
      let path = String(parts[1])
      guard let data = FileManager.default.contents(atPath: path) else { fail("Cannot read '\(path)'.") }
      manifest = String(decoding: data, as: UTF8.self)
    }
    modules.append(PopupRegistry.Module(name: String(parts[0]), manifest: manifest))
  default:
    fail(
      "Unknown argument '\(argument)'. Usage: PopupRegistryTool --output <file> [--module <Name>[=<path>] ...]"
    )
  }
}
guard let output else { fail("Missing '--output <file.swift>'.") }
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
