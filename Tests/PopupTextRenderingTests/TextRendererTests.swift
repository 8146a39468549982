import PopupCore
import PopupTesting
import PopupTextRendering
import Testing

@Suite("Text renderer", .watchdog)
struct TextRendererTests {
  static let texts = [
    "Photo deleted", "日本語のテキストはここで折り返されます。漢字とかなが混ざっています。",
    "Cafe\u{301} cre\u{300}me bru\u{302}le\u{301}e with combining marks", "Family 👩‍👩‍👧 flags 🇫🇷🇯🇵 thumbs 👍🏽 ❤️",
    "שלום עולם, זה טקסט מימין לשמאל", "مرحبا بالعالم هذا نص من اليمين إلى اليسار",
    "Supercalifragilisticexpialidocious-and-then-some-more-without-any-spaces-at-all",
    "Tabs\tand\u{1B}[31mescape\u{7}bells and\nnew lines", "",
    "全角ＡＢＣ and half ｱｲｳ mixed 한국어 텍스트", "がぎぐ written with combining marks: か\u{3099}き\u{3099}く\u{3099}",
  ]
  static let widths = [20, 21, 33, 44, 80, 200]

  /// A tree that uses every node kind, with the text everywhere text can go.
  static func tree(_ text: String) -> RenderNode {
    .card(
      style: .frosted,
      children: [
        .icon("star.fill"), .badge(text), .text(text, role: .title), .text(text, role: .body),
        .stars(filled: 3, count: 5, accessibilityLabel: "3 of 5", actions: [], labels: []),
        .field(
          label: text, text: text, placeholder: "Type here", error: text.isEmpty ? nil : text,
          action: PopupFieldAction("type")),
        .toggle(label: text, isOn: true, isLocked: true, action: PopupAction("toggle")),
        .progress(fraction: 0.42, accessibilityLabel: "Upload"),
        .progress(fraction: nil, accessibilityLabel: "Busy"),
        .countdown(
          remaining: .milliseconds(3200), fraction: 0.64, style: .bar, labelTemplate: "{time} left"),
        .countdown(
          remaining: .milliseconds(3200), fraction: 0.64, style: .ring, labelTemplate: "{time} left"),
        .divider, .grabber, .more(count: 2, accessibilityLabel: text),
        .button(text, role: .close, accessibilityLabel: text, action: PopupAction("close")),
        .scroll([.text(text, role: .body), .text(text, role: .caption), .divider], first: 1, visible: 1),
        .card(
          style: .standard,
          children: [
            .text(text, role: .caption),
            .hstack([
              .button(text, role: .primary, accessibilityLabel: text, action: PopupAction("x")),
              .button("No", role: .cancel, accessibilityLabel: "No", action: PopupAction("x")),
            ]),
          ]),
        .hstack([
          .button("OK", role: .primary, accessibilityLabel: "OK", action: PopupAction("x")),
          .button("Delete", role: .destructive, accessibilityLabel: "Delete", action: PopupAction("x")),
        ]),
      ])
  }

