import PopupCore

extension ProgressToast: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "progress", name: "Progress toast",
    summary:
      "Progress that never flashes or goes backwards, with an estimate; Cancel, Retry, a check or a cross.",
    category: .toast)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb(
      "progress", .number("0...1", in: 0...1, expected: "a fraction from 0 to 1, as in 0.4 for 40 %"),
      summary: "the work is this far (0.4 is 40 %)", make: Event.progressed
    ) { if case .progressed(let value) = $0 { value } else { nil } },
    PopupVerb(
      "indeterminate", summary: "the work no longer knows how far it is", event: .becameIndeterminate),
    PopupVerb("detail", .text("text"), summary: "change the line under the title", make: Event.detailChanged)
    {
      if case .detailChanged(let text) = $0 { text } else { nil }
    },
    PopupVerb("succeed", .optional(.text("message")), summary: "the work succeeded", make: Event.succeeded) {
      if case .succeeded(let message) = $0 { message } else { nil }
    },
    PopupVerb("fail", .text("message"), summary: "the work failed", make: Event.failed) {
      if case .failed(let message) = $0 { message } else { nil }
    },
    PopupVerb("cancel", summary: "tap Cancel", event: .cancelTapped),
    PopupVerb("cancelled", summary: "the app confirms the work was cancelled", event: .cancelled),
    PopupVerb("retry", summary: "tap Retry after a failure", event: .retryTapped),
    PopupVerb("close", summary: "close a failure", event: .closeTapped),
    PopupVerb("reset", summary: "the app restarts the work from nothing", event: .reset),
  ]

  public static let exampleEvents: [Event] = [
    .progressed(0.25), .progressed(0.5), .progressed(0.3), .progressed(1), .becameIndeterminate,
    .detailChanged("3.2 of 8 MB"), .succeeded(nil), .succeeded("Uploaded"), .failed("You're offline."),
    .cancelTapped, .cancelled, .retryTapped, .closeTapped, .reset,
  ]

  /// Progress stays in 0...1 and at its highest; a hidden toast never counts down; a success
  /// waits out the minimum show time.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if let progress = state.progress, !(0...1).contains(progress) || progress != state.highest {
      problems.append("progress \(progress) with \(state.highest) the highest seen")
    }
    if !state.isShown && state.successCountdown != nil { problems.append("a success countdown while hidden") }
    if let shownAt = state.shownAt, let countdown = state.successCountdown,
      let deadline = countdown.deadline,
      deadline < shownAt + state.configuration.minimumShow + countdown.duration
    {
      problems.append("a success countdown ending before the minimum show time and its length")
    }
    if state.announcedQuarters > 4 { problems.append("\(state.announcedQuarters) quarters announced") }
    return problems
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    let shown = state.isShown ? "" : " (not shown yet)"
    switch state.phase {
    case .running:
      return (state.progress.map { "running \(Int(($0 * 4).rounded(.down)) * 25)%+" } ?? "running") + shown
    case .cancelling: return "cancelling" + shown
    case .succeeded: return "succeeded" + shown
    case .failed: return "failed" + shown
    }
  }
}
