import PopupCatalog
import PopupCore
import PopupPresentation

extension CatalogCommandLine {
  static let centerSpec = CommandSpec(
    name: "center", overview: "Drive a presentation center with popups from the catalog and print the order.",
    usage: "center [--at <instant>] [--width <n>] [--ascii] --events '<event>; <event>; ...'",
    options: [
      atOption, widthOption, asciiOption,
      CommandSpec.Option(
        name: "--events", valueName: "script",
        help: "Events separated by ';' (default: read one per line from standard input)."),
    ],
    discussion: """
      Each popup is a kind from the catalog in its default sample's configuration. After each
      event the trace prints '> <event>', then what happened to the popups, in order:
      '  shown <id>' when one comes on screen, '  paused <id>' when a more urgent one takes its
      place and '  shown <id> again' when it comes back, '  <id> output: <output>' for what a
      popup told the app, '  dismissed <id>: <reason>' once for each popup that ended; then
      '  current: <id>; waiting: <id>, <id>' ('none' when empty), and the current popup drawn.
      'send <id> <event>' sends a presented popup one of its kind's events, written as
      'catalog run' writes them ('send a star 5').
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
    var center = PopupCenter(now: .zero, wall: origin)
    var now = PopupInstant.zero
    try source.forEachStep(
      spec: spec,
      parse: { line throws(PopupScriptError) in
        try PopupCenterStep.parse(line, catalog: catalog, origin: origin)
      },
      run: { (line, step, number) throws(CommandError) in
        let effects: [PopupCenterEffect]
        do throws(PopupScriptError) {
          effects = try step.apply(to: &center, at: &now, origin: origin)
        } catch {
          throw .usage(number.map { .onLine($0, .script(error)) } ?? .script(error), command: spec)
        }
        var text = "> \(line.text)\n"
        for effect in effects where effect.effect?.isHapticOrAnnouncement != true {
          text += "  \(effect)\n"
        }
        let waiting = center.waitingIDs
        text +=
          "  current: \(center.currentID ?? "none"); waiting: \(waiting.isEmpty ? "none" : waiting.joined(separator: ", "))\n"
        if let tree = center.render(at: now) { text += renderer.render(tree) + "\n" }
        write(text)
      })
  }
}
