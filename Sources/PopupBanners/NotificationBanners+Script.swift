import PopupCore

extension NotificationBanners {
  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb(
      "post", arguments: "<id> \"<title>\" [\"<message>\"]",
      summary: "post an item (or replace the one with that id)"
    ) {
      arguments throws(PopupScriptError) in
      let id = try arguments.word("<id>")
      let title = try arguments.text("\"<title>\"")
      return .posted(BannerItem(id: id, title: title, message: arguments.optionalText() ?? ""))
    },
    PopupVerb("swipe", summary: "swipe the front item away", event: .swiped),
    PopupVerb("tap", summary: "tap the front item", event: .tapped),
    PopupVerb("dismiss", arguments: "<id>", summary: "dismiss the item with an id in code") {
      arguments throws(PopupScriptError) in .dismissRequested(try arguments.word("<id>"))
    },
  ]

  public static func scriptLine(for event: Event) -> String {
    switch event {
    case .posted(let item):
      "post \(item.id.popupQuoted) \(item.title.popupQuoted)"
        + (item.message.isEmpty ? "" : " \(item.message.popupQuoted)")
    case .swiped: "swipe"
    case .tapped: "tap"
    case .dismissRequested(let id): "dismiss \(id.popupQuoted)"
    case .timerFired: "wait 0s"
    }
  }

  public static let exampleEvents: [Event] = [
    .posted(BannerItem(id: "a", title: "Maya", message: "Lunch tomorrow?")),
    .posted(BannerItem(id: "b", title: "Sam")),
    .posted(BannerItem(id: "c", title: "日本語のタイトル", message: "👩‍👩‍👧 שלום")),
    .posted(BannerItem(id: "d", title: "Dev")),
    .posted(BannerItem(id: "a", title: "Maya again")), .swiped, .tapped, .dismissRequested("a"),
    .dismissRequested("b"),
    .dismissRequested("missing"),
  ]
}
