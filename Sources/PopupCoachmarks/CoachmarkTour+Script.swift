import PopupCore

extension CoachmarkTour {
  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("start", summary: "start the tour", event: .startTapped),
    PopupVerb("next", summary: "go to the next step (finish on the last)", event: .nextTapped),
    PopupVerb("back", summary: "go to the previous step", event: .backTapped),
    PopupVerb("skip", summary: "skip the tour", event: .skipTapped),
    PopupVerb("finish", summary: "finish the tour", event: .finishTapped),
    PopupVerb("target", arguments: "<id> <x> <y> <w> <h>", summary: "report a target's frame") {
      arguments throws(PopupScriptError) in
      let id = try arguments.word("<id>")
      let frame = PopupRect(
        x: try arguments.decimal("<x>"), y: try arguments.decimal("<y>"), width: try arguments.decimal("<w>"),
        height: try arguments.decimal("<h>"))
      return .targetMoved(id, frame)
    },
    PopupVerb("lose", arguments: "<id>", summary: "report a target gone") {
      arguments throws(PopupScriptError) in
      .targetLost(try arguments.word("<id>"))
    },
    PopupVerb("screen", arguments: "<w> <h>", summary: "report the screen's size") {
      arguments throws(PopupScriptError) in
      .screenChanged(PopupSize(width: try arguments.decimal("<w>"), height: try arguments.decimal("<h>")))
    },
  ]

  public static func scriptLine(for event: Event) -> String {
    switch event {
    case .startTapped: "start"
    case .nextTapped: "next"
    case .backTapped: "back"
    case .skipTapped: "skip"
    case .finishTapped: "finish"
    case .targetMoved(let id, let frame):
      "target \(id.popupQuoted) \(frame.x) \(frame.y) \(frame.width) \(frame.height)"
    case .targetLost(let id): "lose \(id.popupQuoted)"
    case .screenChanged(let size): "screen \(size.width) \(size.height)"
    case .timerFired: "wait 0s"
    }
  }

  public static let exampleEvents: [Event] = [
    .startTapped, .nextTapped, .nextTapped, .backTapped, .skipTapped, .finishTapped, .targetLost("share"),
    .targetLost("search"), .targetLost("compose"), .targetLost("missing"),
    .targetMoved("share", PopupRect(x: 330, y: 52, width: 44, height: 44)),
    .targetMoved("search", PopupRect(x: 16, y: 110, width: 358, height: 40)),
    .targetMoved("compose", PopupRect(x: 318, y: 760, width: 56, height: 56)),
    .targetMoved("share", PopupRect(x: 1000, y: 52, width: 44, height: 44)),
    .targetMoved("compose", PopupRect(x: -30, y: 830, width: 60, height: 60)),
    .screenChanged(PopupSize(width: 390, height: 844)), .screenChanged(PopupSize(width: 200, height: 300)),
  ]
}
