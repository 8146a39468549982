import PopupCore
import PopupSupport

/// An undo toast: a message and an Undo button with a live countdown.
///
/// The countdown starts when the toast is presented. Undo emits ``Output/undone`` and
/// dismisses with `.tap`. At the deadline the toast emits ``Output/expired`` and dismisses
/// with `.timeout`, exactly once: `expired` fires only when time runs out (the toast's own
/// countdown, or a session auto-dismiss shorter than it). When the host closes the toast
/// first (a swipe), it emits ``Output/closedEarly(_:)`` with the reason just before that
/// dismissal. So every presentation the app did not dismiss itself ends with exactly one of
/// `undone`, `expired` and `closedEarly`, and the two last (``Output/commits``) are where the
/// app commits its destructive action. After the ending every event is ignored.
///
/// Holding pauses the countdown: a host such as `PopupSession` runs the toast on a local
/// clock that stops while held, so the toast itself never needs to know about holds.
///
/// ```swift
/// var state = UndoToast.makeState(.init(message: "Photo deleted"), now: .zero)
/// UndoToast.nextDeadline(of: state)                  // t=5s
/// UndoToast.tick(&state, now: .seconds(5))           // [.output(.expired), .dismiss(.timeout)]
/// ```
public enum UndoToast: PopupKind {
  /// A toast: dragging dismisses it, an outside tap passes through.
  public static let defaultBehavior = PopupBehavior.toast

  /// A toast at the bottom, sliding in and out by it.
  public static let defaultPresentation = PopupPresentationOptions.toast(.bottom)

  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(
      configuration: configuration,
      countdown: Countdown(duration: configuration.duration, startingAt: now.local))
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard state.ending == nil, event == .undoTapped else { return [] }
    state.ending = .undone
    return [.output(.undone), .haptic(.light), .dismiss(.tap)]
  }

  /// The countdown's end, while the toast is live.
  public static func nextDeadline(of state: State) -> PopupInstant? {
    state.ending == nil ? state.countdown.deadline : nil
  }

  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    guard state.ending == nil, state.countdown.isFinished(at: now.local) else { return [] }
    state.ending = .expired
    return [.output(.expired), .dismiss(.timeout)]
  }

  /// Ended by the host before Undo: the undo window is closed. Its time ran out when the
  /// session's auto-dismiss ended it (`expired`); anything else closed it early.
  public static func willEnd(_ reason: DismissReason, _ state: inout State, now: PopupTime) -> [Output] {
    guard state.ending == nil else { return [] }
    let ending: Output = reason == .timeout ? .expired : .closedEarly(reason)
    state.ending = ending
    state.endedBy = reason
    return [ending]
  }

  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let isLive = state.ending == nil
    let remaining = isLive ? state.countdown.remaining(at: now.local) : .zero
    let actionTitle = configuration.actionTitle.or(configuration.strings.undo)
    return .card(
      style: .standard,
      children: [
        .hstack([
          .text(configuration.message, role: .body),
          .countdown(
            remaining: remaining, fraction: isLive ? state.countdown.fraction(at: now.local) : 0,
            style: configuration.indicator,
            labelTemplate: configuration.strings.timeLeft),
        ]),
        .hstack([
          .button(
            actionTitle, role: .primary,
            accessibilityLabel: configuration.strings.undoLabel.popupFilling(
              "action", actionTitle, "message", configuration.message),
            action: undoAction)
        ]),
      ])
  }

  static let undoAction = action(.undoTapped)
}
