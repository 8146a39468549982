import CatalogCommands
import Foundation
import PopupCatalog
import PopupPermission
import PopupPromo
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// The tool with the kinds the policies' facts name.
func makePolicyTool() throws -> CatalogCommandLine {
  CatalogCommandLine(
    catalog: try PopupCatalog([RatingPrompt.self, UndoToast.self, PromoPopup.self, PermissionPrompt.self]))
}

@Suite("catalog policy and ledger", .watchdog)
struct PolicyCommandTests {
  static func ledgerPath() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("ledger.txt").path
  }

  /// A ledger with an install on 2026-01-01 and 25 launches the day after.
  static func installedLedger() throws -> (CatalogCommandLine, String) {
    let tool = try makePolicyTool()
    let path = try ledgerPath()
    #expect(tool.run(["ledger", path, "record", "install", "--at", "2026-01-01T00:00:00Z"]).exitCode == 0)
    for _ in 0..<25 { _ = tool.run(["ledger", path, "record", "launch", "--at", "2026-01-02T09:00:00Z"]) }
    return (tool, path)
  }

  @Test func ratingIsAllowedAfter31DaysAndBlockedAfter10() throws {
    let (tool, path) = try Self.installedLedger()
    let later = tool.run(["policy", "rating", "--ledger", path, "--at", "2026-02-01T00:00:00Z"])
    #expect(later.exitCode == 0)
    #expect(later.standardOutput.hasPrefix("rating: allowed\n"))
    let early = tool.run(["policy", "rating", "--ledger", path, "--at", "2026-01-11T00:00:00Z"])
    #expect(early.standardOutput.hasPrefix("rating: blocked\n"))
    #expect(early.standardOutput.contains("✗ Only 10 of 30 days since install"))
  }

  @Test func threeReviewRequestsBlockWithTheLimitNamed() throws {
    let (tool, path) = try Self.installedLedger()
    for day in ["2026-01-05", "2026-01-06", "2026-01-07"] {
      _ = tool.run([
        "ledger", path, "record", "output", "rating", "reviewRequested", "--at", "\(day)T00:00:00Z",
      ])
    }
    let result = tool.run(["policy", "rating", "--ledger", path, "--at", "2026-03-01T00:00:00Z", "--json"])
    #expect(result.standardOutput.contains("\"allowed\": false"))
    #expect(result.standardOutput.contains("(the App Store allows 3)"))
  }

  @Test func aPromoSeenTodayBlocksAForegroundTrigger() throws {
    let tool = try makePolicyTool()
    let path = try Self.ledgerPath()
    _ = tool.run([
      "ledger", path, "record", "output", "promo", "impressionCounted", "spring", "--at",
      "2026-03-01T08:00:00Z",
    ])
    let result = tool.run([
      "policy", "promo", "--ledger", path, "--at", "2026-03-01T18:00:00Z", "--trigger", "foreground",
      "--campaign",
      "summer",
    ])
    #expect(result.standardOutput.hasPrefix("promo: blocked\n"))
    #expect(result.standardOutput.contains("less than 24 h before this foreground trigger"))
  }

  @Test(arguments: [
    Data("# popup-catalog ledger\nversion 1\n2026-01-01T00:00:00Z inst".utf8), Data([0, 159, 146, 150]),
  ])
  func anUnreadableLedgerExits1NamingTheFileAndTheReset(contents: Data) throws {
    let tool = try makePolicyTool()
    let path = try Self.ledgerPath()
    try contents.write(to: URL(fileURLWithPath: path))
    for arguments in [
      ["policy", "rating", "--ledger", path], ["ledger", path, "record", "launch"], ["ledger", path, "show"],
    ] {
      let result = tool.run(arguments)
      #expect(result.exitCode == 1)
      #expect(result.standardError.hasPrefix("Error: Cannot read the ledger '\(path)'"))
      #expect(result.standardError.contains("catalog ledger \(path) reset"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
    let reset = tool.run(["ledger", path, "reset", "--at", "2026-05-01T00:00:00Z"])
    #expect(reset.exitCode == 0)
    #expect(tool.run(["ledger", path, "show"]).standardOutput == "# popup-catalog ledger\nversion 1\n")
  }

  @Test(arguments: [
    (["ledger", "x.txt", "record", "lanch"], "Invalid fact 'lanch'"),
    (["ledger", "x.txt", "record", "launch", "--at", "yesterday"], "yesterday"),
    (["ledger", "x.txt", "erase"], "Invalid <action> 'erase'"),
    (["ledger", "x.txt", "show", "all"], "Unexpected argument 'all'"),
    (["ledger", "x.txt", "reset", "now"], "Unexpected argument 'now'"),
    (["ledger", "x.txt", "record", "shown", "nosuchkind"], "Unknown popup kind 'nosuchkind'"),
    (["ledger", "x.txt", "record", "output", "ratng", "reviewRequested"], "Did you mean 'rating'?"),
    (
      ["ledger", "x.txt", "record", "--", "consent", "-1", "2027-01-01T00:00:00Z"],
      "the revision '-1' is not a whole number of 0 or more"
    ),
    (["policy", "rating"], "Missing --ledger"),
    (["policy", "stars", "--ledger", "x.txt"], "Invalid <id> 'stars'"),
    (
      ["policy", "promo", "--ledger", "x.txt", "--trigger", "push", "--campaign", "a"],
      "Invalid --trigger 'push'"
    ),
    (["policy", "consent", "--ledger", "x.txt", "--revision", "two"], "Invalid --revision 'two'"),
    (["policy", "permission", "--ledger", "x.txt"], "Missing --permission"),
  ])
  func badInputExits64AndWritesNothing(arguments: [String], message: String) throws {
    let result = try makePolicyTool().run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains(message))
    #expect(!FileManager.default.fileExists(atPath: "x.txt"))
  }

  @Test func showPrintsTheLedgerAsWritten() throws {
    let tool = try makePolicyTool()
    let path = try Self.ledgerPath()
    _ = tool.run(["ledger", path, "record", "shown", "permission", "camera", "--at", "2026-01-01T00:00:00Z"])
    #expect(
      tool.run(["ledger", path, "show"]).standardOutput
        == "# popup-catalog ledger\nversion 1\n2026-01-01T00:00:00Z shown permission camera\n")
  }

  /// A ledger that cannot be read says so in sentences with one full stop each.
  @Test func anUnreadableLedgerSaysHowToStartAgainInWholeSentences() throws {
    let path = try Self.ledgerPath()
    try "# popup-catalog ledger\nversion 1\nnot a fact\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let result = try makePolicyTool().run(["ledger", path, "show"])
    #expect(result.exitCode == 1)
    #expect(result.standardError.contains("It was left as it is"))
    #expect(!result.standardError.contains(".."))
  }
}
