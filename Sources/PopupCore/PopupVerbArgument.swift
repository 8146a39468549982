/// One typed argument of a script verb: how usage writes it, how a line's words become its
/// value, and how the value prints back. A verb built from arguments derives its usage from
/// them, so a placeholder is written once:
///
/// ```swift
/// PopupVerb("star", .integer("n"), summary: "tap the n-th star") {
///   .starTapped($0)
/// } match: { if case .starTapped(let stars) = $0 { stars } else { nil } }
/// ```
///
/// prints `star <n>` in help and reads `star 3` into `.starTapped(3)`. Errors name the
/// placeholder and quote the line, as every script error does.
public struct PopupVerbArgument<Value>: Sendable {
  /// How the argument is written in a verb's usage: `<n>`, `"<text>"`, `on|off`, `[<id>]`.
  public let usage: String
  let read: @Sendable (inout PopupVerbArguments) throws(PopupScriptError) -> Value
  let write: @Sendable (Value) -> [PopupScriptArgument]?

  /// An argument of its own: `read` takes its words from the line (name errors after
  /// `usage`); `write` gives the words that read back to a value, or `nil` for a value no line
  /// makes (the verb then does not print it).
  public init(
    usage: String, read: @escaping @Sendable (inout PopupVerbArguments) throws(PopupScriptError) -> Value,
    write: @escaping @Sendable (Value) -> [PopupScriptArgument]?
  ) {
    self.usage = usage
    self.read = read
    self.write = write
  }

  /// The argument, or nothing when the line ends first: usage `[<name>]`.
  public static func optional<Wrapped>(_ argument: PopupVerbArgument<Wrapped>) -> PopupVerbArgument<Wrapped?>
  where Value == Wrapped? {
    PopupVerbArgument<Wrapped?>(usage: "[\(argument.usage)]") { arguments throws(PopupScriptError) in
      arguments.peek() == nil ? nil : try argument.read(&arguments)
    } write: { value in
      guard let value else { return [] }
      return argument.write(value)
    }
  }
}

extension PopupVerbArgument where Value == Int {
  /// A whole number, any sign (the kind decides what it accepts): usage `<name>`.
  public static func integer(_ name: String) -> Self {
    let usage = "<\(name)>"
    return Self(usage: usage) { arguments throws(PopupScriptError) in
      try arguments.integer(usage)
    } write: {
      [.integer($0)]
    }
  }
}

extension PopupVerbArgument where Value == String {
  /// A text, always printed in quotes: usage `"<name>"`.
  public static func text(_ name: String) -> Self {
    let usage = "\"<\(name)>\""
    return Self(usage: usage) { arguments throws(PopupScriptError) in
      try arguments.text(usage)
    } write: {
      [.text($0)]
    }
  }

  /// An id or keyword, printed bare when it reads back as itself: usage `<name>`.
  public static func word(_ name: String) -> Self {
    let usage = "<\(name)>"
    return Self(usage: usage) { arguments throws(PopupScriptError) in
      try arguments.text(usage)
    } write: {
      [.word($0)]
    }
  }
}

extension PopupVerbArgument where Value == Double {
  /// A finite number, such as `0.4` or `-120`: usage `<name>`.
  public static func number(_ name: String) -> Self {
    let usage = "<\(name)>"
    return Self(usage: usage) { arguments throws(PopupScriptError) in
      try arguments.decimal(usage)
    } write: {
      [.number($0)]
    }
  }

  /// A number in a closed range: usage `<name>`; outside it, the error says `expected`, and
  /// such a value prints as no line.
  public static func number(_ name: String, in range: ClosedRange<Double>, expected: String) -> Self {
    let usage = "<\(name)>"
    return Self(usage: usage) { arguments throws(PopupScriptError) in
      let value = try arguments.decimal(usage)
      guard range.contains(value) else { throw arguments.invalid(usage, String(value), expected: expected) }
      return value
    } write: {
      range.contains($0) ? [.number($0)] : nil
    }
  }
}

extension PopupVerbArgument where Value == Duration {
  /// A duration written `<n>s` or `<n>ms`, at most ``PopupScript/longestWait``: usage `<name>`.
  public static func duration(_ name: String) -> Self {
    let usage = "<\(name)>"
    return Self(usage: usage) { arguments throws(PopupScriptError) in
      try arguments.duration(usage)
    } write: {
      [.duration($0)]
    }
  }
}

extension PopupVerbArgument where Value == Bool {
  /// `on` or `off`.
  public static let onOff = choice([("on", true), ("off", false)])
}

extension PopupVerbArgument where Value: Equatable & Sendable {
  /// One of a fixed set of bare words, each meaning a value: usage `a|b|c`.
  public static func choice(_ choices: [(String, Value)]) -> Self {
    choice(usage: choices.map(\.0).joined(separator: "|"), choices)
  }

  /// One of a fixed set of bare words, each meaning a value, with a placeholder for usage
  /// (`<permission>`) where the words are too many to list.
  public static func choice(_ name: String, _ choices: [(String, Value)]) -> Self {
    choice(usage: "<\(name)>", choices)
  }

  private static func choice(usage: String, _ choices: [(String, Value)]) -> Self {
    Self(usage: usage) { arguments throws(PopupScriptError) in
      try arguments.choice(usage, choices)
    } write: { value in
      choices.first { $0.1 == value }.map { [.word($0.0)] }
    }
  }
}

extension PopupVerbArgument
where Value: RawRepresentable & CaseIterable & Equatable & Sendable, Value.RawValue == String {
  /// One of an enumeration's cases by its raw value, with a placeholder for usage.
  public static func rawValue(_ name: String) -> Self {
    choice(name, Value.allCases.map { ($0.rawValue, $0) })
  }
}

extension PopupVerbArgument where Value == PopupRect {
  /// A frame as four numbers: usage `<x> <y> <w> <h>`.
  public static let frame = Self(usage: "<x> <y> <w> <h>") { arguments throws(PopupScriptError) in
    PopupRect(
      x: try arguments.decimal("<x>"), y: try arguments.decimal("<y>"), width: try arguments.decimal("<w>"),
      height: try arguments.decimal("<h>"))
  } write: { frame in
    [.number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)]
  }
}

extension PopupVerbArgument where Value == PopupSize {
  /// A size as two numbers: usage `<w> <h>`.
  public static let size = Self(usage: "<w> <h>") { arguments throws(PopupScriptError) in
    PopupSize(width: try arguments.decimal("<w>"), height: try arguments.decimal("<h>"))
  } write: { size in
    [.number(size.width), .number(size.height)]
  }
}
