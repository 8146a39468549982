import PopupCore
import PopupSupport

extension RatingPrompt {
  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The app's name, shown in the default title and the review nudge.
    public var appName: String
    /// The title; the strings' ``Strings/title`` ("Enjoying <app name>?") unless the app sets one.
    public var title: PopupCustomText
    /// The message under the title; the strings' ``Strings/message`` unless the app sets one.
    public var message: PopupCustomText
    /// The least number of stars that leads to the review step rather than feedback;
    /// 1...5, default 4. Values outside are clamped into that range.
    public var threshold: Int
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings

    /// The title shown and announced: the app's, else the strings' with the app's name.
    public var shownTitle: String { title.or(strings.title.popupFilling("app", appName)) }

    /// Creates a configuration; a `nil` title or message comes from `strings`.
    public init(
      appName: String, title: String? = nil, message: String? = nil, threshold: Int = 4,
      strings: Strings = Strings()
    ) {
      self.appName = appName
      self.title = PopupCustomText(title)
      self.message = PopupCustomText(message)
      self.threshold = min(max(threshold, 1), State.starCount)
      self.strings = strings
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// The number of stars offered.
    public static let starCount = 5
    /// ``starCount`` as text, for the strings' `{count}`.
    static let countText = String(starCount)
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration {
      didSet { starLabels = Self.starLabels(configuration.strings) }
    }
    /// Each star's label from the strings, made when the configuration is set rather than on
    /// every render.
    @PopupHashedOnce private(set) var starLabels: [String]
    /// The stars chosen, 0 before any tap.
    public var stars = 0
    /// The feedback typed so far: hashed once as it is typed, not with every state that holds
    /// it (a text that is not ASCII costs thousands of instructions to hash, and the explorer
    /// hashes every state it reaches).
    @PopupHashedOnce public var feedback = ""
    /// Where the flow is.
    public var step = Step.rating

    /// Creates the state of a fresh prompt.
    public init(configuration: Configuration) {
      self.configuration = configuration
      self.starLabels = Self.starLabels(configuration.strings)
    }

    /// The label of each star, 1 to ``starCount``.
    static func starLabels(_ strings: Strings) -> [String] {
      (1...starCount).map { strings.star($0) }
    }
  }

  /// The steps of the flow.
  public enum Step: String, Hashable, Sendable, Codable {
    /// No stars yet.
    case rating
    /// Below the threshold: a text field and Submit.
    case feedback
    /// At or above the threshold: a review nudge and "Not now".
    case review
    /// Submitted, reviewed, declined or closed.
    case ended
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// A star was tapped, 1...5; anything else is ignored.
    case starTapped(Int)
    /// The feedback text changed to this text.
    case feedbackChanged(String)
    /// Submit in the feedback step.
    case submitTapped
    /// The review button in the review step.
    case reviewTapped
    /// "Not now" in the review step.
    case notNowTapped
    /// The close button, at any step.
    case closeTapped
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// Feedback was submitted with a rating below the threshold.
    case submitted(stars: Int, feedback: String)
    /// The user agreed to review at the given rating: ask the store for a review now.
    case reviewRequested(stars: Int)
    /// "Not now" in the review step: a policy waits before asking again.
    case declined
  }
}
