import PopupCore

/// Many popups, one on screen: a priority queue with preemption, replacement by id, and exact
/// dismiss reasons.
///
/// - One popup is current; the rest wait, ordered by priority (`.low < .normal < .high <
///   .critical`), first in first out within a priority.
/// - A popup of higher priority than the current one preempts it: the current one is told
///   `.preempted`, goes back to the head of its priority band, and later resumes with the
///   countdowns it had left. Equal or lower priority waits.
/// - Presenting an id that is showing or waiting replaces that popup (it is told
///   `.programmatic`) instead of stacking a duplicate. With the same priority the new popup
///   takes the old one's place in line; with another, it is queued (or preempts) by its own.
/// - Only the current popup's clock runs: waiting and preempted popups keep their countdowns.
///   A hold belongs to the popup under the finger: a popup that leaves the screen is released.
/// - Every presented popup ends exactly once, with one final reason, or is still current or
///   waiting. Nothing is lost silently.
///
/// Every method takes the host's `now`, first fires what fell due before it, and returns what
/// happened as ``PopupCenterEffect`` values in order. Independent centers (a status lane and a
/// toast lane) share nothing.
///
/// ```swift
/// var center = PopupCenter()
/// _ = center.present(UndoToast.self, id: "a", .init(message: "Deleted"), at: .zero)
/// center.present(RatingPrompt.self, id: "b", .init(appName: "Orbit"), priority: .high, at: .seconds(1))
/// // [a: dismiss: preempted]
/// center.presentedIDs   // ["b", "a"]
/// ```
public struct PopupCenter: Sendable {
  struct Entry: Sendable {
    var token: UInt64
    var priority: PopupPriority
    var session: any AnyPopupSession
  }

  var entries: [String: Entry] = [:]
  var line = PopupWaitingLine()
  var nextToken: UInt64 = 0
  var deadTickets = 0

  /// The id of the popup on screen, or `nil` when none is.
  public internal(set) var currentID: String?
  /// The latest instant the center has seen.
  public internal(set) var lastSeen: PopupInstant

  /// Creates an empty center whose time starts at an instant.
  public init(now: PopupInstant = .zero) {
    self.lastSeen = now
  }

  /// The current popup's id first, then the waiting ones in the order they will show.
  ///
  /// - Complexity: O(*n*) in the number waiting.
  public var presentedIDs: [String] {
    (currentID.map { [$0] } ?? []) + waitingIDs
  }

  /// The ids waiting, in the order they will show.
  ///
  /// - Complexity: O(*n*) in the number waiting.
  public var waitingIDs: [String] { line.ordered(isLive: isLive).map(\.id) }

  /// Whether a popup with this id is current or waiting.
  ///
  /// - Complexity: O(1).
  public func contains(id: String) -> Bool { entries[id] != nil }

  /// The priority of a current or waiting popup.
  ///
  /// - Complexity: O(1).
  public func priority(of id: String) -> PopupPriority? { entries[id]?.priority }

  /// The next instant at which time matters, or `nil`: one timer serves the whole center.
  ///
  /// - Complexity: O(1): only the current popup's clock runs.
  public var nextDeadline: PopupInstant? {
    currentID.flatMap { entries[$0]?.session.nextDeadline }
  }

  /// The session of a current or waiting popup, if it is of the given kind.
  ///
  /// - Complexity: O(1).
  public func session<Kind: PopupKind>(of id: String, as kind: Kind.Type) -> PopupSession<Kind>? {
    entries[id]?.session.base as? PopupSession<Kind>
  }

  /// The current popup drawn at an instant, or `nil` when none is on screen.
  ///
  /// - Complexity: O(1) lookup, plus the kind's render.
  public func render(at now: PopupInstant) -> RenderNode? {
    currentID.flatMap { entries[$0]?.session.render(at: max(now, lastSeen)) }
  }

  func isLive(_ ticket: PopupWaitingLine.Ticket) -> Bool {
    ticket.id != currentID && entries[ticket.id]?.token == ticket.token
  }
}

/// Something that happened to one popup of a ``PopupCenter``.
public struct PopupCenterEffect: Equatable, Sendable, CustomStringConvertible {
  /// The popup's id.
  public var id: String
  /// What it did or what happened to it; a `.dismiss(.preempted)` means it went back to wait.
  public var effect: PopupEffect<AnyPopupOutput>

  /// Creates an effect.
  public init(id: String, effect: PopupEffect<AnyPopupOutput>) {
    self.id = id
    self.effect = effect
  }

  /// `dismissed a: preempted`, `a output: expired`, `a haptic: light`, ...
  public var description: String {
    if let reason = effect.dismissReason { return "dismissed \(id): \(reason)" }
    return "\(id) \(effect)"
  }
}
