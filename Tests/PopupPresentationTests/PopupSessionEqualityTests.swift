import PopupCore
import PopupPresentation
import PopupUndo
import Testing

/// A session's `==` is written out (inlinable, so the explorer's walk compares sessions
/// without generic lookups): it must compare everything, or the explorer would merge states
/// that differ.
@Suite("PopupSession equality", .watchdog)
struct PopupSessionEqualityTests {
  /// Every stored property `==` compares, by the name Mirror gives it.
  static let compared: Set<String> = [
    "_state", "behavior", "options", "screen", "_accessibility", "appearedAt", "_shownAt", "_departure",
    "_endedAt", "_endReason", "_isHeld", "isSuspended", "hasAppeared", "endedByKind", "clock", "lastSeen",
    "autoDismiss", "wallOffset",
  ]

  @Test func everyStoredPropertyIsCompared() {
    let session = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    let stored = Set(Mirror(reflecting: session).children.compactMap(\.label))
    for name in stored.subtracting(Self.compared).sorted() {
      Issue.record("'\(name)' is stored but PopupSession's == does not compare it: compare it there")
    }
    for name in Self.compared.subtracting(stored).sorted() {
      Issue.record("'\(name)' is no longer stored: take it out of this list")
    }
  }

  /// One change to a shown toast: each leaves a session unequal to the one before it.
  struct Change: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var apply: @Sendable (inout PopupSession<UndoToast>) -> Void
  }

  static let changes: [Change] = [
    .init(testDescription: "time passes") { _ = $0.advance(to: .seconds(1)) },
    .init(testDescription: "held") { _ = $0.hold(at: .zero) },
    .init(testDescription: "VoiceOver on") {
      _ = $0.setAccessibility(PopupAccessibility(isVoiceOverRunning: true), at: .zero)
    },
    .init(testDescription: "Reduce Motion on") { $0.reducesMotion = true },
    .init(testDescription: "undone") { _ = $0.send(.undoTapped, at: .zero) },
    .init(testDescription: "dismissed") { _ = $0.dismiss(at: .zero) },
    .init(testDescription: "suspended") { _ = $0.suspend(at: .zero) },
    .init(testDescription: "the wall clock jumps") { _ = $0.jumpWallClock(by: .seconds(60), at: .zero) },
    .init(testDescription: "a taller screen") {
      _ = try? $0.setScreen(PopupScreen(size: PopupSize(width: 390, height: 900)), at: .zero)
    },
  ]

  @Test(arguments: changes)
  func aChangeMakesAnUnequalSession(change: Change) {
    var shown = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = shown.appear(at: .zero)
    var changed = shown
    change.apply(&changed)
    #expect(changed != shown)
    #expect(shown == shown)
    // The same steps taken again give an equal session, which hashes the same.
    var again = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = again.appear(at: .zero)
    change.apply(&again)
    #expect(again == changed)
    #expect(again.hashValue == changed.hashValue)
  }

  /// A hold while VoiceOver already stops the clock changes the hold alone: still unequal.
  @Test func aHoldThatStopsNothingStillCounts() {
    var waiting = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = waiting.appear(at: .zero)
    _ = waiting.setAccessibility(PopupAccessibility(isVoiceOverRunning: true), at: .zero)
    var held = waiting
    _ = held.hold(at: .zero)
    #expect(held.isHeld && !waiting.isHeld)
    #expect(held.clock == waiting.clock)
    #expect(held != waiting)
  }
}
