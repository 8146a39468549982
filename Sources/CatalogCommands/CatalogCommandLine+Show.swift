import PopupCatalog
import PopupCore

extension CatalogCommandLine {
  /// `catalog show <id> [--sample <name> | --all] [--width <n>] [--ascii] [--pseudo] [--rtl] [--json]`
  func show(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.showSpec
    guard let parsed = try parse(arguments, spec, positionals: 1...1) else { return help(for: spec) }
    let kind = try kind(parsed.positionals[0], spec)
    let renderer = try renderer(parsed, spec)
    let all = parsed.flags.contains("--all")
    if all, parsed.values["--sample"] != nil {
      throw .usage(.conflictingOptions("--sample <name>", "--all"), command: spec)
    }
    let available = PopupCatalog.sampleNames(of: kind)
    let names = all ? available : [parsed.values["--sample"] ?? available.first ?? ""]
    let stringsTableText = try stringsTableText(parsed, spec)
    var rendered: [RenderedSample] = []
    for name in names {
      do throws(PopupCatalogError) {
        rendered.append(
          try PopupCatalog.renderedSample(
            named: name, of: kind, renderer: renderer, pseudoLocalized: parsed.flags.contains("--pseudo"),
            stringsTableText: stringsTableText))
      } catch {
        throw .usage(.catalog(error), command: spec)
      }
    }
    if let screenText = parsed.values["--screen"] {
      if parsed.flags.contains("--json") {
        throw .usage(.conflictingOptions("--screen", "--json"), command: spec)
      }
      let screen = PopupScreen(size: try Self.size(screenText, option: "--screen", spec))
      do throws(PopupLayoutError) {
        return try rendered.map { sample throws(PopupLayoutError) in
          "## \(sample.name)\n\(sample.summary)\n"
            + (try ScreenDrawing(screen: screen, ascii: parsed.flags.contains("--ascii")).place(
              sample.tree, options: kind.defaultPresentation, renderer: renderer))
        }.joined(separator: "\n")
      } catch {
        throw .usage(.layout(error), command: spec)
      }
    }
    guard parsed.flags.contains("--json") else {
      if all { return PopupCatalog.page(of: kind, samples: rendered) }
      return rendered.map(\.text).joined(separator: "\n\n") + "\n"
    }
    let descriptor = kind.descriptor
    let samples = rendered.map { sample -> JSONValue in
      .object([
        ("name", .string(sample.name)), ("summary", .string(sample.summary)),
        ("script", sample.script.map(JSONValue.string) ?? .null),
        ("lines", .array(sample.lines.map(JSONValue.string))),
        ("tree", sample.tree.json(origin: sample.origin)),
      ])
    }
    return JSONValue.object([
      ("id", .string(descriptor.id)), ("name", .string(descriptor.name)), ("width", .number(renderer.width)),
      ("samples", .array(samples)),
    ]).serialized() + "\n"
  }
}
