import CatalogCommands
import Foundation
import PopupCatalog
import PopupTesting
import Testing

/// The value at a path of keys of a JSON object.
private func value(_ object: Any?, _ path: String...) -> Any? {
  path.reduce(object) { ($0 as? [String: Any])?[$1] }
}

/// Frames of every linked kind, through the tool in-process.
@Suite("catalog: frames of every kind", .watchdog)
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
  /// An indeterminate progress is `null` in the JSON, never 0 (a host would draw an empty bar);
  /// a known one is its fraction.
  @Test(arguments: [("indeterminate", Double?.none), ("estimate", 0.4)])
  func aProgressFractionIsNullWhenIndeterminate(sample: String, fraction: Double?) throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog.linked)
    let result = tool.run(["show", "progress", "--sample", sample, "--json"])
    #expect(result.exitCode == 0)
    let samples = value(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)), "samples")
    let frame = try #require((samples as? [[String: Any]])?.first?["frame"])
    func progressNodes(_ node: Any?) -> [[String: Any]] {
      guard let node = node as? [String: Any] else { return [] }
      let own = node["type"] as? String == "progress" ? [node] : []
      return own + ((node["children"] as? [Any]) ?? []).flatMap(progressNodes)
    }
    let nodes = progressNodes(value(frame, "content"))
    #expect(nodes.count == 1)
    let written = try #require(nodes.first?["fraction"])
    if let fraction {
      #expect(written as? Double == fraction)
    } else {
      #expect(written is NSNull)
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

  /// Every sample of every kind drawn on a phone and a tablet: the drawn popup covers exactly
  /// the cells of its frame (10 pt a column on a phone, a sixtieth of the width on wider
  /// screens, two columns' height a row).
  @Test func everyDrawingOnAScreenCoversTheCellsOfItsFrame() throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog.linked)
    for id in try PopupCatalog.linked.ids {
      for screen in ["390x844", "1024x768"] {
        let json = tool.run(["show", id, "--all", "--json", "--screen", screen]).standardOutput
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let frames = try #require(value(root, "samples") as? [[String: Any]]).map { $0["frame"] }
        let drawings = tool.run(["show", id, "--all", "--screen", screen]).standardOutput
          .components(separatedBy: "\n## ")
        #expect(drawings.count == frames.count, "\(id) on \(screen)")
        for (frame, drawing) in zip(frames, drawings) {
          let width = try #require(value(frame, "screen", "width") as? Double)
          let rect = try #require(value(frame, "placement", "frame") as? [String: Double])
          guard let x = rect["x"], let y = rect["y"], let w = rect["width"], let h = rect["height"], w > 0,
            h > 0
          else { continue }
          let scale = max(10, width / 60)
          let grid = drawing.split(separator: "\n").filter { $0.hasPrefix("│") }.map {
            Array($0.dropFirst().dropLast())
          }
          let background: Set<Character> = [" ", "░", "▓", "A", "^", "v", "<", ">"]
          var rows: [Int] = []
          var columns: [Int] = []
          for (row, cells) in grid.enumerated() {
            for (column, cell) in cells.enumerated() where !background.contains(cell) {
              rows.append(row)
              columns.append(column)
            }
          }
          let cell = { (value: Double, size: Double, count: Int) in
            min(max(Int((value / size).rounded(.down)), 0), count - 1)
          }
          let place = "\(id) on \(screen): \(drawing.prefix { $0 != "\n" })"
          #expect(rows.min() == cell(y, 2 * scale, grid.count), "\(place): top")
          #expect(rows.max() == cell(y + h - 0.001, 2 * scale, grid.count), "\(place): bottom")
          #expect(columns.min() == cell(x, scale, grid.first?.count ?? 0), "\(place): leading")
          #expect(columns.max() == cell(x + w - 0.001, scale, grid.first?.count ?? 0), "\(place): trailing")
        }
      }
    }
  }
}
