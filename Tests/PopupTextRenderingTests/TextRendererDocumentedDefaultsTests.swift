import PopupCore
import PopupTesting
import PopupTextRendering
import Testing

/// A card whose text wraps at any width below 60 columns, with a control that draws
/// differently in ASCII and on a mirrored row: every default of the renderer shows in it.
private enum Case {
  static let card = RenderNode.card(
    style: .standard,
    children: [
      .text("A sentence long enough to wrap at the default width of the renderer.", role: .body),
      .hstack([.text("★", role: .title), .text("Stars", role: .body)]),
    ])
}

/// The text renderer's defaults, a row each: 44 columns, Unicode box drawing, left to right.
@Suite("TextRenderer: documented defaults")
struct TextRendererDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("TextRenderer.defaultWidth", 44) { TextRenderer.defaultWidth },
    .init("TextRenderer.width", 44) { TextRenderer().width },
    .init(
      "TextRenderer.init width",
      defaulted: { TextRenderer().render(Case.card) },
      documented: { TextRenderer(width: 44).render(Case.card) },
      neighbour: { TextRenderer(width: 45).render(Case.card) }),
    .init(
      "TextRenderer.init ascii",
      defaulted: { TextRenderer().render(Case.card) },
      documented: { TextRenderer(ascii: false).render(Case.card) },
      neighbour: { TextRenderer(ascii: true).render(Case.card) }),
    .init(
      "TextRenderer.init rightToLeft",
      defaulted: { TextRenderer().render(Case.card) },
      documented: { TextRenderer(rightToLeft: false).render(Case.card) },
      neighbour: { TextRenderer(rightToLeft: true).render(Case.card) }),
    .init("TextRenderer.isASCII", false) { TextRenderer().isASCII },
    .init("TextRenderer.isRightToLeft", false) { TextRenderer().isRightToLeft },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
