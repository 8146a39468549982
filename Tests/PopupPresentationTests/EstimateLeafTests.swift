import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The content estimate of each node that has a fixed height: what it counts at the
/// standard text size and at twice it (the controls that grow with Dynamic Type grow; media
/// and rules keep their heights).
@Suite("Content estimate: fixed heights", .watchdog)
struct EstimateLeafTests {
  static let action = PopupAction("go")

  /// Each leaf, its height at text scale 1, and whether it grows with the text.
  static let rows: [(name: String, node: RenderNode, height: Double, grows: Bool)] = [
    ("icon", .icon("star.fill"), 24, true),
    ("badge", .badge("New"), 24, true),
    ("icon button", .iconButton(symbol: "xmark", accessibilityLabel: "Close", action: action), 44, true),
    (
      "stars",
      .stars(filled: 2, count: 5, accessibilityLabel: "2 of 5", actions: [action], labels: ["1 star"]), 40,
      true
    ),
    ("progress", .progress(fraction: 0.5, accessibilityLabel: "Half"), 22, true),
    (
      "countdown bar",
      .countdown(remaining: .seconds(3), fraction: 0.5, style: .bar, labelTemplate: "{seconds} s"), 26, true
    ),
    (
      "countdown ring",
      .countdown(remaining: .seconds(3), fraction: 0.5, style: .ring, labelTemplate: "{seconds} s"), 26, true
    ),
    ("divider", .divider, 3, false),
    ("gradient", .gradient(["indigo", "teal"]), 96, false),
    ("image", .image("hero", alt: "A hero image"), 120, false),
  ]

  @Test(arguments: rows.indices)
  func aLeafCountsItsOwnHeight(row: Int) {
    let (name, node, height, grows) = Self.rows[row]
    #expect(node.estimatedSize(maxWidth: 390).height == height, "\(name)")
    #expect(
      node.estimatedSize(maxWidth: 390, textScale: 2).height == (grows ? 2 * height : height), "\(name)")
  }
}
