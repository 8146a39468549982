import CatalogCommands
import Foundation
import PopupActions
import PopupCatalog
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// A tool over the kinds whose frames these tests read: the action sheet's popover too.
func makeFrameTool() throws -> CatalogCommandLine {
  CatalogCommandLine(catalog: try PopupCatalog([ActionSheet.self, RatingPrompt.self, UndoToast.self]))
}

/// A JSON text as objects.
func jsonObject(_ text: some StringProtocol) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// The value at a path of keys.
func value(_ object: Any?, _ path: String...) -> Any? {
  path.reduce(object) { ($0 as? [String: Any])?[$1] }
}

@Suite("catalog show, run and center: frames as JSON and presentation options", .watchdog)
struct FrameCommandTests {
  @Test func aPopoverSampleCarriesItsSideArrowAndFrameAsNumbers() throws {
    let result = try makeFrameTool().run(["show", "actions", "--sample", "popover", "--json"])
    #expect(result.exitCode == 0)
    let root = try jsonObject(result.standardOutput)
    #expect(root["schemaVersion"] as? Int == PopupFrame.schemaVersion)
    let frame = try #require(value(root, "samples") as? [[String: Any]]).first?["frame"]
    #expect(value(frame, "placement", "mode") as? String == "popover")
    #expect(value(frame, "placement", "edge") as? String == "bottom")
    #expect(value(frame, "placement", "arrow", "pointing") as? String == "up")
    let tipY = try #require(value(frame, "placement", "arrow", "y") as? Double)
    #expect(tipY == value(frame, "placement", "frame", "y") as? Double)
    #expect(value(frame, "placement", "anchor", "x") as? Double == 330)
    #expect(value(frame, "screen", "widthClass") as? String == "regular")
  }

  @Test(arguments: ["inverse", "tinted", "outlined"])
  func aStyleOptionReachesTheFrameAndTheText(style: String) throws {
    let tool = try makeFrameTool()
    let tint = style == "tinted" ? ["--tint", "#123456"] : []
    let json = tool.run(["show", "rating", "--json", "--style", style] + tint)
    let frame = try #require(value(try jsonObject(json.standardOutput), "samples") as? [[String: Any]])
      .first?["frame"]
    #expect(value(frame, "style") as? String == style)
    #expect(value(frame, "content", "style") as? String == style)
    #expect(value(frame, "tint") as? String == (style == "tinted" ? "#123456" : nil))
    let text = tool.run(["show", "rating", "--style", style]).standardOutput
    #expect(text.contains("╭─ \(style) ─"))
    #expect(text.contains("; \(style) card"))
  }

