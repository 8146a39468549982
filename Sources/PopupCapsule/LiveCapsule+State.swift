import PopupCore

extension LiveCapsule {
  /// An activity on screen, with what the capsule keeps about it.
  public struct Entry: Hashable, Sendable {
    /// The activity, with its latest content.
    public var activity: Activity
    /// When it started, in real time: it ends itself 8 h later.
    public var startedAt: PopupWallInstant
    /// The timestamp of the last applied update.
    public var lastUpdate: PopupWallInstant?
    /// When its last alert expanded it, in real time.
    public var lastAlert: PopupWallInstant?
    /// Whether its content is stale.
    public var isStale: Bool
    /// Once ended, the final content's linger (local time, so holding pauses it).
    public var linger: Countdown?

    /// Creates an entry for an activity started at a wall instant.
    public init(activity: Activity, startedAt: PopupWallInstant, isStale: Bool) {
      self.activity = activity
      self.startedAt = startedAt
      self.isStale = isStale
    }

    /// Whether the activity has ended and shows its final content.
    public var isEnded: Bool { linger != nil }
  }

  /// The expanded activity.
  public struct Expansion: Hashable, Sendable {
    /// The activity's id.
    public var id: String
    /// For an alert, when it collapses by itself (local time); `nil` for a long press.
    public var collapsesAt: PopupInstant?

    /// Creates an expansion.
    public init(id: String, collapsesAt: PopupInstant?) {
      self.id = id
      self.collapsesAt = collapsesAt
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// The activities on screen, in the order they started.
    public var entries: [Entry]
    /// The expanded activity, if any.
    public var expansion: Expansion?
    /// Whether the capsule has ended: its last activity left.
    public var isEnded = false
    /// The built-in texts, from the configuration.
    public var strings = Strings()

    /// How long an alert keeps an activity expanded.
    public static let alertLength: Duration = .seconds(4)
    /// The least time between two alert expansions of one activity.
    public static let alertSpacing: Duration = .seconds(30)
    /// How long an ended activity's final content stays by default.
    public static let defaultLinger: Duration = .seconds(4)
    /// The longest an ended activity's final content may stay.
    public static let longestLinger: Duration = .seconds(4 * 3600)
    /// An activity ends itself this long after it started.
    public static let longestLife: Duration = .seconds(8 * 3600)

    /// The index of the activity with an id.
    public func index(of id: String) -> Int? {
      entries.firstIndex { $0.activity.id == id }
    }

    /// The activity in the compact spot: the most relevant, and of equals the first started.
    public var compact: Entry? {
      entries.reduce(nil) { best, entry in
        guard let best else { return entry }
        return entry.activity.relevance > best.activity.relevance ? entry : best
      }
    }

    /// The other activities, drawn minimal, in the order they started.
    public var minimal: [Entry] {
      guard let compact else { return [] }
      return entries.filter { $0.activity.id != compact.activity.id }
    }
  }
}
