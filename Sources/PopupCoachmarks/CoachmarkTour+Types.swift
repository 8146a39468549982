import PopupCore

extension CoachmarkTour {
  /// One step: what it points at and what it says.
  public struct Step: Hashable, Sendable, Codable {
    /// The id of the target the host reports a frame for.
    public var target: String
    /// The callout's title.
    public var title: String
    /// The callout's message.
    public var message: String

    /// Creates a step.
    public init(target: String, title: String, message: String) {
      self.target = target
      self.title = title
      self.message = message
    }
  }

  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The steps, in order.
    public var steps: [Step]
    /// The targets' frames known when the tour is presented; the host reports changes.
    public var targets: [String: PopupRect]
    /// The screen's size; default an iPhone's 390 × 844 points.
    public var screen: PopupSize
    /// How far the spotlight reaches beyond a target; default 8.
    public var padding: Double
    /// The callout's size; default 280 × 120.
    public var calloutSize: PopupSize
    /// Whether the dim has a spotlight cut out around the target (the default), or is a plain
    /// scrim (seed 001's `spotlight: false`); the callout points at the target either way.
    public var showsSpotlight: Bool {
      get { storedShowsSpotlight ?? true }
      set { storedShowsSpotlight = newValue }
    }
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings
    /// The spotlight choice the app made, `nil` for the default.
    var storedShowsSpotlight: Bool?

    enum CodingKeys: String, CodingKey {
      case steps, targets, screen, padding, calloutSize
      case storedShowsSpotlight = "showsSpotlight"
      case strings
    }

    /// Creates a configuration.
    public init(
      steps: [Step], targets: [String: PopupRect] = [:],
      screen: PopupSize = PopupSize(width: 390, height: 844),
      padding: Double = 8, calloutSize: PopupSize = PopupSize(width: 280, height: 120),
      showsSpotlight: Bool = true, strings: Strings = Strings()
    ) {
      self.steps = steps
      self.targets = targets.filter { $0.value.isValid }
      self.screen = screen.isValid ? screen : PopupSize(width: 390, height: 844)
      self.padding = padding.isFinite ? max(padding, 0) : 8
      self.calloutSize = calloutSize.isValid ? calloutSize : PopupSize(width: 280, height: 120)
      self.storedShowsSpotlight = showsSpotlight
      self.strings = strings
    }

    /// A single coachmark: a one-step tour.
    public static func single(
      target: String, title: String, message: String, frame: PopupRect? = nil,
      screen: PopupSize = PopupSize(width: 390, height: 844)
    ) -> Configuration {
      Configuration(
        steps: [Step(target: target, title: title, message: message)],
        targets: frame.map { [target: $0] } ?? [:], screen: screen)
    }
  }

  /// Where the tour is.
  public enum Phase: Hashable, Sendable {
    /// Presented, waiting for `start`.
    case ready
    /// Showing the step at this index (hidden while its target is missing).
    case showing(Int)
    /// Over: completed, or skipped / abandoned.
    case finished(completed: Bool)
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// Where the tour is.
    public var phase = Phase.ready
    /// The targets' current frames.
    @PopupHashedOnce public var targets: [String: PopupRect]
    /// The screen's current size.
    public var screen: PopupSize

    /// Creates a tour that has not started.
    public init(configuration: Configuration) {
      self.configuration = configuration
      self.targets = configuration.targets
      self.screen = configuration.screen
    }

    /// The steps.
    public var steps: [Step] { configuration.steps }

    /// The index of the step showing, if any.
    public var currentIndex: Int? {
      if case .showing(let index) = phase { return index }
      return nil
    }

    /// Whether the step at an index has a target on screen.
    public func isAvailable(_ index: Int) -> Bool {
      guard steps.indices.contains(index), let frame = targets[steps[index].target] else { return false }
      return !frame.intersection(PopupRect(screen)).isEmpty
    }

    /// The layout of the step showing, or `nil` when none shows (not started, finished, or its
    /// target is missing).
    public var layout: CoachmarkLayout? {
      guard let index = currentIndex, isAvailable(index), let frame = targets[steps[index].target] else {
        return nil
      }
      return CoachmarkLayout(
        target: frame, screen: screen, padding: configuration.padding, callout: configuration.calloutSize)
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// Start the tour at its first step that has a target.
    case startTapped
    /// Go to the next step that has a target; on the last step, finish completed.
    case nextTapped
    /// Go back to the previous step that has a target.
    case backTapped
    /// Leave the tour: it finishes not completed.
    case skipTapped
    /// Finish the tour as completed.
    case finishTapped
    /// The host reports a target's frame (new or moved).
    case targetMoved(id: String, frame: PopupRect)
    /// The host reports a target gone.
    case targetLost(String)
    /// The host reports a new screen size.
    case screenChanged(PopupSize)
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// The tour ended: `completed` when the user went through it, `false` when skipped or when
    /// no remaining step had a target.
    case finished(completed: Bool)
  }
}
