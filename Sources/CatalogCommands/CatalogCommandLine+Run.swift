import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTextRendering
import PopupWebHost

extension CatalogCommandLine {
  /// `catalog run <id> [--sample <name>] [--width <n>] [--ascii] --events '<e>; <e>'`
  func runCommand(_ arguments: some Sequence<String>, lines: (() -> String?)?, write: (String) -> Void)
    throws(CommandError)
  {
    let spec = Self.runSpec
    let arguments = Array(arguments)
    guard let parsed = try parse(arguments, spec, positionals: 1...1) else {
      // `catalog run <id> -h` lists that kind's events only.
      if let id = arguments.first(where: { !$0.hasPrefix("-") }), let kind = try? catalog.kind(withID: id) {
        return write(help(for: spec, kind: kind))
      }
      return write(help(for: spec))
    }
    let kind = try kind(parsed.positionals[0], spec)
    let renderer = try renderer(parsed, spec)
    let source = try eventSource(parsed, spec, lines: lines)
    let origin = try wallOrigin(parsed, spec)
    let stringsTableText = try stringsTableText(parsed, spec)
    let presentation = TracePresentation(
      screen: try screen(parsed, spec), overrides: try overrides(parsed, spec),
      json: parsed.flags.contains("--json"))
    try trace(
      kind: kind, sample: parsed.values["--sample"], stringsTableText: stringsTableText, source: source,
      origin: origin, renderer: renderer, presentation: presentation, write: write)
  }

  /// How a trace presents its popup and prints it.
  private struct TracePresentation {
    var screen: PopupScreen?
    var overrides: PopupPresentationOverrides
    var json: Bool
  }

  private func trace<Kind: InspectablePopupKind>(
    kind: Kind.Type, sample name: String?, stringsTableText: String?, source: EventSource,
    origin: PopupWallInstant,
    renderer: TextRenderer, presentation: TracePresentation,
    write: (String) -> Void
  ) throws(CommandError) {
    let spec = Self.runSpec
    let sample: PopupSample<Kind>
    do throws(PopupCatalogError) {
      sample = try Kind.sample(named: name, stringsTableText: stringsTableText)
    } catch {
      throw .usage(.catalog(error), command: spec)
    }
    let verbs = PopupStep<Kind.Event>.verbs(of: kind)
    let subject = "popup kind '\(Kind.descriptor.id)'"
    let played = Kind.play(
      sample, origin: origin, screen: presentation.screen,
      behavior: presentation.overrides.applied(to: Kind.defaultBehavior),
      options: presentation.overrides.applied(to: sample.options ?? Kind.defaultPresentation))
    var session = played.session
    var now = played.now
    var phase = session.phase(at: now)
    /// A JSON line: the step, its effects, and the frame after it.
    func jsonLine(_ step: String?, _ effects: [PopupEffect<Kind.Output>]) -> String {
      JSONValue.object([
        ("schemaVersion", .number(PopupFrame.schemaVersion)), ("step", step.map(JSONValue.string) ?? .null),
        ("effects", .array(effects.map { .string("\($0)") })),
        ("frame", session.frame(at: now).json(kind: Kind.descriptor.id, at: now, origin: origin)),
      ]).compact() + "\n"
    }
    /// The popup drawn, then what its frame says; once it has ended, only that it has.
    func drawing() -> String {
      if let reason = session.endReason { return "  ended: \(reason)\n" }
      let frame = session.frame(at: now)
      return renderer.render(frame.content) + "\n" + frame.summaryLines.map { "  \($0)\n" }.joined()
    }
    try source.forEachStep(
      spec: spec,
      parse: { line throws(PopupScriptError) in
        try PopupScript.parse(line, with: verbs, subject: subject, origin: origin)
      },
      ready: {
        if presentation.json { return write(jsonLine(nil, played.effects)) }
        write(
          "= \(Kind.descriptor.id), sample '\(sample.name)' at \(session.time(at: now))\n"
            + played.effects.map { "  \($0)\n" }.joined() + "  phase: \(phase)\n" + drawing())
      },
      run: { (line, step, number) throws(CommandError) in
        let before = now
        let effects: [PopupEffect<Kind.Output>]
        do throws(PopupScriptError) {
          try Self.checkPressesSomethingOnScreen(step, line: line.text, of: session, at: now)
          effects = try session.apply(step, at: &now)
        } catch {
          throw .usage(number.map { .onLine($0, error: .script(error)) } ?? .script(error), command: spec)
        }
        if presentation.json { return write(jsonLine(line.text, effects)) }
        var text = "\n> \(line.text)\n" + effects.map { "  \($0)\n" }.joined()
        for change in session.phases(from: before, through: now) where change.phase != phase {
          phase = change.phase
          text += "  phase: \(phase)\n"
        }
        write(text + drawing())
      })
  }

  /// A kind's event whose verb is one the screen's controls send (`open sam`, `select share`)
  /// but that names none of them and changes nothing is a mistake in the script, not a step:
  /// `open nosuch` names the controls there are. An event no control sends (the app's own) and
  /// one that changes something are steps as ever.
  static func checkPressesSomethingOnScreen<Kind: InspectablePopupKind>(
    _ step: PopupStep<Kind.Event>, line: String, of session: PopupSession<Kind>, at now: PopupInstant
  ) throws(PopupScriptError) {
    guard case .send(let event) = step, !session.isEnded else { return }
    if let missing = Kind.missingTarget(of: event, in: session.state) {
      throw .cannotRun(line: line, reason: missing)
    }
    let origin = session.scriptOrigin
    let written = PopupScript.line(for: step, of: Kind.self, origin: origin)
    let verb = written.split(separator: " ").first.map(String.init)
    let controls = PopupControls(session.render(at: now)).pressables.map(\.action)
    let sameVerb = controls.filter { $0.verb == verb }.map { $0.scriptLine(origin: origin) }
    guard !sameVerb.isEmpty, !sameVerb.contains(written) else { return }
    var trial = session
    var trialNow = now
    guard (try? trial.apply(step, at: &trialNow))?.isEmpty == true, trial == session else { return }
    throw .cannotRun(
      line: line,
      reason: "it presses nothing on screen, and changes nothing; the controls for '\(verb ?? "")' are "
        + sameVerb.map { "'\($0)'" }.joined(separator: ", "))
  }
}
