import PopupCatalog
import PopupCore
import PopupPresentation
@_spi(Recording) import SwiftUI
import Testing

/// Every kind of the package: the test target links them all, and the PopupRegistry plugin
/// generates their catalog, as it does for an app.
let everyKind: PopupCatalog = {
  do {
    return try PopupCatalog.linked
  } catch {
    fatalError("the linked catalog: \(error)")
  }
}()

/// A clock that stands still until a test moves it: the model's timer never fires by itself.
final class StillClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol, Hashable, Sendable {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }
  var now = Instant(offset: .zero)
  var minimumResolution: Duration { .zero }
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    while true {
      try Task.checkCancellation()
      try await Task.sleep(for: .milliseconds(50))
    }
  }
}

/// One frame of one sample, named for failure messages.
struct SampleFrame: CustomTestStringConvertible, Sendable {
  let kind: String
  let sample: String
  let screen: String
  let moment: String
  let frame: PopupFrame
  var testDescription: String { "\(kind)/\(sample) on the \(screen), \(moment)" }
}

/// Every sample of every kind on a phone and a tablet: at rest after its script, during its
/// entrance, and during its exit.
let everySampleFrame: [SampleFrame] = everyKind.kinds.flatMap { kind in
  [("phone", PopupScreen.phone), ("tablet", PopupScreen.tablet)].flatMap { screen in
    frames(of: kind, screenName: screen.0, screen: screen.1)
  }
}

func frames<Kind: InspectablePopupKind>(of kind: Kind.Type, screenName: String, screen: PopupScreen)
  -> [SampleFrame]
{
  Kind.samples.flatMap { sample -> [SampleFrame] in
    let played = Kind.play(sample, screen: screen)
    var entering = PopupSession<Kind>(
      sample.configuration, options: sample.options ?? Kind.defaultPresentation, now: .zero)
    _ = try? entering.setScreen(screen, at: .zero)
    _ = entering.appear(at: .zero)
    var exiting = played.session
    _ = exiting.dismiss(.programmatic, at: played.now)
    func named(_ moment: String, _ frame: PopupFrame) -> SampleFrame {
      SampleFrame(
        kind: Kind.descriptor.id, sample: sample.name, screen: screenName, moment: moment, frame: frame)
    }
    return [
      named("at rest", played.session.frame(at: played.now).settled),
      named("entering, 60 ms in", entering.frame(at: .milliseconds(60))),
      named("exiting, 60 ms in", exiting.frame(at: played.now + .milliseconds(60))),
    ]
  }
}

extension RenderNode {
  /// The texts a host must draw for the node: texts, badges, titles of buttons (a close
  /// button's is its label), fields' and toggles' labels, arrows' labels, a "more" count.
  var expectedTexts: [String] {
    allNodes.compactMap { node in
      switch node {
      case .text(let text, _), .badge(let text), .arrow(_, let text): text
      case .button(let title, let role, _, _, _): role == .close ? nil : title
      case .field(let label, _, _, _, _, _), .toggle(let label, _, _, _): label
      case .more(let count, _): "+\(count)"
      default: nil
      }
    }
  }

  /// The accessibility labels a host must give: every interactive node's, and every star's.
  var expectedLabels: [String] {
    allNodes.flatMap { node -> [String] in
      var labels = node.accessibilityLabel.map { [$0] } ?? []
      if case .stars(_, _, _, _, let starLabels) = node { labels += starLabels }
      return labels
    }
  }

  /// The actions its controls send when pressed: buttons, icon buttons, tappable content and
  /// each star, in the order of the tree.
  var pressableActions: [PopupAction] {
    allNodes.flatMap { node -> [PopupAction] in
      switch node {
      case .button(_, _, _, let action, _), .iconButton(_, _, let action), .tappable(_, _, let action):
        [action]
      case .stars(_, _, _, let actions, _): actions
      default: []
      }
    }
  }
}

extension Drawn {
  /// The first node named `name` at or below this one, breadth first.
  func firstBelow(_ name: String) -> Drawn? {
    var queue = [self]
    while !queue.isEmpty {
      let node = queue.removeFirst()
      if node.name == name { return node }
      queue += node.children
    }
    return nil
  }

  /// The card: the `offset` node whose content is at its `position`.
  var card: Drawn? { nodes("offset").first { $0.children.first?.name == "position" } }

  func number(_ key: String) -> Double? { arguments[key].flatMap(Double.init) }
}

/// Counts of each string, to compare drawn and expected texts as multisets.
func counts(_ strings: [String]) -> [String: Int] { strings.reduce(into: [:]) { $0[$1, default: 0] += 1 } }

/// Whether every string of `expected` is in `drawn`, as often at least.
func contains(_ drawn: [String], all expected: [String]) -> Bool {
  let have = counts(drawn)
  return counts(expected).allSatisfy { have[$0.key, default: 0] >= $0.value }
}
