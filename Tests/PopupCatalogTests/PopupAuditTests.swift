import CatalogCommands
import PopupCatalog
import PopupCore
import PopupTesting
import Testing

/// A card with every flaw the audit looks for, one rule each.
enum FlawedCard: InspectablePopupKind {
  enum Event: Equatable, Sendable {
    case star(Int)
    case delete
  }
  enum Output: Equatable, Sendable { case deleted }
  static let descriptor = PopupDescriptor(id: "flawed", name: "Flawed card", summary: "", category: .card)
  static let defaultBehavior = PopupBehavior(dismissesOnOutsideTap: false, dismissesOnDrag: false)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    switch event {
    case .star(let stars):
      state = stars
      return []
    case .delete: return [.output(.deleted), .dismiss(.tap)]
    }
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode {
    .card(
      style: .standard,
      children: [
        .stars(
          filled: state, count: 3, accessibilityLabel: "\(state) of 3",
          actions: (1...3).map { action(.star($0)) }, labels: ["1", "2", "3"]),
        .button("", role: .normal, accessibilityLabel: "", action: action(.star(1))),
        .button("✕", role: .normal, accessibilityLabel: "✕", action: action(.star(2))),
        .button("Help", role: .normal, accessibilityLabel: "questionmark.circle", action: action(.star(3))),
        .button("Delete", role: .destructive, accessibilityLabel: "Delete", action: action(.delete)),
      ])
  }
  static let samples = [
    PopupSample<FlawedCard>("flawed", summary: "", configuration: (), script: [.send(.star(2))])
  ]
  static let verbs: [PopupVerb<Event>] = [
    PopupVerb("star", arguments: "<n>", summary: "tap a star") { arguments throws(PopupScriptError) in
      .star(try arguments.integer("<n>"))
    } print: { event in
      guard case .star(let stars) = event else { return nil }
      return [.integer(stars)]
    },
    PopupVerb("delete", summary: "delete", event: .delete),
    PopupVerb("return", summary: "press Return", event: .delete),
  ]
}

/// A toast with an action that goes in 4 s, held or not.
enum HurriedToast: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "hurried", name: "Hurried toast", summary: "", category: .toast)
  static let defaultBehavior = PopupBehavior(autoDismissAfter: .seconds(4), pausesOnHold: false)
  static let defaultPresentation = PopupPresentationOptions.toast()
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Int, now: PopupTime) -> [PopupEffect<Int>] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode {
    .hstack([.button("Undo", role: .primary, accessibilityLabel: "Undo", action: action(1))])
  }
  static let samples = [PopupSample<HurriedToast>("fresh", summary: "", configuration: ())]
  static let verbs = [PopupVerb("undo", summary: "undo", event: 1)]
}

/// A card whose flaw shows only two steps in: its third page labels a button with a symbol's
/// name. The samples alone never reach it; the explorer does.
enum LateFlaw: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "late", name: "Late flaw", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Int, now: PopupTime) -> [PopupEffect<Int>] {
    state = min(state + 1, 2)
    return [.announce("Page \(state + 1)")]
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode {
    .card(
      style: .standard,
      children: [
        .button(
          "Next", role: .primary, accessibilityLabel: state == 2 ? "arrow.right" : "Next", action: action(1)),
        .button("Close", role: .cancel, accessibilityLabel: "Close", action: action(1)),
      ])
  }
  static let samples = [PopupSample<LateFlaw>("first", summary: "", configuration: ())]
  static let verbs = [PopupVerb("next", summary: "next page", event: 1)]
  static let exampleEvents = [1]
}

/// A modal with only a destructive row and Return, where Return presses the row that has the
/// focus, and a swipe that first scrolls its content back and dismisses only from the top.
enum FocusedDelete: InspectablePopupKind {
  struct State: Hashable, Sendable {
    var isFocused = false
    var isScrolled = true
  }
  enum Event: Equatable, Sendable {
    case focus
    case delete
  }
  static let descriptor = PopupDescriptor(id: "focused", name: "Focused delete", summary: "", category: .card)
  static let defaultBehavior = PopupBehavior(dismissesOnOutsideTap: false, dismissesOnDrag: true)
  static func makeState(_ configuration: Void, now: PopupTime) -> State { State() }
  static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Never>] {
    switch event {
    case .focus:
      state.isFocused = true
      return []
    case .delete: return state.isFocused ? [.dismiss(.tap)] : []
    }
  }
  static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime) -> [PopupEffect<Never>]? {
    guard gesture == .drag, state.isScrolled else { return nil }
    state.isScrolled = false
    return []
  }
  static func render(_ state: State, now: PopupTime) -> RenderNode {
    .card(
      style: .standard,
      children: [
        .button("Delete", role: .destructive, accessibilityLabel: "Delete", action: action(.delete)),
        .button("Focus", role: .normal, accessibilityLabel: "Focus", action: action(.focus)),
      ])
  }
  static func focus(of state: State) -> String? { state.isFocused ? "Delete" : nil }
  static let samples = [
    PopupSample<FocusedDelete>("focused", summary: "", configuration: (), script: [.send(.focus)])
  ]
  static let verbs: [PopupVerb<Event>] = [
    PopupVerb("delete", summary: "delete", event: .delete),
    PopupVerb("focus", summary: "focus", event: .focus),
    PopupVerb("return", summary: "press Return", event: .delete),
  ]
}

