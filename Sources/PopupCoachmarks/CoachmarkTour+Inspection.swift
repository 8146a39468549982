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
    PopupVerb("target", arguments: "<id> <x> <y> <w> <h>", summary: "report a target's frame") {
      arguments throws(PopupScriptError) in
      let id = try arguments.text("<id>")
      let frame = PopupRect(
        x: try arguments.decimal("<x>"), y: try arguments.decimal("<y>"), width: try arguments.decimal("<w>"),
        height: try arguments.decimal("<h>"))
      return .targetMoved(id, frame)
    } print: {
      guard case .targetMoved(let id, let frame) = $0 else { return nil }
      return [.word(id), .number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)]
    },
    PopupVerb("lose", arguments: "<id>", summary: "report a target gone") {
      arguments throws(PopupScriptError) in
      .targetLost(try arguments.text("<id>"))
    } print: {
      guard case .targetLost(let id) = $0 else { return nil }
      return [.word(id)]
    },
    PopupVerb("screen", arguments: "<w> <h>", summary: "report the screen's size") {
      arguments throws(PopupScriptError) in
      .screenChanged(PopupSize(width: try arguments.decimal("<w>"), height: try arguments.decimal("<h>")))
    } print: {
      guard case .screenChanged(let size) = $0 else { return nil }
      return [.number(size.width), .number(size.height)]
    },
  ]

  public static let exampleEvents: [Event] = [
    .startTapped, .nextTapped, .nextTapped, .backTapped, .skipTapped, .finishTapped, .targetLost("share"),
    .targetLost("search"), .targetLost("compose"), .targetLost("missing"),
    .targetMoved("share", PopupRect(x: 330, y: 52, width: 44, height: 44)),
    .targetMoved("search", PopupRect(x: 16, y: 110, width: 358, height: 40)),
    .targetMoved("compose", PopupRect(x: 318, y: 760, width: 56, height: 56)),
    .targetMoved("share", PopupRect(x: 1000, y: 52, width: 44, height: 44)),
    .targetMoved("compose", PopupRect(x: -30, y: 830, width: 60, height: 60.5)),
    .screenChanged(PopupSize(width: 390, height: 844)), .screenChanged(PopupSize(width: 200, height: 300)),
  ]

  /// The current index is a step; a layout's spotlight lies on the screen.
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
}
