import PopupCore
import PopupDiff
import Testing

/// Compares the state a test expects after a step with the actual one, failing with a line
/// diff of the two.
func expectState<State: Equatable>(
  _ expected: State, _ actual: State, after step: String, at sourceLocation: SourceLocation
) {
  guard expected != actual else { return }
  var expectedText = ""
  var actualText = ""
  dump(expected, to: &expectedText)
  dump(actual, to: &actualText)
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
