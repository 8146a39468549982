import CatalogCommands
import Foundation
import PopupCatalog
import Testing

/// The value at a path of keys of a JSON object.
private func value(_ object: Any?, _ path: String...) -> Any? {
  path.reduce(object) { ($0 as? [String: Any])?[$1] }
}

/// Frames of every linked kind, through the tool in-process.
@Suite("catalog: frames of every kind")
struct FrameCatalogTests {
  @Test func aSideSheetIsAtTheTrailingEdgeOfATablet() throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog.linked)
    for arguments in [["--screen", "1024x768"], []] {
      let result = tool.run(["show", "sheet", "--sample", "side", "--json"] + arguments)
      let frame = try #require(
        value((try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))), "samples")
          as? [[String: Any]]
      ).first?[
        "frame"]
      #expect(value(frame, "placement", "mode") as? String == "sheet")
      #expect(value(frame, "placement", "edge") as? String == "trailing")
      let x = try #require(value(frame, "placement", "frame", "x") as? Double)
      let width = try #require(value(frame, "placement", "frame", "width") as? Double)
      #expect(x + width == 1024)
    }
  }
  @Test func noTreeInAnyJSONCarriesProse() throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog.linked)
    let prose = ["(auto-dismiss", "(held", "(dismissed", "spotlight x", "(popover ", "(gradient"]
    for id in try PopupCatalog.linked.ids {
      for screen in ["390x844", "1024x768"] {
        let output = tool.run(["show", id, "--all", "--json", "--screen", screen]).standardOutput
        #expect(!output.isEmpty)
        for caption in prose { #expect(!output.contains(caption), "\(id) on \(screen): \(caption)") }
      }
      let run = tool.run(["run", id, "--json", "--events", "hold; wait 1s; release; wait 10s"]).standardOutput
      for caption in prose { #expect(!run.contains(caption), "catalog run \(id): \(caption)") }
    }
  }
  @Test func showOnAScreenDrawsEachPopupWhereItsFrameSays() throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog.linked)
    // A popover at its anchor, its arrow under it; a banner at the top; a side sheet at its edge.
    let popover = tool.run(["show", "actions", "--sample", "popover", "--screen", "1024x768"]).standardOutput
    let rows = popover.split(separator: "\n").filter { $0.hasPrefix("│") }
    let arrowRow = try #require(rows.firstIndex { $0.contains("^") })
    #expect(arrowRow < rows.count / 3 && rows[arrowRow - 1].contains("A"))
    let banner = tool.run(["show", "banners", "--sample", "stack", "--screen", "390x844"]).standardOutput
    let bannerRows = banner.split(separator: "\n").filter { $0.hasPrefix("│") }
    let first = try #require(bannerRows.firstIndex { $0.contains("█") || $0.contains("╭") })
    #expect(first < 8)
    let side = tool.run(["show", "sheet", "--sample", "side", "--screen", "1024x768"]).standardOutput
    let sideRows = side.split(separator: "\n").filter { $0.hasPrefix("│") }.map { $0.dropFirst().dropLast() }
    #expect(sideRows.count == 23)  // 768 pt at 2 × 1024 / 60 pt a row
    // Every row, top to bottom: the app at the leading edge, the sheet at the trailing one.
    #expect(sideRows.allSatisfy { [" ", "░"].contains($0.first) && ![" ", "░"].contains($0.last) })
  }
}
