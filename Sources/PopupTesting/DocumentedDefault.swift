import Testing

/// A default a documentation comment states, and what an initializer called with the
/// defaults gives: a row of a test table, so a changed default fails the row that names it.
/// For the package's own tests (package access).
package struct DocumentedDefault: Sendable, CustomTestStringConvertible {
  package var name: String
  package var expected: String
  package var actual: @Sendable () -> String
  package var matches: @Sendable () -> Bool
  package var testDescription: String { name }

  package init<Value: Equatable & Sendable>(
    _ name: String, _ expected: Value, _ actual: @escaping @Sendable () -> Value
  ) {
    self.name = name
    self.expected = "\(expected)"
    self.actual = { "\(actual())" }
    self.matches = { actual() == expected }
  }
}
