import PopupCore

extension PopupCenter {
  /// The rules a center keeps, as messages for each one broken (none when all hold): one
  /// current popup, present in the entries and not waiting; every waiting popup live and
  /// suspended in order of priority; no current popup outranked by a waiting one; no ended
  /// popup kept.
  package var invariantViolations: [String] {
    var problems: [String] = []
    let waiting = line.ordered(isLive: isLive)
    if let currentID {
      if entries[currentID] == nil { problems.append("current '\(currentID)' has no entry") }
    } else if !waiting.isEmpty {
      problems.append("no current popup while \(waiting.count) wait")
    }
    if Set(waiting.map(\.id)).count != waiting.count { problems.append("an id waits twice") }
    if entries.count != waiting.count + (currentID == nil ? 0 : 1) {
      problems.append(
        "\(entries.count) entries for \(waiting.count) waiting and \(currentID == nil ? 0 : 1) current")
    }
    let priorities = waiting.compactMap { entries[$0.id]?.priority }
    if zip(priorities, priorities.dropFirst()).contains(where: { $0 < $1 }) {
      problems.append("waiting popups out of priority order: \(priorities)")
    }
    if let currentID, let current = entries[currentID], let top = priorities.first, top > current.priority {
      problems.append("current '\(currentID)' (\(current.priority)) is outranked by a waiting \(top) popup")
    }
    for (id, entry) in entries where entry.session.endReason != nil {
      problems.append("ended popup '\(id)' is still kept")
    }
    for ticket in waiting where entries[ticket.id]?.session.nextDeadline != nil {
      problems.append("waiting popup '\(ticket.id)' has a running clock")
    }
    return problems
  }
}
