import PopupCore

/// Many popups, one on screen: a priority queue with preemption, replacement by id, and exact
/// dismiss reasons.
///
/// - One popup is current; the rest wait, ordered by priority (`.low < .normal < .high <
///   .critical`), first in first out within a priority.
/// - A popup of higher priority than the current one preempts it: the current one is reported
///   ``PopupCenterEffect/Change/paused`` (not an ending), goes back to the head of its priority
///   band, and is later reported ``PopupCenterEffect/Change/shown(_:)`` `.again`, with the
///   countdowns it had left. Equal or lower priority waits.
/// - Presenting an id that is showing or waiting replaces that popup (it is told
///   `.programmatic`) instead of stacking a duplicate. With the same priority the new popup
///   takes the old one's place in line; with another, it is queued (or preempts) by its own.
/// - Only the current popup's clock runs: waiting and preempted popups keep their countdowns.
///   A hold belongs to the popup under the finger: a popup that leaves the screen is released.
/// - Every presented popup ends exactly once, with one reason, or is still current or
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
/// // [paused a, shown b, b announce: "Enjoying Orbit?"]
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
  /// The host's screen, which every popup is laid out on (see ``setScreen(_:at:)``).
  public internal(set) var screen = PopupScreen.phone
  /// The device's accessibility settings, given to every popup (see ``setAccessibility(_:at:)``).
  public internal(set) var accessibility = PopupAccessibility()
  /// The latest instant the center has seen.
  package internal(set) var lastSeen: PopupInstant
  /// The wall clock minus the host timeline: wall = host + offset, from the 1970 epoch.
  package internal(set) var wallOffset: Duration

  /// Creates an empty center whose time starts at a host instant. `wall` is the wall clock
  /// at `now`; by default the host timeline's origin is `PopupWallInstant/scriptOrigin`
  /// (right for tests and scripts; an app passes its real wall clock).
  public init(now: PopupInstant = .zero, wall: PopupWallInstant? = nil) {
    self.lastSeen = now
    self.wallOffset = (wall ?? .scriptOrigin + now.sinceOrigin).sinceEpoch - now.sinceOrigin
  }

  /// The wall clock at a host instant.
  public func wallTime(at now: PopupInstant) -> PopupWallInstant {
    PopupWallInstant(sinceEpoch: max(now, lastSeen).sinceOrigin + wallOffset)
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

  /// The kind of the popup with an id, current or waiting.
  public func kind(of id: String) -> (any PopupKind.Type)? { entries[id]?.session.kind }

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

  /// What a host draws of the center at an instant: the current popup's frame, and the
  /// popups waiting behind it in the order they will show.
  ///
  /// - Parameters:
  ///   - now: the host instant to draw.
  ///   - contentSize: the size the host measured for the current popup's content, or `nil`
  ///     for the estimate.
  /// - Complexity: O(*n*) in the number waiting, plus the current popup's frame.
  public func frame(at now: PopupInstant, contentSize: PopupSize? = nil) -> PopupCenterFrame {
    let now = max(now, lastSeen)
    let current = currentID.flatMap { id in
      entries[id].map {
        PopupCenterFrame.Current(id: id, frame: $0.session.frame(at: now, contentSize: contentSize))
      }
    }
    let waiting = waitingIDs.compactMap { id in
      entries[id].map { PopupCenterFrame.Waiting(id: id, priority: $0.priority, kind: $0.session.kind) }
    }
    return PopupCenterFrame(current: current, waiting: waiting, nextDeadline: nextDeadline)
  }

  func isLive(_ ticket: PopupWaitingLine.Ticket) -> Bool {
    ticket.id != currentID && entries[ticket.id]?.token == ticket.token
  }
}

/// Something that happened to one popup of a ``PopupCenter``.
public struct PopupCenterEffect: Equatable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Change: Equatable, Sendable {
    /// The popup came on screen: for the first time, or again after a pause.
    case shown(PopupAppearance)
    /// A more urgent popup took the screen: this one waits at the head of its band, with
    /// its countdowns stopped, and shows again later. Not an ending: this is where seed
    /// 001's `.preempted` dismissal goes (stop what needs the popup visible here, resume it
    /// on `shown(.again)`, and clean up only on its one dismissal).
    case paused
    /// The popup's own effect: an output, a haptic, an announcement, or its one dismissal,
    /// which is its ending.
    case emitted(PopupEffect<AnyPopupOutput>)
  }

  /// The popup's id.
  public var id: String
  /// What happened to it or what it did.
  public var change: Change

  /// Creates an effect.
  public init(id: String, change: Change) {
    self.id = id
    self.change = change
  }

  /// Creates an effect of the popup's own.
  public init(id: String, effect: PopupEffect<AnyPopupOutput>) {
    self.init(id: id, change: .emitted(effect))
  }

  /// The popup's own effect, if this is one.
  public var effect: PopupEffect<AnyPopupOutput>? {
    if case .emitted(let effect) = change { return effect }
    return nil
  }

  /// The reason the popup ended, if this is its ending.
  public var dismissReason: DismissReason? { effect?.dismissReason }

  /// What the popup told the app, if this is an output.
  public var output: AnyPopupOutput? { effect?.output }

  /// The output typed as a kind's, when a popup of that kind emitted it:
  /// `effect.output(of: UndoToast.self)` is `.expired` or `nil`, with no guessing by type.
  public func output<Kind: PopupKind>(of kind: Kind.Type) -> Kind.Output? { output?.output(of: kind) }

  /// `shown a`, `paused a`, `shown a again`, `dismissed a: timeout`, `a output: expired`, ...
  public var description: String {
    switch change {
    case .shown(.first): "shown \(id)"
    case .shown(.again): "shown \(id) again"
    case .paused: "paused \(id)"
    case .emitted(.dismiss(let reason)): "dismissed \(id): \(reason)"
    case .emitted(let effect): "\(id) \(effect)"
    }
  }
}
