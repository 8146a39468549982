import PopupCore

/// A promo: a badge, media, a title, a message, a main and an optional second action, and a
/// close button, as a card, a modal, a banner or the image alone.
///
/// - **Impressions** count only real screen time: ``Output/impressionCounted(campaign:)`` is emitted
///   exactly once, after 3 s of visible, unheld, unpreempted time. The kind keeps it on its
///   local clock, so holding and preemption pause it for free; a promo dismissed sooner
///   reports none.
/// - **Offer end** is a wall-clock instant: the card shows a live "Ends in 2h 13m" (seconds in
///   the last minute); when the end passes, even while held, the main action disables and the
///   card says the offer ended. Pressing a disabled action does nothing.
/// - The main or second action emits its id and dismisses with `.tap`; Close dismisses with
///   `.tap`. A banner dismisses itself after 12 s with `.timeout`, and a swipe (the shared
///   drag) dismisses it with `.drag`.
/// - How often a campaign may show is the policy module's business; this kind only reports
///   impressions exactly.
public enum PromoPopup: PopupKind {
  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration, wall: now.wall)
  }

  /// How a promo of a layout is presented: a banner as a non-modal strip across the top that
  /// drops in (`PopupPresentationOptions.banner`), every other layout as a centred card over a
  /// dim. Pass it when presenting: `PopupSession(configuration, options:
  /// PromoPopup.presentation(for: configuration.layout), now:)`.
  public static func presentation(for layout: Layout) -> PopupPresentationOptions {
    layout == .banner ? .banner : defaultPresentation
  }

  /// On first appearing the impression timer starts, and a banner's 12 s.
  public static func appear(_ state: inout State, _ appearance: PopupAppearance, now: PopupTime)
    -> [PopupEffect<Output>]
  {
    guard appearance == .first, state.impressionTimer == nil, !state.isEnded else { return [] }
    state.impressionTimer = Countdown(duration: State.impressionDelay, startingAt: now.local)
    if state.configuration.layout == .banner {
      state.bannerTimer = Countdown(duration: State.bannerLength, startingAt: now.local)
    }
    return []
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    let configuration = state.configuration
    switch event {
    case .primaryTapped:
      guard !state.isOfferOver(at: now.wall) else { return [] }
      return end(&state, with: [.output(.primaryTapped(action: configuration.primary.id)), .dismiss(.tap)])
    case .secondaryTapped:
      guard let secondary = configuration.secondary else { return [] }
      return end(&state, with: [.output(.secondaryTapped(action: secondary.id)), .dismiss(.tap)])
    case .closeTapped:
      guard configuration.showsClose else { return [] }
      return end(&state, with: [.dismiss(.tap)])
    }
  }

  /// The impression's 3 s, then a banner's 12 s.
  public static func nextDeadline(of state: State) -> PopupInstant? {
    guard !state.isEnded else { return nil }
    let impression = state.isImpressed ? nil : state.impressionTimer?.deadline
    return [impression, state.bannerTimer?.deadline].compactMap { $0 }.min()
  }

  /// The offer's end.
  public static func nextWallDeadline(of state: State) -> PopupWallInstant? {
    state.isEnded || state.isOfferOver ? nil : state.configuration.offerEnds
  }

  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    var effects: [PopupEffect<Output>] = []
    if !state.isOfferOver, state.configuration.offerHasEnded(at: now.wall) {
      state.isOfferOver = true
      effects.append(.announce(state.configuration.strings.endedAnnouncement))
    }
    if !state.isImpressed, let timer = state.impressionTimer, timer.isFinished(at: now.local) {
      state.isImpressed = true
      effects.append(.output(.impressionCounted(campaign: state.configuration.campaign)))
    }
    if let timer = state.bannerTimer, timer.isFinished(at: now.local) {
      effects += end(&state, with: [.dismiss(.timeout)])
    }
    return effects
  }

  /// A swipe dismisses a banner; other layouts leave the drag to their behavior.
  public static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime) -> [PopupEffect<
    Output
  >]? {
    guard gesture == .drag, state.configuration.layout == .banner, !state.isEnded else { return nil }
    return end(&state, with: [.dismiss(.drag)])
  }

  private static func end(_ state: inout State, with effects: [PopupEffect<Output>]) -> [PopupEffect<Output>]
  {
    state.isEnded = true
    return effects
  }
}
