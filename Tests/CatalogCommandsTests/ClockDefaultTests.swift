import CatalogCommands
import Foundation
import PopupCore
import Testing

/// The documented defaults that are the system's clock now (`ledger record --at`,
/// `policy --at`), which no value on a command line can stand for: each is pinned between
/// readings of the clock taken around the command, or against a fact recorded far enough from
/// now that nothing flips while the test runs.
@Suite("catalog options: the defaults that read the clock", .timeLimit(.minutes(3)), .watchdog)
struct ClockDefaultTests {
  /// "When the fact happened, ISO-8601 (default: now)": the recorded instant lies between the
  /// clock read before and after the command, to the millisecond the ledger keeps.
  @Test(arguments: [["launch"], ["install"], ["event", "signup"]])
  func aFactRecordedWithoutAnInstantIsRecordedNow(fact: [String]) throws {
    let tool = try makePolicyTool()
    let path = try PolicyCommandTests.ledgerPath()
    let before = Self.now(roundedUp: false)
    let result = tool.run(["ledger", path, "record"] + fact)
    let after = Self.now(roundedUp: true)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let words = result.standardOutput.split(separator: " ")
    try #require(words.count > 2 && words[0] == "recorded", "\(result.standardOutput)")
    let recorded = try PopupWallInstant(iso8601: String(words[1]))
    #expect(
      before <= recorded && recorded <= after, "\(before.iso8601) ≤ \(recorded.iso8601) ≤ \(after.iso8601)")
  }

  /// "The instant to decide at, ISO-8601 (default: now)": with an install 30 days and a minute
  /// ago, a policy decided without `--at` says what it says at now (30 days since install), not what
  /// it says a few minutes earlier (29 of 30) or at the scripts' origin (2026-01-01).
  @Test func aPolicyDecidedWithoutAnInstantDecidesNow() throws {
    let tool = try makePolicyTool()
    let path = try PolicyCommandTests.ledgerPath()
    let install = Self.now().adding(days: -30) + .seconds(-60)
    #expect(tool.run(["ledger", path, "record", "install", "--at", install.iso8601]).exitCode == 0)
    let without = tool.run(["policy", "rating", "--ledger", path])
    let now = tool.run(["policy", "rating", "--ledger", path, "--at", Self.now().iso8601])
    let earlier = tool.run([
      "policy", "rating", "--ledger", path, "--at", (Self.now() + .seconds(-300)).iso8601,
    ])
    #expect(without.exitCode == 0, "\(without.standardError)")
    #expect(without.standardOutput == now.standardOutput)
    #expect(
      without.standardOutput.contains("✓ 30 days since install (30 needed)"), "\(without.standardOutput)")
    #expect(earlier.standardOutput != now.standardOutput, "\(earlier.standardOutput)")
  }

  /// The system's clock now, to the millisecond the ledger keeps (rounded down, or up).
  static func now(roundedUp: Bool = false) -> PopupWallInstant {
    let milliseconds = Date().timeIntervalSince1970 * 1_000
    return PopupWallInstant(
      sinceEpoch: .milliseconds(Int64(roundedUp ? milliseconds.rounded(.up) : milliseconds)))
  }
}
