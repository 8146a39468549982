import PopupCatalog
import PopupCore
import PopupPolicy
import PopupSupport
import PopupTextRendering

extension CatalogCommandLine {
  static let widthOption = CommandSpec.Option(
    name: "--width", valueName: "n",
    help:
      "Width in columns, \(TextRenderer.widthRange.lowerBound)...\(TextRenderer.widthRange.upperBound) (default: \(TextRenderer.defaultWidth))."
  )
  static let asciiOption = CommandSpec.Option(name: "--ascii", help: "Draw with ASCII characters only.")
  static let jsonOption = CommandSpec.Option(name: "--json", help: "Print JSON instead of text.")
  static let sampleOption = CommandSpec.Option(
    name: "--sample", valueName: "name", help: "The sample to start from (default: the kind's first).")
  static let atOption = CommandSpec.Option(
    name: "--at", valueName: "instant",
    help: "The wall-clock instant the run starts at, ISO-8601 (default: 2026-01-01T00:00:00Z).")
  static let idArgument = (name: "<id>", help: "The popup kind's id, as 'catalog list' prints it.")

  static let main = CommandSpec(
    name: "catalog", overview: "List, render and drive the popups of popup-catalog as text.",
    usage: "<subcommand>")

  static let listSpec = CommandSpec(
    name: "list", overview: "List the popup kinds: id, name, category, number of samples, summary.",
    usage: "list [--json]", options: [jsonOption])

  static let showSpec = CommandSpec(
    name: "show", overview: "Render a popup kind's samples as text.",
    usage:
      "show <id> [--sample <name> | --all] [--width <n>] [--ascii] [--pseudo] [--rtl] [--strings <file>] [--json] [--screen <WxH>] [<presentation options>]",
    arguments: [idArgument],
    options: [
      CommandSpec.Option(
        name: "--sample", valueName: "name", help: "The sample to render (default: the first)."),
      CommandSpec.Option(name: "--all", help: "Render every sample."),
      widthOption, asciiOption,
      CommandSpec.Option(
        name: "--pseudo",
        help: "Pseudo-localise: accented, bracketed text about 40% longer, to show truncation."),
      CommandSpec.Option(name: "--rtl", help: "Mirror the layout for a right-to-left language."),
      stringsOption,
      CommandSpec.Option(
        name: "--json",
        help:
          "Print each sample's frame, at rest, as JSON (Schemas/popup-frame.schema.json) instead of text."),
    ] + presentationOptions,
    discussion: """
      With --screen, each sample is drawn on the screen where its frame places it: a popover at
      its anchor with its arrow, a sheet at its edge, a toast at the top or the bottom.
      """)

  static let screenOption = CommandSpec.Option(
    name: "--screen", valueName: "WxH", help: "The screen's size in points, as in 390x844.")

  static let layoutSpec = CommandSpec(
    name: "layout", overview: "Place a popup on a screen and draw it: frames, hidden frames, popover arrows.",
    usage:
      "layout --screen <WxH> --size <WxH> [--position <p>] [--safe-area <t,l,b,r>] [--keyboard <h>] [--anchor <x,y,w,h>] [--ascii]",
    options: [
      screenOption,
      CommandSpec.Option(
        name: "--size", valueName: "WxH", help: "The popup's size in points, as in 300x200."),
      CommandSpec.Option(
        name: "--position", valueName: "p",
        help:
          "center (default), top or bottom (toasts), island (where the Dynamic Island is), or a floater: top-leading, top-trailing, leading, trailing, bottom-leading, bottom-trailing."
      ),
      CommandSpec.Option(
        name: "--safe-area", valueName: "t,l,b,r",
        help: "The safe area's insets: top, leading, bottom, trailing."),
      CommandSpec.Option(
        name: "--keyboard", valueName: "h", help: "The keyboard's height in points (default: 0)."),
      CommandSpec.Option(
        name: "--anchor", valueName: "x,y,w,h", help: "Place a popover on this anchor frame instead."),
      asciiOption,
    ],
    discussion: """
      Prints the frame, where the popup enters from and exits to, whether it had to shrink,
      and for a popover the side it takes and its arrow's tip; then draws the screen scaled
      down (10 points a column, 20 a row): '░' outside the safe area, '▓' the keyboard, '█'
      the popup, 'A' the anchor, and the arrow's tip as '^', 'v', '<' or '>'.
      """)

