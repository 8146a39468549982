import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The kind checker over every linked kind, and over planted broken kinds, one per check.
@Suite("Kind checker", .watchdog)
struct KindCheckerTests {
  /// Every kind this target links, from the PopupRegistry plugin: a new kind is checked as
  /// soon as it is added to the package.
  static let catalog = Result { try PopupCatalog.linked }

  @Test(arguments: (try? catalog.get().idsUnderTest) ?? [])
  func everyLinkedKindKeepsTheContract(id: String) throws {
    let kind = try Self.catalog.get().kind(withID: id)
    #expect(PopupKindChecker.problems(of: kind) == [])
  }

  @Test func aCorrectKindHasNoProblems() {
    #expect(PopupKindChecker.problems(of: CheckedCounter.self) == [])
  }

  @Test func aVerbThatPrintsNothingForAnEventIsARoundTripProblem() {
    let problems = PopupKindChecker.problems(of: Unprintable.self)
    #expect(problems.map(\.check).contains(.roundTrip))
    #expect(
      problems.contains { $0.message == "no verb prints send(PopupTestingTests.CheckedCounter.Event.reset)" })
  }

  @Test func aLossyPrinterBreaksSampleReproduction() {
    let problems = PopupKindChecker.problems(of: Lossy.self)
    #expect(problems.contains { $0.check == .sampleReproduction && $0.sample == "added" })
    #expect(problems.contains { $0.check == .roundTrip && $0.message.hasPrefix("'add 1' parses to") })
  }

  /// A lossy printer of what the popup does not draw: the replay draws the same, so only the
  /// state it leaves tells.
  @Test func aLossyPrinterOfWhatIsNotDrawnLeavesAnotherState() {
    let problems = PopupKindChecker.problems(of: LossyUndrawn.self)
    #expect(
      problems.contains {
        $0.check == .sampleReproduction && $0.sample == "added"
          && $0.message == "running its script 'add 1' leaves another state"
      }, "\(problems)")
  }

  @Test func aReservedVerbNameIsReported() {
    let problems = PopupKindChecker.problems(of: ReservedName.self)
    #expect(problems.map(\.check) == [.verbNames])
    #expect(
      problems.first?.message.hasPrefix("Popup kind PopupTestingTests.ReservedName declares the verb 'tap'")
        == true)
  }

  @Test func aKindThatWakesAfterItsEndingIsReported() {
    let problems = PopupKindChecker.problems(of: Revives.self)
    #expect(
      problems.contains { $0.check == .endedPopup && $0.sample == "ended" && $0.message.contains("add 1") })
  }

  @Test func aBrokenRuleInASampleIsReportedWithItsStep() {
    let problems = PopupKindChecker.problems(of: UnboundedStars.self)
    #expect(
      problems.contains {
        $0.check == .invariant && $0.sample == "initial"
          && $0.message == "after 'star 6': stars 6 outside 0...5"
      })
  }

  @Test func anImpureRenderIsReported() {
    let problems = PopupKindChecker.problems(of: Impure.self)
    #expect(problems.contains { $0.check == .renderDeterminism })
  }

  @Test func twoButtonsOfOneTitleAndAFieldThatCannotBeFilledAreReported() {
    let problems = PopupKindChecker.problems(of: Mislabelled.self).filter { $0.check == .actions }
    // The second "Add" can be pressed by its label, "Add two", but not by its title.
    #expect(problems.map(\.message).contains("press \"Add\" does not do what 'add 2' does"))
    #expect(
      problems.contains { $0.message.hasPrefix("fill \"Amount\" fails: Invalid <n> 'ok' in 'add \"ok\"'") })
    #expect(problems.map(\.message).contains { $0.hasPrefix("a button without a title or label") })
  }

  @Test func pressingADisabledButtonDoesNothingAndPressingAnEnabledOneSendsItsAction() throws {
    var session = PopupSession<Gated>((), now: .zero)
    _ = session.appear(at: .zero)
    var now = PopupInstant.zero
    #expect(try session.apply(.press("Add"), at: &now).isEmpty)
    #expect(session.state == 0)
    #expect(try session.apply(.press("add one"), at: &now).isEmpty)
    #expect(session.state == 1)
    #expect(try session.resolve(.press("Add"), at: now) == nil)
    #expect(try session.resolve(.press("add one"), at: now) == .send(.add(1)))
    #expect(try session.resolve(.hold, at: now) == .hold)
  }

  @Test func problemsReadAsOneLine() {
    let problem = PopupKindProblem(
      kind: "rating", check: .roundTrip, sample: "x", message: "no verb prints y")
    #expect(problem.description == "rating, sample 'x', roundTrip: no verb prints y")
  }
}

/// A correct little kind: a counter that ends itself at 3.
enum CheckedCounter: InspectablePopupKind {
  enum Event: Hashable, Sendable {
    case add(Int)
    case reset
  }
  static let descriptor = PopupDescriptor(id: "counter", name: "CheckedCounter", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Event, now: PopupTime) -> [PopupEffect<Int>] {
    guard state < 3 else { return [] }
    switch event {
    case .add(let n) where n > 0:
      state = min(state + n, 3)
      return state == 3 ? [.output(state), .dismiss(.tap)] : []
    case .add: return []
    case .reset:
      state = 0
      return []
    }
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
  static let samples: [PopupSample<CheckedCounter>] = [
    PopupSample("fresh", summary: "", configuration: ()),
    PopupSample("added", summary: "", configuration: (), script: [.send(.add(2))]),
    PopupSample("ended", summary: "", configuration: (), script: [.send(.add(3))]),
  ]
  static let verbs: [PopupVerb<Event>] = [
    PopupVerb("add", arguments: "<n>", summary: "add") { arguments throws(PopupScriptError) in
      .add(try arguments.integer("<n>"))
    } print: {
      guard case .add(let n) = $0 else { return nil }
      return [.integer(n)]
    },
    PopupVerb("reset", summary: "reset", event: .reset),
  ]
  static let exampleEvents: [Event] = [.add(1), .add(-1), .reset]
}

/// Planted: no verb prints `reset`.
enum Unprintable: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "unprintable", name: "", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: CheckedCounter.Event, now: PopupTime) -> [PopupEffect<Int>]
  {
    CheckedCounter.reduce(&state, event, now: now)
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { CheckedCounter.render(state, now: now) }
  static let samples = [PopupSample<Unprintable>("fresh", summary: "", configuration: ())]
  static let verbs = [CheckedCounter.verbs[0]]
  static let exampleEvents = CheckedCounter.exampleEvents
}

