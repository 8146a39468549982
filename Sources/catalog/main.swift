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

/// Reads standard input a line at a time, unless it is a terminal (which would wait for
/// typing): `nil` then.
let standardInputLines: (() -> String?)? =
  isatty(STDIN_FILENO) == 0 ? { readLine(strippingNewline: true) } : nil

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
let tool = CatalogCommandLine(catalog: catalog)
let arguments = Array(CommandLine.arguments.dropFirst())
// `catalog play` owns the terminal; everything else prints and exits.
if arguments.first == "play" { exit(play(tool, Array(arguments.dropFirst()))) }
// Each step's trace is written as soon as it is made: a piped script streams.
let code = tool.run(
  arguments, lines: standardInputLines,
  standardOutput: { emit($0, to: STDOUT_FILENO) }, standardError: { emit($0, to: STDERR_FILENO) })
exit(code)
