import PopupCore
import PopupSupport

extension LiveCapsule: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "capsule", name: "Live capsule",
    summary:
      "Live activities in a pill: compact, minimal, expanded; timestamped updates, alerts, stale, linger.",
    category: .toast)

  static let startOptions = ["relevance", "stale-at", "timer-to", "timer-from", "symbol"]

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb(
      "start",
      arguments:
        "<id> \"<label>\" [\"<trailing>\"] [relevance <n>] [stale-at <n>s] [timer-to <n>s] [timer-from <n>s] [symbol <name>]",
      summary: "start an activity; instants are offsets from the start of the run"
    ) { arguments throws(PopupScriptError) in
      var activity = Activity(id: try arguments.text("<id>"), label: try arguments.text("\"<label>\""))
      if let trailing = arguments.optionalText(unlessKeyword: startOptions) {
        activity.trailing = .text(trailing)
      }
      while let option = arguments.peek() {
        if arguments.keyword("relevance") {
          activity.relevance = try arguments.decimal("<n>")
        } else if arguments.keyword("stale-at") {
          activity.staleAt = try arguments.offset("<n>s")
        } else if arguments.keyword("symbol") {
          activity.symbol = try arguments.text("<name>")
        } else if arguments.keyword("timer-to") || arguments.keyword("timer-from") {
          let instant = try arguments.offset("<n>s")
          guard activity.trailing == .empty else {
            throw arguments.invalid(
              option, option, expected: "one trailing: a text or a timer, not both")
          }
          activity.trailing = .timer(option == "timer-to" ? .down(to: instant) : .up(from: instant))
        } else {
          throw arguments.invalid(
            "option", option, expected: "one of " + startOptions.joined(separator: ", "),
            suggestions: PopupSuggestions.nearest(to: option, in: startOptions))
        }
      }
      return .started(activity)
    } print: {
      guard case .started(let activity) = $0, activity.expanded == ExpandedRegions() else { return nil }
      var printed: [PopupScriptArgument] = [.word(activity.id), .text(activity.label)]
      if case .text(let text) = activity.trailing { printed.append(.text(text)) }
      if activity.relevance != 0 { printed += [.word("relevance"), .number(activity.relevance)] }
      if let staleAt = activity.staleAt { printed += [.word("stale-at"), .offset(staleAt)] }
      switch activity.trailing {
      case .timer(.down(let instant)): printed += [.word("timer-to"), .offset(instant)]
      case .timer(.up(let instant)): printed += [.word("timer-from"), .offset(instant)]
      case .empty, .text: break
      }
      if activity.symbol != Activity.defaultSymbol { printed += [.word("symbol"), .word(activity.symbol)] }
      return printed
    },
    PopupVerb(
      "update", arguments: "<id> \"<label>\" [\"<trailing>\"] at <n>s [alert] [stale-at <n>s]",
      summary: "new content, made at an instant; older ones are dropped"
    ) { arguments throws(PopupScriptError) in
      let id = try arguments.text("<id>")
      let label = try arguments.text("\"<label>\"")
      let trailing = arguments.optionalText(unlessKeyword: ["at"]).map(Trailing.text)
      try arguments.requireKeyword("at")
      var update = Update(id: id, label: label, trailing: trailing, timestamp: try arguments.offset("<n>s"))
      update.isAlert = arguments.keyword("alert")
      if arguments.keyword("stale-at") { update.staleAt = try arguments.offset("<n>s") }
      return .updated(update)
    } print: {
      guard case .updated(let update) = $0 else { return nil }
      var printed: [PopupScriptArgument] = [.word(update.id), .text(update.label)]
      switch update.trailing {
      case .text(let text)?: printed.append(.text(text))
      case nil: break
      case .empty?, .timer?: return nil
      }
      printed += [.word("at"), .offset(update.timestamp)]
      if update.isAlert { printed.append(.word("alert")) }
      if let staleAt = update.staleAt { printed += [.word("stale-at"), .offset(staleAt)] }
      return printed
    },
    PopupVerb(
      "end", arguments: "<id> [\"<label>\" [\"<trailing>\"]] [immediate | after <n>s]",
      summary: "end an activity: its final content lingers 4 s, none, or the time given (at most 4 h)"
    ) { arguments throws(PopupScriptError) in
      var ending = Ending(id: try arguments.text("<id>"))
      let policies = ["immediate", "after"]
      ending.label = arguments.optionalText(unlessKeyword: policies)
      if ending.label != nil {
        ending.trailing = arguments.optionalText(unlessKeyword: policies).map(Trailing.text)
      }
      if arguments.keyword("immediate") {
        ending.policy = .immediate
      } else if arguments.keyword("after") {
        ending.policy = .after(try arguments.duration("<n>s"))
      }
      return .ended(ending)
    } print: {
      guard case .ended(let ending) = $0 else { return nil }
      var printed: [PopupScriptArgument] = [.word(ending.id)]
      switch (ending.label, ending.trailing) {
      case (nil, nil): break
      case (let label?, nil): printed.append(.text(label))
      case (let label?, .text(let trailing)?): printed += [.text(label), .text(trailing)]
      default: return nil
      }
      switch ending.policy {
      case .default: break
      case .immediate: printed.append(.word("immediate"))
      case .after(let duration): printed += [.word("after"), .duration(duration)]
      }
      return printed
    },
    PopupVerb("open", .word("id"), summary: "tap an activity to open the app", make: Event.activityTapped) {
      if case .activityTapped(let id) = $0 { id } else { nil }
    },
    PopupVerb(
      "long-press", .word("id"), summary: "long-press an activity to expand it", make: Event.longPressed
    ) {
      if case .longPressed(let id) = $0 { id } else { nil }
    },
    PopupVerb("collapse", summary: "collapse the expanded activity", event: .collapseTapped),
  ]

  public static let exampleEvents: [Event] = [
    .started(Activity(id: "a", label: "Timer", trailing: .timer(.down(to: .scriptOrigin + .seconds(300))))),
    .started(Activity(id: "b", label: "Ride", trailing: .text("4 min"), relevance: 2)),
    .started(
      Activity(id: "c", symbol: "box", label: "Delivery", relevance: 1, staleAt: .scriptOrigin + .seconds(5))),
    .updated(
      Update(id: "b", label: "Ride", trailing: .text("3 min"), timestamp: .scriptOrigin + .seconds(5))),
    .updated(Update(id: "b", label: "Arriving", timestamp: .scriptOrigin + .seconds(3), isAlert: true)),
    .updated(Update(id: "a", label: "Timer", timestamp: .scriptOrigin + .seconds(9), isAlert: true)),
    .updated(
      Update(
        id: "c", label: "Delivery", timestamp: .scriptOrigin + .seconds(6),
        staleAt: .scriptOrigin + .seconds(60))),
    .activityTapped("a"), .activityTapped("nope"), .longPressed("b"), .longPressed("b"), .collapseTapped,
    .ended(Ending(id: "a")), .ended(Ending(id: "b", label: "Arrived", policy: .immediate)),
    .ended(Ending(id: "c", label: "Delivered", trailing: .text("12:04"), policy: .after(.seconds(10)))),
  ]

  /// One expansion of an activity on screen; an alert collapses within its 4 s; ids are
  /// unique; only ended activities linger.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if let expansion = state.expansion {
      if state.index(of: expansion.id) == nil {
        problems.append("'\(expansion.id)' expanded but not on screen")
      }
      if let collapsesAt = expansion.collapsesAt, collapsesAt - now.local > State.alertLength {
        problems.append("'\(expansion.id)' stays expanded longer than an alert")
      }
    }
    if hasRepeatedID(state) { problems.append("an id twice among \(state.entries.map(\.activity.id))") }
    if state.isEnded && !state.entries.isEmpty { problems.append("ended with activities on screen") }
    for index in state.entries.indices {
      if let linger = state.entries[index].linger, linger.duration > State.longestLinger {
        problems.append("'\(state.entries[index].activity.id)' lingers \(linger.duration.popupDescription)")
      }
    }
    return problems
  }

  /// Whether two activities share an id: a few are compared pairwise in place, more through a
  /// set. Checked in every state the explorer reaches, so it builds nothing for a few.
  static func hasRepeatedID(_ state: State) -> Bool {
    let entries = state.entries
    guard entries.count > 8 else {
      for first in entries.indices {
        for second in entries.indices[(first + 1)...]
        where entries[first].activity.id == entries[second].activity.id {
          return true
        }
      }
      return false
    }
    var seen = Set<String>(minimumCapacity: entries.count)
    for index in entries.indices where !seen.insert(entries[index].activity.id).inserted { return true }
    return false
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    if state.isEnded { return "ended" }
    let activities = state.entries.count == 1 ? "1 activity" : "\(state.entries.count) activities"
    return state.expansion.map { "\(activities), \($0.id) expanded" } ?? activities
  }
}
