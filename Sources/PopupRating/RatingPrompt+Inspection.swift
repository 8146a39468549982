import PopupCore

extension RatingPrompt: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "rating", name: "Rating prompt",
    summary: "Stars; below the threshold asks for feedback, at or above it nudges a store review.",
    category: .card)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb(
      "star", .integer("n"), summary: "tap the n-th star (1...5; others are ignored)", make: Event.starTapped
    ) {
      if case .starTapped(let stars) = $0 { stars } else { nil }
    },
    PopupVerb("type", .text("text"), summary: "set the feedback text", make: Event.feedbackChanged) {
      if case .feedbackChanged(let text) = $0 { text } else { nil }
    },
    PopupVerb("submit", summary: "submit the feedback", event: .submitTapped),
    PopupVerb("review", summary: "agree to rate on the store", event: .reviewTapped),
    PopupVerb("not-now", summary: "decline the review", event: .notNowTapped),
    PopupVerb("close", summary: "close the prompt", event: .closeTapped),
  ]

  public static let exampleEvents: [Event] = [
    .starTapped(1), .starTapped(2), .starTapped(3), .starTapped(4), .starTapped(5), .starTapped(0),
    .starTapped(6), .starTapped(-1), .feedbackChanged("Too slow"), .feedbackChanged(""),
    .feedbackChanged("日本語 👩‍👩‍👧 e\u{301}"), .submitTapped, .reviewTapped, .notNowTapped, .closeTapped,
  ]

  /// Stars stay within 0...5; the feedback step means stars below the threshold, the review
  /// step stars at or above it.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if !(0...State.starCount).contains(state.stars) { problems.append("stars \(state.stars) outside 0...5") }
    if state.step == .feedback && state.stars >= state.configuration.threshold {
      problems.append("feedback step with \(state.stars) stars at or above the threshold")
    }
    if state.step == .review && state.stars < state.configuration.threshold {
      problems.append("review step with \(state.stars) stars below the threshold")
    }
    if state.step == .rating && state.stars != 0 { problems.append("rating step with \(state.stars) stars") }
    return problems
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    "\(state.step.rawValue), \(state.stars == 1 ? "1 star" : "\(state.stars) stars")"
  }
}
