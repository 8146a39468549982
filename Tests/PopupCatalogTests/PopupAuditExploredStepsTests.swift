import PopupCore
import Testing

@testable import PopupCatalog

/// A tour whose counter moves with no announcement, and whose "Step aside" line changes too,
/// which counts nothing; on its second step Close is labelled with a symbol's name. Its
/// sample plays no step: only the explorer takes `next`.
enum SilentSteps: InspectablePopupKind {
  static let descriptor = PopupDescriptor(
    id: "silent-steps", name: "Silent steps", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Int, now: PopupTime) -> [PopupEffect<Int>] {
    guard event == 1 else { return [.dismiss(.tap)] }
    state = min(state + 1, 2)
    return []
  }
  static func render(_ state: Int, now: PopupTime) -> RenderNode {
    .card(
      style: .standard,
      children: [
        .text(state == 2 ? "STEP 3 of 3" : "Step \(state + 1) of 3", role: .title),
        .text("Step aside \(state)", role: .body),
        .button("Next", role: .primary, accessibilityLabel: "Next", action: action(1)),
        .button(
          "Close", role: .cancel, accessibilityLabel: state == 1 ? "xmark.circle" : "Close", action: action(0)
        ),
      ])
  }
  static let samples = [PopupSample<SilentSteps>("first", summary: "", configuration: ())]
  static let verbs = [
    PopupVerb("next", summary: "next step", event: 1), PopupVerb("close", summary: "close", event: 0),
  ]
}

/// What the audit asks of the steps the explorer takes between two states.
struct PopupAuditExploredStepsTests {
  /// The sample alone takes no step; the explorer's `next` moves the counter silently, from
  /// the first state and from the second (a counter in capitals counts too), and each is found,
  /// after the second state's own findings.
  @Test func aSilentStepOnlyTheExplorerTakesIsFound() throws {
    #expect(PopupAudit.audit(SilentSteps.self).findings == [])
    let report = PopupAudit.audit(SilentSteps.self, explorer: try PopupExplorer())
    #expect(
      report.findings.map(\.description) == [
        "silent-steps, sample 'first', after 'next': button \"Close\": its label \"xmark.circle\" is a symbol's name [symbolLabel]",
        "silent-steps, sample 'first', after 'next': button \"Close\": its label \"xmark.circle\" does not contain the words it shows [labelInName]",
        "silent-steps, sample 'first', after 'next': text \"Step 2 of 3\": the step changed with no announcement [silentChange]",
        "silent-steps, sample 'first', after 'next; next': text \"STEP 3 of 3\": the step changed with no announcement [silentChange]",
      ])
  }

  @Test(arguments: [
    ("Step 2 of 3", true), ("STEP 2 of 3", true), ("Step 2 OF 3", false), ("step 1 of 1", true),
    ("Step aside", false),
    ("Steps 2 of 3", false), ("Step2 of 3", false), ("A step 2 of 3", false), ("Ste", false), ("", false),
    ("Step \u{301}2 of 3", false), ("Ｓtep 2 of 3", false),
  ])
  func aStepCounterStartsWithStepInAnyCaseAndHoldsOf(text: String, counts: Bool) {
    #expect(AnnouncedFacts.countsSteps(text) == counts)
    #expect(
      AnnouncedFacts.countsSteps(text) == (text.lowercased().hasPrefix("step ") && text.contains(" of ")))
  }
}
