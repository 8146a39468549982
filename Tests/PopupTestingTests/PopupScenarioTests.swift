import PopupCore
import PopupTesting
import PopupUndo
import Testing

/// A scenario row plays on a session and reports each way it differs from what it expects:
/// the outputs, every effect, the ending, a fact of the state, and the kind's invariants.
@Suite("Scenario rows", .timeLimit(.minutes(3)), .watchdog)
struct PopupScenarioTests {
  static let toast = UndoToast.Configuration(message: "Deleted")

  @Test func aScenarioThatHoldsRecordsNothing() throws {
    let played = try PopupScenario<UndoToast>(
      "undo", configuration: Self.toast, steps: [.wait(.seconds(1)), .send(.undoTapped)],
      expected: .outputs([.undone]), ending: .tap, checks: [.state("the ending", \.ending, .undone)]
    ).run()
    #expect(played.now == .seconds(1))
    #expect(played.effects.compactMap(\.output) == [.undone])
  }

  @Test func effectsCountFromTheAppearanceOfAFreshPopup() throws {
    let played = try PopupScenario<UndoToast>(
      "expires", configuration: Self.toast, steps: [.wait(.seconds(5))],
      expected: .effects([.output(.expired), .dismiss(.timeout)]), ending: .timeout
    ).run()
    #expect(played.session.isEnded)
  }

  struct Wrong: Sendable, CustomTestStringConvertible {
    let scenario: PopupScenario<UndoToast>
    let message: String
    var testDescription: String { message }
  }

  static let wrong: [Wrong] = [
    Wrong(
      scenario: PopupScenario(
        "outputs", configuration: toast, steps: [.send(.undoTapped)], expected: .outputs([.expired]),
        ending: .tap),
      message:
        "outputs: outputs are [PopupUndo.UndoToast.Output.undone], expected [PopupUndo.UndoToast.Output.expired]"
    ),
    Wrong(
      scenario: PopupScenario(
        "effects", configuration: toast, steps: [.send(.undoTapped)], expected: .effects([.output(.undone)]),
        ending: .tap),
      message: "effects: effects are"),
    Wrong(
      scenario: PopupScenario(
        "ending", configuration: toast, steps: [.wait(.milliseconds(4999))], expected: .outputs([]),
        ending: .timeout),
      message: "ending: ended not at all, expected by timeout"),
    Wrong(
      scenario: PopupScenario(
        "still showing", configuration: toast, steps: [.wait(.seconds(5))], expected: .unchecked, ending: nil),
      message: "still showing: ended by timeout, expected still showing"),
    Wrong(
      scenario: PopupScenario(
        "state", configuration: toast, steps: [], expected: .outputs([]), ending: nil,
        checks: [.state("the ending", \.ending, .undone)]),
      message: "state: the ending is nil, expected Optional(PopupUndo.UndoToast.Output.undone)"),
  ]

  @Test(arguments: wrong)
  func eachDifferenceIsAnIssue(_ wrong: Wrong) {
    withKnownIssue {
      _ = try? wrong.scenario.run()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix(wrong.message) }
        || String(describing: issue).contains(wrong.message)
    }
  }

  /// The counting rule is in the message: from a sample only the scenario's own steps count
  /// (and the message shows what the sample's script emitted); from a configuration what
  /// appearing emits counts too.
  @Test(arguments: [
    (
      PopupScenario<UndoToast>(
        "from an expired sample", start: .sampleNamed("two-seconds-left"), steps: [.wait(.seconds(2))],
        expected: .outputs([.undone]), ending: .timeout),
      "outputs are [PopupUndo.UndoToast.Output.expired], expected [PopupUndo.UndoToast.Output.undone] "
        + "(a scenario from a sample counts only its own steps' outputs: appearing and the script of "
        + "\"two-seconds-left\" emitted [] before them, which do not count; start from its configuration "
        + "to count them)"
    ),
    (
      PopupScenario<UndoToast>(
        "after the sample ended",
        sample: PopupSample("fresh", summary: "", configuration: toast, script: [.wait(.seconds(5))]),
        steps: [],
        expected: .outputs([.expired]), ending: .timeout),
      "outputs are [], expected [PopupUndo.UndoToast.Output.expired] (a scenario from a sample counts only "
        + "its own steps' outputs: appearing and the script of \"fresh\" emitted "
        + "[PopupUndo.UndoToast.Output.expired] before them, which do not count; start from its "
        + "configuration to count them)"
    ),
    (
      PopupScenario<UndoToast>(
        "from a configuration", configuration: toast, steps: [], expected: .effects([.haptic(.light)]),
        ending: nil),
      "effects are [], expected [haptic: light] "
        + "(a scenario from a configuration counts what appearing emits, then its own steps' effects)"
    ),
  ])
  func aDifferenceInWhatIsEmittedStatesWhatCounts(scenario: PopupScenario<UndoToast>, message: String) {
    withKnownIssue {
      _ = try? scenario.run()
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "\(scenario.name): \(message)" }
    }
  }

  @Test func aSampleThatDoesNotExistFailsTheRun() {
    #expect(throws: (any Error).self) {
      try PopupScenario<UndoToast>(
        "nope", start: .sampleNamed("no-such-sample"), steps: [], expected: .unchecked, ending: nil
      ).run()
    }
  }
}

/// The table in the test kit's Getting Started article, as written there.
@Suite("Scenario rows: the article's table", .watchdog)
struct ScenarioArticleTests {
  static let scenarios: [PopupScenario<UndoToast>] = [
    PopupScenario(
      "undo", configuration: .init(message: "Deleted"), steps: [.send(.undoTapped)],
      expected: .outputs([.undone]), ending: .tap),
    PopupScenario(
      "held past its countdown", configuration: .init(message: "Deleted"),
      steps: [.hold, .wait(.seconds(30))], expected: .outputs([]), ending: nil),
  ]

  @Test(arguments: scenarios) func plays(_ scenario: PopupScenario<UndoToast>) throws {
    try scenario.run()
  }
}
