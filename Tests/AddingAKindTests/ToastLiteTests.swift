import PopupCore
import PopupTesting
import Testing

/// The toast-lite in the lighter form keeps the contract (its optional Retry round-trips through
/// JSON as `nil`, `.default` and a text) and behaves as the issue describes it.
@Suite("Adding a kind: the toast-lite, in the lighter form", .watchdog)
struct ToastLiteTests {
  @Test func theToastLiteKeepsTheContract() {
    #expect(PopupKindChecker.problems(of: ToastLite.self) == [])
  }

  /// No sample's script taps Retry, but the "retry" sample draws it: the fuzzer and the kind
  /// checker send it all the same.
  @Test func itsRetryIsAnExampleEventThoughNoScriptTapsIt() {
    #expect(ToastLite.exampleEvents == [.actionTapped])
  }

  @Test(arguments: [nil, PopupCustomText.default, "Try again"])
  func itsRetryIsNoneTheDefaultOrTheApps(retry: PopupCustomText?) throws {
    let state = ToastLite.makeState(.init(message: "Upload failed", retryTitle: retry), now: .zero)
    let titles = ToastLite.render(state, now: .zero).allNodes.compactMap { node -> String? in
      guard case .button(let title, _, _, _, _) = node else { return nil }
      return title
    }
    #expect(titles == (retry.map { [$0.or("Retry")] } ?? []))
  }

  static let failed = ToastLite.Configuration(message: "Upload failed", retryTitle: .default)

  static let scenarios: [PopupScenario<ToastLite>] = [
    PopupScenario(
      "retry", configuration: failed, steps: [.press("Retry")], expected: .outputs([.actionTapped]),
      ending: .tap),
    PopupScenario(
      "a double tap acts once", configuration: failed, steps: [.send(.actionTapped), .send(.actionTapped)],
      expected: .outputs([.actionTapped]), ending: .tap),
    PopupScenario(
      "no Retry, no action", configuration: .init(message: "Saved"), steps: [.send(.actionTapped)],
      expected: .outputs([]), ending: nil),
    PopupScenario(
      "it leaves at four seconds", configuration: failed, steps: [.wait(.seconds(4))],
      expected: .effects([.output(.timedOut), .dismiss(.timeout)]), ending: .timeout),
    PopupScenario(
      "not a moment before", configuration: failed, steps: [.wait(.milliseconds(3999))],
      expected: .outputs([]), ending: nil),
    PopupScenario(
      "a swipe ends it with an output", configuration: failed, steps: [.drag],
      expected: .outputs([.timedOut]),
      ending: .drag),
    PopupScenario(
      "from the sample, only the steps count", start: .sampleNamed("retry"), steps: [.wait(.seconds(4))],
      expected: .outputs([.timedOut]), ending: .timeout),
  ]

  @Test(arguments: scenarios) func plays(_ scenario: PopupScenario<ToastLite>) throws {
    try scenario.run()
  }
}
