import PopupCore
import Testing

/// A kind that uses the default example events: its samples' scripts send `.script`, and its
/// first state draws an enabled button (`.shown`), a disabled one (`.disabled`), a star
/// (`.starred`) and a button whose action no verb reads.
private enum Pressables: InspectablePopupKind {
  enum Event: Hashable, Sendable { case script, shown, disabled, starred }
  static let descriptor = PopupDescriptor(id: "pressables", name: "", summary: "", category: .card)
  static func makeState(_ configuration: Bool, now: PopupTime) -> Bool { configuration }
  static func reduce(_ state: inout Bool, _ event: Event, now: PopupTime) -> [PopupEffect<Never>] { [] }
  /// The second sample's state (`true`) draws the script's event's button again, and the star.
  static func render(_ state: Bool, now: PopupTime) -> RenderNode {
    var row: [RenderNode] = [
      .button("Shown", role: .primary, accessibilityLabel: "Shown", action: action(.shown)),
      .button(
        "Disabled", role: .primary, accessibilityLabel: "Disabled", action: action(.disabled),
        isEnabled: false),
      .button("Unread", role: .primary, accessibilityLabel: "Unread", action: PopupAction("no-such-verb")),
    ]
    if state {
      row.append(.button("Script", role: .primary, accessibilityLabel: "Script", action: action(.script)))
      row.append(
        .stars(
          filled: 0, count: 1, accessibilityLabel: "Stars", actions: [action(.starred)], labels: ["1 star"]))
    }
    return .hstack(row)
  }
  static let samples: [PopupSample<Pressables>] = [
    PopupSample("plain", summary: "", configuration: false, script: [.send(.script), .send(.script)]),
    PopupSample("starred", summary: "", configuration: true),
  ]
  static let verbs: [PopupVerb<Event>] = [
    PopupVerb("script", summary: "", event: .script), PopupVerb("shown", summary: "", event: .shown),
    PopupVerb("disabled", summary: "", event: .disabled), PopupVerb("starred", summary: "", event: .starred),
  ]
}

/// "Default: every event of the samples' scripts, then every event a control of a sample's
/// first state sends when pressed": in that order, once each, no disabled button's.
@Suite("PopupCore: the default example events")
struct ExampleEventsDefaultTests {
  @Test func theScriptsEventsThenEachPressableControlsOnce() {
    #expect(Pressables.exampleEvents == [.script, .shown, .starred])
  }
}
