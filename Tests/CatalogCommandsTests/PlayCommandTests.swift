import CatalogCommands
import PopupActions
import PopupCatalog
import PopupProgress
import PopupTerminalHost
import PopupTesting
import Testing

/// Hands keys to a player; `true` when none of them quit.
func press(_ player: inout any PopupPlaying, _ keys: PlayKey...) -> Bool {
  keys.allSatisfy { player.handle($0) }
}

@Suite("catalog play", .watchdog)
struct PlayCommandTests {
  /// A player of a kind's first sample, as `catalog play <id>` in a terminal starts it.
  func player(_ arguments: [String], tool: CatalogCommandLine? = nil) throws -> any PopupPlaying {
    var errors = ""
    let setup = try (tool ?? makeTool()).playSetup(
      arguments, isTerminal: true, standardOutput: { _ in }, standardError: { errors += $0 })
    guard case .play(let player) = setup else {
      Issue.record("no player: \(errors)")
      throw CancellationError()
    }
    return player
  }

  /// The header's time, to the tenth of a second below: it changes ten times a second.
  @Test(arguments: [
    (1200, "1.2s"), (1201, "1.2s"), (1290, "1.2s"), (1299, "1.2s"), (1300, "1.3s"), (1999, "1.9s"),
    (2000, "2s"), (0, "0s"),
  ])
  func theHeaderCountsTheTimePlayedInTenthsBelow(milliseconds: Int, shown: String) throws {
    var player = try player(["undo"])
    player.advance(toElapsed: .milliseconds(milliseconds))
    #expect(player.screen.hasPrefix("catalog play undo · sample 'fresh' · \(shown) · "))
  }

  /// The screen's parts, each after one blank line: the header, the popup, then the focus.
  @Test func thePopupStandsBetweenBlankLinesUnderTheHeader() throws {
    let lines = try player(["undo"]).screen.split(separator: "\n", omittingEmptySubsequences: false)
    let focus = try #require(lines.firstIndex { $0.hasPrefix("Focus: ") })
    #expect(lines[1] == "")
    #expect(lines[2] != "")
    #expect(lines[focus - 1] == "")
    #expect(lines[focus - 2] != "")
  }

  @Test func theUndoToastCountsDownOnTheClockAndReturnPressesUndo() throws {
    var player = try player(["undo"])
    #expect(player.screen.contains("Focus: Undo  (Return presses it; Tab or arrows move)"))
    #expect(player.screen.contains("5.0s"))
    player.advance(toElapsed: .milliseconds(1500))
    #expect(player.screen.contains("3.5s"))
    #expect(player.screen.contains("catalog play undo · sample 'fresh' · 1.5s · presented"))
    #expect(press(&player, .enter))
    #expect(player.transcript.contains("1.5s  output: undone"))
    #expect(player.screen.contains("The popup has ended. q quits."))
    #expect(player.screen.contains("  1.5s  output: undone"))
    #expect(!press(&player, .character("q")))
  }

