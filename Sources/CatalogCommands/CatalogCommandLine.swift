import PopupCatalog
import PopupCore
import PopupSupport
import PopupTextRendering

/// The logic of the `catalog` tool: arguments in, text and an exit code out.
///
/// The executable only gathers arguments and standard input and prints the result, so every
/// command is tested in-process:
///
/// ```swift
/// let tool = CatalogCommandLine(catalog: try PopupCatalog([RatingPrompt.self, UndoToast.self]))
/// let result = tool.run(["show", "rating", "--sample", "five-stars"])
/// print(result.standardOutput)
/// ```
package struct CatalogCommandLine: Sendable {
  /// The version `--version` prints.
  package static let version = "0.2.0"

  /// The kinds the tool lists, shows and runs.
  package let catalog: PopupCatalog
  /// Where snapshots are read and written.
  package let fileSystem: any CatalogFileSystem

  /// Creates the tool over a catalog and a file system.
  package init(catalog: PopupCatalog, fileSystem: any CatalogFileSystem = POSIXFileSystem()) {
    self.catalog = catalog
    self.fileSystem = fileSystem
  }

  /// Runs one command line (without the program name), collecting what it prints: for
  /// tests and for callers that want the whole output at once.
  ///
  /// - Parameter input: standard input whole, for `run` and `center` without `--events`;
  ///   `nil` when there is none to read (for example when it is a terminal).
  package func run(_ arguments: [String], input: () -> String? = { nil }) -> CommandResult {
    var result = CommandResult()
    let text = input()
    var lines = text.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }?[
      ...]
    if text?.hasSuffix("\n") == true { lines = lines?.dropLast() }
    result.exitCode = run(
      arguments, lines: lines.map { _ in { lines?.popFirst() } },
      standardOutput: { result.standardOutput += $0 }, standardError: { result.standardError += $0 })
    return result
  }

  /// Runs one command line, printing as it goes: `run` and `center` read standard input a
  /// line at a time and print each step's trace before reading the next, so a piped script
  /// streams. Returns the exit code.
  ///
  /// - Parameters:
  ///   - lines: reads the next line of standard input, `nil` at its end; `nil` itself when
  ///     there is no input to read (a terminal).
  ///   - standardOutput: writes text to standard output.
  ///   - standardError: writes text to standard error.
  package func run(
    _ arguments: [String], lines: (() -> String?)?, standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) -> Int32 {
    do throws(CommandError) {
      try dispatch(arguments, lines: lines, write: standardOutput)
      return ExitCode.success
    } catch {
      return report(error, standardError: standardError)
    }
  }

  /// Writes an error as the tool prints every error, with the usage line for a usage error,
  /// and returns its exit code: 64 for usage, 1 for a failure.
  func report(_ error: CommandError, standardError: (String) -> Void) -> Int32 {
    switch error {
    case .usage(let error, let command):
      let spec = command ?? Self.main
      let help = command == nil ? "catalog --help" : "catalog help \(spec.name)"
      standardError("Error: \(error)\nUsage: \(spec.usageLine)\n  See '\(help)' for more information.\n")
      return ExitCode.usage
    case .failure(let message):
      standardError("Error: \(message)\n")
      return ExitCode.failure
    }
  }

  private func dispatch(_ arguments: [String], lines: (() -> String?)?, write: (String) -> Void)
    throws(CommandError)
  {
    guard let first = arguments.first else { return write(help(for: nil)) }
    let rest = arguments.dropFirst()
    switch first {
    case "run": try runCommand(rest, lines: lines, write: write)
    case "center": try center(rest, lines: lines, write: write)
    default: write(try dispatchWhole(arguments))
    }
  }

  /// The commands that print their output whole.
  private func dispatchWhole(_ arguments: [String]) throws(CommandError) -> String {
    let first = arguments[0]
    let rest = arguments.dropFirst()
    switch first {
    case "-h", "--help": return help(for: nil)
    case "--version":
      // Nothing follows it: an extra word is a mistake, not something to ignore.
      if let extra = rest.first { throw .usage(.unexpectedArgument(extra), command: nil) }
      return Self.version + "\n"
    case "help": return try helpCommand(Array(rest))
    case "list": return try list(rest)
    case "show": return try show(rest)
    case "layout": return try layout(rest)
    case "policy": return try policy(rest)
    case "ledger": return try ledger(rest)
    case "snapshot": return try snapshot(rest)
    case "generate": return try generate(rest)
    case "gallery": return try gallery(rest)
    case "audit": return try audit(rest)
    case "explore": return try explore(rest)
    case "strings": return try strings(rest)
    case "play": return try playWithoutTerminal(rest)
    default:
      let names = Self.subcommands.map(\.name) + ["help"]
      var suggestions = PopupSuggestions.nearest(to: first, in: names)
      if suggestions.isEmpty && !first.hasPrefix("-") {
        // `catalog ratng` most likely meant to show a kind.
        let kinds =
          catalog.ids.contains(first) ? [first] : PopupSuggestions.nearest(to: first, in: catalog.ids)
        suggestions = kinds.map { "catalog show \($0)" }
      }
      throw .usage(
        .unknownSubcommand(first, isOption: first.hasPrefix("-"), suggestions: suggestions, valid: names),
        command: nil)
    }
  }

  /// Parses a subcommand's arguments; `nil` means help was asked for.
  func parse(_ arguments: some Sequence<String>, _ spec: CommandSpec, positionals range: ClosedRange<Int>)
    throws(CommandError) -> ParsedArguments?
  {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.wantsHelp { return nil }
    if parsed.positionals.count < range.lowerBound,
      let missing = spec.arguments.dropFirst(parsed.positionals.count).first
    {
      throw .usage(.missingArgument(missing.name, help: missing.help), command: spec)
    }
    if parsed.positionals.count > range.upperBound {
      throw .usage(.unexpectedArgument(parsed.positionals[range.upperBound]), command: spec)
    }
    return parsed
  }

  /// Looks up a kind, turning an unknown id into a usage error.
  func kind(_ id: String, _ spec: CommandSpec) throws(CommandError) -> any InspectablePopupKind.Type {
    do throws(PopupCatalogError) {
      return try catalog.kind(withID: id)
    } catch {
      throw .usage(.catalog(error), command: spec)
    }
  }

  /// The script's lines: `--events` split at `;` and newlines, or else standard input read a
  /// line at a time. Each comes with where it is, for messages (`line 2` of standard input).
  func eventSource(_ parsed: ParsedArguments, _ spec: CommandSpec, lines: (() -> String?)?)
    throws(CommandError)
    -> EventSource
  {
    if let script = parsed.values["--events"] { return .script(script) }
    guard let lines else { throw .usage(.missingEvents, command: spec) }
    return .input(lines)
  }

  /// The wall instant a run starts at: `--at <ISO-8601>`, or ``PopupWallInstant/scriptOrigin``.
  func wallOrigin(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(CommandError) -> PopupWallInstant {
    guard let text = parsed.values["--at"] else { return .scriptOrigin }
    do throws(PopupWallInstantError) {
      return try PopupWallInstant(iso8601: text)
    } catch {
      throw .usage(.instant(error), command: spec)
    }
  }

  /// Reads `--width` and `--ascii` into a renderer.
  func renderer(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(CommandError) -> TextRenderer {
    var width = TextRenderer.defaultWidth
    if let text = parsed.values["--width"] {
      let range = TextRenderer.widthRange
      guard let value = Int(text), range.contains(value) else {
        throw .usage(.invalidWidth(text, range: range), command: spec)
      }
      width = value
    }
    return TextRenderer(
      width: width, ascii: parsed.flags.contains("--ascii"), rightToLeft: parsed.flags.contains("--rtl"))
  }
}
