import PopupCore
import PopupSupport

/// A coachmark tour: steps over targets whose frames come from the host and may move or vanish.
///
/// `start` shows the first step that has a target; `next` and `back` move to the next or
/// previous step that has one (steps whose target is missing are skipped); `next` on the last
/// step and `finish` end the tour with ``Output/finished(completed:)`` `true`; `skip` ends it
/// with `false`. Back on the first step and anything after the end do nothing; the tour
/// finishes exactly once.
///
/// Targets are ids; the host reports their frames (``Event/targetMoved(id:frame:)``) and their
/// disappearance (``Event/targetLost(_:)``) at any time. A target counts as present while its
/// frame overlaps the screen. When the current step's target goes, the step waits hidden, and
/// shows again if the target returns; when no step from the current one on has a target, the
/// tour finishes with `completed: false`. A single coachmark is a one-step tour
/// (``Configuration/single(target:title:message:frame:screen:)``).
///
/// ```swift
/// var tour = CoachmarkTour.makeState(.init(steps: steps, targets: frames), now: .zero)
/// _ = CoachmarkTour.reduce(&tour, .startTapped, now: .zero)   // [.announce("Step 1 of 3: Share")]
/// tour.layout?.spotlight                                       // the cut-out around the target
/// ```
public enum CoachmarkTour: PopupKind {
  /// A tour ends through its own buttons: taps on the dim and drags do nothing.
  public static let defaultBehavior = PopupBehavior(dismissesOnOutsideTap: false, dismissesOnDrag: false)

  /// Over a darker dim that the spotlight cuts through, fading in and out where it stands.
  public static let defaultPresentation = PopupPresentationOptions(
    scrim: .init(.dim(opacity: 0.6)), motion: PopupMotion(.slideFade))

  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration)
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    if case .finished = state.phase { return [] }
    switch event {
    case .startTapped:
      guard state.phase == .ready else { return [] }
      guard let first = state.steps.indices.first(where: state.isAvailable) else {
        return finish(&state, completed: false, reason: .programmatic)
      }
      return show(first, in: &state)
    case .nextTapped:
      guard let index = state.currentIndex else { return [] }
      if let next = state.steps.indices.dropFirst(index + 1).first(where: state.isAvailable) {
        return show(next, in: &state)
      }
      return finish(&state, completed: index == state.steps.count - 1, reason: .tap)
    case .backTapped:
      guard let index = state.currentIndex,
        let previous = state.steps.indices.prefix(index).last(where: state.isAvailable)
      else { return [] }
      return show(previous, in: &state)
    case .skipTapped:
      return finish(&state, completed: false, reason: .tap)
    case .finishTapped:
      guard state.currentIndex != nil else { return [] }
      return finish(&state, completed: true, reason: .tap)
    case .targetMoved(let id, let frame):
      guard frame.isValid else { return [] }
      return settle(&state) { $0.targets[id] = frame }
    case .targetLost(let id):
      return settle(&state) { $0.targets[id] = nil }
    case .screenChanged(let size):
      guard size.isValid else { return [] }
      return settle(&state) { $0.screen = size }
    }
  }

  /// The host's one screen reaches the tour as ``Event/screenChanged(_:)``: steps re-lay out,
  /// and a step whose target left the screen waits.
  public static func screenChanged(_ screen: PopupScreen, _ state: inout State, now: PopupTime)
    -> [PopupEffect<Output>]
  {
    guard screen.size != state.screen else { return [] }
    return reduce(&state, .screenChanged(screen.size), now: now)
  }

  /// A showing step's callout goes below or above its spotlight, which the scrim cuts out
  /// unless the configuration asks for a plain scrim.
  public static func placement(of state: State, on screen: PopupScreen) -> PopupKindPlacement? {
    guard case .showing = state.phase, let layout = state.layout else { return nil }
    return .anchored(
      PopupKindPlacement.Anchor(
        layout.spotlight, preferring: layout.placement == .below ? .bottom : .top, sides: [.bottom, .top],
        gap: 12, margin: 16, spotlight: state.configuration.showsSpotlight ? layout.spotlight : nil))
  }

  private static func show(_ index: Int, in state: inout State) -> [PopupEffect<Output>] {
    state.phase = .showing(index)
    return [announcement(of: index, in: state)]
  }

  private static func announcement(of index: Int, in state: State) -> PopupEffect<Output> {
    .announce(
      state.configuration.strings.announcement.popupFilling(
        "step", String(index + 1), "count", String(state.steps.count), "title", state.steps[index].title))
  }

  /// Ended by the host before the tour finished: it is over, not completed.
  public static func willEnd(_ reason: DismissReason, _ state: inout State, now: PopupTime) -> [Output] {
    if case .finished = state.phase { return [] }
    state.phase = .finished(completed: false)
    return [.finished(completed: false)]
  }

  private static func finish(_ state: inout State, completed: Bool, reason: DismissReason) -> [PopupEffect<
    Output
  >] {
    state.phase = .finished(completed: completed)
    return [.output(.finished(completed: completed)), .dismiss(reason)]
  }

  /// Applies a change of geometry, then: finishes the tour when no step from the current one
  /// on has a target, or announces the current step when its target comes back.
  private static func settle(_ state: inout State, _ change: (inout State) -> Void) -> [PopupEffect<Output>] {
    let wasShowing = state.currentIndex.map(state.isAvailable) ?? false
    change(&state)
    guard let index = state.currentIndex else { return [] }
    if !state.steps.indices.dropFirst(index).contains(where: state.isAvailable) {
      return finish(&state, completed: false, reason: .programmatic)
    }
    let isShowing = state.isAvailable(index)
    if wasShowing && !isShowing {
      // The callout a VoiceOver user was reading is gone: say why, and that it comes back.
      return [.announce(state.configuration.strings.waiting(for: index, in: state.steps.count))]
    }
    return !wasShowing && isShowing ? [announcement(of: index, in: state)] : []
  }
}
