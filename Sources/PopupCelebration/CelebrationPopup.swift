import PopupCore

/// A celebration: a hero icon that springs in with a burst of confetti, a title, a message and
/// one action ("Continue").
///
/// - On first appearing: one `haptic(.success)`, an announcement of the title, and a burst
///   (unless confetti is off or Reduce Motion is on). Appearing again after a preemption does
///   none of these.
/// - Confetti is data (``Confetti``): particles are a pure function of the seed and the time
///   since the burst. When the last burst ends the popup settles (a deadline), and nothing
///   moves after.
/// - Reduce Motion: no particles and no spring, a fade only. Turning it on mid-burst clears the
///   particles at once; turning it off starts no burst.
/// - `again` replays a burst, at least 1 s after the start of the last one (the burst on
///   appearing counts), with at most 3 bursts alive.
/// - Continue emits ``Output/continued`` and dismisses with `.tap`; Close dismisses with `.tap`
///   and no output. After the ending every event is ignored.
///
/// ```swift
/// var state = CelebrationPopup.makeState(.init(title: "Level up!", message: "You reached level 5."), now: .zero)
/// CelebrationPopup.appear(&state, .first, now: .zero)   // [.haptic(.success), .announce("Level up!")]
/// state.particles(at: .milliseconds(500)).count          // the confetti in flight
/// ```
public enum CelebrationPopup: PopupKind {
  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration)
  }

  public static func appear(_ state: inout State, _ appearance: PopupAppearance, now: PopupTime)
    -> [PopupEffect<Output>]
  {
    guard appearance == .first, state.appearedAt == nil, !state.isEnded else { return [] }
    state.appearedAt = now.local
    burst(&state, at: now.local)
    return [.haptic(.success), .announce(state.configuration.title)]
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    switch event {
    case .continueTapped:
      state.isEnded = true
      state.bursts = []
      return [.output(.continued), .dismiss(.tap)]
    case .closeTapped:
      state.isEnded = true
      state.bursts = []
      return [.dismiss(.tap)]
    case .againTapped:
      settle(&state, at: now.local)
      guard state.appearedAt != nil, state.bursts.count < State.maxBursts,
        state.lastBurstStart.map({ now.local - $0 >= State.replayCooldown }) ?? true
      else { return [] }
      return burst(&state, at: now.local) ? [.haptic(.light)] : []
    case .reduceMotionChanged(let isOn):
      guard isOn != state.reduceMotion else { return [] }
      state.reduceMotion = isOn
      if isOn { state.bursts = [] }
      return []
    }
  }

  /// Reduce Motion on the device calms the confetti as the `reduce-motion` event does.
  public static func accessibilityChanged(
    _ settings: PopupAccessibility, _ state: inout State, now: PopupTime
  ) -> [PopupEffect<Output>] {
    reduce(&state, .reduceMotionChanged(settings.reducesMotion), now: now)
  }

  /// The end of the oldest burst alive; when the last one ends, the popup settles.
  public static func nextDeadline(of state: State) -> PopupInstant? {
    state.bursts.first.map { $0 + state.configuration.burstLength }
  }

  /// Bursts that have flown their length are done.
  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    settle(&state, at: now.local)
    return []
  }

  /// Starts a burst, unless confetti is off, Reduce Motion is on or a burst would not show.
  @discardableResult
  private static func burst(_ state: inout State, at now: PopupInstant) -> Bool {
    let configuration = state.configuration
    guard configuration.confetti, !state.reduceMotion, configuration.particleCount > 0,
      configuration.burstLength > .zero
    else { return false }
    state.bursts.append(now)
    state.lastBurstStart = now
    return true
  }

  /// Drops the bursts that have flown their length.
  private static func settle(_ state: inout State, at now: PopupInstant) {
    let length = state.configuration.burstLength
    state.bursts.removeAll { now - $0 >= length }
  }
}
