import PopupCore
import PopupSupport

extension NotificationBanners: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "banners", name: "Notification banners",
    summary: "A push-style stack, newest in front; swipe to dismiss; each item has its own timer.",
    category: .toast)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb(
      "post",
      arguments: "<id> \"<title>\" [\"<message>\"] [icon <symbol>] [stamp \"<text>\"] [for <n>s | sticky]",
      summary: "post an item (or replace the one with that id); default icon bell.fill, stamp \"now\", 5s"
    ) { arguments throws(PopupScriptError) in
      .posted(try parseItem(&arguments))
    } print: {
      guard case .posted(let item) = $0 else { return nil }
      return printItem(item)
    },
    PopupVerb("swipe", summary: "swipe the front item away", event: .swiped),
    PopupVerb(
      "open", .optional(.word("id")),
      summary: "tap a banner to open it: the front one, or the one with an id",
      make: { $0.map(Event.itemTapped) ?? .tapped },
      match: {
        switch $0 {
        case .tapped: .some(nil)
        case .itemTapped(let id): id
        default: nil
        }
      }),
    PopupVerb(
      "remove", .word("id"), summary: "remove the item with an id in code", make: Event.dismissRequested
    ) {
      if case .dismissRequested(let id) = $0 { id } else { nil }
    },
  ]

  public static let exampleEvents: [Event] = [
    .posted(BannerItem(id: "a", title: "Maya", message: "Lunch tomorrow?")),
    .posted(BannerItem(id: "b", title: "Sam", duration: nil)),
    .posted(
      BannerItem(
        id: "c", icon: "message.fill", title: "日本語のタイトル", message: "👩‍👩‍👧 שלום", timestamp: "2m ago",
        duration: .milliseconds(2500))),
    .posted(BannerItem(id: "d", title: "Dev")),
    .posted(BannerItem(id: "a", title: "Maya again")), .swiped, .tapped, .itemTapped("b"),
    .itemTapped("c"), .itemTapped("missing"), .dismissRequested("a"),
    .dismissRequested("b"), .dismissRequested("missing"),
  ]

  /// Ids are unique; only visible items' timers run.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if hasRepeatedID(state) { problems.append("an id shows twice: \(state.entries.map(\.item.id))") }
    let visibleCount = state.visibleCount
    for index in state.entries.indices {
      guard let countdown = state.entries[index].countdown else { continue }
      if index < visibleCount && countdown.isPaused {
        problems.append("visible '\(state.entries[index].item.id)' is paused")
      }
      if index >= visibleCount && !countdown.isPaused {
        problems.append("hidden '\(state.entries[index].item.id)' is running")
      }
    }
    return problems
  }

  /// Whether two items share an id: a few are compared pairwise in place, more through a set.
  /// Checked in every state the explorer reaches, so it builds nothing for a few.
  static func hasRepeatedID(_ state: State) -> Bool {
    let entries = state.entries
    guard entries.count > 8 else {
      for first in entries.indices {
        for second in entries.indices[(first + 1)...] where entries[first].item.id == entries[second].item.id
        {
          return true
        }
      }
      return false
    }
    var seen = Set<String>(minimumCapacity: entries.count)
    for index in entries.indices where !seen.insert(entries[index].item.id).inserted { return true }
    return false
  }

  private static let optionKeywords = ["icon", "stamp", "for", "sticky"]

  private static func parseItem(_ arguments: inout PopupVerbArguments) throws(PopupScriptError) -> BannerItem
  {
    var item = BannerItem(id: try arguments.text("<id>"), title: try arguments.text("\"<title>\""))
    item.message = arguments.optionalText(unlessKeyword: optionKeywords) ?? ""
    while true {
      if arguments.keyword("icon") {
        item.icon = try arguments.text("<symbol>")
      } else if arguments.keyword("stamp") {
        item.timestamp = try arguments.text("\"<text>\"")
      } else if arguments.keyword("for") {
        item.duration = try arguments.duration("<n>s")
      } else if arguments.keyword("sticky") {
        item.duration = nil
      } else {
        return item
      }
    }
  }

  private static func printItem(_ item: BannerItem) -> [PopupScriptArgument] {
    let defaults = BannerItem(id: item.id, title: item.title)
    var arguments: [PopupScriptArgument] = [.word(item.id), .text(item.title)]
    if !item.message.isEmpty { arguments.append(.text(item.message)) }
    if item.icon != defaults.icon { arguments += [.word("icon"), .word(item.icon)] }
    if item.timestamp != defaults.timestamp { arguments += [.word("stamp"), .text(item.timestamp)] }
    if item.duration != defaults.duration {
      arguments += item.duration.map { [.word("for"), .duration($0)] } ?? [.word("sticky")]
    }
    return arguments
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    let shown = String.popupCount(state.visibleCount, "banner")
    return state.hiddenCount > 0 ? "\(shown), \(state.hiddenCount) more" : shown
  }
}
