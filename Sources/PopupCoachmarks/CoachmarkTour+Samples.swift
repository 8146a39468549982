import PopupCore

extension CoachmarkTour {
  /// Three steps over a phone screen: a share button at the top right, a search field, a
  /// compose button at the bottom right.
  static let threeSteps = Configuration(
    steps: [
      Step(target: "share", title: "Share", message: "Send the album to a friend."),
      Step(target: "search", title: "Search", message: "Find any photo by what is in it."),
      Step(target: "compose", title: "New album", message: "Start an album from here."),
    ],
    targets: [
      "share": PopupRect(x: 330, y: 52, width: 44, height: 44),
      "search": PopupRect(x: 16, y: 110, width: 358, height: 40),
      "compose": PopupRect(x: 318, y: 760, width: 56, height: 56),
    ])

  public static let samples: [PopupSample<CoachmarkTour>] = [
    PopupSample(
      "three-steps", summary: "A three-step tour whose targets all exist, not started.",
      configuration: threeSteps),
    PopupSample(
      "first-step", summary: "Started: the share button in the top corner, callout below.",
      configuration: threeSteps,
      script: [.send(.startTapped)]),
    PopupSample(
      "last-step", summary: "The compose button near the bottom: the callout goes above.",
      configuration: threeSteps,
      script: [.send(.startTapped), .send(.nextTapped), .send(.nextTapped)]),
    PopupSample(
      "plain-scrim",
      summary: "Started with spotlight off (seed 001's spotlight: false): a plain dim, the arrow still.",
      configuration: {
        var configuration = threeSteps
        configuration.showsSpotlight = false
        return configuration
      }(), script: [.send(.startTapped)]),
    PopupSample(
      "target-lost", summary: "The search field scrolled away while its step showed: the step waits.",
      configuration: threeSteps,
      script: [.send(.startTapped), .send(.nextTapped), .send(.targetLost("search"))]),
    PopupSample(
      "single", summary: "A single coachmark is a one-step tour.",
      configuration: .single(
        target: "filter", title: "Filters", message: "Narrow the list down.",
        frame: PopupRect(x: 8, y: 400, width: 40, height: 40)),
      script: [.send(.startTapped)]),
  ]
}