  /// A popup with nothing focus can reach says so where the focus line goes, between the
  /// popup and the effects; the keys that move focus move nothing.
  @Test func aPopupWithoutControlsHasNothingToFocus() throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog([ProgressToast.self]))
    var player = try player(["progress", "--sample", "indeterminate"], tool: tool)
    #expect(press(&player, .tab, .backTab, .down, .up, .right, .left, .enter))
    // Each verb has the first letter of its name still free: "cancelled" gets 'a', since
    // "cancel" took 'c'; q and h are the player's own.
    #expect(
      player.screen.hasSuffix(
        "Esc tap-outside · h hold/release · i indeterminate · c cancel · a cancelled · r retry · l close · "
          + "e reset · q quit · Ctrl-C quit"))
    #expect(
      player.screen.contains("╯\n\nNothing to focus.\nEffects:\n  1s  announce: \"Preparing export\"\n"),
      "\(player.screen)")
  }

  @Test func hHoldsAndReleasesTheCountdown() throws {
    var player = try player(["undo"])
    player.advance(toElapsed: .seconds(1))
    #expect(press(&player, .character("h")))
    player.advance(toElapsed: .seconds(4))
    #expect(player.screen.contains("4.0s") && player.screen.contains(" · held"))
    #expect(press(&player, .character("h")))
    player.advance(toElapsed: .seconds(5))
    #expect(player.screen.contains("3.0s") && !player.screen.contains(" · held"))
    #expect(player.transcript.isEmpty)
  }

  @Test func focusMovesThroughStarsAndTypingGoesIntoTheFocusedField() throws {
    var player = try player(["rating"])
    #expect(player.screen.contains("Focus: 1 star "))
    for _ in 0..<2 { #expect(press(&player, .tab)) }
    #expect(player.screen.contains("Focus: 3 stars "))
    #expect(press(&player, .backTab, .down))
    #expect(press(&player, .enter))
    #expect(player.transcript.contains("0s  announce: \"3 of 5 stars\""))
    // The feedback field appears after the stars: move to it (within a bound, so a player
    // that never reaches it fails instead of hanging) and type, q included.
    for _ in 0..<10 where !player.screen.contains("Focus: Feedback") { #expect(press(&player, .tab)) }
    try #require(player.screen.contains("Focus: Feedback"))
    for key in "ok q" { #expect(press(&player, .character(key))) }
    #expect(press(&player, .backspace, .backspace))
    #expect(player.screen.contains("│ │ok                                    │ │"))
    #expect(press(&player, .tab))
    #expect(player.screen.contains("Focus: Submit "))
    #expect(press(&player, .enter))
    #expect(player.transcript.contains { $0.hasSuffix("output: submitted(stars: 3, feedback: \"ok\")") })
  }

  @Test func escapeGoesToThePopupAndVerbsHaveKeys() throws {
    let undo = try player(["undo"])
    #expect(
      undo.screen.hasSuffix(
        "\nTab/arrows focus · Return press · Esc tap-outside · h hold/release · u undo · q quit · Ctrl-C quit"
      ))
    var rating = try player(["rating"])
    #expect(rating.screen.contains("s submit · r review · n not-now · c close · q quit"))
    #expect(press(&rating, .escape))
    #expect(rating.transcript == ["0s  announce: \"Enjoying Orbit?\"", "0s  dismiss: outsideTap"])
    var sheet = try player(
      ["actions"], tool: CatalogCommandLine(catalog: try PopupCatalog([ActionSheet.self])))
    #expect(sheet.screen.contains("Esc escape"))
    #expect(press(&sheet, .escape))
    #expect(sheet.transcript.suffix(2) == ["0s  output: cancelled(via: escape)", "0s  dismiss: tap"])
    var closed = try player(["rating"])
    #expect(press(&closed, .character("c")))
    #expect(closed.screen.contains("The popup has ended."))
    #expect(!press(&closed, .interrupt))
  }

  @Test func withoutATerminalOrWithBadArgumentsItSaysWhyAndExits() throws {
    var errors = ""
    let tool = try makeTool()
    let notTerminal = tool.playSetup(
      ["undo"], isTerminal: false, standardOutput: { _ in }, standardError: { errors += $0 })
    guard case .finished(1) = notTerminal else { throw CancellationError() }
    #expect(
      errors.hasPrefix(
        "Error: 'catalog play' draws live in a terminal, but standard input or output is not one"))
    errors = ""
    guard
      case .finished(64) = tool.playSetup(
        ["ratng"], isTerminal: true, standardOutput: { _ in }, standardError: { errors += $0 })
    else { throw CancellationError() }
    #expect(errors.hasPrefix("Error: Unknown popup kind 'ratng'. Did you mean 'rating'?"))
    var help = ""
    guard
      case .finished(0) = tool.playSetup(
        ["-h"], isTerminal: false, standardOutput: { help += $0 }, standardError: { _ in })
    else { throw CancellationError() }
    #expect(help.contains("USAGE: catalog play <id> [--sample <name>] [--width <n>] [--ascii]"))
    #expect(tool.run(["play", "undo"]).exitCode == 1)
  }

  @Test func aStringsTableTranslatesWhatThePlayerShowsAndFocuses() throws {
    let files = MemoryFileSystem(files: [
      "de.strings": "star.one = {count} Stern\nstar.other = {count} Sterne\n"
    ])
    var player = try player(["rating", "--strings", "de.strings"], tool: makeTool(files))
    #expect(player.screen.contains("Focus: 1 Stern"))
    #expect(press(&player, .tab))
    #expect(player.screen.contains("Focus: 2 Sterne"))
    var errors = ""
    let bad = MemoryFileSystem(files: ["de.strings": "stern = Stern"])
    guard
      case .finished(64) = try makeTool(bad).playSetup(
        ["rating", "--strings", "de.strings"], isTerminal: true, standardOutput: { _ in },
        standardError: { errors += $0 })
    else { throw CancellationError() }
    #expect(errors.hasPrefix("Error: Unknown key \"stern\" in the strings of RatingPrompt.Strings."))
  }
}
