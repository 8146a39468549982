import PopupCore

extension RatingPrompt {
  static let orbit = Configuration(appName: "Orbit")

  public static let samples: [PopupSample<RatingPrompt>] = [
    PopupSample("initial", summary: "Freshly presented: no stars yet.", configuration: orbit),
    PopupSample(
      "three-stars", summary: "Three stars, below the threshold: the feedback step.", configuration: orbit,
      script: [.send(.starTapped(3))]),
    PopupSample(
      "feedback-typed", summary: "Two stars and feedback typed, ready to submit.", configuration: orbit,
      script: [.send(.starTapped(2)), .send(.feedbackChanged("Syncing takes too long on cellular."))]),
    PopupSample(
      "five-stars", summary: "Five stars, at or above the threshold: the review nudge.", configuration: orbit,
      script: [.send(.starTapped(5))]),
    PopupSample(
      "low-threshold", summary: "Threshold 2: three stars already nudge a review.",
      configuration: Configuration(appName: "Orbit", threshold: 2), script: [.send(.starTapped(3))]),
  ]
}
