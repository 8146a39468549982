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
    var effects: [PopupEffect<Output>] = []
    for index in state.entries.indices where state.entries[index].isStale {
      effects.append(.output(.becameStale(id: state.entries[index].activity.id)))
    }
    return effects + tick(&state, now: now)
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
      if ending.label != nil || ending.trailing != nil {
        var activity = state.entries[index].activity
        if let label = ending.label { activity.label = label }
        if let trailing = ending.trailing { activity.trailing = trailing }
        setActivity(activity, at: index, in: &state)
      }
      state.entries[index].linger = Countdown(duration: linger(of: ending.policy), startingAt: now.local)
      return tick(&state, now: now)
    case .activityTapped(let id):
      guard state.index(of: id) != nil else { return [] }
      var effects: [PopupEffect<Output>] = []
      effects.reserveCapacity(2)
      effects.append(.output(.tapped(id: id)))
      collapse(&state, into: &effects)
      return effects
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
  ///
  /// A loop over the entries in place, which copies none and allocates nothing: the session
  /// asks several times a step.
  public static func nextDeadline(of state: State) -> PopupInstant? {
    guard !state.isEnded else { return nil }
    var earliest = state.expansion?.collapsesAt
    for index in state.entries.indices {
      guard let deadline = state.entries[index].linger?.deadline else { continue }
      if let sooner = earliest, sooner <= deadline { continue }
      earliest = deadline
    }
    return earliest
  }

  /// Stale instants, and each activity's end of life 8 h after it started.
  ///
  /// A loop over the entries in place, which copies none and allocates nothing: the session
  /// asks several times a step.
  public static func nextWallDeadline(of state: State) -> PopupWallInstant? {
    guard !state.isEnded else { return nil }
    var earliest: PopupWallInstant?
    for index in state.entries.indices where !state.entries[index].isEnded {
      let endOfLife = state.entries[index].startedAt + State.longestLife
      if let sooner = earliest, sooner <= endOfLife {} else { earliest = endOfLife }
      guard !state.entries[index].isStale, let staleAt = state.entries[index].activity.staleAt else {
        continue
      }
      if let sooner = earliest, sooner <= staleAt { continue }
      earliest = staleAt
    }
    return earliest
  }

  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    var effects: [PopupEffect<Output>] = []
    if let collapsesAt = state.expansion?.collapsesAt, now.local >= collapsesAt {
      collapse(&state, into: &effects)
    }
    // Fields are read in place and written only when they change: an entry copied, or an
    // array written that another state shares, costs a copy of it.
    for index in state.entries.indices where !state.entries[index].isEnded {
      if !state.entries[index].isStale, let staleAt = state.entries[index].activity.staleAt,
        now.wall >= staleAt
      {
        state.entries[index].isStale = true
        effects.append(.output(.becameStale(id: state.entries[index].activity.id)))
      }
      if now.wall >= state.entries[index].startedAt + State.longestLife {
        state.entries[index].linger = Countdown(duration: State.defaultLinger, startingAt: now.local)
      }
    }
    var finished = 0
    for index in state.entries.indices where state.entries[index].linger?.isFinished(at: now.local) == true {
      let id = state.entries[index].activity.id
      if state.expansion?.id == id { collapse(&state, into: &effects) }
      effects.append(.output(.ended(id: id)))
      finished += 1
    }
    if finished > 0 { state.entries.removeAll { $0.linger?.isFinished(at: now.local) == true } }
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
    var activity = state.entries[index].activity
    activity.label = update.label
    if let trailing = update.trailing { activity.trailing = trailing }
    var effects: [PopupEffect<Output>] = []
    var isStale = state.entries[index].isStale
    if let staleAt = update.staleAt {
      activity.staleAt = staleAt
      let isStaleNow = now.wall >= staleAt
      if isStaleNow && !isStale { effects.append(.output(.becameStale(id: update.id))) }
      isStale = isStaleNow
    }
    // Written only where they change: an update that changes nothing leaves the entries
    // shared with the state before.
    setActivity(activity, at: index, in: &state)
    if state.entries[index].lastUpdate != update.timestamp {
      state.entries[index].lastUpdate = update.timestamp
    }
    if state.entries[index].isStale != isStale { state.entries[index].isStale = isStale }
    let mayAlert = state.entries[index].lastAlert.map { now.wall - $0 >= State.alertSpacing } ?? true
    let isHeldOpen = state.expansion == Expansion(id: update.id, collapsesAt: nil)
    if update.isAlert && mayAlert && !isHeldOpen {
      state.entries[index].lastAlert = now.wall
      expand(&state, update.id, until: now.local + State.alertLength, into: &effects)
      effects.append(.announce(update.label))
    }
    return effects
  }

  /// Gives an entry new content; content equal to what it has keeps the activity as it is,
  /// hashed already and shared with the states before.
  private static func setActivity(_ activity: Activity, at index: Int, in state: inout State) {
    guard activity != state.entries[index].activity else { return }
    state.entries[index].activity = activity
  }

  private static func expand(_ state: inout State, _ id: String, until collapsesAt: PopupInstant?)
    -> [PopupEffect<Output>]
  {
    var effects: [PopupEffect<Output>] = []
    expand(&state, id, until: collapsesAt, into: &effects)
    return effects
  }

  /// Expands an activity, appending what that emits: the collapse of another, then the
  /// expansion, unless it was open already.
  private static func expand(
    _ state: inout State, _ id: String, until collapsesAt: PopupInstant?,
    into effects: inout [PopupEffect<Output>]
  ) {
    if state.expansion?.id != id {
      collapse(&state, into: &effects)
      effects.append(.output(.expanded(id: id)))
    }
    state.expansion = Expansion(id: id, collapsesAt: collapsesAt)
  }

  private static func collapse(_ state: inout State) -> [PopupEffect<Output>] {
    var effects: [PopupEffect<Output>] = []
    collapse(&state, into: &effects)
    return effects
  }

  /// Collapses the expanded activity, if any, appending its output.
  private static func collapse(_ state: inout State, into effects: inout [PopupEffect<Output>]) {
    guard let expansion = state.expansion else { return }
    state.expansion = nil
    effects.append(.output(.collapsed(id: expansion.id)))
  }

  private static func linger(of policy: EndPolicy) -> Duration {
    switch policy {
    case .default: State.defaultLinger
    case .immediate: .zero
    case .after(let duration): min(max(duration, .zero), State.longestLinger)
    }
  }
}