  @Test func aHapticOptionPlaysOnceOnFirstAppearing() throws {
    let result = try makeFrameTool().run([
      "run", "undo", "--haptic", "success", "--events", "hold; wait 1s; release; wait 1s",
    ])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.components(separatedBy: "haptic: success").count - 1 == 1)
    #expect(
      result.standardOutput.hasPrefix(
        "= undo, sample 'fresh' at t=0s (2026-01-01T00:00:00Z)\n  haptic: success\n"))
  }

  @Test func runJSONLinesEndHeldAndCarryTheAutoDismissCountdown() throws {
    let tool = try makeFrameTool()
    let result = tool.run(["run", "undo", "--json", "--events", "wait 1s; hold"])
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 3)
    let last = try jsonObject(try #require(lines.last))
    #expect(last["step"] as? String == "hold")
    #expect(value(last, "frame", "timers", "held") as? Bool == true)
    #expect(try jsonObject(lines[0])["step"] is NSNull)
    let timed = tool.run(["run", "rating", "--json", "--auto-dismiss", "4s", "--events", "wait 1s"])
    let countdown = value(
      try jsonObject(try #require(timed.standardOutput.split(separator: "\n").last)), "frame", "timers",
      "autoDismiss")
    #expect(value(countdown, "remainingSeconds") as? Double == 3)
    #expect(value(countdown, "totalSeconds") as? Double == 4)
    #expect(value(countdown, "paused") as? Bool == false)
  }

  @Test func centerJSONLinesCarryTheCurrentFrameAndTheQueue() throws {
    let result = try makeFrameTool().run([
      "center", "--json", "--style", "inverse", "--events",
      "present a undo normal for 3s; present b rating high",
    ])
    let last = try jsonObject(try #require(result.standardOutput.split(separator: "\n").last))
    #expect(value(last, "current", "id") as? String == "b")
    #expect(value(last, "current", "frame", "kind") as? String == "rating")
    #expect(value(last, "current", "frame", "style") as? String == "inverse")
    let waiting = try #require(last["waiting"] as? [[String: Any]])
    #expect(
      waiting.count == 1 && waiting[0]["id"] as? String == "a" && waiting[0]["kind"] as? String == "undo")
    #expect(waiting[0]["priority"] as? String == "normal")
  }

  @Test(arguments: [
    (["--style", "shiny"], "Invalid --style 'shiny'"), (["--haptic", "buzz"], "Invalid --haptic 'buzz'"),
    (["--scrim", "dim:2"], "Invalid --scrim 'dim:2'"), (["--scrim", "fog"], "Invalid --scrim 'fog'"),
    (["--auto-dismiss", "0s"], "Invalid --auto-dismiss '0s'"),
    (["--auto-dismiss", "-1s"], "Invalid --auto-dismiss '-1s'"),
    (["--screen", "0x10"], "the screen size \"0x10\""),
    (["--screen", "nanx10"], "the screen size \"nanx10\""),
    (["--screen", "390x844", "--safe-area", "500,0,500,0"], "the safe area \"500,0,500,0\" leaves no room"),
    (["--safe-area", "1,2,3,4"], "Missing '--screen <WxH>'"),
    (["--screen", "390x844", "--safe-area", "inf,0,0,0"], "Invalid --safe-area 'inf,0,0,0'"),
    (["--motion", "wobble"], "Invalid --motion 'wobble'"),
    (["--chrome", "glass"], "Invalid --chrome 'glass'"),
    (["--screen", "390x844", "--width", "40"], "Give either '--width <n>' or '--screen <WxH>', not both."),
    (["--tint", "#GGGGGG"], "Invalid --tint '#GGGGGG': expected '#' and 3, 4, 6 or 8 hexadecimal digits"),
    (["--tint", "#12345"], "Invalid --tint '#12345'"),
    (["--tint", ""], "Missing value for '--tint <colour>'"),
    (["--tint", "sea green"], "Invalid --tint 'sea green'"),
    (["--tint", "#0A84FF"], "Invalid --tint '#0A84FF': expected a colour for a tinted card only"),
    (
      ["--scrim", "blur:1e308"],
      "Invalid --scrim 'blur:1e308': expected dim:<opacity 0...1>, blur:<radius 0...1000>"
    ),
    (["--scrim", "blur:1000.5"], "Invalid --scrim 'blur:1000.5'"),
  ])
  func badPresentationOptionsExit64NamingTheValue(arguments: [String], message: String) throws {
    for command in [
      ["show", "rating"], ["run", "rating", "--events", "wait 1s"], ["center", "--events", "wait 1s"],
    ] {
      let result = try makeFrameTool().run(command + arguments)
      #expect(result.exitCode == 64, "\(command + arguments)")
      #expect(
        result.standardError.hasPrefix("Error: ") && result.standardError.contains(message),
        "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
  }

  @Test func showPrintsEachSampleAtRestAndRunEachTrueInstant() throws {
    let tool = try makeFrameTool()
    let samples = try #require(
      value(try jsonObject(tool.run(["show", "rating", "--all", "--json"]).standardOutput), "samples")
        as? [[String: Any]])
    #expect(!samples.isEmpty)
    for sample in samples {
      #expect(value(sample["frame"], "motion", "phase") as? String == "presented", "\(sample["name"] ?? "")")
      #expect(value(sample["frame"], "motion", "opacity") as? Double == 1)
    }
    // The trace's first line is the instant the popup appears: its entrance begins.
    let first = try #require(
      tool.run(["run", "rating", "--json", "--events", "wait 1s"]).standardOutput.split(separator: "\n").first
    )
    #expect(value(try jsonObject(first), "frame", "motion", "phase") as? String == "entering")
  }
}

@Suite("catalog --popover", .watchdog)
struct PopoverOptionTests {
  @Test func anyKindIsAPopoverOnAPhone() throws {
    let result = try makeTool().run(["show", "rating", "--popover", "300,120,44,44"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("frame: popover below,"))
    #expect(result.standardOutput.contains("anchor: x 300, y 120, w 44, h 44; arrow tip"))
  }

  @Test(arguments: ["300,120,44", "a,b,c,d", "300,120,-1,44", "1,2,3,4,5", "nan,1,2,3"])
  func aBadAnchorExits64AndSaysWhatIsValid(value: String) throws {
    let result = try makeTool().run(["show", "rating", "--popover", value])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(result.standardError.contains("'\(value)'"))
    #expect(result.standardError.contains("--popover"))
  }
}

@Suite("catalog --scrim custom", .watchdog)
struct CustomScrimOptionTests {
  @Test func aCustomScrimNamesTheAppsView() throws {
    let text = try makeTool().run(["show", "rating", "--scrim", "custom:brand-backdrop"])
    #expect(text.exitCode == 0)
    #expect(text.standardOutput.contains(#"custom scrim "brand-backdrop", modal;"#))
    let json = try makeTool().run(["show", "rating", "--scrim", "custom:brand-backdrop", "--json"])
    #expect(json.standardOutput.contains(#""style": "custom""#))
    #expect(json.standardOutput.contains(#""view": "brand-backdrop""#))
  }

  /// Every way of writing a tint a CSS or native host reads, and the widest blur, are taken.
  @Test(arguments: [
    ["--tint", "#0A84FF", "--style", "tinted"], ["--tint", "#0af", "--style", "tinted"],
    ["--tint", "#0A84FF80", "--style", "tinted"], ["--tint", "teal", "--style", "tinted"],
    ["--scrim", "blur:1000"], ["--scrim", "blur:0"],
  ])
  func goodValuesAtTheirEdgesAreTaken(arguments: [String]) throws {
    let result = try makeFrameTool().run(["show", "rating"] + arguments)
    #expect(result.exitCode == 0, "\(result.standardError)")
  }

  @Test(arguments: ["custom:", "custom", "custom:a:b", "custom: ", "custom:\t"])
  func aCustomScrimWithoutOneViewIdExits64(value: String) throws {
    let result = try makeTool().run(["show", "rating", "--scrim", value])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("Invalid --scrim '\(value)'"))
    #expect(result.standardError.contains("custom:<view id>"))
  }
}
