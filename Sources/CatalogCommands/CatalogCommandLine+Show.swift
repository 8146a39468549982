import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTextRendering
import PopupWebHost

extension CatalogCommandLine {
  /// `catalog show <id> [--sample <name> | --all] [--width <n>] [--ascii] [--pseudo] [--rtl]
  /// [--strings <file>] [--json] [--screen <WxH>] [presentation options]`
  func show(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.showSpec
    guard let parsed = try parse(arguments, spec, positionals: 1...1) else { return help(for: spec) }
    let kind = try kind(parsed.positionals[0], spec)
    let renderer = try renderer(parsed, spec)
    let all = parsed.flags.contains("--all")
    if all, parsed.values["--sample"] != nil {
      throw .usage(.conflictingOptions("--sample <name>", or: "--all"), command: spec)
    }
    let screen = try screen(parsed, spec)
    let overrides = try overrides(parsed, spec)
    let available = PopupCatalog.sampleNames(of: kind)
    let names = all ? available : [parsed.values["--sample"] ?? available.first ?? ""]
    let stringsTableText = try stringsTableText(parsed, spec)
    var rendered: [RenderedSample] = []
    for name in names {
      do throws(PopupCatalogError) {
        rendered.append(
          try PopupCatalog.renderedSample(
            named: name, of: kind, renderer: renderer, pseudoLocalized: parsed.flags.contains("--pseudo"),
            stringsTableText: stringsTableText, screen: screen, overrides: overrides))
      } catch {
        throw .usage(.catalog(error), command: spec)
      }
    }
    let descriptor = kind.descriptor
    if parsed.flags.contains("--json") {
      let samples = rendered.map { sample -> JSONValue in
        .object([
          ("name", .string(sample.name)), ("summary", .string(sample.summary)),
          ("script", sample.script.map(JSONValue.string) ?? .null),
          ("lines", .array(sample.lines.map(JSONValue.string))),
          ("frame", sample.frame.json(kind: descriptor.id, at: sample.instant, origin: sample.origin)),
        ])
      }
      return JSONValue.object([
        ("schemaVersion", .number(PopupFrame.schemaVersion)), ("id", .string(descriptor.id)),
        ("name", .string(descriptor.name)), ("samples", .array(samples)),
      ]).serialized() + "\n"
    }
    if screen != nil {
      return rendered.map { sample in
        "## \(sample.name)\n\(sample.summary)\n"
          + ScreenDrawing(screen: sample.frame.screen, ascii: renderer.isASCII).draw(
            sample.frame, renderer: renderer)
      }.joined(separator: "\n")
    }
    if all { return PopupCatalog.page(of: kind, samples: rendered) }
    return rendered.map(\.text).joined(separator: "\n\n") + "\n"
  }
}
