import PopupCatalog
import PopupCore

extension CatalogCommandLine {
  static let stringsSpec = CommandSpec(
    name: "strings", overview: "Print a popup kind's built-in texts as a strings table to translate.",
    usage: "strings <id>",
    arguments: [idArgument],
    discussion: """
      Prints every built-in text of the kind in English, one 'key = text' line each: buttons,
      labels read by assistive technologies, captions, announcements and messages. Copy it,
      translate the texts (keep the keys; {name} placeholders are filled in when drawn and may
      move), and pass the file to 'show', 'run' or 'play' with '--strings <file>'. Counts have a
      '<key>.one' and a '<key>.other' form. Keys left out stay English.
      """)

  static let stringsOption = CommandSpec.Option(
    name: "--strings", valueName: "file",
    help: "Take the kind's texts from this strings table ('catalog strings <id>' prints one).")

  /// `catalog strings <id>`
  func strings(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.stringsSpec
    guard let parsed = try parse(arguments, spec, positionals: 1...1) else { return help(for: spec) }
    let kind = try kind(parsed.positionals[0], spec)
    guard let table = kind.englishStringsTableText else {
      throw .usage(.catalog(.noStrings(kind: kind.descriptor.id)), command: spec)
    }
    return table
  }

  /// The text of the `--strings` file, or `nil` without the option.
  func stringsTableText(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(CommandError) -> String? {
    guard let path = parsed.values["--strings"] else { return nil }
    let text: String?
    do throws(FileSystemError) {
      text = try fileSystem.readFile(atPath: path)
    } catch {
      throw .failure(error.description)
    }
    guard let text else {
      throw .usage(
        .invalidValue(
          option: "--strings", value: path,
          expected: "an existing file ('catalog strings <id>' prints a table to start from)"),
        command: spec)
    }
    return text
  }
}
