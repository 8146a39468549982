import PopupSupport

/// Why a script line cannot be understood. Each case keeps the facts; ``description`` turns
/// them into one message in one place, quoting the offending value and saying what is valid.
public enum PopupScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A quoted text was not closed before the end of the script.
  case unterminatedQuote(line: String)
  /// No verb of this name. `subject` is what was being driven: `popup kind 'rating'`, `the center`.
  case unknownVerb(String, subject: String, suggestions: [String], valid: [String])
  /// An argument is missing.
  case missingArgument(String, line: String, usage: String)
  /// An argument is malformed: `expected` says what it should be; `suggestions` are the
  /// nearest valid values, if it is one of a few.
  case invalidArgument(
    String, value: String, line: String, expected: String, usage: String, suggestions: [String] = [])
  /// Arguments are left over after the verb read what it takes.
  case unexpectedArgument(String, line: String, usage: String)
  /// A duration is longer than a script may wait.
  case durationTooLong(String, line: String, limit: Duration)
  /// Nothing on screen matches a `press` or `fill` label; `valid` lists what does.
  case nothingMatches(String, line: String, what: String, valid: [String])
  /// A `screen` step gives a screen nothing can be laid out on; `problem` says which value.
  /// The step does nothing: the popup keeps the screen it had (a script stops there).
  case invalidScreen(String, line: String)
  /// A well-formed step cannot run now; `reason` says why, as a clause (a popup the event was
  /// sent to is waiting, not on screen).
  case cannotRun(line: String, reason: String)

  /// The message, one sentence or two, without an `Error:` prefix.
  public var description: String {
    switch self {
    case .unterminatedQuote(let line):
      return "Unterminated quote in '\(line)': close the text with '\"'."
    case .unknownVerb(let verb, let subject, let suggestions, let valid):
      return "Unknown event '\(verb)' for \(subject)." + PopupSuggestions.didYouMean(suggestions)
        + " Valid events: \(valid.joined(separator: ", "))."
    case .missingArgument(let name, let line, let usage):
      return "Missing \(name) in '\(line)': write it as '\(usage)'."
    case .invalidArgument(let name, let value, let line, let expected, let usage, let suggestions):
      return "Invalid \(name) '\(value)' in '\(line)': expected \(expected)."
        + PopupSuggestions.didYouMean(suggestions) + " Write it as '\(usage)'."
    case .unexpectedArgument(let value, let line, let usage):
      return "Unexpected '\(value)' in '\(line)': write it as '\(usage)'."
    case .durationTooLong(let value, let line, let limit):
      return "Duration '\(value)' in '\(line)' is too long: at most \(limit.popupDescription)."
    case .nothingMatches(let label, let line, let what, let valid):
      let choices =
        valid.isEmpty
        ? "nothing can be \(what) now"
        : "what can be \(what) now: \(valid.map(\.popupQuoted).joined(separator: ", "))"
      return "Nothing labelled \(label.popupQuoted) in '\(line)'; \(choices)."
        + PopupSuggestions.didYouMean(label, in: valid)
    case .invalidScreen(let problem, let line):
      return "Invalid screen in '\(line)': \(problem)."
    case .cannotRun(let line, let reason):
      return "Cannot run '\(line)': \(reason)."
    }
  }

  /// The same as ``description``.
  public var message: String { description }
}
