import PopupCatalog
import PopupCore
import PopupWebHost

extension CatalogCommandLine {
  /// `catalog list [--json]`
  func list(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    guard let parsed = try parse(arguments, Self.listSpec, positionals: 0...0) else {
      return help(for: Self.listSpec)
    }
    guard parsed.flags.contains("--json") else { return catalog.index() }
    let kinds = catalog.kinds.map { kind -> JSONValue in
      let descriptor = kind.descriptor
      let samples = PopupCatalog.sampleNames(of: kind)
      return .object([
        ("id", .string(descriptor.id)), ("name", .string(descriptor.name)),
        ("category", .string(descriptor.category.rawValue)), ("module", .string(kind.moduleName)),
        ("sampleCount", .number(samples.count)), ("samples", .array(samples.map(JSONValue.string))),
        ("summary", .string(descriptor.summary)),
      ])
    }
    return JSONValue.array(kinds).serialized() + "\n"
  }
}
