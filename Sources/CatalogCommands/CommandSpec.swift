import PopupCore
import PopupSupport

/// How a subcommand is written: its name, arguments, flags and options, for parsing and help.
struct CommandSpec: Sendable {
  /// A flag or an option that takes a value.
  struct Option: Sendable {
    var name: String
    var valueName: String?
    var help: String
    var display: String { valueName.map { "\(name) <\($0)>" } ?? name }
  }

  var name: String
  var overview: String
  var usage: String
  var arguments: [(name: String, help: String)] = []
  var options: [Option] = []
  var discussion: String = ""

  /// `catalog show <id> ...`
  var usageLine: String { "catalog \(usage)" }
}

/// The positional arguments, flags and option values of one command line.
struct ParsedArguments {
  var positionals: [String] = []
  var flags: Set<String> = []
  var values: [String: String] = [:]
  var wantsHelp = false

  /// Parses arguments against a spec. `--name=value` and `--name value` both work, `--` ends
  /// the options, and `-h` or `--help` anywhere asks for help.
  init(_ arguments: some Sequence<String>, spec: CommandSpec) throws(CommandError) {
    var iterator = arguments.makeIterator()
    var onlyPositionals = false
    while let argument = iterator.next() {
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        wantsHelp = true
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard let option = spec.options.first(where: { $0.name == name }) else {
        let names = spec.options.map(\.name) + ["--help"]
        throw .usage(
          .unknownOption(argument, suggestions: PopupSuggestions.nearest(to: name, in: names), valid: names),
          command: spec)
      }
      guard flags.contains(name) == false, values[name] == nil else {
        throw .usage(.repeatedOption(name), command: spec)
      }
      if let valueName = option.valueName {
        var value = parts.count == 2 ? String(parts[1]) : nil
        if value == nil, let next = iterator.next() { value = next }
        guard let value, !value.isEmpty, parts.count == 2 || !value.hasPrefix("--") else {
          throw .usage(.missingValue(option: name, valueName: valueName), command: spec)
        }
        values[name] = value
      } else {
        guard parts.count == 1 else {
          throw .usage(.unexpectedValue(option: name, value: String(parts[1])), command: spec)
        }
        flags.insert(name)
      }
    }
  }
}
