import PopupCatalog
import PopupCore
import PopupPresentation

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
    try trace(
      kind: kind, sample: parsed.values["--sample"], stringsTableText: stringsTableText, source: source,
      origin: origin, renderer: renderer, write: write)
  }

  private func trace<Kind: InspectablePopupKind>(
    kind: Kind.Type, sample name: String?, stringsTableText: String?, source: EventSource,
    origin: PopupWallInstant,
    renderer: TextRenderer,
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
    let played = Kind.play(sample, origin: origin)
    var session = played.session
    var now = played.now
    var phase = session.phase(at: now)
    try source.forEachStep(
      spec: spec,
      parse: { line throws(PopupScriptError) in
        try PopupScript.parse(line, with: verbs, subject: subject, origin: origin)
      },
      ready: {
        write(
          "= \(Kind.descriptor.id), sample '\(sample.name)' at \(session.time(at: now))\n"
            + played.effects.map { "  \($0)\n" }.joined() + "  phase: \(phase)\n"
            + renderer.render(session.render(at: now)) + "\n")
      },
      run: { (line, step, number) throws(CommandError) in
        let before = now
        let effects: [PopupEffect<Kind.Output>]
        do throws(PopupScriptError) {
          effects = try session.apply(step, at: &now)
        } catch {
          throw .usage(number.map { .onLine($0, .script(error)) } ?? .script(error), command: spec)
        }
        var text = "\n> \(line.text)\n" + effects.map { "  \($0)\n" }.joined()
        for change in session.phases(from: before, through: now) where change.phase != phase {
          phase = change.phase
          text += "  phase: \(phase)\n"
        }
        write(text + renderer.render(session.render(at: now)) + "\n")
      })
  }
}
