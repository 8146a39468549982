import PopupCore

extension RatingPrompt {
  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("star", arguments: "<n>", summary: "tap the n-th star (1...5; others are ignored)") {
      arguments throws(PopupScriptError) in
      .starTapped(try arguments.integer("<n>"))
    },
    PopupVerb("type", arguments: "\"<text>\"", summary: "set the feedback text") {
      arguments throws(PopupScriptError) in
      .feedbackChanged(try arguments.text("\"<text>\""))
    },
    PopupVerb("submit", summary: "submit the feedback", event: .submitTapped),
    PopupVerb("review", summary: "agree to rate on the store", event: .reviewTapped),
    PopupVerb("not-now", summary: "decline the review", event: .notNowTapped),
    PopupVerb("close", summary: "close the prompt", event: .closeTapped),
  ]

  public static func scriptLine(for event: Event) -> String {
    switch event {
    case .starTapped(let stars): "star \(stars)"
    case .feedbackChanged(let text): "type \(text.popupQuoted)"
    case .submitTapped: "submit"
    case .reviewTapped: "review"
    case .notNowTapped: "not-now"
    case .closeTapped: "close"
    case .timerFired: "wait 0s"
    }
  }

  public static let exampleEvents: [Event] = [
    .starTapped(1), .starTapped(2), .starTapped(3), .starTapped(4), .starTapped(5), .starTapped(0),
    .starTapped(6),
    .starTapped(-1), .feedbackChanged("Too slow"), .feedbackChanged(""), .feedbackChanged("日本語 👩‍👩‍👧 e\u{301}"),
    .submitTapped, .reviewTapped, .notNowTapped, .closeTapped,
  ]
}
