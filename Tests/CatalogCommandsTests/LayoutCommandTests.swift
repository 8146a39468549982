import CatalogCommands
import PopupTesting
import Testing

@Suite("catalog layout", .watchdog)
struct LayoutCommandTests {
  /// The frame line's numbers: x, y, w, h.
  static func frame(in output: String) -> [Double] {
    let line = output.split(separator: "\n").first { $0.hasPrefix("frame: ") } ?? ""
    return line.dropFirst("frame: ".count).split(separator: ",").compactMap {
      Double($0.split(separator: " ").last.map(String.init) ?? "")
    }
  }

  @Test(arguments: [("59,0,34,0", 11.0), ("24,0,20,0", 34)])
  func anIslandSitsOverTheStatusBarWhereItHoldsOne(safeArea: String, y: Double) throws {
    let result = try makeTool().run([
      "layout", "--screen", "390x844", "--size", "200x37", "--position", "island", "--safe-area", safeArea,
    ])
    #expect(result.exitCode == 0)
    #expect(Self.frame(in: result.standardOutput) == [95, y, 200, 37])
  }

  @Test func aBottomToastSitsAboveTheSafeAreaAndTheKeyboard() throws {
    let tool = try makeTool()
    let base = [
      "layout", "--screen", "390x844", "--size", "300x200", "--position", "bottom", "--safe-area",
      "59,0,34,0",
    ]
    let plain = tool.run(base)
    #expect(plain.exitCode == 0)
    let frame = Self.frame(in: plain.standardOutput)
    #expect(frame == [45, 602, 300, 200])
    let lifted = tool.run(base + ["--keyboard", "336"])
    let above = Self.frame(in: lifted.standardOutput)
    #expect(above[1] + above[3] <= 844 - 336)
    #expect(lifted.standardOutput.contains("▓"))
  }

  @Test func anAnchorNearTheTopGetsItsPopoverBelow() throws {
    let result = try makeTool().run([
      "layout", "--screen", "390x844", "--size", "250x150", "--anchor", "170,70,50,30", "--safe-area",
      "59,0,34,0",
    ])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("below the anchor"))
    #expect(result.standardOutput.contains("pointing up"))
    #expect(result.standardOutput.contains("^"))
  }

  @Test func anAnchorNearTheBottomGetsItsPopoverAbove() throws {
    let result = try makeTool().run([
      "layout", "--screen", "390x844", "--size", "250x150", "--anchor", "170,760,50,30",
    ])
    #expect(result.standardOutput.contains("above the anchor"))
    #expect(result.standardOutput.contains("pointing down"))
  }

  /// A tall anchor on a tablet's side gets its popover beside it, the arrow drawn at its tip
  /// pointing back at the anchor: `<` right of it, `>` left of it.
  @Test(arguments: [
    ("100,50,60,650", "right of the anchor", "pointing left", "AAAA<█"),
    ("860,50,60,650", "left of the anchor", "pointing right", "█>AAAA"),
  ])
  func aTallAnchorGetsItsPopoverBesideIt(anchor: String, side: String, pointing: String, drawn: String) throws
  {
    let result = try makeTool().run([
      "layout", "--screen", "1024x768", "--size", "300x200", "--anchor", anchor,
    ])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains(side))
    #expect(result.standardOutput.contains(pointing))
    #expect(result.standardOutput.contains(drawn))
  }

  /// Anchors anywhere, however far: an ordinary case, drawn without trapping.
  @Test(arguments: [
    "1e308,1e308,1,1", "-1e308,-1e308,1e308,1e308", "0,0,1e308,1e308", "1e15,5,0,0", "-1e15,400,10,10",
    "400,100,10,10", "-5,-5,1,1", "389,843,1,1", "195,422,0,0",
  ])
  func anAnchorAnywhereIsDrawnAndExitsZero(anchor: String) throws {
    for screen in ["390x844", "1024x768", "10x10", "1000000x1000000"] {
      let result = try makeTool().run(["layout", "--screen", screen, "--size", "300x200", "--anchor", anchor])
      #expect(result.exitCode == 0, "\(screen) \(anchor): \(result.standardError)")
      #expect(result.standardOutput.contains("┼"))
    }
  }

  @Test(arguments: [
    (["--screen", "390by844", "--size", "1x1"], "Invalid --screen '390by844'"),
    (["--screen", "0x844", "--size", "1x1"], "screen size \"0x844\""),
    (["--screen", "390x844", "--size", "1x-1"], "popup size \"1.0x-1.0\""),
    (["--screen", "390x844", "--size", "1x1", "--position", "middle"], "Invalid --position 'middle'"),
    (["--screen", "390x844", "--size", "1x1", "--keyboard", "lots"], "Invalid --keyboard 'lots'"),
    (["--screen", "390x844", "--size", "1x1", "--anchor", "1,2,3"], "Invalid --anchor '1,2,3'"),
    (["--screen", "390x844", "--size", "1x1", "--anchor", "1,2,3,4", "--position", "top"], "either"),
    (["--size", "1x1"], "Missing --screen"),
  ])
  func badValuesExit64AndSayWhatIsValid(arguments: [String], message: String) throws {
    let result = try makeTool().run(["layout"] + arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains(message))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func showPlacesASampleOnAScreen() throws {
    let result = try makeTool().run(["show", "undo", "--screen", "390x844"])
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n")
    let card = try #require(lines.firstIndex { $0.contains("Photo deleted") })
    let top = try #require(lines.firstIndex { $0.hasPrefix("┼") })
    let bottom = try #require(lines.lastIndex { $0.hasPrefix("┼") })
    // A toast at the bottom: its card in the last quarter of the 42-row screen.
    #expect(bottom - top - 1 == 42)
    #expect(card - top > 31 && card < bottom)
    #expect(lines.contains { $0.hasPrefix("frame: bottom, ") })
  }
}

