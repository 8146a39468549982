import CatalogCommands
import Foundation
import PopupCatalog
import PopupTesting
import Testing

/// The first sample's frame of `catalog show <arguments> --json`, through the tool in-process.
private func shownFrame(_ arguments: [String]) throws -> [String: Any] {
  let tool = CatalogCommandLine(catalog: try PopupCatalog.linked)
  let result = tool.run(["show"] + arguments + ["--json"])
  #expect(result.exitCode == 0, "\(result.standardError)")
  let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
  let samples = try #require(object?["samples"] as? [[String: Any]])
  return try #require(samples.first?["frame"] as? [String: Any])
}

private func value(_ object: Any?, _ path: String...) -> Any? {
  path.reduce(object) { ($0 as? [String: Any])?[$1] }
}

/// Behaviours the seed check found (issue 38, items 8, 11, 14, 17 and 20), run through the tool.
@Suite("catalog: what the seeds say, run again", .watchdog)
struct SeedBehaviourTests {
  /// A hosted view wider than the screen's room cannot wrap: its popup is marked shrunk.
  @Test(arguments: [("200x400", true), ("390x844", false)])
  func aHostedViewWiderThanItsCardIsShrunk(screen: String, shrunk: Bool) throws {
    let frame = try shownFrame(["hosted", "--screen", screen])
    #expect(value(frame, "placement", "shrunk") as? Bool == shrunk)
  }

  /// A banner promo is a non-modal strip at the top, the safe width less 16 pt a side.
  @Test func aBannerPromoIsAStripAcrossTheTop() throws {
    let frame = try shownFrame(["promo", "--sample", "banner"])
    #expect(value(frame, "placement", "position") as? String == "top")
    let width = try #require(value(frame, "placement", "frame", "width") as? Double)
    #expect(abs(width - (390 - 32)) < 1e-6)
    #expect(value(frame, "scrim", "modal") as? Bool == false)
    #expect(value(frame, "scrim", "passesTouches") as? Bool == true)
    let card = try shownFrame(["promo", "--sample", "card"])
    #expect(value(card, "placement", "position") as? String == "center")
    #expect(value(card, "scrim", "modal") as? Bool == true)
  }

  /// A detent the sheet does not have is a mistake in the script: exit 64 naming the detents.
  @Test func aDetentTheSheetLacksIsRefused() throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog.linked)
    let refused = tool.run(["run", "sheet", "--events", "detent 0.3"])
    #expect(refused.exitCode == 64)
    #expect(
      refused.standardError.contains(
        "Cannot run 'detent 0.3': the sheet has no such detent; its detents are 'detent medium', 'detent large'"
      ))
    #expect(tool.run(["run", "sheet", "--events", "detent large"]).exitCode == 0)
    let category = tool.run(["run", "consent", "--events", "toggle nosuch"])
    #expect(category.exitCode == 64)
    #expect(
      category.standardError.contains(
        "the consent sheet has no category 'nosuch'; its categories are 'necessary'"))
    #expect(tool.run(["run", "consent", "--events", "customize; toggle analytics"]).exitCode == 0)
  }

  /// A fling down from near the large detent moves one detent down, as the seed says.
  @Test func aFlingFromNearTheLargeDetentMovesOneDown() throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog.linked)
    let result = tool.run(["run", "sheet", "--events", "pull -320; lift 1500"])
    #expect(result.exitCode == 0)
    #expect(!result.standardOutput.contains("dismiss: drag"))
  }

  /// A tiny popup on a very tall screen is still drawn; a tint on a card that is not tinted is
  /// refused rather than dropped.
  @Test func aTallScreenDrawsItsPopupAndAnUntintedTintIsRefused() throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog.linked)
    let tall = tool.run(["show", "undo", "--screen", "390x1000000"])
    #expect(tall.exitCode == 0)
    #expect(tall.standardOutput.contains("█"))
    let tint = tool.run(["show", "undo", "--tint", "#0A84FF"])
    #expect(tint.exitCode == 64)
    #expect(tint.standardError.contains("Invalid --tint '#0A84FF'"))
    #expect(tint.standardError.contains("--style tinted"))
    #expect(tool.run(["show", "undo", "--tint", "#0A84FF", "--style", "tinted"]).exitCode == 0)
  }
}
