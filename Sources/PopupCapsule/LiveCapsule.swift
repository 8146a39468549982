import PopupCore

/// A live capsule: Dynamic-Island-style live activities with compact, minimal and expanded
/// presentations.
///
/// - **Presentation.** One activity is compact; with two or more, the most relevant is compact
///   (of equals, the first started) and the rest are minimal. A long press expands one
///   (``Output/expanded(id:)``); a tap on it opens the app (``Output/tapped(id:)``); an outside
///   tap (the shared gesture) or ``Event/collapseTapped`` collapses it. The shared tap opens
///   the compact or expanded activity.
/// - **Updates carry timestamps**: one older than the last applied is dropped, and so is any
///   update after the end. An alert update expands its activity for 4 s (local time), at
///   most once per activity per 30 s of real time.
/// - **Staleness** comes at the stale instant, in real time, even while held, and is drawn; a
///   stale instant already past at the start shows the activity stale, not hidden.
/// - **Ending.** ``Event/ended(_:)`` shows the final content for the policy's linger (4 s by
///   default, none when immediate, at most 4 h), then the activity leaves with
///   ``Output/ended(id:)``. An activity ends itself 8 h after it started. When the last one
///   leaves, the capsule dismisses with `.programmatic`.
/// - Live timers count up from or down to wall-clock instants, drawn from the current wall
///   time.
public enum LiveCapsule: PopupKind {
  /// The capsule stays put: no tap, outside tap or drag dismisses it; holding pauses its
  /// alert and linger countdowns.
  public static let defaultBehavior = PopupBehavior(dismissesOnOutsideTap: false)

