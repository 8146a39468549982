import CatalogCommands
import PopupCatalog
import PopupCore
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// The tool over the two foundation kinds, with an in-memory file system.
func makeTool(_ fileSystem: MemoryFileSystem = MemoryFileSystem()) throws -> CatalogCommandLine {
  CatalogCommandLine(catalog: try PopupCatalog([RatingPrompt.self, UndoToast.self]), fileSystem: fileSystem)
}

@Suite("catalog: help, list, show", .watchdog)
struct CatalogCommandLineTests {
  @Test(arguments: [[], ["--help"], ["-h"], ["help"]])
  func mainHelp(arguments: [String]) throws {
    let result = try makeTool().run(arguments)
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput.hasPrefix(
        "OVERVIEW: List, render and drive the popups of popup-catalog as text.\n\nUSAGE: catalog <subcommand>\n\nOPTIONS:\n"
      ))
    #expect(result.standardOutput.contains("\nSUBCOMMANDS:\n  list "))
    #expect(result.standardOutput.hasSuffix("KINDS:\n  rating, undo\n"))
  }

  @Test(arguments: ["list", "show", "run", "center", "snapshot", "strings", "help"])
  func subcommandHelp(name: String) throws {
    let tool = try makeTool()
    let viaHelp = tool.run(["help", name])
    let viaFlag = tool.run(name == "help" ? ["help", "--help"] : [name, "--help"])
    #expect(viaHelp == viaFlag)
    #expect(viaHelp.exitCode == 0)
    #expect(viaHelp.standardOutput.contains("\nUSAGE: catalog \(name)"))
    #expect(viaHelp.standardOutput.contains("  -h, --help              Show help information.\n"))
  }

  @Test func runHelpListsEveryKindsEvents() throws {
    let text = try makeTool().run(["run", "--help"]).standardOutput
    #expect(
      text.contains("EVENTS (every kind):\n  wait <n>s|<n>ms         let time pass, firing what falls due\n"))
    #expect(text.contains("EVENTS (rating):\n  star <n>  "))
    #expect(text.contains("EVENTS (undo):\n  undo      "))
  }

  @Test func version() throws {
    #expect(try makeTool().run(["--version"]) == CommandResult(standardOutput: "0.2.0\n"))
  }

  @Test func listShowsEveryKind() throws {
    let result = try makeTool().run(["list"])
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 8)
    #expect(
      lines[4...] == [
        "samples (the first is where 'catalog run' starts):",
        "  rating: initial, three-stars, feedback-typed, five-stars, low-threshold",
        "  undo: fresh, two-seconds-left, held, bar", "",
      ])
    #expect(lines[0] == "id      name           category  samples  summary")
    #expect(lines[1].hasPrefix("rating  Rating prompt  card      5        Stars;"))
    #expect(lines[2].hasPrefix("undo    Undo toast     toast     4        A message"))
  }

  @Test func listAsJSON() throws {
    let text = try makeTool().run(["list", "--json"]).standardOutput
    #expect(
      text.hasPrefix(
        "[\n  {\n    \"id\": \"rating\",\n    \"name\": \"Rating prompt\",\n    \"category\": \"card\",\n    \"module\": \"PopupRating\",\n    \"sampleCount\": 5,\n    \"samples\": [\n      \"initial\","
      ))
    #expect(text.hasSuffix("}\n]\n"))
  }

  @Test func showRendersTheFirstSampleByDefault() throws {
    let result = try makeTool().run(["show", "rating"])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.hasPrefix("## initial\nFreshly presented: no stars yet.\nscript: (none)\n╭"))
  }

  @Test func showAllRendersEverySampleAsInTheSnapshot() throws {
    let tool = try makeTool()
    let result = tool.run(["show", "rating", "--all"])
    #expect(result.standardOutput == tool.catalog.snapshot().first { $0.name == "rating.txt" }?.contents)
    for name in RatingPrompt.samples.map(\.name) {
      #expect(result.standardOutput.contains("\n## \(name)\n"))
    }
  }

  @Test(arguments: [20, 37, 120])
  func showAtAWidthInASCII(width: Int) throws {
    let result = try makeTool().run([
      "show", "undo", "--sample", "two-seconds-left", "--width", "\(width)", "--ascii",
    ])
    let lines = result.standardOutput.split(separator: "\n").dropFirst(3)
    let box = lines.prefix { $0.hasPrefix("+") || $0.hasPrefix("|") }
    #expect(box.first == Substring("+" + String(repeating: "-", count: width - 2) + "+"))
    #expect(box.count > 2 && box.allSatisfy { $0.count == width && $0.allSatisfy(\.isASCII) })
    // What the frame says follows the drawing, in ASCII too.
    #expect(lines.dropFirst(box.count).first?.hasPrefix("frame: bottom, ") ?? false)
    #expect(result.standardOutput.allSatisfy { $0.isASCII })
  }

  @Test func showAsJSON() throws {
    let text = try makeTool().run(["show", "undo", "--sample=held", "--json", "--ascii", "--width", "24"])
      .standardOutput
    #expect(
      text.contains(
        "\"name\": \"held\",\n      \"summary\": \"Held a second in: the countdown stands still at four seconds.\",\n      \"script\": \"wait 1s; hold; wait 10s\",\n      \"lines\": [\n        \"+----------------------+\","
      ))
  }

  @Test(arguments: [
    (
      ["ratng"],
      "Error: Unknown subcommand 'ratng'. Did you mean 'catalog show rating'? Valid subcommands: list, show, run, center, layout, policy, ledger, snapshot, audit, explore, gallery, play, strings, generate, help.\nUsage: catalog <subcommand>\n  See 'catalog --help' for more information.\n"
    ),
    (
      ["undo"],
      "Error: Unknown subcommand 'undo'. Did you mean 'catalog show undo'? Valid subcommands: list, show, run, center, layout, policy, ledger, snapshot, audit, explore, gallery, play, strings, generate, help.\n"
    ),
    (
      ["show", "ratng"],
      "Error: Unknown popup kind 'ratng'. Did you mean 'rating'?\nUsage: catalog show <id> [--sample <name> | --all] [--width <n>] [--ascii] [--pseudo] [--rtl] [--strings <file>] [--json] [--screen <WxH>] [<presentation options>]\n  See 'catalog help show' for more information.\n"
    ),
    (["show"], "Error: Missing <id>: The popup kind's id, as 'catalog list' prints it.\n"),
    (["show", "rating", "undo"], "Error: Unexpected argument 'undo'.\n"),
    (
      ["show", "rating", "--sample", "fresh"],
      "Error: Unknown sample 'fresh' for popup kind 'rating'. Valid samples: initial, three-stars, feedback-typed, five-stars, low-threshold.\n"
    ),
    (
      ["show", "undo", "--sample", "hled"],
      "Error: Unknown sample 'hled' for popup kind 'undo'. Did you mean 'held'? Valid samples: fresh, two-seconds-left, held, bar.\n"
    ),
    (["show", "rating", "--sample"], "Error: Missing value for '--sample <name>'.\n"),
    (["show", "rating", "--sample", "--all"], "Error: Missing value for '--sample <name>'.\n"),
    (
      ["show", "rating", "--sample", "initial", "--all"],
      "Error: Give either '--sample <name>' or '--all', not both.\n"
    ),
    (
      ["show", "rating", "--width", "19"],
      "Error: Invalid width '19': expected a whole number of columns from 20 to 200, as in '--width 60'.\n"
    ),
    (
      ["show", "rating", "--width", "201"],
      "Error: Invalid width '201': expected a whole number of columns from 20 to 200, as in '--width 60'.\n"
    ),
    (
      ["show", "rating", "--width", "wide"],
      "Error: Invalid width 'wide': expected a whole number of columns from 20 to 200, as in '--width 60'.\n"
    ),
    (
      ["show", "rating", "--width", "99999999999999999999999"],
      "Error: Invalid width '99999999999999999999999': expected a whole number of columns from 20 to 200, as in '--width 60'.\n"
    ),
    (
      ["show", "rating", "--widht", "30"],
      "Error: Unknown option '--widht'. Did you mean '--width'? Valid options: --sample, --all, --width, --ascii, --pseudo, --rtl, --strings, --json, --screen, --safe-area, --keyboard, --style, --tint, --haptic, --display, --scrim, --motion, --chrome, --auto-dismiss, --popover, --help.\n"
    ),
    (
      ["show", "rating", "--ascii", "--ascii"],
      "Error: Option '--ascii' is given more than once; give it once.\n"
    ),
    (["show", "rating", "--ascii=yes"], "Error: Option '--ascii' takes no value, but got 'yes'.\n"),
    (
      ["lst"],
      "Error: Unknown subcommand 'lst'. Did you mean 'list'? Valid subcommands: list, show, run, center, layout, policy, ledger, snapshot, audit, explore, gallery, play, strings, generate, help.\n"
    ),
    (
      ["--verbose"],
      "Error: Unknown option '--verbose'. Valid subcommands: list, show, run, center, layout, policy, ledger, snapshot, audit, explore, gallery, play, strings, generate, help.\n"
    ),
    (
      ["help", "shw"],
      "Error: Unknown subcommand 'shw'. Did you mean 'show'? Valid subcommands: list, show, run, center, layout, policy, ledger, snapshot, audit, explore, gallery, play, strings, generate, help.\n"
    ),
    (["list", "extra"], "Error: Unexpected argument 'extra'.\n"),
    (["snapshot"], "Error: Missing '--write <dir>' or '--check <dir>'.\n"),
    (
      ["snapshot", "--write", "a", "--check", "b"],
      "Error: Give either '--write <dir>' or '--check <dir>', not both.\n"
    ),
  ])
  func usageErrorsExit64WithOneErrorLineAndUsage(arguments: [String], expected: String) throws {
    let result = try makeTool().run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix(expected))
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("Usage: catalog "))
  }

}
