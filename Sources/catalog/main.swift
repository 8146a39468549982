// The catalog of exactly the popup modules this executable links comes from the
// PopupRegistry build-tool plugin (`PopupCatalog.linked`): nothing is listed by hand here.
import CatalogCommands
import PopupCatalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input whole, unless it is a terminal (which would wait for typing).
func readStandardInput() -> String? {
  guard isatty(STDIN_FILENO) == 0 else { return nil }
  var lines: [String] = []
  while let line = readLine(strippingNewline: true) { lines.append(line) }
  return lines.joined(separator: "\n")
}

/// Writes text whole to a file descriptor, retrying short writes.
func emit(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}

let catalog: PopupCatalog
do {
  catalog = try PopupCatalog.linked
} catch {
  emit("Error: \(error)\n", to: STDERR_FILENO)
  exit(ExitCode.failure)
}
let result = CatalogCommandLine(catalog: catalog).run(
  Array(CommandLine.arguments.dropFirst()), input: readStandardInput)
emit(result.standardOutput, to: STDOUT_FILENO)
emit(result.standardError, to: STDERR_FILENO)
exit(result.exitCode)
