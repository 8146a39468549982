import CatalogCommands
import Foundation
import PopupActions
import PopupCatalog
import PopupTesting
import Testing

/// Focus names a control of the tree as drawn: pseudo-localised, the focused row is named by
/// its pseudo-localised label, one the content carries.
@Suite("catalog show --pseudo: focus on a control as drawn", .watchdog)
struct PseudoFocusTests {
  /// Every accessibility label in a JSON content tree.
  static func labels(_ node: Any) -> [String] {
    guard let node = node as? [String: Any] else { return [] }
    let own = [node["accessibilityLabel"], node["label"]].compactMap { $0 as? String }
    let children = (node["children"] as? [Any] ?? []) + [node["content"]].compactMap { $0 }
    return own + children.flatMap(labels)
  }

  @Test(arguments: [false, true])
  func theFocusIsALabelOfTheDrawnContent(pseudo: Bool) throws {
    let arguments = ["show", "actions", "--sample", "disabled-rows", "--json"] + (pseudo ? ["--pseudo"] : [])
    let result = CatalogCommandLine(catalog: try PopupCatalog([ActionSheet.self])).run(arguments)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let samples = document["samples"] as? [[String: Any]] ?? [document]
    let frame = try #require((samples.first?["frame"] ?? document["frame"]) as? [String: Any])
    let focus = try #require(frame["focus"] as? String)
    #expect(focus == (pseudo ? "[Ñáɱé ~]" : "Name"))
    #expect(Self.labels(frame["content"] as Any).contains(focus), "focus \(focus) is not drawn")
  }
}
