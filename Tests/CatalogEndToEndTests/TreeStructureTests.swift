import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// No kind draws decoration as text: a focus mark, a grabber, a scroll count or a "+2 more"
/// is structure each host draws its own way (the frame's focus, `.grabber`, `.scroll`,
/// `.more`), and a close control is a card's own child, where a host can place it in the
/// corner. Checked in every state a short walk of every sample reaches.
@Suite("trees: structure, not decorative text", .watchdog)
struct TreeStructureTests {
  static let explorer = try! PopupExplorer(maxDepth: 3, maxStates: 120)

  /// Text that stands in for structure: the marks and counts kinds once drew as words.
  static func decoration(in text: String) -> String? {
    for mark in ["▸", "───", "↑ ", "↓ "] where text.contains(mark) { return mark }
    let words = text.split(separator: " ")
    if words.count >= 2, words[0].hasPrefix("+"), words[0].dropFirst().allSatisfy(\.isNumber),
      words[1] == "more"
    {
      return "+N more"
    }
    return nil
  }

  @Test(
    arguments: [
      ("▸ Share", "▸"), ("───", "───"), ("↓ 24 more", "↓ "), ("+2 more", "+N more"), ("Share", nil),
      ("Learn more", nil), ("+3 points", nil), ("2 more", nil),
    ] as [(String, String?)])
  func decorationIsToldFromText(text: String, mark: String?) {
    #expect(Self.decoration(in: text) == mark)
  }

  @Test(arguments: (try? PopupCatalog.linked.idsUnderTest) ?? ["no linked catalog"])
  func noExploredTreeDrawsDecorationAsText(id: String) throws {
    let kind = try #require(try PopupCatalog.linked.kind(withID: id), "'\(id)' is not in the linked catalog")
    Self.check(kind)
  }

  static func check<Kind: InspectablePopupKind>(_ kind: Kind.Type) {
    for exploration in explorer.explore(Kind.self) {
      for (index, state) in exploration.states.enumerated() {
        let tree = state.session.render(at: state.now)
        let problems = Self.problems(in: tree)
        if !problems.isEmpty {
          let script = exploration.scriptLines(to: index).joined(separator: "; ")
          Issue.record(
            Comment(
              rawValue: "\(Kind.descriptor.id) --sample \(exploration.sample.name), after '\(script)': "
                + problems.joined(separator: "; ")))
        }
      }
    }
  }

  /// What is wrong with a tree: decorative text, or a close control outside a card's own
  /// children.
  static func problems(in tree: RenderNode) -> [String] {
    var problems: [String] = []
    var cardCloses = 0
    for node in tree.allNodes {
      switch node {
      case .text(let text, _), .button(let text, _, _, _, _), .badge(let text):
        if let mark = decoration(in: text) { problems.append("'\(text)' draws \(mark.popupQuoted) as text") }
      case .card(_, let children):
        cardCloses += children.filter(\.isCloseButton).count
      default: break
      }
    }
    let closes = tree.allNodes.filter(\.isCloseButton).count
    if closes != cardCloses { problems.append("a close control outside a card's own children") }
    return problems
  }
}

extension RenderNode {
  fileprivate var isCloseButton: Bool {
    if case .button(_, .close, _, _, _) = self { true } else { false }
  }
}
