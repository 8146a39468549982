import Testing

/// A default a documentation comment states, and what an initializer called with the
/// defaults gives: a row of a test table, so a changed default fails the row that names it.
/// For the package's own tests (package access).
package struct DocumentedDefault: Sendable, CustomTestStringConvertible {
  package var name: String
  package var expected: String
  package var actual: @Sendable () -> String
  package var matches: @Sendable () -> Bool
  /// Whether the row's case tells the documented value from its neighbour: `false` for a row
  /// that could not fail, whatever the default became. Always `true` for a row that reads a
  /// stored default directly.
  package var distinguishes: @Sendable () -> Bool = { true }
  /// The neighbour's result, for messages.
  package var neighbour: @Sendable () -> String = { "-" }
  package var testDescription: String { name }

  package init<Value: Equatable & Sendable>(
    _ name: String, _ expected: Value, _ actual: @escaping @Sendable () -> Value
  ) {
    self.name = name
    self.expected = "\(expected)"
    self.actual = { "\(actual())" }
    self.matches = { actual() == expected }
  }

  /// A default an argument left out takes, pinned by what it does: the call that leaves it
  /// out must give what the call that passes the documented value gives, and a call that
  /// passes a neighbouring value must give something else (so the case can tell them apart).
  package init<Value: Equatable & Sendable>(
    _ name: String, defaulted: @escaping @Sendable () -> Value, documented: @escaping @Sendable () -> Value,
    neighbour: @escaping @Sendable () -> Value
  ) {
    self.name = name
    self.expected = "\(documented())"
    self.actual = { "\(defaulted())" }
    self.matches = { defaulted() == documented() }
    self.distinguishes = { documented() != neighbour() }
    self.neighbour = { "\(neighbour())" }
  }

  /// Checks the row: the default is the documented one, and the case can tell it apart.
  package func check(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(matches(), "\(name): documented \(expected), is \(actual())", sourceLocation: sourceLocation)
    #expect(
      distinguishes(), "\(name): the documented value and its neighbour both give \(neighbour())",
      sourceLocation: sourceLocation)
  }
}