  /// Where the Dynamic Island is (`PopupPresentationOptions.island`), with nothing behind it.
  public static let defaultPresentation = PopupPresentationOptions.island

  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    var state = State(entries: [])
    state.strings = configuration.strings
    for activity in configuration.activities { _ = start(&state, activity, now: now) }
    return state
  }

  /// On first appearing, activities configured already stale say so.
  public static func appear(_ state: inout State, _ appearance: PopupAppearance, now: PopupTime)
    -> [PopupEffect<Output>]
  {
    guard appearance == .first else { return [] }
    return state.entries.filter(\.isStale).map { .output(.becameStale(id: $0.activity.id)) }
      + tick(&state, now: now)
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    switch event {
    case .started(let activity):
      return start(&state, activity, now: now)
    case .updated(let update):
      return apply(update, to: &state, now: now)
    case .ended(let ending):
      guard let index = state.index(of: ending.id), !state.entries[index].isEnded else { return [] }
      if let label = ending.label { state.entries[index].activity.label = label }
      if let trailing = ending.trailing { state.entries[index].activity.trailing = trailing }
      state.entries[index].linger = Countdown(duration: linger(of: ending.policy), startingAt: now.local)
      return tick(&state, now: now)
    case .activityTapped(let id):
      guard state.index(of: id) != nil else { return [] }
      return [.output(.tapped(id: id))] + collapse(&state)
    case .longPressed(let id):
      guard state.index(of: id) != nil, state.expansion != Expansion(id: id, collapsesAt: nil) else {
        return []
      }
      return expand(&state, id, until: nil)
    case .collapseTapped:
      return collapse(&state)
    }
  }

  /// An alert's collapse, then ended activities' lingers.
  public static func nextDeadline(of state: State) -> PopupInstant? {
    guard !state.isEnded else { return nil }
    let lingers = state.entries.compactMap { $0.linger?.deadline }
    return ([state.expansion?.collapsesAt].compactMap { $0 } + lingers).min()
  }

  /// Stale instants, and each activity's end of life 8 h after it started.
  public static func nextWallDeadline(of state: State) -> PopupWallInstant? {
    guard !state.isEnded else { return nil }
    return state.entries.filter { !$0.isEnded }.flatMap { entry in
      [entry.isStale ? nil : entry.activity.staleAt, entry.startedAt + State.longestLife].compactMap { $0 }
    }.min()
  }

  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    var effects: [PopupEffect<Output>] = []
    if let collapsesAt = state.expansion?.collapsesAt, now.local >= collapsesAt {
      effects += collapse(&state)
    }
    for index in state.entries.indices where !state.entries[index].isEnded {
      let entry = state.entries[index]
      if !entry.isStale, let staleAt = entry.activity.staleAt, now.wall >= staleAt {
        state.entries[index].isStale = true
        effects.append(.output(.becameStale(id: entry.activity.id)))
      }
      if now.wall >= entry.startedAt + State.longestLife {
        state.entries[index].linger = Countdown(duration: State.defaultLinger, startingAt: now.local)
      }
    }
    for entry in state.entries where entry.linger?.isFinished(at: now.local) == true {
      if state.expansion?.id == entry.activity.id { effects += collapse(&state) }
      effects.append(.output(.ended(id: entry.activity.id)))
    }
    state.entries.removeAll { $0.linger?.isFinished(at: now.local) == true }
    if state.entries.isEmpty && effects.contains(where: { $0.output.map(isEnding) ?? false }) {
      state.isEnded = true
      effects.append(.dismiss(.programmatic))
    }
    return effects
  }

  /// An outside tap collapses the expanded activity and otherwise does nothing; a tap opens
  /// the activity in front; a drag does nothing.
  public static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime) -> [PopupEffect<
    Output
  >]? {
    guard !state.isEnded else { return [] }
    switch gesture {
    case .outsideTap: return collapse(&state)
    case .tap:
      guard let id = state.expansion?.id ?? state.compact?.activity.id else { return [] }
      return reduce(&state, .activityTapped(id), now: now)
    case .drag: return []
    }
  }

  private static func isEnding(_ output: Output) -> Bool {
    if case .ended = output { return true }
    return false
  }

  private static func start(_ state: inout State, _ activity: Activity, now: PopupTime) -> [PopupEffect<
    Output
  >] {
    guard state.index(of: activity.id) == nil else { return [] }
    let isStale = activity.staleAt.map { now.wall >= $0 } ?? false
    state.entries.append(Entry(activity: activity, startedAt: now.wall, isStale: isStale))
    return isStale ? [.output(.becameStale(id: activity.id))] : []
  }

  private static func apply(_ update: Update, to state: inout State, now: PopupTime) -> [PopupEffect<Output>]
  {
    guard let index = state.index(of: update.id), !state.entries[index].isEnded else { return [] }
    if let last = state.entries[index].lastUpdate, update.timestamp < last { return [] }
    var entry = state.entries[index]
    entry.lastUpdate = update.timestamp
    entry.activity.label = update.label
    if let trailing = update.trailing { entry.activity.trailing = trailing }
    var effects: [PopupEffect<Output>] = []
    if let staleAt = update.staleAt {
      entry.activity.staleAt = staleAt
      let isStale = now.wall >= staleAt
      if isStale && !entry.isStale { effects.append(.output(.becameStale(id: update.id))) }
      entry.isStale = isStale
    }
    let mayAlert = entry.lastAlert.map { now.wall - $0 >= State.alertSpacing } ?? true
    let isHeldOpen = state.expansion == Expansion(id: update.id, collapsesAt: nil)
    if update.isAlert && mayAlert && !isHeldOpen {
      entry.lastAlert = now.wall
      state.entries[index] = entry
      return effects + expand(&state, update.id, until: now.local + State.alertLength)
        + [.announce(update.label)]
    }
    state.entries[index] = entry
    return effects
  }

  private static func expand(_ state: inout State, _ id: String, until collapsesAt: PopupInstant?)
    -> [PopupEffect<Output>]
  {
    let wasOpen = state.expansion?.id == id
    let effects = wasOpen ? [] : collapse(&state) + [.output(.expanded(id: id))]
    state.expansion = Expansion(id: id, collapsesAt: collapsesAt)
    return effects
  }

  private static func collapse(_ state: inout State) -> [PopupEffect<Output>] {
    guard let expansion = state.expansion else { return [] }
    state.expansion = nil
    return [.output(.collapsed(id: expansion.id))]
  }

  private static func linger(of policy: EndPolicy) -> Duration {
    switch policy {
    case .default: State.defaultLinger
    case .immediate: .zero
    case .after(let duration): min(max(duration, .zero), State.longestLinger)
    }
  }
}
