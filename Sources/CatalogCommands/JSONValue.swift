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
  package func compact() -> String {
    switch self {
    case .array(let values): return "[" + values.map { $0.compact() }.joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { "\(Self.quote($0.0)):\($0.1.compact())" }.joined(separator: ",") + "}"
    default: return serialized()
    }
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
