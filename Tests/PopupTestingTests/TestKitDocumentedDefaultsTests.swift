import PopupCore
import PopupPresentation
import PopupTesting
import PopupUndo
import Testing

/// The cases the test kit's defaults are read in.
private enum Case {
  static let undo = UndoToast.Configuration(message: "m")

  /// What a store presented with the defaults holds: its session's behavior, options and
  /// screen, and its clock. The store's effects are claimed, so it ends clean.
  static func store(_ make: () -> PopupTestStore<UndoToast>) -> String {
    let store = make()
    defer { store.skipReceivedEffects() }
    return "\(store.session.behavior) \(store.session.options) \(store.session.screen) \(store.clock.now)"
  }

  /// The behavior and options a scenario made from a configuration starts with.
  static func start(_ scenario: PopupScenario<UndoToast>) -> String {
    guard case .configuration(_, let behavior, let options) = scenario.start else {
      return "not a configuration"
    }
    return "\(behavior) \(options) \(scenario.checks.count)"
  }

  /// Where `b` goes when presented through the center store after `a` (`.normal`) and `w`
  /// (`.low`): a `.normal` one waits before `w`, a `.low` one after it (the store checks it).
  static func centerStore(_ priority: PopupPriority?) -> [String] {
    let store = PopupCenterTestStore()
    defer { store.skipReceivedEffects() }
    store.present(UndoToast.self, id: "a", undo) { $0.current = "a" }
    store.receive(shown: "a")
    store.present(UndoToast.self, id: "w", undo, priority: .low) { $0.waiting = ["w"] }
    let waiting = priority == .low ? ["w", "b"] : ["b", "w"]
    if let priority {
      store.present(UndoToast.self, id: "b", undo, priority: priority) { $0.waiting = waiting }
    } else {
      store.present(UndoToast.self, id: "b", undo) { $0.waiting = waiting }
    }
    return store.center.presentedIDs
  }

  /// The behavior of `a` presented through the center store.
  static func centerStoreBehavior(_ behavior: PopupBehavior?) -> PopupBehavior? {
    let store = PopupCenterTestStore()
    defer { store.skipReceivedEffects() }
    if let behavior {
      store.present(UndoToast.self, id: "a", undo, behavior: behavior) { $0.current = "a" }
    } else {
      store.present(UndoToast.self, id: "a", undo) { $0.current = "a" }
    }
    return store.center.session(of: "a", as: UndoToast.self)?.behavior
  }
}

/// Every default of the test kit's public initializers and functions, a row each (the
/// stores' `sourceLocation` defaults are the caller's, and `TestClock.waitForSleepers`'s 30 s
/// backstop is real time no test may wait for).
@Suite("PopupTesting: documented defaults")
struct TestKitDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("ManualClock.now", PopupInstant.zero) { ManualClock().now },
    .init("PopupFuzzer.defaultSequences", 400) { PopupFuzzer.defaultSequences },
    .init("PopupFuzzer.sequences", PopupFuzzer.budgetFromEnvironment ?? 400) { PopupFuzzer().sequences },
    .init("PopupFuzzer.steps", 40) { PopupFuzzer().steps },
    .init("PopupFuzzer.seed", UInt64(1)) { PopupFuzzer().seed },
    // "with the kind's default behavior and presentation unless others are given, on `screen`
    // when one is (else the phone)", at 0.
    .init(
      "PopupTestStore.init behavior",
      defaulted: { Case.store { PopupTestStore(Case.undo) } },
      documented: { Case.store { PopupTestStore(Case.undo, behavior: UndoToast.defaultBehavior) } },
      neighbour: { Case.store { PopupTestStore(Case.undo, behavior: .card) } }),
    .init(
      "PopupTestStore.init options",
      defaulted: { Case.store { PopupTestStore(Case.undo) } },
      documented: { Case.store { PopupTestStore(Case.undo, options: UndoToast.defaultPresentation) } },
      neighbour: { Case.store { PopupTestStore(Case.undo, options: .card) } }),
    .init(
      "PopupTestStore.init screen",
      defaulted: { Case.store { PopupTestStore(Case.undo) } },
      documented: { Case.store { PopupTestStore(Case.undo, screen: .phone) } },
      neighbour: { Case.store { PopupTestStore(Case.undo, screen: .tablet) } }),
    .init(
      "PopupTestStore.init now",
      defaulted: { Case.store { PopupTestStore(Case.undo) } },
      documented: { Case.store { PopupTestStore(Case.undo, now: .zero) } },
      neighbour: { Case.store { PopupTestStore(Case.undo, now: .seconds(1)) } }),
    .init("PopupCenterTestStore.init now", PopupInstant.zero) { PopupCenterTestStore().clock.now },
    .init("PopupCenterTestStore.Queue", PopupCenterTestStore.Queue(current: nil, waiting: [])) {
      PopupCenterTestStore.Queue()
    },
    .init(
      "PopupCenterTestStore.present priority",
      defaulted: { Case.centerStore(nil) }, documented: { Case.centerStore(.normal) },
      neighbour: { Case.centerStore(.low) }),
    .init(
      "PopupCenterTestStore.present behavior",
      defaulted: { Case.centerStoreBehavior(nil) },
      documented: { Case.centerStoreBehavior(UndoToast.defaultBehavior) },
      neighbour: { Case.centerStoreBehavior(.card) }),
    .init(
      "PopupScenario.init behavior, options, checks",
      defaulted: {
        Case.start(PopupScenario("s", configuration: Case.undo, steps: [], expected: .unchecked, ending: nil))
      },
      documented: {
        Case.start(
          PopupScenario(
            "s", configuration: Case.undo, behavior: UndoToast.defaultBehavior,
            options: UndoToast.defaultPresentation, steps: [], expected: .unchecked, ending: nil, checks: []))
      },
      neighbour: {
        Case.start(
          PopupScenario(
            "s", configuration: Case.undo, behavior: .card, options: .card, steps: [], expected: .unchecked,
            ending: nil))
      }),
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
