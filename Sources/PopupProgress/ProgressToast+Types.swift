import PopupCore

extension ProgressToast {
  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The title, such as "Uploading photo".
    public var title: String
    /// A line under the title, such as "3.2 of 8 MB", or none.
    public var detail: String?
    /// How long the toast stays hidden after it is presented, so that quick work never
    /// flashes it; default 0.5 s. What work that succeeds within it shows is
    /// ``successInGrace``.
    public var grace: Duration
    /// How long the toast stays on screen at least once it shows, before a success's
    /// countdown starts; default 0.5 s.
    public var minimumShow: Duration
    /// How long a success stays before the toast dismisses itself; default 2 s. A failure
    /// stays until it is retried or closed.
    public var successDismissal: Duration
    /// What a success within the grace shows: the success for its minimum show and its
    /// ``successDismissal`` time (``SuccessInGrace/show``, the default, as seed 001 does), or
    /// nothing at all (``SuccessInGrace/stayHidden``).
    public var successInGrace: SuccessInGrace {
      get { storedSuccessInGrace ?? .show }
      set { storedSuccessInGrace = newValue }
    }
    /// Whether a Cancel button shows while the work runs; default on.
    public var isCancellable: Bool
    /// Whether a Retry button shows on failure; default on.
    public var isRetryable: Bool
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings
    /// The choice the app made, `nil` for the default; data written before the choice
    /// existed has none.
    var storedSuccessInGrace: SuccessInGrace?

    enum CodingKeys: String, CodingKey {
      case title, detail, grace, minimumShow, successDismissal
      case storedSuccessInGrace = "successInGrace"
      case isCancellable, isRetryable, strings
    }

    /// Creates a configuration.
    public init(
      title: String, detail: String? = nil, grace: Duration = .milliseconds(500),
      minimumShow: Duration = .milliseconds(500), successDismissal: Duration = .seconds(2),
      successInGrace: SuccessInGrace = .show, isCancellable: Bool = true, isRetryable: Bool = true,
      strings: Strings = Strings()
    ) {
      self.title = title
      self.detail = detail
      self.grace = max(grace, .zero)
      self.minimumShow = max(minimumShow, .zero)
      self.successDismissal = max(successDismissal, .zero)
      self.storedSuccessInGrace = successInGrace
      self.isCancellable = isCancellable
      self.isRetryable = isRetryable
      self.strings = strings
    }
  }

  /// What a success within the grace time shows.
  ///
  /// The grace exists so that quick work never flashes a toast for a split second. A success
  /// that then stays on screen for the minimum show plus its dismissal time (2.5 s by
  /// default) is no flash but a confirmation the person can read, so ``show`` is the default,
  /// as in seed 001. ``stayHidden`` suits work the person did not wait for (a background
  /// sync), where a confirmation would be noise.
  public enum SuccessInGrace: String, CaseIterable, Hashable, Sendable, Codable {
    /// Show the success at once, for the minimum show and the success's dismissal time.
    case show
    /// Show nothing: the toast ends quietly (`.dismiss(.programmatic)`).
    case stayHidden
  }

  /// Where the work stands.
  public enum Phase: Hashable, Sendable {
    /// The work runs.
    case running
    /// Cancel was tapped; the toast waits for the app to confirm with ``Event/cancelled``.
    case cancelling
    /// The work succeeded, with an optional message.
    case succeeded(message: String?)
    /// The work failed, with a message.
    case failed(message: String)
  }

  /// A progress value seen at a wall instant, for the estimate of the time left.
  public struct Sample: Hashable, Sendable {
    /// The progress, in 0...1.
    public var fraction: Double
    /// When it was seen, in real time: the work goes on while the toast is held.
    public var wall: PopupWallInstant

    /// Creates a sample.
    public init(fraction: Double, wall: PopupWallInstant) {
      self.fraction = fraction
      self.wall = wall
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// Where the work stands.
    public var phase: Phase = .running
    /// The progress in 0...1, or `nil` while indeterminate.
    public var progress: Double?
    /// The highest progress since the start or the last reset: a smaller value is ignored.
    public var highest: Double = 0
    /// The line under the title.
    public var detail: String?
    /// When the grace ends and the toast shows, on the local clock; `nil` until it appears.
    public var showsAt: PopupInstant?
    /// When the toast showed, on the local clock; `nil` while hidden.
    public var shownAt: PopupInstant?
    /// The success's countdown; it starts once the minimum show time has passed.
    public var successCountdown: Countdown?
    /// The first progress of the current run of determinate values, for the estimate.
    public var firstSample: Sample?
    /// The latest progress, for the estimate.
    public var latestSample: Sample?
    /// How many quarters (25, 50, 75, 100 %) were announced, 0 to 4.
    public var announcedQuarters = 0
    /// Whether the toast has ended.
    public var isEnded = false

    /// Creates the state of a toast not yet on screen.
    public init(configuration: Configuration) {
      self.configuration = configuration
      self.detail = configuration.detail
    }

    /// Whether the toast is drawn: its grace is over, or a failure cut it short.
    public var isShown: Bool { shownAt != nil }

    /// Whether the work is still under way (running or cancelling).
    public var isWorking: Bool {
      switch phase {
      case .running, .cancelling: true
      case .succeeded, .failed: false
      }
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// The work reported its progress; clamped to 0...1, NaN means indeterminate.
    case progressed(Double)
    /// The work no longer knows how far it is.
    case becameIndeterminate
    /// The line under the title changed.
    case detailChanged(String)
    /// The work succeeded, with an optional message.
    case succeeded(String?)
    /// The work failed, with a message.
    case failed(String)
    /// The person tapped Cancel.
    case cancelTapped
    /// The app confirms the work was cancelled.
    case cancelled
    /// The person tapped Retry.
    case retryTapped
    /// The person closed a failure.
    case closeTapped
    /// The app restarts the work: progress, estimate and announcements start over.
    case reset
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// Cancel was tapped: stop the work, then send ``Event/cancelled``.
    case cancelRequested
    /// Retry was tapped: start the work again.
    case retryRequested
  }
}
