import PopupCatalog
import PopupCore
import PopupSupport
import PopupTextRendering
import Testing

/// Pseudo-localised and right-to-left renders of every sample of every linked kind keep their
/// boxes whole at every width: each line of a box as wide as the box, nothing lost.
@Suite("Pseudo-localised and right-to-left renders")
struct MirroredAndPseudoRenderTests {
  static let kinds: [any InspectablePopupKind.Type] = (try? PopupCatalog.linked.kinds) ?? []

  /// Every line that starts a box (`╭` or `│`) is as wide as the box's top border.
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

  @Test(arguments: kinds.map { $0.descriptor.id })
  func everySampleStaysWholeFrom20To200Columns(id: String) throws {
    let kind = try PopupCatalog.linked.kind(withID: id)
    for name in PopupCatalog.sampleNames(of: kind) {
      for width in stride(from: 20, through: 200, by: 9) + [21, 44, 199] {
        for (rightToLeft, pseudo) in [(false, true), (true, false), (true, true)] {
          let renderer = TextRenderer(width: width, rightToLeft: rightToLeft)
          let sample = try PopupCatalog.renderedSample(
            named: name, of: kind, renderer: renderer, pseudoLocalized: pseudo)
          #expect(
            Self.boxesAreWhole(sample.lines),
            "\(id) \(name) at \(width), rtl \(rightToLeft), pseudo \(pseudo):\n\(sample.lines.joined(separator: "\n"))"
          )
          #expect(sample.lines.allSatisfy { DisplayWidth.of($0) <= width })
        }
      }
    }
  }

  @Test func pseudoTextIsAccentedBracketedAndAbout40PercentLonger() {
    #expect(PopupPseudoLocalization.text("Submit") == "[Šûƀɱîţ ~]")
    #expect(PopupPseudoLocalization.text("") == "")
    // A placeholder keeps its name, so a pseudo-localised template is still filled in.
    #expect(PopupPseudoLocalization.text("{time} left") == "[{time} ľéƒţ ~~]")
    #expect(PopupPseudoLocalization.text("{time} left").popupFilling("time", "4s") == "[4s ľéƒţ ~~]")
    let english = "What could we do better for you today?"
    let pseudo = PopupPseudoLocalization.text(english)
    #expect(pseudo.hasPrefix("[Ŵĥáţ çöûľď ŵé ďö ƀéţţéŕ ƒöŕ ýöû ţöďáý?") && pseudo.hasSuffix("~]"))
    #expect(Double(pseudo.count) / Double(english.count) >= 1.4)
    #expect(Double(pseudo.count) / Double(english.count) < 1.5)
    #expect(PopupPseudoLocalization.text("3 of 5") == "[3 öƒ 5 ~]")
  }

  @Test func pseudoKeepsActionsSymbolsAndTypedText() {
    let tree = RenderNode.card(
      style: .standard,
      children: [
        .icon("star.fill"),
        .field(
          label: "Name", text: "maya", placeholder: "Your name", error: "Required.",
          action: PopupFieldAction("type"), isSecure: false),
        .button("Save", role: .primary, accessibilityLabel: "Save", action: PopupAction("save")),
      ])
    #expect(
      tree.pseudoLocalized()
        == .card(
          style: .standard,
          children: [
            .icon("star.fill"),
            .field(
              label: "[Ñáɱé ~]", text: "maya", placeholder: "[Ýöûŕ ñáɱé ~]", error: "[Ŕéqûîŕéď. ~]",
              action: PopupFieldAction("type"), isSecure: false),
            .button("[Šávé ~]", role: .primary, accessibilityLabel: "[Šávé ~]", action: PopupAction("save")),
          ]))
  }

  @Test func rightToLeftMirrorsRowsBarsAndFlushText() {
    let tree = RenderNode.card(
      style: .standard,
      children: [
        .hstack([
          .button("OK", role: .primary, accessibilityLabel: "OK", action: PopupAction("ok")),
          .button("Cancel", role: .cancel, accessibilityLabel: "Cancel", action: PopupAction("cancel")),
        ]),
        .toggle(label: "Sync", isOn: true, isLocked: false, action: PopupAction("toggle")),
        .countdown(remaining: .seconds(2), fraction: 0.5, style: .bar, labelTemplate: "{time} left"),
        .stars(filled: 2, count: 3, accessibilityLabel: "2 of 3", actions: [], labels: []),
      ])
    #expect(
      TextRenderer(width: 24, rightToLeft: true).lines(of: tree) == [
        "╭──────────────────────╮",
        "│ ( Cancel )  [[ OK ]] │",
        "│             Sync [x] │",
        "│ 2.0s [░░░░░░███████] │",
        "│         ☆ ★ ★        │",
        "╰──────────────────────╯",
      ])
    #expect(
      TextRenderer(width: 24).lines(of: tree) == [
        "╭──────────────────────╮",
        "│ [[ OK ]]  ( Cancel ) │",
        "│ [x] Sync             │",
        "│ [███████░░░░░░] 2.0s │",
        "│        ★ ★ ☆         │",
        "╰──────────────────────╯",
      ])
  }
}
