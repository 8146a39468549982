import PopupCatalog
import PopupCore
import PopupSupport
import PopupTesting
import PopupTextRendering
import Testing

/// Pseudo-localisation and right-to-left drawing (that every sample of every kind keeps its
/// boxes whole in both, at every width, is the kind checker's `widths` check).
@Suite("Pseudo-localised and right-to-left renders", .watchdog)
struct MirroredAndPseudoRenderTests {
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