@Suite("PopupAudit", .watchdog)
struct PopupAuditTests {
  @Test func everyLinkedKindPassesWithNodesCounted() throws {
    let report = PopupAudit.audit(try PopupCatalog.linked.kinds)
    #expect(report.findings == [])
    #expect(report.samples >= 60)
    #expect(report.nodes > 1000)
  }

  @Test func aFlawedCardBreaksEveryRuleItCan() {
    let report = PopupAudit.audit(FlawedCard.self)
    let rules = Set(report.findings.map(\.rule))
    #expect(
      rules == [
        .actions, .iconOnlyButton, .symbolLabel, .noWayOut, .destructiveDefault, .silentChange, .labelInName,
      ])
    let symbol = report.findings.first { $0.rule == .symbolLabel }
    #expect(
      symbol?.description
        == "flawed, sample 'flawed', appearing: button \"Help\": its label \"questionmark.circle\" is a symbol's name [symbolLabel]"
    )
    #expect(report.findings.first { $0.rule == .silentChange }?.moment == "after 'star 2'")
    #expect(
      report.findings.first { $0.rule == .labelInName }?.description
        == "flawed, sample 'flawed', appearing: button \"Help\": its label \"questionmark.circle\" does not contain the words it shows [labelInName]"
    )
    #expect(report.findings.first { $0.rule == .destructiveDefault }?.node == "button \"Delete\"")
    #expect(
      report.findings.filter { $0.rule == .iconOnlyButton }.map(\.node) == ["button \"\"", "button \"✕\""])
    // Reported once each, not once per step.
    #expect(report.findings.filter { $0.rule == .noWayOut }.count == 1)
  }

  @Test func theCommandExits1NamingKindSampleAndNode() throws {
    let result = CatalogCommandLine(catalog: try PopupCatalog([FlawedCard.self])).run(["audit"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError.hasPrefix("Error: 8 accessibility findings in 1 kind, 1 sample, "))
    let explored = PopupAudit.defaultExplorer.explore(FlawedCard.samples[0]).states.count
    #expect(result.standardError.contains(", \(explored - 1) explored states, "))
    #expect(
      result.standardError.contains(
        "\n  flawed, sample 'flawed', appearing: the tree: a button without a title or label: "))
    #expect(result.standardError.hasSuffix("Fix each, then run 'catalog audit' again.\n"))
  }

  @Test func theExplorerFindsAFlawOnlyALaterStateShowsAndCountsWhatItChecked() throws {
    #expect(PopupAudit.audit(LateFlaw.self).findings == [])
    let report = PopupAudit.audit(LateFlaw.self, explorer: try PopupExplorer())
    // The symbol's name for a label, which does not hold the button's word either.
    #expect(report.findings.map(\.rule) == [.symbolLabel, .labelInName])
    #expect(report.findings.allSatisfy { $0.moment == "after 'next; next'" })
    #expect(report.states == (try PopupExplorer().explore(LateFlaw.samples[0])).states.count - 1)
    #expect(report.states > 2)
  }

  /// In the sample, Return presses the focused Delete (as every platform does), and the only
  /// way out is two swipes: neither is a finding.
  @Test func returnOnTheFocusedDestructiveRowAndTwoSwipesOutAreNoFindings() {
    #expect(PopupAudit.audit(FocusedDelete.self).findings == [])
  }

  @Test func aToastWithAnActionThatCannotBeHeldIsFound() {
    let report = PopupAudit.audit(HurriedToast.self)
    #expect(report.findings.map(\.rule) == [.shortActionToast])
  }

  /// Voice control matches what a person reads off the button: words, any case, whole.
  @Test(arguments: [
    ("Rate Orbit on the store", "Rate Orbit", true), ("Rate on the store", "Rate Orbit", false),
    ("Share", "▸ Share", true), ("Back to the previous step", "Back", true), ("Previous step", "Back", false),
    ("Done: finish the tour", "Done", true), ("close", "Close", true), ("Undone", "Undo", false),
    ("Try again: check once more", "Try again", true), ("Check again", "Try again", false),
    ("Sam: running late", "Sam, running late", true), ("", "Close", false),
  ])
  func aLabelHoldsTheWordsItsButtonShows(label: String, title: String, holds: Bool) {
    #expect(PopupAudit.labelContainsTitle(label, title) == holds)
  }

  @Test(arguments: [
    ("star.fill", true), ("questionmark.circle", true), ("a.b2", true), ("Close", false), ("3.5", false),
    ("e.g.", false), ("star", false), ("Star.fill", false), (".fill", false),
  ])
  func symbolNamesAreDotJoinedLowercaseWords(label: String, isSymbol: Bool) {
    #expect(PopupAudit.isSymbolName(label) == isSymbol)
  }
}
