import CatalogCommands
import PopupActions
import PopupCatalog
import PopupRating
import PopupTesting
import Testing

@Suite("catalog run", .watchdog)
struct RunCommandTests {
  @Test func holdPausesTheUndoCountdownAndExpiryComesOnce() throws {
    let tool = try makeTool()
    let held = tool.run(["run", "undo", "--width", "30", "--events", "hold; wait 10s; release; wait 4s"])
    #expect(held.exitCode == 0)
    #expect(!held.standardOutput.contains("expired"))
    let expired = tool.run([
      "run", "undo", "--width", "30", "--events", "hold; wait 10s; release; wait 4s; wait 1s; wait 1s",
    ])
    #expect(
      expired.standardOutput.hasSuffix(
        """

        > wait 4s
        ╭────────────────────────────╮
        │   Photo deleted  ◔ 1.0s    │
        │         [[ Undo ]]         │
        ╰────────────────────────────╯
          frame: bottom, x 63.7, y 706, w 262.5, h 96; standard card; clear, passes touches; slideFade, presented

        > wait 1s
          output: expired
          dismiss: timeout
          phase: exiting: timeout
          ended: timeout

        > wait 1s
          phase: gone: timeout
          ended: timeout

        """))
    #expect(expired.standardOutput.components("output: expired") == 1)
    #expect(expired.standardOutput.components("dismiss: timeout") == 1)
  }

  @Test func theTraceStartsWithTheSampleAndEchoesEachEvent() throws {
    let result = try makeTool().run([
      "run", "rating", "--ascii", "--width", "24", "--events", "star 2; type \"too slow\"; submit",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.hasPrefix(
        "= rating, sample 'initial' at t=0s (2026-01-01T00:00:00Z)\n  announce: \"Enjoying Orbit?\"\n  phase: entering\n+----------------------+\n"
      ))
    #expect(
      result.standardOutput.contains("\n> star 2\n  haptic: selection\n  announce: \"2 of 5 stars\"\n+---"))
    #expect(result.standardOutput.contains("\n> type \"too slow\"\n+---"))
    #expect(
      result.standardOutput.hasSuffix(
        "\n> submit\n  output: submitted(stars: 2, feedback: \"too slow\")\n  haptic: success\n  dismiss: tap\n  phase: gone: tap\n  ended: tap\n"
      ))
  }

  @Test func runStartsFromASample() throws {
    let result = try makeTool().run(["run", "rating", "--sample", "five-stars", "--events", "review"])
    #expect(result.standardOutput.hasPrefix("= rating, sample 'five-stars' at t=0s (2026-01-01T00:00:00Z)\n"))
    #expect(result.standardOutput.contains("> review\n  output: reviewRequested(stars: 5)\n  dismiss: tap\n"))
  }

  @Test func eventsComeFromStandardInputWhenNotGiven() throws {
    let tool = try makeTool()
    let piped = tool.run(["run", "undo"], input: { "wait 2s\nundo\n" })
    let given = tool.run(["run", "undo", "--events", "wait 2s; undo"])
    #expect(piped == given)
    #expect(piped.standardOutput.contains("> undo\n  output: undone\n  haptic: light\n  dismiss: tap\n"))
  }

  /// A screen nothing can be laid out on stops the run, saying what is wrong with it and
  /// nothing it does not do.
  @Test func aScreenOfNoSizeStopsTheRunNamingIt() throws {
    let result = try makeTool().run(["run", "rating", "--events", "screen 0 0; star 2"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: Invalid screen in 'screen 0 0': the screen size \"0x0\" must have a width and a height above 0.\n"
      ))
    #expect(!result.standardOutput.contains("> star 2"))
  }

  /// Events no control on screen sends, ignored in this state, are steps that print nothing.
  @Test func ignoredEventsPrintNoEffects() throws {
    let result = try makeTool().run(["run", "rating", "--events", "submit; not-now; review"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(!result.standardOutput.contains("  output:"))
    #expect(!result.standardOutput.contains("  dismiss:"))
  }

  /// An event with the verb of controls on screen that names none of them and changes
  /// nothing is a mistake in the script: it names the controls there are.
  @Test(arguments: [
    (
      ["run", "rating", "--events", "star 9"],
      "Error: Cannot run 'star 9': it presses nothing on screen, and changes nothing; the controls for 'star' are 'star 1', 'star 2', 'star 3', 'star 4', 'star 5'.\n"
    ),
    (
      ["run", "actions", "--events", "select nosuch"],
      "Error: Cannot run 'select nosuch': it presses nothing on screen, and changes nothing; the controls for 'select' are 'select share', 'select duplicate', 'select delete', 'select cancel'.\n"
    ),
  ])
  func anEventThatPressesNothingOnScreenExits64(arguments: [String], error: String) throws {
    let result = CatalogCommandLine(catalog: try PopupCatalog([RatingPrompt.self, ActionSheet.self])).run(
      arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix(error))
  }

  /// The same verb naming a control on screen, or an event that changes something, is a step.
  @Test(arguments: [
    ["run", "actions", "--events", "select duplicate"], ["run", "actions", "--events", "select cancel"],
    ["run", "rating", "--events", "star 2; star 2"],
    // After the end every event is ignored, a wrong one too, as the kind ignores it.
    ["run", "actions", "--events", "select share; select nosuch"],
  ])
  func anEventOfAControlOnScreenIsAStep(arguments: [String]) throws {
    let result = CatalogCommandLine(catalog: try PopupCatalog([RatingPrompt.self, ActionSheet.self])).run(
      arguments)
    #expect(result.exitCode == 0, "\(result.standardError)")
  }

  @Test func commonVerbsDriveTheSession() throws {
    let result = try makeTool().run(["run", "rating", "--events", "tap-outside"])
    #expect(
      result.standardOutput.hasSuffix(
        "> tap-outside\n  dismiss: outsideTap\n  phase: gone: outsideTap\n  ended: outsideTap\n"
      ))
    let dragged = try makeTool().run(["run", "undo", "--events", "drag; wait 9s"])
    // A swipe closes the undo window early: the toast says so once, right before it goes, and
    // never that it expired.
    #expect(dragged.standardOutput.contains("> drag\n  output: closedEarly(drag)\n  dismiss: drag\n"))
    #expect(dragged.standardOutput.components(separatedBy: "closedEarly").count == 2)
    #expect(!dragged.standardOutput.contains("expired"))
  }

  @Test(arguments: [
    (
      ["run", "undo"],
      "Error: Missing events: give '--events <script>' or pipe one event per line to standard input.\n"
    ),
    (
      ["run", "undo", "--events", "wait -5s"],
      "Error: Invalid duration '-5s' in 'wait -5s': expected a number of seconds (up to 3 decimals) or milliseconds, such as '3s', '1.5s' or '250ms'. Write it as 'wait <n>s|<n>ms'.\n"
    ),
    (
      ["run", "undo", "--events", "wait 99999999999999999999999s"],
      "Error: Duration '99999999999999999999999s' in 'wait 99999999999999999999999s' is too long: at most 1000000s."
    ),
    (
      ["run", "undo", "--events", "wait 2000000s"],
      "Error: Duration '2000000s' in 'wait 2000000s' is too long: at most 1000000s.\n"
    ),
    (
      ["run", "undo", "--events", "undo; explode"],
      "Error: Unknown event 'explode' for popup kind 'undo'. Valid events: undo, wait <n>s|<n>ms, hold, release, tap, tap-outside, drag, dismiss, jump <n>s|-<n>s, press \"<label>\", fill \"<field label>\" \"<text>\", setting voiceover|reduce-motion|larger-text on|off, screen <w> <h> [compact|regular], keyboard <height>.\n"
    ),
    (
      ["run", "rating", "--events", "stars 3"],
      "Error: Unknown event 'stars' for popup kind 'rating'. Did you mean 'star'? Valid events: star <n>,"
    ),
    (["run", "rating", "--events", "star"], "Error: Missing <n> in 'star': write it as 'star <n>'.\n"),
    (
      ["run", "rating", "--events", "star three"],
      "Error: Invalid <n> 'three' in 'star three': expected a whole number. Write it as 'star <n>'.\n"
    ),
    (
      ["run", "rating", "--events", "type \"unfinished"],
      "Error: Unterminated quote in 'type \"unfinished': close the text with '\"'.\n"
    ),
    (
      ["run", "rating", "--events", "submit now"],
      "Error: Unexpected 'now' in 'submit now': write it as 'submit'.\n"
    ),
    (
      ["run", "rating", "--sample", "nope", "--events", "submit"],
      "Error: Unknown sample 'nope' for popup kind 'rating'. Valid samples:"
    ),
    (["run", "ratng", "--events", "submit"], "Error: Unknown popup kind 'ratng'. Did you mean 'rating'?\n"),
    (
      ["run", "undo", "--at", "2026-03-01T25:00:00Z", "--events", "wait 1s"],
      "Error: Invalid instant '2026-03-01T25:00:00Z': time '25:00:00' is not within 00:00:00...23:59:59. Write an ISO-8601 instant such as '2026-03-01T12:00:00Z'.\n"
    ),
    (
      ["run", "undo", "--at", "yesterday", "--events", "wait 1s"],
      "Error: Invalid instant 'yesterday': expected a four-digit year."
    ),
  ])
  func badScriptsExit64AndPrintNothingElse(arguments: [String], expected: String) throws {
    let result = try makeTool().run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix(expected))
    #expect(result.standardError.contains("\nUsage: catalog run <id> "))
  }

  @Test func pressAndFillActThroughWhatIsOnScreen() throws {
    let result = try makeTool().run([
      "run", "rating", "--events", "star 2; fill \"Feedback\" \"slow\"; press \"Submit\"",
    ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "> press \"Submit\"\n  output: submitted(stars: 2, feedback: \"slow\")\n  haptic: success\n  dismiss: tap\n"
      ))
    let byLabel = try makeTool().run([
      "run", "rating", "--events", "press \"4 stars\"; press \"rate orbit on the store\"",
    ])
    #expect(
      byLabel.standardOutput.contains(
        "> press \"rate orbit on the store\"\n  output: reviewRequested(stars: 4)\n"))
  }

  @Test(arguments: [
    (
      "press \"Nope\"",
      "Error: Nothing labelled \"Nope\" in 'press \"Nope\"'; what can be pressed now: \"1 star\", \"2 stars\", \"3 stars\", \"4 stars\", \"5 stars\", \"Close\".\n"
    ),
    (
      "fill \"Feedback\" \"x\"",
      "Error: Nothing labelled \"Feedback\" in 'fill \"Feedback\" \"x\"'; nothing can be filled now.\n"
    ),
    (
      "star 2; fill \"Feedbak\" \"x\"",
      "Error: Nothing labelled \"Feedbak\" in 'fill \"Feedbak\" \"x\"'; what can be filled now: \"Feedback\". Did you mean 'Feedback'?\n"
    ),
  ])
  func pressingWhatIsNotThereExits64AndListsWhatIs(script: String, error: String) throws {
    let result = try makeTool().run(["run", "rating", "--events", script])
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix(error))
  }

  @Test func atStartsTheWallClockElsewhereAndWaitsMoveIt() throws {
    let result = try makeTool().run(["run", "undo", "--at", "2026-03-01T12:00:00Z", "--events", "wait 1s"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("= undo, sample 'fresh' at t=0s (2026-03-01T12:00:00Z)\n"))
    let offset = try makeTool().run([
      "run", "undo", "--at", "2026-03-01T14:00:00+02:00", "--events", "wait 1s",
    ])
    #expect(offset.standardOutput == result.standardOutput)
  }

  @Test func longWaitsStayExact() throws {
    let script = Array(repeating: "wait 1000000s", count: 200).joined(separator: "; ") + "; undo"
    let result = try makeTool().run(["run", "undo", "--events", script])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasSuffix("> undo\n  ended: timeout\n"))
  }
}