  static let policySpec = CommandSpec(
    name: "policy", overview: "Decide whether a popup may show now, from a ledger, and say why.",
    usage:
      "policy <id> --ledger <file> [--at <instant>] [--trigger foreground|launch|event] [--campaign <id>] [--permission <name>] [--revision <n>] [--json]",
    arguments: [(name: "<id>", help: "rating, promo, permission, consent or coachmarks.")],
    options: [
      CommandSpec.Option(name: "--ledger", valueName: "file", help: "The ledger file to read."),
      CommandSpec.Option(
        name: "--at", valueName: "instant", help: "The instant to decide at, ISO-8601 (default: now)."),
      CommandSpec.Option(
        name: "--trigger", valueName: "t", help: "For promo: what triggered it: foreground, launch or event."),
      CommandSpec.Option(name: "--campaign", valueName: "id", help: "For promo: the campaign."),
      CommandSpec.Option(name: "--permission", valueName: "name", help: "For permission: the permission."),
      CommandSpec.Option(name: "--revision", valueName: "n", help: "For consent: the categories' revision."),
      CommandSpec.Option(name: "--tour", valueName: "id", help: "For coachmarks: the tour (default: tour)."),
      jsonOption,
    ],
    discussion: """
      Prints 'allowed' or 'blocked', then every rule the policy weighed, '✓' or '✗' first.
      The decision is made from the facts recorded up to the instant.
      """)

  static let ledgerSpec = CommandSpec(
    name: "ledger", overview: "Record facts in a ledger file, show it, or reset an unreadable one.",
    usage: "ledger <file> (record <fact> [--at <instant>] | show | reset)",
    arguments: [
      (name: "<file>", help: "The ledger file; it is created on the first record."),
      (name: "<action>", help: "record <fact>, show or reset."),
    ],
    options: [
      CommandSpec.Option(
        name: "--at", valueName: "instant", help: "When the fact happened, ISO-8601 (default: now).")
    ],
    discussion: """
      Facts: \(PopupFact.What.forms.joined(separator: ", ")).
      The subject is a campaign id for promo, a permission's name for permission, a tour's id
      for coachmarks. Writes are atomic and locked: a crash or a second writer loses nothing.
      'reset' moves the file aside to '<file>.<instant>.bak' and starts an empty ledger.
      """)

  static let runSpec = CommandSpec(
    name: "run", overview: "Drive a popup with a script of events and print a trace.",
    usage:
      "run <id> [--sample <name>] [--at <instant>] [--width <n>] [--ascii] [--strings <file>] [--json] [--screen <WxH>] [<presentation options>] --events '<event>; <event>; ...'",
    arguments: [idArgument],
    options: [
      sampleOption, atOption,
      CommandSpec.Option(
        name: "--events", valueName: "script",
        help: "Events separated by ';' (default: read one per line from standard input)."),
      widthOption, asciiOption, stringsOption,
      CommandSpec.Option(
        name: "--json",
        help: "Print JSON Lines: the frame after appearing, then after each event, with its effects."),
    ] + presentationOptions,
    discussion: """
      For each event the trace prints '> <event>', one line per effect it caused
      ('  output: ...', '  dismiss: <reason>', '  haptic: ...', '  announce: ...'),
      then the popup rendered and what its frame says (placement, countdown, hold); with
      --json, one JSON object a line instead. Text arguments go in double quotes. The first lines are the
      effects of the popup appearing. 'wait' advances the popup's local time and the wall clock
      together; while the popup is held only the wall clock runs. Instants in events are
      written as offsets from the start of the run ('at 5s'). An event with the verb of
      controls on screen that names none of them and changes nothing ('open nosuch' beside
      'open sam') is an error that names the controls there are.
      """)

  static let snapshotSpec = CommandSpec(
    name: "snapshot", overview: "Write or check the text snapshot of every sample of every kind.",
    usage: "snapshot (--write <dir> | --check <dir>)",
    options: [
      CommandSpec.Option(
        name: "--write", valueName: "dir", help: "Write one file per kind and index.txt into <dir>."),
      CommandSpec.Option(
        name: "--check", valueName: "dir",
        help: "Compare <dir> with the catalog; exit 1 and print a diff on any difference."),
    ])

