import PopupCore
import PopupSupport

/// Push-style notification banners: a stack from the top, newest in front, each item with its
/// own auto-dismiss timer.
///
/// - At most ``Configuration/maxVisible`` items show (default 3); the rest wait in order and
///   move up as the front ones go. Only visible items' timers run: an item pushed out of view
///   keeps the time it had left and resumes when it shows again.
/// - Swipe dismisses the front item with `.drag`; a tap on any banner in view (each card is
///   its own control, ``Event/itemTapped(_:)``; the shared tap opens the front one) emits
///   ``Output/tapped(id:)`` and dismisses it with `.tap`; ``Event/dismissRequested(_:)`` dismisses any item with
///   `.programmatic`. Every item ends with exactly one ``Output/dismissed(id:reason:)``.
/// - Posting an id that is present replaces that item in place and restarts its timer.
/// - Holding pauses every timer: a host runs the banners on a local clock that stops while
///   held, and each item resumes with its own time left.
///
/// The stack itself never ends: it is a surface that items come and go on.
///
/// ```swift
/// var state = NotificationBanners.makeState(.init(), now: .zero)
/// _ = NotificationBanners.reduce(&state, .posted(.init(id: "a", title: "Maya")), now: .zero)
/// NotificationBanners.reduce(&state, .swiped, now: .seconds(1))
/// // [.output(.dismissed(id: "a", reason: .drag))]
/// ```
public enum NotificationBanners: PopupKind {
  /// The stack stays while items come and go: gestures on the surface never dismiss it.
  public static let defaultBehavior = PopupBehavior(dismissesOnOutsideTap: false, dismissesOnDrag: false)

  /// A banner at the top, dropping in.
  public static let defaultPresentation = PopupPresentationOptions.banner

  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    var state = State(configuration: configuration)
    for item in configuration.items {
      _ = post(item, into: &state, now: now)
    }
    return state
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    switch event {
    case .posted(let item):
      return post(item, into: &state, now: now)
    case .swiped:
      guard let front = state.entries.first else { return [] }
      return remove(front.item.id, reason: .drag, from: &state, now: now)
    case .tapped:
      guard let front = state.entries.first else { return [] }
      return open(front.item.id, in: &state, now: now)
    case .itemTapped(let id):
      // Any banner in view opens, not only the front one; a hidden or unknown one does not.
      guard state.visible.contains(where: { $0.item.id == id }) else { return [] }
      return open(id, in: &state, now: now)
    case .dismissRequested(let id):
      return remove(id, reason: .programmatic, from: &state, now: now)
    }
  }

  /// The earliest timer of a visible item.
  ///
  /// A loop over the entries in place, which copies none and allocates nothing: the session
  /// asks several times a step.
  public static func nextDeadline(of state: State) -> PopupInstant? {
    var earliest: PopupInstant?
    for index in 0..<state.visibleCount {
      guard let deadline = state.entries[index].countdown?.deadline else { continue }
      if let sooner = earliest, sooner <= deadline { continue }
      earliest = deadline
    }
    return earliest
  }

  /// Due items end in deadline order; ties in the order they were posted.
  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    // Most ticks find nothing due: they allocate nothing.
    guard
      state.entries.prefix(state.visibleCount).contains(where: {
        $0.countdown?.isFinished(at: now.local) == true
      })
    else { return [] }
    let due = state.entries.prefix(state.visibleCount)
      .compactMap { entry -> (deadline: PopupInstant, sequence: Int, id: String)? in
        guard let countdown = entry.countdown, let deadline = countdown.deadline,
          countdown.isFinished(at: now.local)
        else { return nil }
        return (deadline, entry.sequence, entry.item.id)
      }
      .sorted { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
    return due.flatMap { remove($0.id, reason: .timeout, from: &state, now: now) }
  }

  /// A tap on the stack opens its front item and a drag swipes it away; with no item, the
  /// gesture falls back to the behavior (which ignores it).
  public static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime)
    -> [PopupEffect<Output>]?
  {
    guard !state.entries.isEmpty else { return nil }
    switch gesture {
    case .tap: return reduce(&state, .tapped, now: now)
    case .drag: return reduce(&state, .swiped, now: now)
    case .outsideTap: return nil
    }
  }

  /// Puts an item in front, or replaces the item with its id in place with a fresh timer.
  private static func post(_ item: BannerItem, into state: inout State, now: PopupTime) -> [PopupEffect<
    Output
  >] {
    state.postCount += 1
    let countdown = item.duration.map { Countdown(duration: $0, startingAt: now.local) }
    if let index = state.entries.firstIndex(where: { $0.item.id == item.id }) {
      if state.entries[index].item == item {
        // The same item again: it keeps the one it has, hashed already and shared with the
        // states before, with a fresh timer.
        state.entries[index].countdown = countdown
        state.entries[index].sequence = state.postCount
      } else {
        state.entries[index] = State.Entry(item: item, countdown: countdown, sequence: state.postCount)
      }
    } else {
      state.entries.insert(State.Entry(item: item, countdown: countdown, sequence: state.postCount), at: 0)
    }
    state.updateTimers(now: now.local)
    return [.announce(spokenText(of: item, strings: state.configuration.strings))]
  }

  /// What is read for an item: its title, and its message after it when it has one.
  static func spokenText(of item: BannerItem, strings: Strings) -> String {
    item.message.isEmpty
      ? item.title : strings.announcement.popupFilling("title", item.title, "message", item.message)
  }

  /// Reports an item tapped and dismisses it with `.tap`.
  private static func open(_ id: String, in state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    // One array, sized once.
    var effects: [PopupEffect<Output>] = []
    effects.reserveCapacity(2)
    effects.append(.output(.tapped(id: id)))
    guard let index = state.entries.firstIndex(where: { $0.item.id == id }) else { return effects }
    effects.append(remove(at: index, id: id, reason: .tap, from: &state, now: now))
    return effects
  }

  /// Removes an item with a reason, if it is present, and moves the others up.
  private static func remove(_ id: String, reason: DismissReason, from state: inout State, now: PopupTime)
    -> [PopupEffect<Output>]
  {
    guard let index = state.entries.firstIndex(where: { $0.item.id == id }) else { return [] }
    return [remove(at: index, id: id, reason: reason, from: &state, now: now)]
  }

  /// Removes the item at an index with a reason, moves the others up, and says so with the
  /// id as it was asked for.
  private static func remove(
    at index: Int, id: String, reason: DismissReason, from state: inout State, now: PopupTime
  ) -> PopupEffect<Output> {
    state.entries.remove(at: index)
    state.updateTimers(now: now.local)
    return .output(.dismissed(id: id, reason: reason))
  }
}
