import PopupSupport

/// A script verb: its name, how it is written, how a line becomes a value, and how a value
/// becomes a line again. One type serves a kind's own verbs (`PopupVerb<Kind.Event>`), the
/// verbs every popup shares (`PopupVerb<PopupStep<Event>>`) and the center's.
///
/// A verb parses and prints, so every value it makes has a line that parses back to it:
///
/// Most verbs take typed arguments (``PopupVerbArgument``), which give their usage; a verb
/// with a grammar of its own (optional keywords, say) reads and prints its arguments itself:
///
/// ```swift
/// PopupVerb("star", .integer("n"), summary: "tap the n-th star") {
///   .starTapped($0)
/// } match: { if case .starTapped(let stars) = $0 { stars } else { nil } }
/// PopupVerb("submit", summary: "submit the feedback", event: .submitTapped)
/// PopupVerb("start", arguments: "<id> [relevance <n>]", summary: "start an activity") { arguments throws(PopupScriptError) in
///   ...
/// } print: { event in ... }
/// ```
public struct PopupVerb<Value>: Sendable {
  /// The first word of the line: `star`.
  public let name: String
  /// How the line is written: `star <n>`.
  public let usage: String
  /// One line on what it does, for help texts.
  public let summary: String
  private let parser: @Sendable (inout PopupVerbArguments) throws(PopupScriptError) -> Value
  @usableFromInline let printer: @Sendable (Value) -> [PopupScriptArgument]?

  /// Creates a verb; `arguments` describes what follows the name, if anything. `parse` reads
  /// the arguments into a value; `print` gives the arguments that make a value, or `nil` when
  /// this verb does not make it.
  public init(
    _ name: String, arguments: String = "", summary: String,
    parse: @escaping @Sendable (inout PopupVerbArguments) throws(PopupScriptError) -> Value,
    print: @escaping @Sendable (Value) -> [PopupScriptArgument]?
  ) {
    self.name = name
    self.usage = arguments.isEmpty ? name : "\(name) \(arguments)"
    self.summary = summary
    self.parser = parse
    self.printer = print
  }

  /// A verb of one typed argument; its usage is derived: `star <n>`. `make` builds the value
  /// from the argument; `match` finds the argument in a value this verb makes, or `nil`.
  public init<A>(
    _ name: String, _ argument: PopupVerbArgument<A>, summary: String,
    make: @escaping @Sendable (A) -> Value, match: @escaping @Sendable (Value) -> A?
  ) {
    self.init(name, usage: "\(name) \(argument.usage)", summary: summary) {
      arguments throws(PopupScriptError) in
      make(try argument.read(&arguments))
    } print: {
      match($0).flatMap(argument.write)
    }
  }

  /// A verb of two typed arguments; its usage is derived: `target <id> <x> <y> <w> <h>`.
  public init<A, B>(
    _ name: String, _ first: PopupVerbArgument<A>, _ second: PopupVerbArgument<B>, summary: String,
    make: @escaping @Sendable (A, B) -> Value, match: @escaping @Sendable (Value) -> (A, B)?
  ) {
    self.init(name, usage: "\(name) \(first.usage) \(second.usage)", summary: summary) {
      arguments throws(PopupScriptError) in
      let a = try first.read(&arguments)
      return make(a, try second.read(&arguments))
    } print: { value in
      guard let (a, b) = match(value), let printedA = first.write(a), let printedB = second.write(b) else {
        return nil
      }
      return printedA + printedB
    }
  }

  /// A verb without arguments that always makes the same value.
  public init(_ name: String, summary: String, event value: Value) where Value: Equatable & Sendable {
    self.init(name, summary: summary) { _ throws(PopupScriptError) in
      value
    } print: {
      $0 == value ? [] : nil
    }
  }

  /// Reads a line whose verb is this one into a value; every argument must be used.
  public func parse(_ line: PopupScriptLine, origin: PopupWallInstant) throws(PopupScriptError) -> Value {
    var arguments = PopupVerbArguments(line: line, usage: usage, origin: origin)
    let value = try parser(&arguments)
    try arguments.finish()
    return value
  }

  /// The arguments that make a value with this verb, or `nil` when it does not make it.
  @inlinable public func arguments(for value: Value) -> [PopupScriptArgument]? {
    printer(value)
  }

  /// The line that makes a value, or `nil` when this verb does not make it. Instants are
  /// written as offsets from `origin`.
  public func line(for value: Value, origin: PopupWallInstant) -> String? {
    guard let arguments = printer(value) else { return nil }
    return ([name] + arguments.map { $0.scriptText(origin: origin) }).joined(separator: " ")
  }

  /// The same verb over a wider value: `embed` wraps what it parses, `extract` unwraps what
  /// it prints (`nil` for values it does not make).
  public func map<Wider>(
    _ embed: @escaping @Sendable (Value) -> Wider, extract: @escaping @Sendable (Wider) -> Value?
  ) -> PopupVerb<Wider> {
    let parser = self.parser
    let printer = self.printer
    return PopupVerb<Wider>(
      name, usage: usage, summary: summary,
      parse: { arguments throws(PopupScriptError) in embed(try parser(&arguments)) },
      print: { extract($0).flatMap(printer) })
  }

  private init(
    _ name: String, usage: String, summary: String,
    parse: @escaping @Sendable (inout PopupVerbArguments) throws(PopupScriptError) -> Value,
    print: @escaping @Sendable (Value) -> [PopupScriptArgument]?
  ) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.parser = parse
    self.printer = print
  }
}

/// An argument as a verb prints it.
public enum PopupScriptArgument: Hashable, Sendable {
  /// An id or keyword: bare when it reads back as itself, quoted otherwise.
  case word(String)
  /// A text: always in double quotes.
  case text(String)
  /// A whole number.
  case integer(Int)
  /// A number, without a fraction when it has none: `330`, `0.25`.
  case number(Double)
  /// A duration as a script writes it: `5s`, `1.5s`, `250ms`.
  case duration(Duration)
  /// A wall instant as its offset from the start of the run: `5s`, `-3s`.
  case offset(PopupWallInstant)
  /// Script text printed as it is, such as a whole event in a center's `send <id> <event>`.
  case raw(String)

  /// The argument as it appears in a line.
  public func scriptText(origin: PopupWallInstant) -> String {
    switch self {
    case .word(let word): Self.isBare(word) ? word : word.popupQuoted
    case .text(let text): text.popupQuoted
    case .integer(let value): String(value)
    case .number(let value):
      value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .duration(let duration): duration.popupDescription
    case .offset(let instant): (instant - origin).popupDescription
    case .raw(let text): text
    }
  }

  /// Whether a word can be written without quotes and still read back as itself.
  static func isBare(_ word: String) -> Bool {
    !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ":", "+", "@", "#", "%", ",": true
        default: false
        }
      }
  }
}
