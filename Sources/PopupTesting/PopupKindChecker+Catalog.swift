import PopupCatalog
import PopupCore
import PopupSupport
import PopupTextRendering

extension PopupKindChecker {
  /// For a kind with strings: with every text of its table replaced, no English built-in text
  /// is left in any tree drawn or announcement made while its samples play, and some replaced
  /// text shows.
  static func checkStrings<Kind: InspectablePopupKind>(_ kind: Kind.Type, _ report: inout Report) {
    guard let localizable = kind as? any LocalizablePopupKind.Type else { return }
    checkStrings(kind, localizable, &report)
  }

  private static func checkStrings<Kind: InspectablePopupKind, Localizable: LocalizablePopupKind>(
    _ kind: Kind.Type, _ localizable: Localizable.Type, _ report: inout Report
  ) {
    var marked = Localizable.Strings().table
    for (key, english) in marked {
      marked[key] = "⟦\(key)⟧" + english.popupPlaceholders.map { "{\($0)}" }.joined()
    }
    let english = Set(
      Localizable.Strings().table.values.filter { $0.popupPlaceholders.isEmpty && $0.count > 2 })
    var shown = 0
    do {
      let tableText = try Localizable.Strings(table: marked).tableText
      for sample in Kind.samples {
        let localized = try Kind.localized(sample, tableText: tableText)
        _ = Kind.play(localized) { moment in
          var texts = readableTexts(of: moment.session.render(at: moment.now))
          for case .announce(let text) in moment.effects { texts.append(text) }
          shown += texts.filter { $0.contains("⟦") }.count
          for text in texts where english.contains(text) {
            report.add(
              .strings, sample.name,
              "\(text.popupQuoted) is drawn in English after \(moment.step.map { "\($0)" } ?? "appearing"), "
                + "though the strings table was replaced: take it from the table")
          }
        }
      }
    } catch {
      report.add(.strings, nil, "the strings table cannot be replaced: \(error)")
      return
    }
    if shown == 0 { report.add(.strings, nil, "no text from the strings table is ever drawn") }
  }

  /// Every word a tree shows or has read: texts, titles, labels, placeholders, errors.
  static func readableTexts(of tree: RenderNode) -> [String] {
    tree.allNodes.flatMap { node -> [String] in
      switch node {
      case .text(let text, _), .badge(let text): [text]
      case .button(let title, _, let label, _, _): [title, label]
      case .field(let label, _, let placeholder, let error, _, _):
        [label, placeholder] + (error.map { [$0] } ?? [])
      case .toggle(let label, _, _, _), .progress(_, let label), .arrow(_, let label): [label]
      case .stars(_, _, let label, _, let labels): [label] + labels
      case .countdown: [node.accessibilityLabel ?? ""]
      default: []
      }
    }
  }

  /// The widths the text check draws every sample at, in columns: the renderer's whole range.
  static let checkedWidths = Array(stride(from: 20, through: 200, by: 9)) + [21, 44, 199]

  /// Pseudo-localised and right-to-left renders of every sample keep their boxes whole at
  /// every width: each line of a box as wide as the box, none wider than the width.
  static func checkWidths<Kind: InspectablePopupKind>(_ kind: Kind.Type, _ report: inout Report) {
    for name in PopupCatalog.sampleNames(of: kind) {
      for width in checkedWidths {
        for (rightToLeft, pseudo) in [(false, true), (true, false), (true, true)] {
          guard
            let sample = try? PopupCatalog.renderedSample(
              named: name, of: kind, renderer: TextRenderer(width: width, rightToLeft: rightToLeft),
              pseudoLocalized: pseudo)
          else { continue }
          if !boxesAreWhole(sample.lines) || !sample.lines.allSatisfy({ DisplayWidth.of($0) <= width }) {
            report.add(
              .widths, name,
              "a box breaks at \(width) columns (right to left \(rightToLeft), pseudo \(pseudo)):\n"
                + sample.lines.joined(separator: "\n"))
            return
          }
        }
      }
    }
  }

  /// Whether every line that starts a box (`╭` or `│`) is as wide as the box's top border.
  static func boxesAreWhole(_ lines: [String]) -> Bool {
    var boxWidth: Int?
    for line in lines {
      let trimmed = line.drop { $0 == " " }
      let indent = line.count - trimmed.count
      if trimmed.hasPrefix("╭") { boxWidth = indent + DisplayWidth.of(String(trimmed)) }
      if trimmed.hasPrefix("│") || trimmed.hasPrefix("╰") {
        guard DisplayWidth.of(line) == boxWidth else { return false }
      }
      if trimmed.hasPrefix("╰") { boxWidth = nil }
    }
    return true
  }

  /// The catalog's accessibility audit over every moment of every sample finds nothing.
  static func checkAudit<Kind: InspectablePopupKind>(_ kind: Kind.Type, _ report: inout Report) {
    for finding in PopupAudit.audit(kind).findings {
      report.add(.audit, nil, "\(finding)")
    }
  }
}
