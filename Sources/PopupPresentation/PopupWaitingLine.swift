/// The popups waiting in a ``PopupCenter``: one first-in-first-out band per priority, where a
/// preempted popup goes back to the head of its band.
///
/// Removal is lazy: a ticket whose popup was dismissed or replaced stays in its band until it
/// reaches the head (or a compaction), and the center tells which tickets are still live.
struct PopupWaitingLine: Sendable {
  /// A place in the line: the popup's id and the token of its current entry.
  struct Ticket: Hashable, Sendable {
    var id: String
    var token: UInt64
  }

  private struct Band: Sendable {
    /// Preempted tickets, the last one first in line.
    var front: [Ticket] = []
    /// Arrived tickets from `head` on, first in line at `head`.
    var back: [Ticket] = []
    var head = 0

    var ordered: some Sequence<Ticket> { front.reversed() + back[head...] }

    mutating func popFirst() -> Ticket? {
      if let ticket = front.popLast() { return ticket }
      guard head < back.count else { return nil }
      defer {
        head += 1
        if head > 32 && head * 2 > back.count {
          back.removeFirst(head)
          head = 0
        }
      }
      return back[head]
    }

    func peekFirst() -> Ticket? { front.last ?? (head < back.count ? back[head] : nil) }
  }

  /// Bands from `.critical` down to `.low`.
  private var bands = [Band](repeating: Band(), count: PopupPriority.allCases.count)

  private func index(_ priority: PopupPriority) -> Int { PopupPriority.critical.rawValue - priority.rawValue }

  /// Queues a ticket behind the others of its priority.
  ///
  /// - Complexity: O(1) amortized.
  mutating func append(_ ticket: Ticket, priority: PopupPriority) {
    bands[index(priority)].back.append(ticket)
  }

  /// Queues a ticket ahead of the others of its priority.
  ///
  /// - Complexity: O(1) amortized.
  mutating func prepend(_ ticket: Ticket, priority: PopupPriority) {
    bands[index(priority)].front.append(ticket)
  }

  /// The first live ticket and its priority, dropping dead tickets ahead of it.
  ///
  /// - Complexity: O(1) amortized: each dead ticket is dropped once.
  mutating func first(isLive: (Ticket) -> Bool) -> (ticket: Ticket, priority: PopupPriority)? {
    for band in bands.indices {
      while let ticket = bands[band].peekFirst() {
        if isLive(ticket) {
          return (ticket, PopupPriority(rawValue: PopupPriority.critical.rawValue - band) ?? .low)
        }
        _ = bands[band].popFirst()
      }
    }
    return nil
  }

  /// Removes and returns the first live ticket.
  ///
  /// - Complexity: O(1) amortized.
  mutating func popFirst(isLive: (Ticket) -> Bool) -> Ticket? {
    guard let (ticket, priority) = first(isLive: isLive) else { return nil }
    _ = bands[index(priority)].popFirst()
    return ticket
  }

  /// The live tickets in the order they will show.
  ///
  /// - Complexity: O(*n*), counting dead tickets not yet dropped.
  func ordered(isLive: (Ticket) -> Bool) -> [Ticket] {
    bands.flatMap { $0.ordered.filter(isLive) }
  }

  /// Drops every dead ticket.
  ///
  /// - Complexity: O(*n*).
  mutating func compact(isLive: (Ticket) -> Bool) {
    for band in bands.indices {
      bands[band].front.removeAll { !isLive($0) }
      bands[band].back = bands[band].back[bands[band].head...].filter(isLive)
      bands[band].head = 0
    }
  }

  /// Empties the line.
  mutating func removeAll() {
    bands = [Band](repeating: Band(), count: bands.count)
  }
}
