import CatalogCommands
import PopupTesting
import Testing

/// The trace without the drawn popups (the lines of their boxes), for tests of the order.
func withoutDrawings(_ output: String) -> String {
  output.split(separator: "\n", omittingEmptySubsequences: false)
    .filter { line in
      !["╭", "│", "╰", "+", "|", "  frame: ", "  timers: ", "  anchor: ", "  spotlight: ", "  focus: "]
        .contains {
          line.hasPrefix($0)
        } && !line.drop { $0 == " " }.hasPrefix("(")
    }
    .joined(separator: "\n")
}

@Suite("catalog center", .watchdog)
struct CenterCommandTests {
  @Test func aPopupGetsItsOwnEventsAndIsDrawnAfterEachStep() throws {
    let result = try makeTool().run([
      "center", "--width", "30", "--events", "present a rating normal; send a star 5",
    ])
    #expect(result.exitCode == 0)
    let steps = result.standardOutput.components(separatedBy: "> ")
    #expect(steps.count == 3)
    #expect(steps[1].contains("☆ ☆ ☆ ☆ ☆"))
    #expect(steps[2].contains("★ ★ ★ ★ ★"))
    #expect(steps[2].contains("╭────────────────────────────╮"))
  }

  @Test func sendingToAPopupThatIsNotThereExits64AndKeepsTheStepsBefore() throws {
    let result = try makeTool().run(["center"], input: { "present a rating\nsend b star 5\n" })
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.hasPrefix("> present a rating\n  shown a\n"))
    #expect(
      result.standardError.hasPrefix(
        "Error: Line 2: Invalid <id> 'b' in 'send b star 5': expected a presented popup: a. Did you mean 'a'?"
      ))
    let wrongEvent = try makeTool().run(["center", "--events", "present a rating; send a undo"])
    #expect(wrongEvent.exitCode == 64)
    #expect(wrongEvent.standardError.contains("Unknown event 'undo' for popup 'a' (rating)"))
  }

  @Test func sendingToAWaitingPopupSaysWhyInOneSentence() throws {
    let result = try makeTool().run([
      "center", "--events", "present a undo; present b rating; send b star 2",
    ])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: Cannot run 'send b star 2': popup 'b' is waiting, not on screen; only the current popup ('a') hears events.\n"
      ))
  }

  /// What the person feels and hears shows in the center's trace as it does in `run`'s.
  @Test func theTracePrintsHapticsAndAnnouncementsAsRunDoes() throws {
    let center = try makeTool().run(["center", "--events", "present a rating; send a star 4"])
    let run = try makeTool().run(["run", "rating", "--events", "star 4"])
    #expect(center.exitCode == 0 && run.exitCode == 0)
    #expect(run.standardOutput.contains("> star 4\n  haptic: selection\n  announce: \"4 of 5 stars\"\n"))
    #expect(
      withoutDrawings(center.standardOutput).contains(
        "> send a star 4\n  a haptic: selection\n  a announce: \"4 of 5 stars\"\n  current: a; waiting: none\n"
      ))
  }

  /// The center takes the screen and the settings steps a session takes: the current popup is
  /// laid out anew, and a bad screen is refused with the old one kept.
  @Test func theScreenAndTheSettingsReachTheCurrentPopup() throws {
    let result = try makeTool().run([
      "center", "--events", "present a rating; screen 1024 768; setting larger-text on",
    ])
    #expect(result.exitCode == 0)
    let frames = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  frame: ") }
    #expect(frames.count == 3)
    #expect(frames[1].contains("x 411, y 294.5, w 202, h 204"))
    #expect(frames[2].contains("w 261.5, h 250.2"))
    let bad = try makeTool().run(["center", "--events", "present a rating; screen 0 768"])
    #expect(bad.exitCode == 64)
    #expect(bad.standardError.hasPrefix("Error: Invalid screen in 'screen 0 768': the screen size \"0x768\""))
  }

  @Test func aHigherPriorityPreempts() throws {
    let result = try makeTool().run(["center", "--events", "present a undo normal; present b rating high"])
    #expect(result.exitCode == 0)
    #expect(
      withoutDrawings(result.standardOutput) == """
        > present a undo normal
          shown a
          current: a; waiting: none
        > present b rating high
          paused a
          shown b
          b announce: "Enjoying Orbit?"
          current: b; waiting: a

        """)
  }

  @Test func aPreemptedPopupKeepsItsCountdown() throws {
    let script =
      "present a undo normal for 5s; wait 3s; present b rating critical; wait 60s; dismiss b; wait 1900ms"
    let tool = try makeTool()
    let before = tool.run(["center", "--events", script])
    #expect(!before.standardOutput.contains("dismissed a: timeout"))
    #expect(
      withoutDrawings(before.standardOutput).hasSuffix(
        "> dismiss b\n  dismissed b: programmatic\n  shown a again\n  current: a; waiting: none\n> wait 1900ms\n  current: a; waiting: none\n"
      ))
    #expect(!before.standardOutput.contains("preempted"))
    let after = tool.run(["center", "--events", script + "; wait 200ms"])
    #expect(
      withoutDrawings(after.standardOutput).hasSuffix(
        "> wait 200ms\n  a output: expired\n  dismissed a: timeout\n  current: none; waiting: none\n"))
  }

  @Test func aCountdownDoesNotRunWhileHeld() throws {
    let result = try makeTool().run([
      "center", "--events", "present a undo; wait 1s; hold; wait 30s; release; wait 3900ms; wait 100ms",
    ])
    #expect(
      withoutDrawings(result.standardOutput).hasSuffix(
        "> wait 3900ms\n  current: a; waiting: none\n> wait 100ms\n  a output: expired\n  dismissed a: timeout\n  current: none; waiting: none\n"
      ))
  }

  @Test func everyVerbWorksAndStdinIsRead() throws {
    let script =
      "present a rating\npresent b undo low\npresent c undo low for 1s\ntap-outside\ndrag\nwait 2s\npresent d rating\ndismiss-all\nhold\nrelease"
    let result = try makeTool().run(["center"], input: { script })
    #expect(result.exitCode == 0)
    #expect(
      withoutDrawings(result.standardOutput).contains(
        "> tap-outside\n  dismissed a: outsideTap\n  shown b\n  current: b; waiting: c\n> drag\n  b output: closedEarly(drag)\n  dismissed b: drag\n  shown c\n  current: c; waiting: none\n"
      ))
    #expect(
      withoutDrawings(result.standardOutput).contains(
        "> wait 2s\n  c output: expired\n  dismissed c: timeout\n  current: none; waiting: none\n"))
    #expect(
      withoutDrawings(result.standardOutput).hasSuffix(
        "> dismiss-all\n  dismissed d: programmatic\n  current: none; waiting: none\n> hold\n  current: none; waiting: none\n> release\n  current: none; waiting: none\n"
      ))
  }

  @Test(arguments: [
    (
      ["center"],
      "Error: Missing events: give '--events <script>' or pipe one event per line to standard input.\n"
    ),
    (
      ["center", "--events", "present a ratng"],
      "Error: Invalid <kind> 'ratng' in 'present a ratng': expected a popup kind of the catalog: rating, undo. Did you mean 'rating'? Write it as 'present <id> <kind> [low|normal|high|critical] [for <n>s]'.\n"
    ),
    (
      ["center", "--events", "present a"],
      "Error: Missing <kind> in 'present a': write it as 'present <id> <kind> [low|normal|high|critical] [for <n>s]'.\n"
    ),
    (
      ["center", "--events", "present a undo urgent"],
      "Error: Invalid priority 'urgent' in 'present a undo urgent': expected one of low, normal, high, critical. Write it as 'present <id> <kind> [low|normal|high|critical] [for <n>s]'.\n"
    ),
    (
      ["center", "--events", "present a undo hgh"],
      "Error: Invalid priority 'hgh' in 'present a undo hgh': expected one of low, normal, high, critical. Did you mean 'high'? Write it as 'present <id> <kind> [low|normal|high|critical] [for <n>s]'.\n"
    ),
    (
      ["center", "--events", "present a undo high for"],
      "Error: Missing <n>s in 'present a undo high for': write it as"
    ),
    (
      ["center", "--events", "present a undo for -3s"],
      "Error: Invalid <n>s '-3s' in 'present a undo for -3s'"
    ),
    (
      ["center", "--events", "present a undo high for 2s extra"],
      "Error: Unexpected 'extra' in 'present a undo high for 2s extra'"
    ),
    (
      ["center", "--events", "dismis a"],
      "Error: Unknown event 'dismis' for the center. Did you mean 'dismiss'? Valid events: present <id> <kind>"
    ),
    (["center", "--events", "dismiss"], "Error: Missing <id> in 'dismiss': write it as 'dismiss <id>'.\n"),
    (["center", "--events", "wait forever"], "Error: Invalid duration 'forever' in 'wait forever'"),
    (["center", "present"], "Error: Unexpected argument 'present'.\n"),
    // An id reads as one word in traces and 'dismiss <id>': none empty, none with spaces.
    (
      ["center", "--events", "present \"\" undo"],
      "Error: Invalid <id> '' in 'present \"\" undo': expected an id of one or more characters and no spaces, as in 'a'."
    ),
    (
      ["center", "--events", "present \"two words\" undo"],
      "Error: Invalid <id> 'two words' in 'present \"two words\" undo': expected an id of one or more characters and no spaces"
    ),
    // One rule with --auto-dismiss 0s, which is refused too.
    (
      ["center", "--events", "present a undo for 0s"],
      "Error: Invalid <n>s '0s' in 'present a undo for 0s': expected a duration above 0, as in 'for 3s'."
    ),
  ])
  func badScriptsExit64(arguments: [String], expected: String) throws {
    let result = try makeTool().run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix(expected))
    #expect(
      result.standardError.contains(
        "\nUsage: catalog center [--at <instant>] [--width <n>] [--ascii] [--json] [--screen <WxH>] [<presentation options>] --events "
      ))
  }
}

