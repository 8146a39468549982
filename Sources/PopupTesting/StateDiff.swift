import PopupCore
import PopupDiff
import PopupSupport
import Testing

/// Compares the state a test expects after a step with the actual one, failing with a line
/// diff of the two.
func expectState<State: Equatable>(
  _ expected: State, _ actual: State, after step: String, at sourceLocation: SourceLocation
) {
  guard expected != actual else { return }
  var expectedText = ""
  var actualText = ""
  readableDump(expected, into: &expectedText)
  readableDump(actual, into: &actualText)
  let diff = LineDiff.lines(
    expected: String(expectedText.dropLast()), actual: String(actualText.dropLast()), context: 2)
  Issue.record(
    Comment(
      rawValue: """
        State after \(step) differs from the expected state: (Expected: -, Actual: +)
        \(diff.joined(separator: "\n"))
        Fix the test: make the closure change the state exactly as the step does, or fix the reducer.
        """), sourceLocation: sourceLocation)
}

/// Writes a value as `dump` does, one property a line, but with durations and instants as
/// people read them (`5s`, `t=5s`, an ISO-8601 date) instead of their internals.
func readableDump(_ value: Any, name: String? = nil, indent: Int = 0, into text: inout String) {
  let prefix = String(repeating: "  ", count: indent) + (name.map { "\($0): " } ?? "")
  switch value {
  case let duration as Duration:
    text += prefix + duration.popupDescription + "\n"
    return
  case let instant as PopupInstant:
    text += prefix + "\(instant)\n"
    return
  case let instant as PopupWallInstant:
    text += prefix + instant.iso8601 + "\n"
    return
  default:
    break
  }
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .struct, .class, .tuple, .enum, .collection, .set, .dictionary:
    if mirror.children.isEmpty {
      text += prefix + String(describing: value) + "\n"
      return
    }
    switch mirror.displayStyle {
    case .enum:
      text += prefix + "." + (String(describing: value).prefix { $0 != "(" }.split(separator: ".").last ?? "")
    case .tuple: text += String(prefix.dropLast())
    default:
      text +=
        prefix + (String(describing: mirror.subjectType).split(separator: ".").last.map(String.init) ?? "")
    }
    text += "\n"
    for (index, child) in mirror.children.enumerated() {
      readableDump(child.value, name: child.label ?? "[\(index)]", indent: indent + 1, into: &text)
    }
  case .optional:
    if let child = mirror.children.first {
      readableDump(child.value, name: name, indent: indent, into: &text)
    } else {
      text += prefix + "nil\n"
    }
  default:
    text += prefix + String(reflecting: value) + "\n"
  }
}
