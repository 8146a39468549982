import PopupCatalog
import PopupCore
import PopupPolicy
import PopupSupport

/// Why a command line is malformed, as facts. ``description`` turns each into the sentence
/// the tool prints after `Error:`, in one place, as swift-argument-parser's `ParserError` and
/// its usage generator do; `CatalogCommandLine.run` adds the usage line.
enum UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The first word is not a subcommand (`isOption`: it starts with `-`).
  case unknownSubcommand(String, isOption: Bool, suggestions: [String], valid: [String])
  /// An option the subcommand does not take.
  case unknownOption(String, suggestions: [String], valid: [String])
  /// An option given twice.
  case repeatedOption(String)
  /// An option without its value.
  case missingValue(option: String, valueName: String)
  /// A flag given a value.
  case unexpectedValue(option: String, value: String)
  /// A positional argument is missing.
  case missingArgument(String, help: String)
  /// A positional argument too many.
  case unexpectedArgument(String)
  /// Two options that exclude each other.
  case conflictingOptions(String, or: String)
  /// Neither of two options that one of must be given.
  case missingOneOf(String, or: String)
  /// A required option is missing: `--out <dir>`.
  case missingOption(String, help: String)
  /// No `--events` and nothing on standard input.
  case missingEvents
  /// A width that is not a number in range.
  case invalidWidth(String, range: ClosedRange<Int>)
  /// A script that cannot be read.
  case script(PopupScriptError)
  /// An unknown kind or sample.
  case catalog(PopupCatalogError)
  /// An instant that is not ISO-8601.
  case instant(PopupWallInstantError)
  /// An option's value is malformed: `expected` says what is valid, with an example.
  case invalidValue(option: String, value: String, expected: String)
  /// A layout cannot be made from the values given.
  case layout(PopupLayoutError)
  /// A ledger fact cannot be read.
  case fact(PopupFactError)
  /// An error in a line of standard input, by its number.
  indirect case onLine(Int, error: UsageError)

  var description: String {
    switch self {
    case .unknownSubcommand(let word, let isOption, let suggestions, let valid):
      "Unknown \(isOption ? "option" : "subcommand") '\(word)'.\(PopupSuggestions.didYouMean(suggestions))"
        + " Valid subcommands: \(valid.joined(separator: ", "))."
    case .unknownOption(let option, let suggestions, let valid):
      "Unknown option '\(option)'.\(PopupSuggestions.didYouMean(suggestions))"
        + " Valid options: \(valid.joined(separator: ", "))."
    case .repeatedOption(let option): "Option '\(option)' is given more than once; give it once."
    case .missingValue(let option, let valueName): "Missing value for '\(option) <\(valueName)>'."
    case .unexpectedValue(let option, let value): "Option '\(option)' takes no value, but got '\(value)'."
    case .missingArgument(let name, let help): "Missing \(name): \(help)"
    case .unexpectedArgument(let argument): "Unexpected argument '\(argument)'."
    case .conflictingOptions(let first, let second): "Give either '\(first)' or '\(second)', not both."
    case .missingOneOf(let first, let second): "Missing '\(first)' or '\(second)'."
    case .missingOption(let option, let help): "Missing '\(option)': \(help)"
    case .missingEvents:
      "Missing events: give '--events <script>' or pipe one event per line to standard input."
    case .invalidWidth(let text, let range):
      "Invalid width '\(text)': expected a whole number of columns from \(range.lowerBound) to "
        + "\(range.upperBound), as in '--width 60'."
    case .script(let error): error.description
    case .catalog(let error): error.description
    case .instant(let error): error.description
    case .invalidValue(let option, let value, let expected):
      "Invalid \(option) '\(value)': expected \(expected)."
    case .layout(let error): error.description
    case .fact(let error): error.description
    case .onLine(let number, let error): "Line \(number): \(error)"
    }
  }
}
