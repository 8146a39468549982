import PopupCore

extension ConsentSheet {
  static let firstVisit = Configuration(
    unchecked: nil, message: "Orbit uses data to work and, if you agree, to improve and to show you offers.",
    categories: Category.standard, recordID: "consent-1")

  static let earlier = ConsentRecord(
    id: "consent-1", firstConsent: .scriptOrigin.adding(days: -30), updated: .scriptOrigin.adding(days: -30),
    revision: 1, acceptType: .custom, accepted: ["necessary", "analytics"],
    rejected: ["marketing", "personalization"],
    expires: .scriptOrigin.adding(days: 152))

  public static let samples: [PopupSample<ConsentSheet>] = [
    PopupSample(
      "first-layer", summary: "First visit: Accept all, Reject all and Customize, equal.",
      configuration: firstVisit),
    PopupSample(
      "preferences", summary: "Customize: a toggle per category, optional ones off.",
      configuration: firstVisit,
      script: [.send(.customizeTapped)]),
    PopupSample(
      "reopened", summary: "Reopened from settings with a record: its choices prefilled.",
      configuration: Configuration(
        unchecked: nil, message: firstVisit.message, categories: Category.standard, recordID: "consent-1",
        previous: earlier,
        isClosable: true),
      script: [.send(.customizeTapped)]),
    PopupSample(
      "new-revision", summary: "The categories changed (revision 2): asked again.",
      configuration: Configuration(
        unchecked: nil, message: firstVisit.message, categories: Category.standard, revision: 2,
        recordID: "consent-1",
        previous: earlier)),
  ]
}
