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
    guard let script = parsed.values["--events"] ?? input() else {
      throw .usage(
        "Missing events: give '--events <script>' or pipe one event per line to standard input.",
        command: spec)
    }
    let steps: [(line: PopupScriptLine, step: CenterStep)]
    do throws(PopupScriptError) {
      steps = try PopupScript.lines(of: script).map { line throws(PopupScriptError) in
        (line, try centerStep(line))
      }
    } catch {
      throw .usage(error.message, command: spec)
    }
    var center = PopupCenter()
    var now = PopupInstant.zero
    var text = ""
    for (line, step) in steps {
      let effects: [PopupCenterEffect]
      switch step {
      case .present(let id, let kind, let priority, let autoDismiss):
        effects = Self.present(
          kind, id: id, priority: priority, autoDismiss: autoDismiss, in: &center, at: now)
      case .dismiss(let id): effects = center.dismiss(id: id, at: now)
      case .dismissAll: effects = center.dismissAll(at: now)
      case .hold: effects = center.hold(at: now)
      case .release: effects = center.release(at: now)
      case .tapOutside: effects = center.tapOutside(at: now)
      case .drag: effects = center.drag(at: now)
      case .wait(let duration):
        now += duration
        effects = center.advance(to: now)
      }
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

  private static func present(
    _ kind: any PopupKind.Type, id: String, priority: PopupPriority, autoDismiss: Duration?,
    in center: inout PopupCenter,
    at now: PopupInstant
  ) -> [PopupCenterEffect] {
    present(kind: kind, id: id, priority: priority, autoDismiss: autoDismiss, in: &center, at: now)
  }

  private static func present<Kind: PopupKind>(
    kind: Kind.Type, id: String, priority: PopupPriority, autoDismiss: Duration?,
    in center: inout PopupCenter,
    at now: PopupInstant
  ) -> [PopupCenterEffect] {
    guard let sample = Kind.samples.first else { return [] }
    return center.present(
      kind, id: id, sample.configuration, priority: priority,
      behavior: Kind.defaultBehavior.autoDismissing(
        after: autoDismiss ?? Kind.defaultBehavior.autoDismissAfter), at: now)
  }

  /// One step of a center script.
  enum CenterStep {
    case present(id: String, kind: any PopupKind.Type, priority: PopupPriority, autoDismiss: Duration?)
    case dismiss(String)
    case dismissAll, hold, release, tapOutside, drag
    case wait(Duration)
  }

  static let centerVerbs = [
    ("present", "present <id> <kind> [low|normal|high|critical] [for <n>s]"), ("dismiss", "dismiss <id>"),
    ("dismiss-all", "dismiss-all"), ("hold", "hold"), ("release", "release"), ("tap-outside", "tap-outside"),
    ("drag", "drag"), ("wait", "wait <n>s|<n>ms"),
  ]

  private func centerStep(_ line: PopupScriptLine) throws(PopupScriptError) -> CenterStep {
    guard let usage = Self.centerVerbs.first(where: { $0.0 == line.verb })?.1 else {
      let names = Self.centerVerbs.map(\.0)
      throw PopupScriptError(
        "Unknown event '\(line.verb)' for the center.\(PopupSuggestions.didYouMean(line.verb, in: names))"
          + " Valid events: \(Self.centerVerbs.map(\.1).joined(separator: ", ")).")
    }
    var arguments = PopupVerbArguments(line: line, usage: usage)
    let step: CenterStep
    switch line.verb {
    case "present":
      let id = try arguments.word("<id>")
      let kindID = try arguments.word("<kind>")
      let kind: any PopupKind.Type
      do throws(PopupCatalogError) {
        kind = try catalog.kind(withID: kindID)
      } catch {
        throw PopupScriptError("\(error.description) In '\(line.text)'.")
      }
      var priority = PopupPriority.normal
      if let word = arguments.peek(), word != "for" {
        guard let named = PopupPriority.allCases.first(where: { $0.description == word }) else {
          throw PopupScriptError(
            "Invalid priority '\(word)' in '\(line.text)': expected low, normal, high or critical."
              + PopupSuggestions.didYouMean(word, in: PopupPriority.allCases.map(\.description)))
        }
        priority = named
        _ = try arguments.word("priority")
      }
      var autoDismiss: Duration?
      if arguments.peek() == "for" {
        _ = try arguments.word("for")
        autoDismiss = try arguments.duration("<n>s")
      }
      step = .present(id: id, kind: kind, priority: priority, autoDismiss: autoDismiss)
    case "dismiss": step = .dismiss(try arguments.word("<id>"))
    case "dismiss-all": step = .dismissAll
    case "hold": step = .hold
    case "release": step = .release
    case "tap-outside": step = .tapOutside
    case "drag": step = .drag
    default: step = .wait(try arguments.duration("<n>s|<n>ms"))
    }
    try arguments.finish()
    return step
  }
}
