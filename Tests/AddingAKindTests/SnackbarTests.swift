import PopupCore
import PopupTesting
import Testing

/// The guide's example kind keeps everything the package asks of a kind: the kind checker's
/// every check (round trips, samples, invariants, Codable, strings, widths, the audit), and
/// its own behaviour, as a table of scenarios.
@Suite("Adding a kind: the guide's snackbar", .watchdog)
struct SnackbarTests {
  @Test func theSnackbarKeepsTheContract() {
    #expect(PopupKindChecker.problems(of: Snackbar.self) == [])
  }

  static let scenarios: [PopupScenario<Snackbar>] = [
    PopupScenario(
      "the action", configuration: .init(message: "Archived"), steps: [.send(.actionTapped)],
      expected: .outputs([.actionTapped]), ending: .tap),
    PopupScenario(
      "a double tap acts once", configuration: .init(message: "Archived"),
      steps: [.send(.actionTapped), .send(.actionTapped)], expected: .outputs([.actionTapped]), ending: .tap),
    PopupScenario(
      "it leaves at four seconds", configuration: .init(message: "Archived"), steps: [.wait(.seconds(4))],
      expected: .outputs([.expired]), ending: .timeout),
    PopupScenario(
      "not a moment before", configuration: .init(message: "Archived"), steps: [.wait(.milliseconds(3999))],
      expected: .outputs([]), ending: nil),
    PopupScenario(
      "held, it stays", configuration: .init(message: "Archived"), steps: [.hold, .wait(.seconds(60))],
      expected: .outputs([]), ending: nil),
    PopupScenario(
      "a tap after it left does nothing", configuration: .init(message: "Archived"),
      steps: [.wait(.seconds(4)), .send(.actionTapped)], expected: .outputs([.expired]), ending: .timeout),
  ]

  @Test(arguments: scenarios) func plays(_ scenario: PopupScenario<Snackbar>) throws {
    try scenario.run()
  }
}