  static let helpSpec = CommandSpec(
    name: "help", overview: "Show help for the tool or one of its subcommands.", usage: "help [<subcommand>]",
    arguments: [(name: "<subcommand>", help: "The subcommand to explain.")])

  static let subcommands = [
    listSpec, showSpec, runSpec, centerSpec, layoutSpec, policySpec, ledgerSpec, snapshotSpec, auditSpec,
    exploreSpec, gallerySpec, playSpec, stringsSpec, generateSpec,
  ]

  func helpCommand(_ arguments: [String]) throws(CommandError) -> String {
    guard let parsed = try parse(arguments, Self.helpSpec, positionals: 0...1) else {
      return help(for: Self.helpSpec)
    }
    guard let name = parsed.positionals.first else { return help(for: nil) }
    if name == "help" { return help(for: Self.helpSpec) }
    guard let spec = Self.subcommands.first(where: { $0.name == name }) else {
      let names = Self.subcommands.map(\.name) + ["help"]
      throw .usage(
        .unknownSubcommand(
          name, isOption: false, suggestions: PopupSuggestions.nearest(to: name, in: names), valid: names),
        command: Self.helpSpec)
    }
    return help(for: spec)
  }

  /// The help text of the tool (`nil`) or a subcommand, in swift-argument-parser's layout.
  /// Help for a subcommand; for `run`, with `kind` given, only that kind's events.
  func help(for spec: CommandSpec?, kind: (any InspectablePopupKind.Type)? = nil) -> String {
    guard let spec else {
      var text = "OVERVIEW: \(Self.main.overview)\n\nUSAGE: catalog <subcommand>\n\nOPTIONS:\n"
      text += Self.row("--version", "Show the version.") + Self.row("-h, --help", "Show help information.")
      text += "\nSUBCOMMANDS:\n"
      for subcommand in Self.subcommands + [Self.helpSpec] {
        text += Self.row(subcommand.name, subcommand.overview)
      }
      text += "\n  See 'catalog help <subcommand>' for detailed help.\n"
      text += "\nKINDS:\n  \(catalog.ids.joined(separator: ", "))\n"
      return text
    }
    var text = "OVERVIEW: \(spec.overview)\n\nUSAGE: \(spec.usageLine)\n"
    if !spec.arguments.isEmpty {
      text += "\nARGUMENTS:\n" + spec.arguments.map { Self.row($0.name, $0.help) }.joined()
    }
    text += "\nOPTIONS:\n" + spec.options.map { Self.row($0.display, $0.help) }.joined()
    text += Self.row("-h, --help", "Show help information.")
    if !spec.discussion.isEmpty { text += "\n" + spec.discussion + "\n" }
    if spec.name == Self.runSpec.name { text += eventsHelp(only: kind) }
    if spec.name == Self.centerSpec.name {
      text +=
        "\nEVENTS:\n" + PopupCenterStep.verbs(catalog: nil).map { Self.row($0.usage, $0.summary) }.joined()
    }
    return text
  }

  private func eventsHelp(only kind: (any InspectablePopupKind.Type)?) -> String {
    var text = "\nEVENTS (every kind):\n"
    text += PopupStep<Never>.sharedVerbs.map { Self.row($0.usage, $0.summary) }.joined()
    for kind in kind.map({ [$0] }) ?? catalog.kinds {
      text += "\nEVENTS (\(kind.descriptor.id)):\n" + Self.verbRows(of: kind)
    }
    return text
  }

  private static func verbRows(of kind: any InspectablePopupKind.Type) -> String {
    verbRows(kind: kind)
  }

  private static func verbRows<Kind: InspectablePopupKind>(kind: Kind.Type) -> String {
    Kind.verbs.map { row($0.usage, $0.summary) }.joined()
  }

  /// A help row: two spaces, the name padded to 24 columns, the text.
  static func row(_ name: String, _ text: String) -> String {
    let padded =
      name.count < 24
      ? name + String(repeating: " ", count: 24 - name.count)
      : name + "\n" + String(repeating: " ", count: 26)
    return "  \(padded)\(text)\n"
  }
}
