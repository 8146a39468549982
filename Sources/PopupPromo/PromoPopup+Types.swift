import PopupCore
import PopupSupport

extension PromoPopup {
  /// What a promo shows above its text.
  public enum Media: Hashable, Sendable, Codable {
    /// A symbol by name.
    case symbol(String)
    /// A gradient through colours by name.
    case gradient([String])
    /// An image by name, with the text assistive technologies read.
    case image(String, alt: String)
  }

  /// How a promo is laid out.
  public enum Layout: String, CaseIterable, Hashable, Sendable, Codable {
    /// A card in the middle of the screen.
    case card
    /// A full-screen modal.
    case modal
    /// A banner at the top: it dismisses itself after 12 s, and a swipe dismisses it.
    case banner
    /// The image alone, with its actions.
    case imageOnly
  }

  /// A button of a promo: its title and the app's id for what it does.
  public struct Action: Hashable, Sendable, Codable {
    /// The button's title.
    public var title: String
    /// The app's id for the action, reported back in the output.
    public var id: String

    /// Creates an action.
    public init(_ title: String, id: String) {
      self.title = title
      self.id = id
    }
  }

  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// A small label such as "New", or none.
    public var badge: String?
    /// The media above the text.
    public var media: Media
    /// The title.
    public var title: String
    /// The message.
    public var message: String
    /// The main action.
    public var primary: Action
    /// A second action, or none.
    public var secondary: Action?
    /// Whether a close button shows; default on.
    public var showsClose: Bool
    /// The layout; default a card.
    public var layout: Layout
    /// The campaign's id, reported with the impression.
    public var campaign: String
    /// When the offer ends, in real time, or never. It ends even while the promo is held.
    public var offerEnds: PopupWallInstant?
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings

    /// Creates a configuration.
    public init(
      badge: String? = nil, media: Media, title: String, message: String, primary: Action,
      secondary: Action? = nil, showsClose: Bool = true, layout: Layout = .card, campaign: String,
      offerEnds: PopupWallInstant? = nil, strings: Strings = Strings()
    ) {
      self.badge = badge
      self.media = media
      self.title = title
      self.message = message
      self.primary = primary
      self.secondary = secondary
      self.showsClose = showsClose
      self.layout = layout
      self.campaign = campaign
      self.offerEnds = offerEnds
      self.strings = strings
    }

    /// Whether the offer has ended by a wall instant (never, without an end).
    public func offerHasEnded(at wall: PopupWallInstant) -> Bool {
      offerEnds.map { wall >= $0 } ?? false
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// The 3 s of visible time before an impression counts (local time, so holding and
    /// preemption pause it); `nil` until the promo first appears.
    public var impressionTimer: Countdown?
    /// Whether the impression was reported.
    public var isImpressed = false
    /// A banner's 12 s on screen (local time); `nil` for other layouts and before appearing.
    public var bannerTimer: Countdown?
    /// Whether the offer has ended.
    public var isOfferOver: Bool
    /// Whether the promo has ended.
    public var isEnded = false

    /// How long a promo must be visible before its impression counts.
    public static let impressionDelay: Duration = .seconds(3)
    /// How long a banner stays.
    public static let bannerLength: Duration = .seconds(12)

    /// Whether the offer is over at a wall instant: its end's tick came, or the end has passed
    /// and the tick is still on its way.
    public func isOfferOver(at wall: PopupWallInstant) -> Bool {
      isOfferOver || configuration.offerHasEnded(at: wall)
    }

    /// Creates the state of a promo not yet on screen, at a wall instant.
    public init(configuration: Configuration, wall: PopupWallInstant) {
      self.configuration = configuration
      self.isOfferOver = configuration.offerHasEnded(at: wall)
    }

    /// "Ends in 2h 13m", "Ends in 4m", "Ends in 42s", or `nil` without an end or after it.
    public func offerCountdown(at wall: PopupWallInstant) -> String? {
      guard let ends = configuration.offerEnds, !isOfferOver, wall < ends else { return nil }
      let left = ends - wall
      let (seconds, attoseconds) = left.components
      let whole = seconds + (attoseconds > 0 ? 1 : 0)
      let strings = configuration.strings
      if whole < 60 { return strings.endsInSeconds(Int(whole)) }
      let minutes = Int(whole / 60)
      if minutes < 60 { return strings.endsInMinutes(minutes) }
      return strings.endsInHours.popupFilling("hours", String(minutes / 60), "minutes", String(minutes % 60))
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// The main action was tapped.
    case primaryTapped
    /// The second action was tapped.
    case secondaryTapped
    /// The close button was tapped.
    case closeTapped
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// The promo was on screen, unheld and not preempted, for 3 s: count it. Once per
    /// presentation, and never for one dismissed sooner.
    case impressionCounted(campaign: String)
    /// The main action, by its id.
    case primaryTapped(action: String)
    /// The second action, by its id.
    case secondaryTapped(action: String)
  }
}
