import PopupCore

extension CelebrationPopup {
  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The hero icon's symbol name.
    public var icon: String
    /// The title, announced when the popup first appears.
    public var title: String
    /// The message under the title.
    public var message: String
    /// The one action's title; the strings' ``Strings/proceed`` ("Continue") unless the app
    /// sets one.
    public var actionTitle: PopupCustomText
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings
    /// Whether a burst of confetti flies when the popup appears; default on.
    public var confetti: Bool
    /// How many particles a burst throws; default 40, at most 200.
    public var particleCount: Int
    /// How long a burst flies; default 2.5 s, never over 5 s (WCAG 2.2.2: motion that starts by
    /// itself stops within 5 s), never negative.
    public var burstLength: Duration
    /// The seed of the confetti's paths: the same seed gives the same confetti.
    public var seed: UInt64
    /// Whether Reduce Motion is on: no particles and no spring, a fade only.
    public var reduceMotion: Bool

    /// The longest a burst may fly.
    public static let longestBurst: Duration = .seconds(5)

    enum CodingKeys: String, CodingKey {
      case icon, title, message
      case actionTitle
      case confetti, particleCount, burstLength, seed
      case reduceMotion, strings
    }

    /// Creates a configuration; out-of-range counts and lengths are clamped.
    public init(
      icon: String = "party.popper", title: String, message: String, actionTitle: String? = nil,
      confetti: Bool = true, particleCount: Int = 40, burstLength: Duration = .milliseconds(2500),
      seed: UInt64 = 1,
      reduceMotion: Bool = false, strings: Strings = Strings()
    ) {
      self.icon = icon
      self.title = title
      self.message = message
      self.actionTitle = PopupCustomText(actionTitle)
      self.strings = strings
      self.confetti = confetti
      self.particleCount = min(max(particleCount, 0), 200)
      self.burstLength = min(max(burstLength, .zero), Self.longestBurst)
      self.seed = seed
      self.reduceMotion = reduceMotion
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// Whether Reduce Motion is on now.
    public var reduceMotion: Bool
    /// When the popup first appeared (local time), `nil` before.
    public var appearedAt: PopupInstant?
    /// The starts (local time) of the bursts still flying, oldest first; at most 3.
    public var bursts: [PopupInstant] = []
    /// The start of the last burst, for the replay cooldown; `nil` before any.
    public var lastBurstStart: PopupInstant?
    /// Whether the popup has ended (continued or closed).
    public var isEnded = false

    /// The most bursts alive at once.
    public static let maxBursts = 3
    /// The least time between the starts of two bursts.
    public static let replayCooldown: Duration = .seconds(1)
    /// How long the hero icon's entrance takes.
    public static let entranceLength: Duration = .milliseconds(600)

    /// Creates the state of a popup not yet on screen.
    public init(configuration: Configuration) {
      self.configuration = configuration
      self.reduceMotion = configuration.reduceMotion
    }

    /// Every particle flying at a local instant, from every burst alive then.
    public func particles(at now: PopupInstant) -> [PopupParticle] {
      guard !reduceMotion else { return [] }
      let length = configuration.burstLength
      return bursts.enumerated().flatMap { index, start -> [PopupParticle] in
        let elapsed = now - start
        guard elapsed >= .zero, elapsed < length else { return [] }
        let burst = Confetti(seed: configuration.seed &+ UInt64(index), count: configuration.particleCount)
        return burst.particles(after: elapsed)
      }
    }

    /// The hero icon's scale at a local instant: from 0.3, overshooting a little (an
    /// ease-out-back curve, a spring's shape without its cost), settled at 1 after
    /// ``entranceLength``; always 1 under Reduce Motion.
    public func heroScale(at now: PopupInstant) -> Double {
      guard !reduceMotion, let appearedAt else { return 1 }
      let progress = min(max((now - appearedAt) / Self.entranceLength, 0), 1)
      let overshoot = 1.70158
      let p = progress - 1
      let eased = 1 + (overshoot + 1) * p * p * p + overshoot * p * p
      return 0.3 + 0.7 * eased
    }

    /// The hero icon's opacity at a local instant: under Reduce Motion a fade in over
    /// ``entranceLength``; otherwise fully opaque.
    public func heroOpacity(at now: PopupInstant) -> Double {
      guard reduceMotion, let appearedAt else { return 1 }
      return min(max((now - appearedAt) / Self.entranceLength, 0), 1)
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// The action ("Continue") was tapped.
    case continueTapped
    /// The close button was tapped.
    case closeTapped
    /// "Again": replay a burst.
    case againTapped
    /// Reduce Motion was turned on or off while shown.
    case reduceMotionChanged(Bool)
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// The person tapped the action.
    case continued
  }
}
