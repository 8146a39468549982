import PopupCore

extension UndoToast {
  static let photoDeleted = Configuration(message: "Photo deleted")

  public static let samples: [PopupSample<UndoToast>] = [
    PopupSample("fresh", summary: "Just presented: the full five seconds.", configuration: photoDeleted),
    PopupSample(
      "two-seconds-left", summary: "Three seconds in: two seconds to undo.", configuration: photoDeleted,
      script: [.wait(.seconds(3))]),
    PopupSample(
      "held", summary: "Held a second in: the countdown stands still at four seconds.",
      configuration: photoDeleted, script: [.wait(.seconds(1)), .hold, .wait(.seconds(10))]),
    PopupSample(
      "bar", summary: "The bar indicator, a moment in.",
      configuration: Configuration(message: "3 messages archived", duration: .seconds(8), indicator: .bar),
      script: [.wait(.seconds(2))]),
  ]
}
