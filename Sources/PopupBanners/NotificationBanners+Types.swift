import PopupCore

/// One notification banner.
public struct BannerItem: Hashable, Sendable, Codable {
  /// The app's id for the item; posting the same id again replaces it.
  public var id: String
  /// A symbol name for the icon, for example `message.fill`.
  public var icon: String
  /// The title: who or what it is from.
  public var title: String
  /// The message.
  public var message: String
  /// When it happened, as the app wants it shown: "now", "2m ago".
  public var timestamp: String
  /// How long it shows before it dismisses itself, or `nil` to stay until dismissed.
  public var duration: Duration?

  /// Creates an item; by default it shows for 5 seconds.
  public init(
    id: String, icon: String = "bell.fill", title: String, message: String = "", timestamp: String = "now",
    duration: Duration? = .seconds(5)
  ) {
    self.id = id
    self.icon = icon
    self.title = title
    self.message = message
    self.timestamp = timestamp
    self.duration = duration.map { max($0, .zero) }
  }
}

extension NotificationBanners {
  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The most items shown at once, at least 1; default 3.
    public var maxVisible: Int
    /// Items posted when the stack is presented, oldest first.
    public var items: [BannerItem]
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: NotificationBanners.Strings

    /// Creates a configuration. A `maxVisible` below 1 counts as 1.
    public init(maxVisible: Int = 3, items: [BannerItem] = [], strings: NotificationBanners.Strings = .init())
    {
      self.maxVisible = max(maxVisible, 1)
      self.items = items
      self.strings = strings
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// An item with its timer.
    ///
    /// The item is kept hashed once (`PopupHashedOnce`): it never changes once posted (a post
    /// of its id replaces it), so a state's hash costs its entries' timers, and copies of an
    /// entry share the item's strings.
    public struct Entry: Hashable, Sendable {
      /// The item.
      @PopupHashedOnce public var item: BannerItem
      /// Its timer, running while it is visible and paused while it waits; `nil` for an item
      /// that stays until dismissed.
      public var countdown: Countdown?
      /// When it was posted, counting posts, for ties.
      public var sequence: Int
    }

    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// The items, front (newest) first.
    public var entries: [Entry] = []
    /// How many posts there have been.
    public var postCount = 0

    /// Creates an empty stack.
    public init(configuration: Configuration) {
      self.configuration = configuration
    }

    /// How many items show.
    public var visibleCount: Int { min(entries.count, configuration.maxVisible) }
    /// The items that show, front first.
    public var visible: ArraySlice<Entry> { entries.prefix(visibleCount) }
    /// How many items wait behind the visible ones.
    public var hiddenCount: Int { entries.count - visibleCount }

    /// Runs the timers of the visible items and pauses the others, keeping their time left.
    /// A timer already as it should be is not written.
    mutating func updateTimers(now: PopupInstant) {
      let visibleCount = visibleCount
      for index in entries.indices {
        guard let isPaused = entries[index].countdown?.isPaused, isPaused == (index < visibleCount) else {
          continue
        }
        if index < visibleCount {
          entries[index].countdown?.resume(at: now)
        } else {
          entries[index].countdown?.pause(at: now)
        }
      }
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// The app posted an item (or replaced the one with its id).
    case posted(BannerItem)
    /// The user swiped the front item up.
    case swiped
    /// The user tapped the front item.
    case tapped
    /// The user tapped the banner with an id, wherever it is in view (seed 001's
    /// `onTap(item)`).
    case itemTapped(String)
    /// The app dismissed the item with an id.
    case dismissRequested(String)
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// The user tapped the item: open what it is about.
    case tapped(id: String)
    /// The item left the stack, for this reason. Every item ends this way exactly once.
    case dismissed(id: String, reason: DismissReason)
  }
}