@Suite("catalog center, small things", .watchdog)
struct CenterSmallThingsTests {
  /// Dismissing an id the script never presented is a mistake in it, named with the ids it
  /// did present; dismissing one that has ended does nothing, as the center does.
  @Test(arguments: [
    (
      "dismiss nobody",
      "Error: Invalid <id> 'nobody' in 'dismiss nobody': expected a popup this script presented, and it presented none."
    ),
    (
      "present toast undo; dismiss tost",
      "Error: Invalid <id> 'tost' in 'dismiss tost': expected a popup this script presented: toast. Did you mean 'toast'?"
    ),
  ])
  func dismissingAnIdNeverPresentedExits64(script: String, error: String) throws {
    let result = try makeTool().run(["center", "--events", script])
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix(error))
  }

  @Test func dismissingAnEndedPopupAgainDoesNothing() throws {
    let result = try makeTool().run(["center", "--events", "present a undo; dismiss a; dismiss a"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(withoutDrawings(result.standardOutput).hasSuffix("> dismiss a\n  current: none; waiting: none\n"))
  }

  /// The shortest auto-dismiss a script gives: a millisecond, gone at the next instant.
  @Test func aMillisecondAutoDismissEndsAtTheNextInstant() throws {
    let result = try makeTool().run(["center", "--events", "present a undo for 1ms; wait 1ms"])
    #expect(
      withoutDrawings(result.standardOutput)
        == "> present a undo for 1ms\n  shown a\n  current: a; waiting: none\n> wait 1ms\n  a output: expired\n  dismissed a: timeout\n  current: none; waiting: none\n"
    )
  }
}