/// Planted: `add` prints every amount as 1.
enum Lossy: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "lossy", name: "", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: CheckedCounter.Event, now: PopupTime) -> [PopupEffect<Int>]
  {
    CheckedCounter.reduce(&state, event, now: now)
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { CheckedCounter.render(state, now: now) }
  static let samples = [
    PopupSample<Lossy>("added", summary: "", configuration: (), script: [.send(.add(2))])
  ]
  static let verbs: [PopupVerb<CheckedCounter.Event>] = [
    PopupVerb("add", arguments: "<n>", summary: "add") { arguments throws(PopupScriptError) in
      .add(try arguments.integer("<n>"))
    } print: {
      guard case .add = $0 else { return nil }
      return [.integer(1)]
    },
    PopupVerb("reset", summary: "reset", event: .reset),
  ]
}

/// Planted: `Lossy`'s printer, on a popup that draws nothing of its count.
enum LossyUndrawn: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "lossy-undrawn", name: "", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: CheckedCounter.Event, now: PopupTime) -> [PopupEffect<Int>]
  {
    CheckedCounter.reduce(&state, event, now: now)
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .card(style: .standard, children: []) }
  static let samples = [
    PopupSample<LossyUndrawn>("added", summary: "", configuration: (), script: [.send(.add(2))])
  ]
  static let verbs = Lossy.verbs
}

/// Planted: a kind verb named like the shared `tap`.
enum ReservedName: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "reserved", name: "", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: CheckedCounter.Event, now: PopupTime) -> [PopupEffect<Int>]
  { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { CheckedCounter.render(state, now: now) }
  static let samples = [PopupSample<ReservedName>("fresh", summary: "", configuration: ())]
  static let verbs: [PopupVerb<CheckedCounter.Event>] = [
    PopupVerb("tap", summary: "reset", event: .reset), CheckedCounter.verbs[0],
  ]
  static let exampleEvents: [CheckedCounter.Event] = []
}

/// Planted: the counter forgets to ignore events after it ended.
enum Revives: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "revives", name: "", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: CheckedCounter.Event, now: PopupTime) -> [PopupEffect<Int>]
  {
    if state >= 3, case .add(let n) = event, n > 0 { state += n }
    return CheckedCounter.reduce(&state, event, now: now)
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { CheckedCounter.render(state, now: now) }
  static let samples = [
    PopupSample<Revives>("ended", summary: "", configuration: (), script: [.send(.add(3))])
  ]
  static let verbs = CheckedCounter.verbs
  static let exampleEvents = CheckedCounter.exampleEvents
}

/// Planted: the render counts how often it was called.
enum Impure: InspectablePopupKind {
  nonisolated(unsafe) static var renders = 0
  static let descriptor = PopupDescriptor(id: "impure", name: "", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: CheckedCounter.Event, now: PopupTime) -> [PopupEffect<Int>]
  { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode {
    renders += 1
    return .text("render \(renders)", role: .body)
  }
  static let samples = [PopupSample<Impure>("fresh", summary: "", configuration: ())]
  static let verbs = CheckedCounter.verbs
  static let exampleEvents: [CheckedCounter.Event] = []
}

/// Planted: two buttons titled "Add" that do different things, an unlabelled button, and a
/// field whose action cannot take a text.
enum Mislabelled: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "mislabelled", name: "", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: CheckedCounter.Event, now: PopupTime) -> [PopupEffect<Int>]
  {
    CheckedCounter.reduce(&state, event, now: now)
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode {
    .vstack([
      .button("Add", role: .primary, accessibilityLabel: "Add one", action: action(.add(1))),
      .button("Add", role: .normal, accessibilityLabel: "Add two", action: action(.add(2))),
      .button("", role: .normal, accessibilityLabel: "", action: action(.reset)),
      .field(label: "Amount", text: "", placeholder: "", error: nil, action: PopupFieldAction("add")),
    ])
  }
  static let samples = [PopupSample<Mislabelled>("fresh", summary: "", configuration: ())]
  static let verbs = CheckedCounter.verbs
  static let exampleEvents = CheckedCounter.exampleEvents
}

/// A disabled "Add" and an enabled "Add one".
enum Gated: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "gated", name: "", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: CheckedCounter.Event, now: PopupTime) -> [PopupEffect<Int>]
  {
    if case .add(let n) = event { state += n }
    return []
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode {
    .hstack([
      .button("Add", role: .primary, accessibilityLabel: "Add", action: action(.add(5)), isEnabled: false),
      .button("Add one", role: .normal, accessibilityLabel: "Add one", action: action(.add(1))),
    ])
  }
  static let samples = [PopupSample<Gated>("fresh", summary: "", configuration: ())]
  static let verbs = CheckedCounter.verbs
}