extension String {
  /// How many times a substring occurs.
  func components(_ needle: String) -> Int {
    var count = 0
    var rest = self[...]
    while let range = rest.range(of: needle) {
      count += 1
      rest = rest[range.upperBound...]
    }
    return count
  }
}

@Suite("catalog run, streamed", .watchdog)
struct StreamedRunTests {
  @Test func aBadLineKeepsTheStepsBeforeAndNamesItsLine() throws {
    let result = try makeTool().run(["run", "rating"], input: { "star 2\nbogus\n" })
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.contains("\n> star 2\n  haptic: selection\n"))
    #expect(result.standardError.hasPrefix("Error: Line 2: Unknown event 'bogus' for popup kind 'rating'."))
  }

  @Test func eachStepIsWrittenBeforeTheNextLineIsRead() throws {
    let tool = try makeTool()
    var written: [String] = []
    var remaining = ["star 2", "wait 1s"][...]
    var readsAfterWrites: [Int] = []
    let code = tool.run(
      ["run", "rating"],
      lines: {
        readsAfterWrites.append(written.count)
        return remaining.popFirst()
      },
      standardOutput: { written.append($0) }, standardError: { _ in })
    #expect(code == 0)
    // The header is written before the first read, each step before the next read.
    #expect(readsAfterWrites == [1, 2, 3])
    #expect(written[1].hasPrefix("\n> star 2\n"))
  }

  @Test func runHelpForAKindListsOnlyItsEvents() throws {
    let help = try makeTool().run(["run", "undo", "-h"]).standardOutput
    #expect(help.contains("EVENTS (undo):"))
    #expect(!help.contains("EVENTS (rating):"))
    let all = try makeTool().run(["run", "-h"]).standardOutput
    #expect(all.contains("EVENTS (rating):") && all.contains("EVENTS (undo):"))
  }
}

@Suite("catalog run: accessibility settings", .watchdog)
struct RunSettingTests {
  @Test func withVoiceOverTheUndoToastWaitsAndWithoutItGoes() throws {
    let tool = try makeTool()
    let waiting = tool.run(["run", "undo", "--events", "setting voiceover on; wait 10s"])
    #expect(waiting.exitCode == 0)
    #expect(!waiting.standardOutput.contains("dismiss: timeout"))
    let last = try #require(waiting.standardOutput.components(separatedBy: "\n> ").last)
    #expect(
      last.contains(
        "│          Photo deleted  ● 5.0s           │\n│                [[ Undo ]]                │\n╰──────────────────────────────────────────╯\n  frame: bottom, "
      ))
    // The countdown it waits with is the kind's own; the session has none to pause.
    #expect(!last.contains("timers:"))
    let going = tool.run(["run", "undo", "--events", "setting voiceover on; setting voiceover off; wait 10s"])
    #expect(going.standardOutput.contains("  output: expired\n"))
    let bad = tool.run(["run", "undo", "--events", "setting voiceover maybe"])
    #expect(bad.exitCode == 64)
    #expect(bad.standardError.contains("'maybe'"))
  }
}
