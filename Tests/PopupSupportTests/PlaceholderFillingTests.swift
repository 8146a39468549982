import PopupSupport
import PopupTesting
import Testing

/// `{name}` placeholders filled in place: where they stand in the text, which name takes which
/// value, and braces that are not placeholders.
@Suite("Placeholder filling", .watchdog)
struct PlaceholderFillingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var template: String
    var filled: String
    var testDescription: String { template }
  }

  /// Filled with `{first}` → `1`, `{second}` → `two`, `{third}` → `III`.
  static let cases: [Case] = [
    Case(template: "{first}", filled: "1"),
    Case(template: "{first} then", filled: "1 then"),
    Case(template: "Rate {first}", filled: "Rate 1"),
    Case(template: "Rate {first}!", filled: "Rate 1!"),
    Case(template: "{first}{second}{third}", filled: "1twoIII"),
    Case(template: "{third}, {second}, {first}", filled: "III, two, 1"),
    Case(template: "a {second} b {second} c", filled: "a two b two c"),
    Case(
      template: "A longer sentence than any small string, with {second} in its middle and more after it",
      filled: "A longer sentence than any small string, with two in its middle and more after it"),
    Case(template: "{fourth} {first", filled: "{fourth} {first"),
    Case(template: "{} {first}", filled: "{} 1"),
    Case(template: "no braces at all", filled: "no braces at all"),
    Case(template: "{first", filled: "{first"),
  ]

  @Test(arguments: cases)
  func eachNameTakesItsValue(_ row: Case) {
    #expect(row.template.popupFilling("first", "1", "second", "two", "third", "III") == row.filled)
  }
}
