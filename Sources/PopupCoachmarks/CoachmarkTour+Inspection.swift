import PopupCore

extension CoachmarkTour: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "coachmarks", name: "Coachmark tour",
    summary: "Steps over anchored targets with a spotlight; next, back, skip and finish.", category: .guidance
  )

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("start", summary: "start the tour", event: .startTapped),
    PopupVerb("next", summary: "go to the next step (finish on the last)", event: .nextTapped),
    PopupVerb("back", summary: "go to the previous step", event: .backTapped),
    PopupVerb("skip", summary: "skip the tour", event: .skipTapped),
    PopupVerb("finish", summary: "finish the tour", event: .finishTapped),
    .targetFrame(Event.targetMoved) {
      if case .targetMoved(let id, let frame) = $0 { (id, frame) } else { nil }
    },
    .targetLost(Event.targetLost) { if case .targetLost(let id) = $0 { id } else { nil } },
  ]

  public static let exampleEvents: [Event] = [
    .startTapped, .nextTapped, .nextTapped, .backTapped, .skipTapped, .finishTapped, .targetLost("share"),
    .targetLost("search"), .targetLost("compose"), .targetLost("missing"),
    .targetMoved(id: "share", frame: PopupRect(x: 330, y: 52, width: 44, height: 44)),
    .targetMoved(id: "search", frame: PopupRect(x: 16, y: 110, width: 358, height: 40)),
    .targetMoved(id: "compose", frame: PopupRect(x: 318, y: 760, width: 56, height: 56)),
    .targetMoved(id: "share", frame: PopupRect(x: 1000, y: 52, width: 44, height: 44)),
    .targetMoved(id: "compose", frame: PopupRect(x: -30, y: 830, width: 60, height: 60.5)),
  ]

  /// The current index is a step; a layout's spotlight lies on the screen.
  /// Every presentation ends with the tour finished, completed or not.
  public static let endingOutputs: PopupEndingOutputs<Output>? = ["finished"]

  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if let index = state.currentIndex, !state.steps.indices.contains(index) {
      problems.append("step index \(index) outside 0..<\(state.steps.count)")
    }
    if let layout = state.layout, layout.spotlight.intersection(PopupRect(state.screen)) != layout.spotlight {
      problems.append("spotlight \(layout.spotlight) leaves the screen")
    }
    return problems
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    switch state.phase {
    case .ready: return "ready"
    case .showing(let index): return "step \(index + 1) of \(state.steps.count)"
    case .finished(let completed): return completed ? "finished" : "skipped"
    }
  }
}
