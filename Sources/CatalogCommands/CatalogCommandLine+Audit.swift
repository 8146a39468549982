import PopupCatalog
import PopupSupport

extension CatalogCommandLine {
  static let auditSpec = CommandSpec(
    name: "audit", overview: "Check every sample of every kind (or one kind) for accessibility problems.",
    usage: "audit [<id>] [--depth <n>] [--max-states <n>]",
    arguments: [(name: "<id>", help: "The popup kind to audit (default: every kind).")],
    options: explorerBoundOptions(PopupAudit.defaultExplorer),
    discussion: """
      Plays every sample step by step and checks each tree it draws: every interactive node
      has a label and an action (the kind checker's own check); no label is a symbol's name;
      no button shows only a symbol without words; every button's label holds the words it
      shows (WCAG 2.5.3, so voice control can press it by them); a modal card or sheet keeps
      assistive focus inside it and has a way out (close, cancel, reject, or dismissible);
      Return never does what a destructive button does; stars, steps and errors that change
      are announced; a toast with an action that goes within 10 s can be held. Then it checks
      every state 'catalog explore' reaches from each sample within the bounds, and every step
      between two of them for its announcements. Prints each finding with its kind, sample,
      moment (the shortest script to it) and node, and exits 1 when there is any.
      """)

  /// `catalog audit [<id>]`
  func audit(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.auditSpec
    guard let parsed = try parse(arguments, spec, positionals: 0...1) else { return help(for: spec) }
    let kinds =
      try parsed.positionals.first.map { id throws(CommandError) in [try kind(id, spec)] } ?? catalog.kinds
    let explorer = try explorer(parsed, spec, defaults: PopupAudit.defaultExplorer)
    let report = PopupAudit.audit(kinds, explorer: explorer)
    let scope =
      "\(String.popupCount(kinds.count, "kind")), \(String.popupCount(report.samples, "sample")), "
      + "\(String.popupCount(report.states, "explored state")), \(String.popupCount(report.nodes, "node"))"
    guard report.findings.isEmpty else {
      throw .failure(
        "\(String.popupCount(report.findings.count, "accessibility finding")) in \(scope):\n"
          + report.findings.map { "  \($0)\n" }.joined() + "Fix each, then run 'catalog audit' again.")
    }
    return "Audited \(scope): no findings.\n"
  }
}
