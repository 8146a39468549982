import PopupCatalog
import PopupCore
import PopupPresentation

extension CatalogCommandLine {
  static let centerSpec = CommandSpec(
    name: "center", overview: "Drive a presentation center with popups from the catalog and print the order.",
    usage: "center [--at <instant>] --events '<event>; <event>; ...'",
    options: [
      atOption,
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
      '  current: <id>; waiting: <id>, <id>' ('none' when empty).
      """)

  /// `catalog center [--at <instant>] --events '<e>; <e>'`
  func center(_ arguments: some Sequence<String>, input: () -> String?) throws(CommandError) -> String {
    let spec = Self.centerSpec
    guard let parsed = try parse(arguments, spec, positionals: 0...0) else { return help(for: spec) }
    let script = try events(parsed, spec, input: input)
    let origin = try wallOrigin(parsed, spec)
    let steps: [(line: PopupScriptLine, step: PopupCenterStep)]
    do throws(PopupScriptError) {
      steps = try PopupScript.lines(of: script).map { line throws(PopupScriptError) in
        (line, try PopupCenterStep.parse(line, catalog: catalog, origin: origin))
      }
    } catch {
      throw .usage(.script(error), command: spec)
    }
    var center = PopupCenter(now: .zero, wall: origin)
    var now = PopupInstant.zero
    var text = ""
    for (line, step) in steps {
      let effects = step.apply(to: &center, at: &now)
      text += "> \(line.text)\n"
      for effect in effects where effect.effect?.isHapticOrAnnouncement != true {
        text += "  \(effect)\n"
      }
      let waiting = center.waitingIDs
      text +=
        "  current: \(center.currentID ?? "none"); waiting: \(waiting.isEmpty ? "none" : waiting.joined(separator: ", "))\n"
    }
    return text
  }
}
