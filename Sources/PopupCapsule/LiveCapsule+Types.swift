import PopupCore

extension LiveCapsule {
  /// A timer drawn from the current wall time, so it runs while the capsule is held.
  public enum LiveTimer: Hashable, Sendable, Codable {
    /// Counting up from an instant, as a recording's length.
    case up(from: PopupWallInstant)
    /// Counting down to an instant, stopping at zero, as a kitchen timer.
    case down(to: PopupWallInstant)
  }

  /// What an activity shows after its label.
  public enum Trailing: Hashable, Sendable, Codable {
    /// Nothing.
    case empty
    /// A short text, such as "2 min".
    case text(String)
    /// A live timer.
    case timer(LiveTimer)
  }

  /// The regions of the expanded presentation. A region left `nil` shows the compact
  /// content: the symbol leading, the label in the center, the trailing text trailing.
  public struct ExpandedRegions: Hashable, Sendable, Codable {
    /// The leading region.
    public var leading: String?
    /// The trailing region.
    public var trailing: String?
    /// The center region.
    public var center: String?
    /// The bottom region, under the others.
    public var bottom: String?

    /// Creates expanded regions.
    public init(leading: String? = nil, trailing: String? = nil, center: String? = nil, bottom: String? = nil)
    {
      self.leading = leading
      self.trailing = trailing
      self.center = center
      self.bottom = bottom
    }
  }

  /// A live activity as the app starts it.
  public struct Activity: Hashable, Sendable, Codable {
    /// The app's id for the activity, unique among those on screen.
    public var id: String
    /// The leading symbol, by name.
    public var symbol: String
    /// The label.
    public var label: String
    /// What shows after the label.
    public var trailing: Trailing
    /// The expanded presentation's regions.
    public var expanded: ExpandedRegions
    /// How relevant it is: the most relevant activity gets the compact spot; default 0.
    public var relevance: Double
    /// When its content goes stale, in real time, or never.
    public var staleAt: PopupWallInstant?

    /// The symbol an activity has when none is given.
    public static let defaultSymbol = "circle.fill"

    /// Creates an activity.
    public init(
      id: String, symbol: String = Activity.defaultSymbol, label: String, trailing: Trailing = .empty,
      expanded: ExpandedRegions = .init(), relevance: Double = 0, staleAt: PopupWallInstant? = nil
    ) {
      self.id = id
      self.symbol = symbol
      self.label = label
      self.trailing = trailing
      self.expanded = expanded
      self.relevance = relevance
      self.staleAt = staleAt
    }
  }

  /// New content for a running activity.
  public struct Update: Hashable, Sendable, Codable {
    /// The activity's id.
    public var id: String
    /// The new label.
    public var label: String
    /// The new trailing content, or `nil` to keep the current one.
    public var trailing: Trailing?
    /// When the app made the update: one older than the last applied is dropped.
    public var timestamp: PopupWallInstant
    /// Whether it is an alert: it expands the activity for 4 s, at most once per 30 s.
    public var isAlert: Bool
    /// A new stale instant, or `nil` to keep the current one. A future one makes a stale
    /// activity fresh again.
    public var staleAt: PopupWallInstant?

    /// Creates an update.
    public init(
      id: String, label: String, trailing: Trailing? = nil, timestamp: PopupWallInstant,
      isAlert: Bool = false,
      staleAt: PopupWallInstant? = nil
    ) {
      self.id = id
      self.label = label
      self.trailing = trailing
      self.timestamp = timestamp
      self.isAlert = isAlert
      self.staleAt = staleAt
    }
  }

  /// How long an ended activity's final content stays.
  public enum EndPolicy: Hashable, Sendable, Codable {
    /// The default linger, 4 s.
    case `default`
    /// Removed at once.
    case immediate
    /// Removed after this long, at most 4 h.
    case after(Duration)
  }

  /// How an activity ends: an optional final label and trailing content, and its policy.
  public struct Ending: Hashable, Sendable, Codable {
    /// The activity's id.
    public var id: String
    /// The final label, or `nil` to keep the current one.
    public var label: String?
    /// The final trailing content, or `nil` to keep the current one.
    public var trailing: Trailing?
    /// How long the final content stays.
    public var policy: EndPolicy

    /// Creates an ending.
    public init(id: String, label: String? = nil, trailing: Trailing? = nil, policy: EndPolicy = .default) {
      self.id = id
      self.label = label
      self.trailing = trailing
      self.policy = policy
    }
  }

  /// What the app passes in: the activities running when the capsule is presented.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The activities, in the order they started.
    public var activities: [Activity]
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings

    /// Creates a configuration.
    public init(activities: [Activity], strings: Strings = Strings()) {
      self.activities = activities
      self.strings = strings
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// The app started an activity; an id already on screen is ignored.
    case started(Activity)
    /// The app updated an activity.
    case updated(Update)
    /// The app ended an activity.
    case ended(Ending)
    /// The person tapped an activity to open the app.
    case activityTapped(String)
    /// The person long-pressed an activity.
    case longPressed(String)
    /// The person collapsed the expanded activity.
    case collapseTapped
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// An activity was tapped: open the app where it belongs.
    case tapped(id: String)
    /// An activity expanded, by a long press or an alert.
    case expanded(id: String)
    /// The expanded activity collapsed.
    case collapsed(id: String)
    /// An activity's content went stale.
    case becameStale(id: String)
    /// An activity left the capsule, after its final content's linger.
    case ended(id: String)
  }

  /// An activity on screen, with what the capsule keeps about it.
  ///
  /// The activity is kept hashed once (`PopupHashedOnce`): it changes only when an update or
  /// the ending brings new content, so a state's hash costs its entries' few changing fields,
  /// and copies of an entry share the activity's strings.
  public struct Entry: Hashable, Sendable {
    /// The activity, with its latest content.
    @PopupHashedOnce public var activity: Activity
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
    @PopupHashedOnce public var strings = Strings()

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
      for index in entries.indices where entries[index].activity.id == id { return index }
      return nil
    }

    /// The activity in the compact spot: the most relevant, and of equals the first started.
    public var compact: Entry? {
      compactIndex.map { entries[$0] }
    }

    /// The index of the activity in the compact spot (``compact``), found without copying
    /// an entry.
    var compactIndex: Int? {
      guard !entries.isEmpty else { return nil }
      var best = 0
      for index in entries.indices.dropFirst()
      where entries[index].activity.relevance > entries[best].activity.relevance {
        best = index
      }
      return best
    }

    /// The other activities, drawn minimal, in the order they started.
    public var minimal: [Entry] {
      guard let compactIndex else { return [] }
      let compactID = entries[compactIndex].activity.id
      return entries.filter { $0.activity.id != compactID }
    }
  }
}
