/// A JSON value with a deterministic, pretty-printed serialization (keys in the order given).
package enum JSONValue: Sendable {
  case string(String)
  case number(Int)
  case decimal(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// The value as JSON text, indented by two spaces per level.
  package func serialized(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .string(let text): return Self.quote(text)
    case .number(let number): return String(number)
    case .decimal(let number):
      guard number.isFinite else { return "null" }
      return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let values):
      guard !values.isEmpty else { return "[]" }
      return "[\n" + values.map { inner + $0.serialized(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      return "{\n"
        + members.map { "\(inner)\(Self.quote($0.0)): \($0.1.serialized(indent: inner))" }.joined(
          separator: ",\n")
        + "\n\(indent)}"
    }
  }

  /// The value as JSON on one line, with no spaces: a line of JSON Lines.
  ///
  /// - Complexity: O(*n*) in the output, written as bytes into one buffer.
  package func compact() -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(4096)
    writeCompact(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private func writeCompact(into bytes: inout [UInt8]) {
    switch self {
    case .array(let values):
      bytes.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        value.writeCompact(into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.writeQuoted(member.0, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        member.1.writeCompact(into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    case .string(let string): Self.writeQuoted(string, into: &bytes)
    case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
    case .null: bytes.append(contentsOf: "null".utf8)
    case .number, .decimal: bytes.append(contentsOf: serialized().utf8)
    }
  }

  /// A JSON string literal appended as bytes: a text with nothing to escape (the common case)
  /// is copied whole, found by one pass over its UTF-8.
  static func writeQuoted(_ string: String, into bytes: inout [UInt8]) {
    var text = string
    let copied: Bool = text.withUTF8 { utf8 in
      for byte in utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return true
    }
    if !copied { bytes.append(contentsOf: quote(string).utf8) }
  }

  /// A JSON string literal, escaping quotes, backslashes and control characters.
  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
