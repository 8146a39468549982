import PopupCatalog
import PopupCore
import PopupPresentation
import Testing

/// A kind may answer two questions from its state instead of rendering it
/// (`drawsNothing(_:now:)` and `drawsEnabledControl(_:now:)`); the explorer holds each answer
/// to the render in every state where a session asks it (the second only while VoiceOver
/// runs over a popup that is not modal), and names the first state where one is wrong.
@Suite("The explorer holds a kind's answers to its render", .timeLimit(.minutes(1)), .watchdog)
struct KindAnswerRuleTests {
  @Test(
    arguments: [
      (
        .drawsControlWhenHidden, ["hide", "setting voiceover on"],
        "drawsEnabledControl(_:now:) says the state draws an enabled control, but its render has none"
      ),
      (
        .drawsNoControlWhenShown, ["setting voiceover on"],
        "drawsEnabledControl(_:now:) says the state draws no enabled control, but its render has one"
      ),
      (
        .drawsNothingWhenHidden, ["hide"],
        "drawsNothing(_:now:) says the state draws nothing, but its render is not blank"
      ),
      (.truthful, nil, nil),
    ] as [(HidingButton.Lie, [String]?, String?)])
  func aWrongAnswerIsFoundAtTheFirstStateItIsWrongIn(lie: HidingButton.Lie, lines: [String]?, rule: String?) {
    let exploration = PopupExplorer.standard.explore(
      PopupSample<HidingButton>(lie.rawValue, summary: "", configuration: lie))
    #expect(exploration.violation?.lines == lines)
    #expect(exploration.violation?.rule == rule)
  }

  /// With VoiceOver on, a popup that is not modal waits while the kind says it offers a
  /// control, and runs while it says it offers none: the session asks the kind, not a render.
  @Test(arguments: [(HidingButton.Lie.truthful, true), (.drawsNoControlWhenShown, false)])
  func voiceOverWaitsOnTheKindsAnswer(lie: HidingButton.Lie, waits: Bool) {
    var session = PopupSession<HidingButton>(lie, now: .zero)
    _ = session.appear(at: .zero)
    _ = session.setAccessibility(PopupAccessibility(isVoiceOverRunning: true), at: .zero)
    #expect(session.waitsForVoiceOver == waits)
    #expect(session.advance(to: .seconds(10)).contains(.dismiss(.timeout)) == !waits)
  }
}

/// A toast with one button, Hide, which takes the button away; each configuration plants one
/// wrong answer about what the state draws.
enum HidingButton: InspectablePopupKind {
  enum Lie: String, Sendable, CaseIterable {
    case truthful = "truthful"
    case drawsControlWhenHidden = "control-when-hidden"
    case drawsNoControlWhenShown = "no-control-when-shown"
    case drawsNothingWhenHidden = "nothing-when-hidden"
  }
  struct State: Hashable, Sendable {
    var lie: Lie
    var isShown = true
  }
  enum Event: Equatable, Sendable { case hide }

  static let descriptor = PopupDescriptor(id: "hiding", name: "Hiding button", summary: "", category: .toast)
  static let defaultBehavior = PopupBehavior.toast.autoDismissing(after: .seconds(4))
  static let defaultPresentation = PopupPresentationOptions.toast(.bottom)
  static func makeState(_ configuration: Lie, now: PopupTime) -> State { State(lie: configuration) }
  static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Never>] {
    state.isShown = false
    return []
  }
  static func render(_ state: State, now: PopupTime) -> RenderNode {
    state.isShown
      ? .button("Hide", role: .primary, accessibilityLabel: "Hide", action: action(.hide))
      : .text("Hidden", role: .body)
  }
  static func drawsEnabledControl(_ state: State, now: PopupTime) -> Bool {
    switch state.lie {
    case .drawsControlWhenHidden: true
    case .drawsNoControlWhenShown: false
    case .truthful, .drawsNothingWhenHidden: state.isShown
    }
  }
  static func drawsNothing(_ state: State, now: PopupTime) -> Bool {
    state.lie == .drawsNothingWhenHidden && !state.isShown
  }
  static let samples = Lie.allCases.map {
    PopupSample<HidingButton>($0.rawValue, summary: "", configuration: $0)
  }
  static let verbs = [PopupVerb("hide", summary: "take the button away", event: Event.hide)]
}
