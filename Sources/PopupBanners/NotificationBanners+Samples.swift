import PopupCore

extension NotificationBanners {
  static func message(_ id: String, _ title: String, _ message: String) -> PopupStep<Event> {
    .send(.posted(BannerItem(id: id, icon: "message.fill", title: title, message: message)))
  }

  public static let samples: [PopupSample<NotificationBanners>] = [
    PopupSample(
      "stack", summary: "Two messages a second apart: the newest in front, each with its own timer.",
      configuration: Configuration(),
      script: [
        message("maya", "Maya", "Lunch tomorrow?"), .wait(.seconds(1)), message("sam", "Sam", "Running late"),
      ]),
    PopupSample(
      "overflow", summary: "Five posts with three visible: two wait, and their timers wait too.",
      configuration: Configuration(),
      script: [
        message("a", "Ana", "Draft ready"), message("b", "Ben", "Call me"), message("c", "Cleo", "Photos"),
        message("d", "Dev", "Build passed"), message("e", "Eve", "See you at 6"), .wait(.seconds(2)),
      ]),
    PopupSample(
      "held", summary: "Held two seconds in: every timer stands still.", configuration: Configuration(),
      script: [message("maya", "Maya", "Lunch tomorrow?"), .wait(.seconds(2)), .hold, .wait(.seconds(30))]),
    PopupSample("empty", summary: "Nothing posted yet.", configuration: Configuration()),
  ]
}
