import PopupCatalog
import PopupCore
import PopupPresentation
import PopupSupport
import PopupWebHost

extension CatalogCommandLine {
  static let centerSpec = CommandSpec(
    name: "center", overview: "Drive a presentation center with popups from the catalog and print the order.",
    usage:
      "center [--at <instant>] [--width <n>] [--ascii] [--json] [--screen <WxH>] [<presentation options>] --events '<event>; <event>; ...'",
    options: [
      atOption, widthOption, asciiOption,
      CommandSpec.Option(
        name: "--events", valueName: "script",
        help: "Events separated by ';' (default: read one per line from standard input)."),
      CommandSpec.Option(
        name: "--json",
        help: "Print JSON Lines: after each event its effects, the current popup's frame and the queue."),
    ] + presentationOptions,
    discussion: """
      Each popup is a kind from the catalog in its default sample's configuration. After each
      event the trace prints '> <event>', then what happened to the popups, in order:
      '  shown <id>' when one comes on screen, '  paused <id>' when a more urgent one takes its
      place and '  shown <id> again' when it comes back, '  <id> output: <output>' for what a
      popup told the app, '  <id> haptic: <haptic>' and '  <id> announce: "<text>"' for what
      the person feels and hears (as 'catalog run' prints them), '  dismissed <id>: <reason>'
      once for each popup that ended; then
      '  current: <id>; waiting: <id>, <id>' ('none' when empty), and the current popup drawn.
      'send <id> <event>' sends a presented popup one of its kind's events, written as
      'catalog run' writes them ('send a star 5'). The presentation options apply to every
      popup presented; 'for <n>s' in a 'present' sets that popup's auto-dismiss over them.
      An id is one word; 'dismiss <id>' of an id the script never presented is an error, of
      one that has ended does nothing.
      """)

  /// `catalog center [--at <instant>] [--width <n>] [--ascii] --events '<e>; <e>'`
  func center(_ arguments: some Sequence<String>, lines: (() -> String?)?, write: (String) -> Void)
    throws(CommandError)
  {
    let spec = Self.centerSpec
    guard let parsed = try parse(arguments, spec, positionals: 0...0) else { return write(help(for: spec)) }
    let source = try eventSource(parsed, spec, lines: lines)
    let origin = try wallOrigin(parsed, spec)
    let renderer = try renderer(parsed, spec)
    let overrides = try overrides(parsed, spec)
    let json = parsed.flags.contains("--json")
    var center = PopupCenter(now: .zero, wall: origin)
    if let screen = try screen(parsed, spec) {
      // Checked by `screen(_:_:)`: a screen with a problem is a usage error before this.
      _ = try? center.setScreen(screen, at: .zero)
    }
    var now = PopupInstant.zero
    // Every id presented so far: dismissing one that has ended is a step that does nothing,
    // dismissing one never presented is a mistake in the script.
    var presented: Set<String> = []
    try source.forEachStep(
      spec: spec,
      parse: { line throws(PopupScriptError) in
        try PopupCenterStep.parse(line, catalog: catalog, origin: origin)
      },
      run: { (line, step, number) throws(CommandError) in
        let effects: [PopupCenterEffect]
        do throws(PopupScriptError) {
          if case .present(let id, _, _, _) = step { presented.insert(id) }
          if case .dismiss(let id) = step, !presented.contains(id) {
            let ids = presented.sorted()
            throw .invalidArgument(
              "<id>", value: id, line: line.text,
              expected: ids.isEmpty
                ? "a popup this script presented, and it presented none"
                : "a popup this script presented: " + ids.joined(separator: ", "),
              usage: "dismiss <id>", suggestions: PopupSuggestions.nearest(to: id, in: ids))
          }
          effects = try step.apply(to: &center, at: &now, origin: origin, overrides: overrides)
        } catch {
          throw .usage(number.map { .onLine($0, error: .script(error)) } ?? .script(error), command: spec)
        }
        if json { return write(Self.centerLine(line.text, effects, center, at: now, origin: origin)) }
        var text = "> \(line.text)\n"
        for effect in effects { text += "  \(effect)\n" }
        let waiting = center.waitingIDs
        text +=
          "  current: \(center.currentID ?? "none"); waiting: \(waiting.isEmpty ? "none" : waiting.joined(separator: ", "))\n"
        let frame = center.frame(at: now)
        if let current = frame.current {
          text += renderer.render(current.frame.content) + "\n"
          text += current.frame.summaryLines.map { "  \($0)\n" }.joined()
        }
        write(text)
      })
  }

  /// A line of `catalog center --json`: the step, what happened, the current popup's frame
  /// and the queue behind it.
  static func centerLine(
    _ step: String, _ effects: [PopupCenterEffect], _ center: PopupCenter, at now: PopupInstant,
    origin: PopupWallInstant
  ) -> String {
    let frame = center.frame(at: now)
    let current: JSONValue =
      frame.current.map { current in
        let kind = (center.kind(of: current.id) as? any InspectablePopupKind.Type)?.descriptor.id
        return .object([
          ("id", .string(current.id)),
          ("frame", current.frame.json(kind: kind ?? "unknown", at: now, origin: origin)),
        ])
      } ?? .null
    let waiting = frame.waiting.map { waiting -> JSONValue in
      .object([
        ("id", .string(waiting.id)), ("priority", .string(waiting.priority.description)),
        ("kind", .string((waiting.kind as? any InspectablePopupKind.Type)?.descriptor.id ?? "unknown")),
      ])
    }
    return JSONValue.object([
      ("schemaVersion", .number(PopupFrame.schemaVersion)), ("step", .string(step)),
      ("effects", .array(effects.map { .string("\($0)") })), ("current", current),
      ("waiting", .array(waiting)),
    ]).compact() + "\n"
  }
}