  @Test func aFieldInsideACardKeepsItsOwnBorderInsideTheCards() {
    let tree = RenderNode.card(
      style: .accent,
      children: [
        .field(
          label: "Name", text: "Ada", placeholder: "", error: "Too short", action: PopupFieldAction("type"))
      ])
    #expect(
      TextRenderer(width: 20).lines(of: tree) == [
        "╭─ accent ─────────╮", "│ Name             │", "│ ┌──────────────┐ │", "│ │Ada           │ │",
        "│ └──────────────┘ │", "│ ⚠ Too short      │", "╰──────────────────╯",
      ])
  }

  @Test func aSecureFieldShowsADotPerCharacterButKeepsItsText() {
    let node = RenderNode.field(
      label: "Password", text: "añ👍", placeholder: "", error: nil, action: PopupFieldAction("type"),
      isSecure: true)
    #expect(TextRenderer(width: 20).lines(of: node)[2] == "│•••               │")
    #expect(PopupControls(node).fields.map(\.label) == ["Password"])
  }

  /// A line break in a button's title once ended a box line in the middle: the rendered text
  /// had more lines than `lines(of:)` reported, and the box's right edge moved.
  @Test(arguments: widths)
  func aLineBreakInATitleNeverBreaksTheBox(width: Int) {
    let tree = RenderNode.card(
      style: .standard,
      children: [
        .hstack([
          .button("Two\nlines", role: .primary, accessibilityLabel: "Two lines", action: PopupAction("x")),
          .badge("New\nbadge"),
        ])
      ])
    let renderer = TextRenderer(width: width)
    let text = renderer.render(tree)
    #expect(text.split(separator: "\n").count == renderer.lines(of: tree).count)
    #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) == width })
    #expect(text.contains("[[ Two lines ]]"))
  }

  @Test(arguments: texts, widths)
  func everyLineOfABoxHasTheBoxWidth(text: String, width: Int) {
    for ascii in [false, true] {
      let renderer = TextRenderer(width: width, ascii: ascii)
      let lines = renderer.lines(of: Self.tree(text))
      #expect(lines.count > 10)
      for line in lines {
        #expect(DisplayWidth.of(line) == width, "width \(width), ascii \(ascii): \(line)")
      }
    }
  }

  @Test(arguments: texts)
  func asciiModePrintsOnlyASCII(text: String) {
    let output = TextRenderer(width: 30, ascii: true).render(Self.tree(text))
    #expect(output.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "\n" || $0.value >= 0x20) })
    #expect(output.hasPrefix("+- frosted "))
  }

  @Test func unicodeModeDrawsRoundedCorners() {
    let lines = TextRenderer(width: 20).lines(
      of: .card(style: .standard, children: [.text("Hi", role: .body)]))
    #expect(lines == ["╭──────────────────╮", "│        Hi        │", "╰──────────────────╯"])
  }

  @Test func starsPrintAsAsterisksInASCII() {
    let line = TextRenderer(width: 20, ascii: true).render(
      .stars(filled: 2, count: 5, accessibilityLabel: "", actions: [], labels: []))
    #expect(line == "     * * . . .")
  }

  @Test func aWordLongerThanTheLineIsBroken() {
    let lines = TextRenderer(width: 20).lines(of: .text(String(repeating: "x", count: 45), role: .body))
    #expect(lines == [String(repeating: "x", count: 20), String(repeating: "x", count: 20), "       xxxxx"])
  }

  @Test func wideCharactersNeverSplitAcrossTheEdge() {
    let lines = TextRenderer(width: 21).lines(of: .text(String(repeating: "中", count: 11), role: .body))
    #expect(lines == [String(repeating: "中", count: 10), String(repeating: " ", count: 9) + "中"])
  }

  @Test func wordsWrapAtSpaces() {
    let lines = TextRenderer(width: 20).lines(of: .text("one two three four five six", role: .body))
    #expect(lines == [" one two three four", "      five six"])
  }

  @Test func buttonsThatDoNotFitStackVertically() {
    let row = RenderNode.hstack([
      .button("A long first action", role: .primary, accessibilityLabel: "first", action: PopupAction("x")),
      .button("Second", role: .normal, accessibilityLabel: "second", action: PopupAction("x")),
    ])
    #expect(
      TextRenderer(width: 30).lines(of: row) == ["  [[ A long first action ]]", "          [ Second ]"])
    #expect(TextRenderer(width: 44).lines(of: row) == ["   [[ A long first action ]]  [ Second ]"])
  }

  @Test(arguments: [(0, 20), (19, 20), (20, 20), (44, 44), (200, 200), (201, 200), (-5, 20)])
  func widthIsClampedIntoRange(requested: Int, expected: Int) {
    #expect(TextRenderer(width: requested).width == expected)
  }

  @Test func outputIsDeterministic() {
    let tree = Self.tree(Self.texts[3])
    #expect(TextRenderer(width: 37).render(tree) == TextRenderer(width: 37).render(tree))
  }

  @Test func interactiveNodesCarryAccessibilityLabels() {
    let interactive = Self.tree("x").allNodes.filter {
      switch $0 {
      case .button, .field, .toggle, .stars, .progress, .countdown, .more: true
      default: false
      }
    }
    #expect(interactive.count == 13)
    #expect(interactive.allSatisfy { !($0.accessibilityLabel ?? "").isEmpty })
  }
}