@Suite("catalog layout, show and run: the keyboard and the popover's fallback", .watchdog)
struct KeyboardAndFallbackCommandTests {
  @Test func layoutPlacesAPopoverAboveTheKeyboard() throws {
    let result = try makeTool().run([
      "layout", "--screen", "390x844", "--safe-area", "59,0,34,0", "--keyboard", "336", "--size", "250x150",
      "--anchor", "173,388,44,44",
    ])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("above the anchor"))
    #expect(LayoutCommandTests.frame(in: result.standardOutput) == [70, 228, 250, 150])
  }

  /// `layout` places a popover as `show --popover` does: shrunk before it becomes a sheet, and
  /// a sheet says the true reason.
  @Test func layoutAndShowAgreeAndSayWhy() throws {
    let tool = try makeTool()
    // The rating is 202 x 204 on its own: on a 400-point screen no side holds it whole.
    let layout = tool.run(["layout", "--screen", "390x400", "--size", "202x204", "--anchor", "173,180,44,44"])
    #expect(layout.standardOutput.contains("frame: x 94, y 8, w 202, h 162 (shrunk to fit)"))
    let show = tool.run(["show", "rating", "--screen", "390x400", "--popover", "173,180,44,44"])
    #expect(show.standardOutput.contains("frame: popover above, x 94, y 8, w 202, h 162 (shrunk)"))
    let offScreen = tool.run([
      "layout", "--screen", "390x844", "--size", "200x100", "--anchor", "1000,1000,44,44",
    ])
    #expect(offScreen.standardOutput.contains("the anchor has no part on screen, so a sheet"))
    let corner = tool.run(["show", "rating", "--popover", "1,1,1,1"])
    #expect(corner.standardOutput.contains("not a popover: no side of the anchor can hold it"))
  }

  @Test func showAndRunTakeAKeyboard() throws {
    let tool = try makeTool()
    let shown = tool.run(["show", "undo", "--keyboard", "336", "--json"])
    #expect(shown.exitCode == 0)
    #expect(shown.standardOutput.contains("\"keyboardHeight\": 336"))
    // On a screen given with it too.
    let onScreen = tool.run(["show", "undo", "--screen", "1024x768", "--keyboard", "300", "--json"])
    #expect(onScreen.standardOutput.contains("\"keyboardHeight\": 300"))
    let run = tool.run(["run", "undo", "--events", "keyboard 300; wait 1s"])
    #expect(run.exitCode == 0)
    for bad in ["lots", "-5"] {
      let refused = tool.run(["show", "undo", "--keyboard", bad])
      #expect(refused.exitCode == 64, "\(bad)")
      #expect(refused.standardError.contains("keyboard"))
    }
  }
}
