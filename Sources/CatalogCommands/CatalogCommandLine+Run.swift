import PopupCatalog
import PopupCore
import PopupPresentation

extension CatalogCommandLine {
  /// `catalog run <id> [--sample <name>] [--width <n>] [--ascii] --events '<e>; <e>'`
  func runCommand(_ arguments: some Sequence<String>, input: () -> String?) throws(CommandError) -> String {
    let spec = Self.runSpec
    guard let parsed = try parse(arguments, spec, positionals: 1...1) else { return help(for: spec) }
    let kind = try kind(parsed.positionals[0], spec)
    let renderer = try renderer(parsed, spec)
    let script = try events(parsed, spec, input: input)
    let origin = try wallOrigin(parsed, spec)
    return try trace(
      kind: kind, sample: parsed.values["--sample"], script: script, origin: origin, renderer: renderer)
  }

  private func trace<Kind: InspectablePopupKind>(
    kind: Kind.Type, sample name: String?, script: String, origin: PopupWallInstant, renderer: TextRenderer
  )
    throws(CommandError) -> String
  {
    let sample: PopupSample<Kind>
    let steps: [(line: PopupScriptLine, step: PopupStep<Kind.Event>)]
    do throws(PopupCatalogError) {
      sample =
        try Kind.sample(named: name ?? Kind.samples.first?.name ?? "")
    } catch {
      throw .usage(.catalog(error), command: Self.runSpec)
    }
    do throws(PopupScriptError) {
      steps = try PopupScript.steps(for: kind, from: script, origin: origin)
    } catch {
      throw .usage(.script(error), command: Self.runSpec)
    }
    let played = Kind.play(sample, origin: origin)
    var session = played.session
    var now = played.now
    var text = "= \(Kind.descriptor.id), sample '\(sample.name)' at \(session.time(at: now))\n"
    var phase = session.phase(at: now)
    text += played.effects.map { "  \($0)\n" }.joined() + "  phase: \(phase)\n"
    text += renderer.render(session.render(at: now)) + "\n"
    for (line, step) in steps {
      let effects: [PopupEffect<Kind.Output>]
      let before = now
      do throws(PopupScriptError) {
        effects = try session.apply(step, at: &now)
      } catch {
        throw .usage(.script(error), command: Self.runSpec)
      }
      text += "\n> \(line.text)\n"
      text += effects.map { "  \($0)\n" }.joined()
      for change in session.phases(from: before, through: now) where change.phase != phase {
        phase = change.phase
        text += "  phase: \(phase)\n"
      }
      text += renderer.render(session.render(at: now)) + "\n"
    }
    return text
  }
}
