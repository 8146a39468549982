import PopupCore
import Testing

/// The effects a test store has seen but the test has not yet claimed, and the failures that
/// follow from them. Shared by ``PopupTestStore`` and ``PopupCenterTestStore``.
struct EffectLedger<Effect: Equatable & CustomStringConvertible> {
  private(set) var pending: [Effect] = []

  /// Fails when effects of an earlier step are still unclaimed, then forgets them.
  mutating func requireNoneLeft(before step: String, at sourceLocation: SourceLocation) {
    guard !pending.isEmpty else { return }
    let count = pending.count == 1 ? "1 effect was" : "\(pending.count) effects were"
    Issue.record(
      Comment(
        rawValue: """
          \(count) not received before \(step):
          \(pending.map { "  \($0)" }.joined(separator: "\n"))
          Fix the test: claim each one with receive(_:) in order, or call skipReceivedEffects() \
          to opt out on purpose.
          """), sourceLocation: sourceLocation)
    pending = []
  }

  mutating func record(_ effects: [Effect]) {
    pending += effects
  }

  /// Claims the oldest pending effect, failing when it is not the one expected.
  mutating func receive(_ expected: Effect, at sourceLocation: SourceLocation) {
    guard !pending.isEmpty else {
      Issue.record(
        Comment(
          rawValue: """
            Expected to receive \(expected), but no effect is pending.
            Fix the test: remove this receive, or check that the step before it emits \(expected).
            """), sourceLocation: sourceLocation)
      return
    }
    let actual = pending.removeFirst()
    guard actual != expected else { return }
    Issue.record(
      Comment(
        rawValue: """
          Received an unexpected effect: (Expected: -, Actual: +)
          - \(expected)
          + \(actual)
          Fix the test: receive the effects in the order they happen\
          \(pending.isEmpty ? "" : " (still pending after it: \(pending.map(\.description).joined(separator: "; ")))").
          """), sourceLocation: sourceLocation)
  }

  mutating func skipAll() {
    pending = []
  }
}
