import CatalogCommands
import PopupTesting
import Testing

/// A value of the right shape but out of range is named as such, with the range, and the
/// value is quoted as it was written: it is not "malformed".
@Suite("catalog: values out of range say so", .watchdog)
struct OutOfRangeMessageTests {
  static let cases: [(arguments: [String], error: String)] = [
    (
      ["run", "rating", "--events", "star 99999999999999999999"],
      "Error: Invalid <n> '99999999999999999999' in 'star 99999999999999999999': expected a whole number from -9223372036854775808 to 9223372036854775807. Write it as 'star <n>'."
    ),
    (
      ["run", "rating", "--events", "star -99999999999999999999"],
      "Error: Invalid <n> '-99999999999999999999' in 'star -99999999999999999999': expected a whole number from -9223372036854775808 to 9223372036854775807. Write it as 'star <n>'."
    ),
    (
      ["run", "undo", "--events", "wait 9999999999999s"],
      "Error: Duration '9999999999999s' in 'wait 9999999999999s' is too long: at most 1000000s."
    ),
    (
      ["run", "undo", "--events", "wait 9999999999999999ms"],
      "Error: Duration '9999999999999999ms' in 'wait 9999999999999999ms' is too long: at most 1000000s."
    ),
    // Four decimals are malformed, not long.
    (
      ["run", "undo", "--events", "wait 1.2345s"],
      "Error: Invalid duration '1.2345s' in 'wait 1.2345s': expected a number of seconds (up to 3 decimals) or milliseconds, such as '3s', '1.5s' or '250ms'. Write it as 'wait <n>s|<n>ms'."
    ),
    (
      ["run", "undo", "--auto-dismiss", "9999999999999s", "--events", "wait 1s"],
      "Error: Invalid --auto-dismiss '9999999999999s': expected a duration of at most 999999999999s (12 digits), as in 3s."
    ),
    (
      ["explore", "rating", "--depth", "99999999999999999999"],
      "Error: Invalid --depth '99999999999999999999': expected a whole number from 0 to 10000000."
    ),
    (
      ["explore", "rating", "--max-states", "-0"],
      "Error: Invalid --max-states '-0': expected a whole number from 1 to 10000000."
    ),
    (["--version", "extra"], "Error: Unexpected argument 'extra'."),
    // One number, or several separated by commas, each said so.
    (
      ["layout", "--screen", "390x844", "--size", "200x100", "--keyboard", "inf"],
      "Error: Invalid --keyboard 'inf': expected a finite number of points, as in 336."
    ),
    (
      ["layout", "--screen", "390x844", "--size", "200x100", "--safe-area", "59,0,34"],
      "Error: Invalid --safe-area '59,0,34': expected 4 finite numbers separated by commas, as in 59,0,34,0."
    ),
  ]

  @Test(arguments: cases)
  func isAUsageErrorNamingTheRange(arguments: [String], error: String) throws {
    let result = try makeTool().run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.split(separator: "\n").first.map(String.init) == error)
  }
}
