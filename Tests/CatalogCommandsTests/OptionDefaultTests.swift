import CatalogCommands
import PopupCatalog
import Testing

/// An option's documented default, as `catalog help` states it: the command with the option
/// left out must print what it prints with the documented value given, and a neighbouring
/// value must print something else (so the row can fail).
struct OptionDefault: Sendable, CustomTestStringConvertible {
  /// The option, as the help names it.
  var name: String
  /// The command line without the option.
  var without: [String]
  /// Standard input for the command without the option, when its default reads it.
  var input: String? = nil
  /// The documented value, given.
  var documented: [String]
  /// A neighbouring value, given.
  var neighbour: [String]
  /// Whether the command is the ledger's and policies' (else a frame tool's).
  var policy = false
  var testDescription: String { name }
}

/// Every documented default of every `catalog` option a test can give explicitly, a row each
/// (the defaults that are the system's clock now, `policy --at` and `ledger record --at`, are
/// `ClockDefaultTests`'; `generate --root`'s current directory cannot be given as a value).
@Suite("catalog options: every documented default", .timeLimit(.minutes(3)), .watchdog)
struct OptionDefaultTests {
  static let show = ["show", "rating", "--json"]
  static let layout = ["layout", "--screen", "390x844", "--size", "200x100"]
  static let coachmarks = ["policy", "coachmarks", "--at", "2026-01-02T00:00:00Z"]

  static let rows: [OptionDefault] = [
    // "Width in columns, 20...200 (default: 44)."
    OptionDefault(
      name: "show --width", without: ["show", "rating"], documented: ["show", "rating", "--width", "44"],
      neighbour: ["show", "rating", "--width", "45"]),
    OptionDefault(
      name: "run --width", without: ["run", "undo", "--events", "wait 1s"],
      documented: ["run", "undo", "--events", "wait 1s", "--width", "44"],
      neighbour: ["run", "undo", "--events", "wait 1s", "--width", "43"]),
    // "The sample to render (default: the first)."
    OptionDefault(
      name: "show --sample", without: ["show", "rating"],
      documented: ["show", "rating", "--sample", "initial"],
      neighbour: ["show", "rating", "--sample", "three-stars"]),
    // "The sample to start from (default: the kind's first)."
    OptionDefault(
      name: "run --sample", without: ["run", "rating", "--events", "wait 1s"],
      documented: ["run", "rating", "--events", "wait 1s", "--sample", "initial"],
      neighbour: ["run", "rating", "--events", "wait 1s", "--sample", "three-stars"]),
    // "The wall-clock instant the run starts at, ISO-8601 (default: 2026-01-01T00:00:00Z)."
    OptionDefault(
      name: "run --at", without: ["run", "undo", "--events", "wait 1s"],
      documented: ["run", "undo", "--events", "wait 1s", "--at", "2026-01-01T00:00:00Z"],
      neighbour: ["run", "undo", "--events", "wait 1s", "--at", "2026-01-01T00:00:01Z"]),
    // "Events separated by ';' (default: read one per line from standard input)."
    OptionDefault(
      name: "run --events", without: ["run", "undo"], input: "wait 1s\nundo\n",
      documented: ["run", "undo", "--events", "wait 1s; undo"],
      neighbour: ["run", "undo", "--events", "wait 1s"]),
    OptionDefault(
      name: "center --events", without: ["center"], input: "present a undo\nwait 1s\n",
      documented: ["center", "--events", "present a undo; wait 1s"],
      neighbour: ["center", "--events", "present a undo; wait 2s"]),
    // "The screen in points (default: the sample's own, else 390x844)."
    OptionDefault(
      name: "show --screen", without: show, documented: show + ["--screen", "390x844"],
      neighbour: show + ["--screen", "391x844"]),
    // "The screen's safe area (default: 59,0,34,0 on 390x844, 24,0,20,0 on 1024x768, else none)."
    OptionDefault(
      name: "show --safe-area on 390x844", without: show + ["--screen", "390x844"],
      documented: show + ["--screen", "390x844", "--safe-area", "59,0,34,0"],
      neighbour: show + ["--screen", "390x844", "--safe-area", "59,0,35,0"]),
    OptionDefault(
      name: "show --safe-area on 1024x768", without: show + ["--screen", "1024x768"],
      documented: show + ["--screen", "1024x768", "--safe-area", "24,0,20,0"],
      neighbour: show + ["--screen", "1024x768", "--safe-area", "24,0,21,0"]),
    OptionDefault(
      name: "show --safe-area elsewhere", without: show + ["--screen", "1024x769"],
      documented: show + ["--screen", "1024x769", "--safe-area", "0,0,0,0"],
      neighbour: show + ["--screen", "1024x769", "--safe-area", "24,0,20,0"]),
    // "center (default), top or bottom (toasts), ..."
    OptionDefault(
      name: "layout --position", without: layout, documented: layout + ["--position", "center"],
      neighbour: layout + ["--position", "top"]),
    // "The keyboard's height in points (default: 0)."
    OptionDefault(
      name: "layout --keyboard", without: layout + ["--position", "bottom"],
      documented: layout + ["--position", "bottom", "--keyboard", "0"],
      neighbour: layout + ["--position", "bottom", "--keyboard", "1"]),
    // "How many steps from each sample to explore (default: 12)." and "(default: 5000)".
    OptionDefault(
      name: "explore --depth", without: ["explore", "undo", "--json"],
      documented: ["explore", "undo", "--json", "--depth", "12"],
      neighbour: ["explore", "undo", "--json", "--depth", "11"]),
    OptionDefault(
      name: "explore --max-states", without: ["explore", "undo", "--json"],
      documented: ["explore", "undo", "--json", "--max-states", "5000"],
      neighbour: ["explore", "undo", "--json", "--max-states", "4999"]),
    // `audit`'s own bound: "(default: 400)", not the explorer's 5000.
    OptionDefault(
      name: "audit --max-states", without: ["audit", "rating"],
      documented: ["audit", "rating", "--max-states", "400"],
      neighbour: ["audit", "rating", "--max-states", "399"]),
    // "For coachmarks: the tour (default: tour)."
    OptionDefault(
      name: "policy --tour", without: coachmarks, documented: coachmarks + ["--tour", "tour"],
      neighbour: coachmarks + ["--tour", "tours"], policy: true),
  ]

  @Test(arguments: rows)
  func optionDefault(_ row: OptionDefault) throws {
    let tool = try row.policy ? makePolicyTool() : makeFrameTool()
    var ledger: [String] = []
    if row.policy {
      let path = try PolicyCommandTests.ledgerPath()
      #expect(tool.run(["ledger", path, "record", "launch", "--at", "2026-01-01T00:00:00Z"]).exitCode == 0)
      ledger = ["--ledger", path]
    }
    let without = tool.run(row.without + ledger, input: { row.input })
    let documented = tool.run(row.documented + ledger)
    let neighbour = tool.run(row.neighbour + ledger)
    #expect(without.exitCode == 0, "\(without.standardError)")
    #expect(documented.exitCode == 0, "\(documented.standardError)")
    #expect(neighbour.exitCode == 0, "\(neighbour.standardError)")
    #expect(without.standardOutput == documented.standardOutput, "\(row.name): not the documented default")
    #expect(
      documented.standardOutput != neighbour.standardOutput, "\(row.name): the neighbour prints the same")
  }
}
