import PopupCatalog
import PopupCore
import PopupPresentation
import PopupSupport
import PopupWebHost

extension CatalogCommandLine {
  static let exploreSpec = CommandSpec(
    name: "explore", overview: "Walk every state a popup can reach and check every rule in each.",
    usage: "explore <id> [--sample <name>] [--depth <n>] [--max-states <n>] [--no-settings] [--json | --dot]",
    arguments: [idArgument],
    options: [
      CommandSpec.Option(
        name: "--sample", valueName: "name", help: "The sample to start from (default: every sample).")
    ] + explorerBoundOptions(.standard) + [
      CommandSpec.Option(
        name: "--no-settings",
        help: "Leave the accessibility settings as the sample has them: the same bounds reach further."),
      CommandSpec.Option(
        name: "--json",
        help: "Print every distinct state with its shortest script and its frame, and every transition."),
      CommandSpec.Option(
        name: "--dot", help: "Print the state graph for Graphviz ('dot -Tsvg'), one node per short name."),
    ],
    discussion: """
      Breadth first from the sample, the explorer takes every step from every state: every
      control the screen draws enabled, each of the kind's example texts typed into every
      field drawn, the kind's example events, tap, tap-outside, drag, hold or release, each
      accessibility setting turned the other way (not with --no-settings), dismiss, and
      time, which moves only to the next deadline. Equal states are one; a control that
      changes nothing is a transition to the same state. In every state it checks the rules every popup keeps
      (an ended popup ignores everything, one ending with its reason, held time never
      counts, no deadline overdue, every line fits) and the kind's own invariants. It prints
      TLC's figures (states generated, distinct states, transitions, depth) and whether the
      space was exhausted or bounded, and exits 1 with the shortest script that breaks a
      rule, as a 'catalog run' command.
      """)

  /// `--depth <n>` and `--max-states <n>`, as `explore` and `audit` take them, with their
  /// defaults.
  static func explorerBoundOptions(_ defaults: PopupExplorer) -> [CommandSpec.Option] {
    [
      CommandSpec.Option(
        name: "--depth", valueName: "n",
        help: "How many steps from each sample to explore (default: \(defaults.maxDepth))."),
      CommandSpec.Option(
        name: "--max-states", valueName: "n",
        help: "How many distinct states to explore from each sample (default: \(defaults.maxStates))."),
    ]
  }

  /// `catalog explore <id> [--sample <name>] [--depth <n>] [--max-states <n>] [--json | --dot]`
  func explore(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.exploreSpec
    guard let parsed = try parse(arguments, spec, positionals: 1...1) else { return help(for: spec) }
    let kind = try kind(parsed.positionals[0], spec)
    if parsed.flags.contains("--json") && parsed.flags.contains("--dot") {
      throw .usage(.conflictingOptions("--json", or: "--dot"), command: spec)
    }
    var explorer = try explorer(parsed, spec, defaults: PopupExplorer.standard)
    if parsed.flags.contains("--no-settings") {
      // The bounds are in range already, so this explorer is always made.
      explorer =
        (try? PopupExplorer(maxDepth: explorer.maxDepth, maxStates: explorer.maxStates, takesSettings: false))
        ?? explorer
    }
    return try explore(kind, sample: parsed.values["--sample"], explorer: explorer, parsed: parsed, spec)
  }

  /// The explorer `--depth` and `--max-states` ask for; the explorer itself says what is
  /// in range.
  func explorer(_ parsed: ParsedArguments, _ spec: CommandSpec, defaults: PopupExplorer) throws(CommandError)
    -> PopupExplorer
  {
    let options = [("--depth", defaults.maxDepth), ("--max-states", defaults.maxStates)]
    var bounds: [Int] = []
    for (option, fallback) in options {
      let text = parsed.values[option]
      // A whole number too large to count is still one: it is out of range, as the
      // explorer says below.
      let tooLarge =
        text.map { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } && Int($0) == nil } ?? false
      guard let value = tooLarge ? Int.max : text.map({ Int($0) }) ?? fallback else {
        throw .usage(
          .invalidValue(
            option: option, value: text ?? "", expected: "a whole number, as in '\(option) \(fallback)'"),
          command: spec)
      }
      bounds.append(value)
    }
    do throws(PopupExplorerError) {
      return try PopupExplorer(maxDepth: bounds[0], maxStates: bounds[1])
    } catch {
      switch error {
      case .invalidBound(let name, let value, let valid):
        let option = name == "depth" ? "--depth" : "--max-states"
        throw .usage(
          .invalidValue(
            option: option, value: parsed.values[option] ?? String(value),
            expected: "a whole number from \(valid.lowerBound) to \(valid.upperBound)"),
          command: spec)
      }
    }
  }

  private func explore<Kind: InspectablePopupKind>(
    _ kind: Kind.Type, sample name: String?, explorer: PopupExplorer, parsed: ParsedArguments,
    _ spec: CommandSpec
  ) throws(CommandError) -> String {
    let samples: [PopupSample<Kind>]
    do throws(PopupCatalogError) {
      samples =
        try name.map { name throws(PopupCatalogError) in [try Kind.sample(named: name)] } ?? Kind.samples
    } catch {
      throw .usage(.catalog(error), command: spec)
    }
    let explorations = explorer.explore(samples)
    if parsed.flags.contains("--json") { return ExplorationJSON.document(explorations, explorer: explorer) }
    if parsed.flags.contains("--dot") { return ExplorationGraph.dot(explorations) }
    let text = ExplorationSummary.text(explorations, explorer: explorer)
    guard explorations.allSatisfy({ $0.violation == nil }) else { throw .failure(text) }
    return text
  }
}

/// The figures of explorations as the tool prints them.
enum ExplorationSummary {
  static func text<Kind: InspectablePopupKind>(
    _ explorations: [PopupExploration<Kind>], explorer: PopupExplorer
  )
    -> String
  {
    let width = explorations.map(\.sample.name.count).max() ?? 0
    var text =
      "Explored \(Kind.descriptor.id) from \(String.popupCount(explorations.count, "sample")) "
      + "(at most \(explorer.maxDepth) steps deep, \(explorer.maxStates) states):\n"
    for exploration in explorations {
      let name = exploration.sample.name
      text += "  \(name):\(String(repeating: " ", count: width - name.count)) \(exploration.figures)\n"
    }
    let violations = explorations.compactMap(\.violation)
    let distinct = explorations.map(\.figures.distinct).reduce(0, +)
    text += "\(distinct) distinct states in all; \(String.popupCount(violations.count, "violation"))."
    for (exploration, violation) in explorations.compactMap({ e in e.violation.map { (e, $0) } }) {
      text += "\n\(exploration.sample.name): \(violation)"
    }
    return text + "\n"
  }
}
