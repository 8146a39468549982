import PopupCore
import PopupSupport

/// A progress toast: a title, a ring or bar that fills, then a check or a cross.
///
/// - **No flash.** Nothing shows during the grace time (default 0.5 s): the toast is
///   presented, its render is empty and its timers run. Work that succeeds within it shows
///   the success at once (``Configuration/successInGrace`` `.show`, the default, as seed 001
///   does), or ends quietly without ever showing (`.stayHidden`: `.dismiss(.programmatic)`);
///   a failure shows at once. Once
///   shown, the toast stays at least the minimum show time (default 0.5 s) before a
///   success's countdown (default 2 s) runs; then it dismisses with `.timeout`. Holding
///   pauses that countdown. A failure stays.
/// - **Progress never goes backwards**: values are clamped to 0...1, a smaller value than the
///   highest seen is ignored until ``Event/reset``, NaN means indeterminate, and a repeated
///   value changes nothing.
/// - **A live estimate** of the time left ("About 12 s left") from the progress seen so far,
///   on the wall clock (the work goes on while the toast is held); hidden while
///   indeterminate and until a second has passed with progress made.
/// - Announcements at 25, 50, 75 and 100 %, once each; a success haptic and an error haptic,
///   once per ending.
/// - Cancel emits ``Output/cancelRequested`` and shows "Cancelling…" until the app sends
///   ``Event/cancelled``; Retry emits ``Output/retryRequested`` and goes back to
///   indeterminate, shown, with no grace.
public enum ProgressToast: PopupKind {
  /// A toast: dragging dismisses it once shown, an outside tap passes through.
  public static let defaultBehavior = PopupBehavior.toast

  /// A toast at the bottom, sliding in and out by it.
  public static let defaultPresentation = PopupPresentationOptions.toast(.bottom)

  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration)
  }

  /// On first appearing the grace starts; with no grace the toast shows at once.
  public static func appear(_ state: inout State, _ appearance: PopupAppearance, now: PopupTime)
    -> [PopupEffect<Output>]
  {
    guard appearance == .first, state.showsAt == nil, !state.isEnded else { return [] }
    state.showsAt = now.local + state.configuration.grace
    return tick(&state, now: now)
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    switch event {
    case .progressed(let value):
      guard state.isWorking else { return [] }
      return value.isNaN ? becomeIndeterminate(&state) : progress(&state, to: min(max(value, 0), 1), now: now)
    case .becameIndeterminate:
      guard state.isWorking else { return [] }
      return becomeIndeterminate(&state)
    case .detailChanged(let detail):
      state.detail = detail.isEmpty ? nil : detail
      return []
    case .succeeded(let message):
      guard state.isWorking else { return [] }
      return succeed(&state, message: message, now: now)
    case .failed(let message):
      guard state.isWorking else { return [] }
      state.phase = .failed(message: message)
      let reveal = state.isShown ? [] : show(&state, at: now.local)
      return reveal + [.haptic(.error), .announce(message)]
    case .cancelTapped:
      guard state.isShown, state.phase == .running, state.configuration.isCancellable else { return [] }
      state.phase = .cancelling
      return [.output(.cancelRequested), .announce(state.configuration.strings.cancellingAnnouncement)]
    case .cancelled:
      guard state.isWorking else { return [] }
      return end(&state, [.dismiss(.programmatic)])
    case .retryTapped:
      guard case .failed = state.phase, state.configuration.isRetryable else { return [] }
      restart(&state)
      return [.output(.retryRequested)]
    case .closeTapped:
      guard case .failed = state.phase else { return [] }
      return end(&state, [.dismiss(.tap)])
    case .reset:
      restart(&state)
      return []
    }
  }

  /// The end of the grace, then a success's countdown.
  public static func nextDeadline(of state: State) -> PopupInstant? {
    guard !state.isEnded else { return nil }
    return state.isShown ? state.successCountdown?.deadline : state.showsAt
  }

  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    if !state.isShown, let showsAt = state.showsAt, now.local >= showsAt {
      return show(&state, at: showsAt)
    }
    if let countdown = state.successCountdown, countdown.isFinished(at: now.local) {
      return end(&state, [.dismiss(.timeout)])
    }
    return []
  }

  /// Nothing on screen takes a gesture during the grace; once shown, the toast's behavior
  /// decides.
  public static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime) -> [PopupEffect<
    Output
  >]? {
    state.isShown ? nil : []
  }

  private static func show(_ state: inout State, at instant: PopupInstant) -> [PopupEffect<Output>] {
    state.shownAt = instant
    return [.announce(state.configuration.title)]
  }

  private static func progress(_ state: inout State, to value: Double, now: PopupTime) -> [PopupEffect<
    Output
  >] {
    guard value >= state.highest, value != state.progress else { return [] }
    state.progress = value
    state.highest = value
    let sample = Sample(fraction: value, wall: now.wall)
    if state.firstSample == nil { state.firstSample = sample }
    state.latestSample = sample
    let quarters = Int(value * 4)
    guard quarters > state.announcedQuarters else { return [] }
    state.announcedQuarters = quarters
    return state.isShown
      ? [
        .announce(
          state.configuration.strings.quarterDone.popupFilling(
            "title", state.configuration.title, "percent", String(quarters * 25)))
      ] : []
  }

  private static func becomeIndeterminate(_ state: inout State) -> [PopupEffect<Output>] {
    state.progress = nil
    state.firstSample = nil
    state.latestSample = nil
    return []
  }

  private static func succeed(_ state: inout State, message: String?, now: PopupTime) -> [PopupEffect<Output>]
  {
    state.phase = .succeeded(message: message)
    if state.shownAt == nil {
      guard state.configuration.successInGrace == .show else { return end(&state, [.dismiss(.programmatic)]) }
      // Shown straight into its success: the success is what is announced, not the title.
      state.shownAt = now.local
    }
    guard let shownAt = state.shownAt else { return [] }
    let start = max(now.local, shownAt + state.configuration.minimumShow)
    state.successCountdown = Countdown(duration: state.configuration.successDismissal, startingAt: start)
    return [.haptic(.success), .announce(message ?? state.configuration.strings.done)]
  }

  /// Back to running and indeterminate: progress, estimate and announcements start over.
  private static func restart(_ state: inout State) {
    state.phase = .running
    state.highest = 0
    state.successCountdown = nil
    state.announcedQuarters = 0
    _ = becomeIndeterminate(&state)
  }

  private static func end(_ state: inout State, _ effects: [PopupEffect<Output>]) -> [PopupEffect<Output>] {
    state.isEnded = true
    return effects
  }
}
