import PopupCatalog
import PopupCore
import PopupPresentation

extension CatalogCommandLine {
  static let centerSpec = CommandSpec(
    name: "center", overview: "Drive a presentation center with popups from the catalog and print the order.",
    usage: "center --events '<event>; <event>; ...'",
    options: [
      CommandSpec.Option(
        name: "--events", valueName: "script",
        help: "Events separated by ';' (default: read one per line from standard input).")
    ],
    discussion: """
      Each popup is a kind from the catalog in its default sample's configuration. After each
      event the trace prints '> <event>', '  dismissed <id>: <reason>' for each popup that left
      the screen (preempted ones come back), '  <id> output: <output>' for what popups told the
      app, then '  current: <id>; waiting: <id>, <id>' ('none' when empty).

      EVENTS:
        present <id> <kind> [low|normal|high|critical] [for <n>s]
                                show a popup (default priority normal; 'for' auto-dismisses)
        dismiss <id>            dismiss the current or a waiting popup
        dismiss-all             dismiss every popup
        hold, release           pause and resume the current popup's countdowns
        tap-outside, drag       gestures on the current popup
        wait <n>s|<n>ms         let time pass, firing what falls due
      """)

  /// `catalog center --events '<e>; <e>'`
  func center(_ arguments: some Sequence<String>, input: () -> String?) throws(CommandError) -> String {
    let spec = Self.centerSpec
    guard let parsed = try parse(arguments, spec, positionals: 0...0) else { return help(for: spec) }
    let script = try events(parsed, spec, input: input)
    let steps: [(line: PopupScriptLine, step: PopupCenterStep)]
    do throws(PopupScriptError) {
      steps = try PopupScript.lines(of: script).map { line throws(PopupScriptError) in
        (line, try PopupCenterStep.parse(line, catalog: catalog))
      }
    } catch {
      throw .usage(error.message, command: spec)
    }
    var center = PopupCenter()
    var now = PopupInstant.zero
    var text = ""
    for (line, step) in steps {
      let effects = step.apply(to: &center, at: &now)
      text += "> \(line.text)\n"
      for effect in effects where effect.effect.dismissReason != nil || effect.effect.output != nil {
        text += "  \(effect)\n"
      }
      let waiting = center.waitingIDs
      text +=
        "  current: \(center.currentID ?? "none"); waiting: \(waiting.isEmpty ? "none" : waiting.joined(separator: ", "))\n"
    }
    return text
  }
}
