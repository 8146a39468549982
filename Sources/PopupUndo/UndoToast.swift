import PopupCore

/// An undo toast: a message and an Undo button with a live countdown.
///
/// The countdown starts when the toast is presented. Undo emits ``Output/undone`` and
/// dismisses with `.tap`. At the deadline the toast emits ``Output/expired`` and dismisses
/// with `.timeout`, exactly once; `expired` never follows any other ending, so it is the
/// place for the app to commit its destructive action. After the ending every event is
/// ignored.
///
/// Holding pauses the countdown: a host such as `PopupSession` runs the toast on a local
/// clock that stops while held, so the toast itself never needs to know about holds.
///
/// ```swift
/// var state = UndoToast.makeState(.init(message: "Photo deleted"), now: .zero)
/// UndoToast.nextDeadline(of: state)                         // t=5s
/// UndoToast.reduce(&state, .timerFired, now: .seconds(5))   // [.output(.expired), .dismiss(.timeout)]
/// ```
public enum UndoToast: PopupKind {
  public static let descriptor = PopupDescriptor(
    id: "undo", name: "Undo toast",
    summary: "A message and Undo with a live countdown; expiry fires only on timeout.",
    category: .toast, module: "PopupUndo")

  /// A toast: dragging dismisses it, an outside tap passes through.
  public static let defaultBehavior = PopupBehavior.toast

  public static func makeState(_ configuration: Configuration, now: PopupInstant) -> State {
    State(
      configuration: configuration,
      countdown: Countdown(duration: configuration.duration, startingAt: now))
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupInstant) -> [PopupEffect<Output>]
  {
    guard state.ending == nil else { return [] }
    switch event {
    case .undoTapped:
      state.ending = .undone
      return [.output(.undone), .haptic(.light), .dismiss(.tap)]
    case .timerFired:
      guard state.countdown.isFinished(at: now) else { return [] }
      state.ending = .expired
      return [.output(.expired), .dismiss(.timeout)]
    }
  }

  public static func nextDeadline(of state: State) -> PopupInstant? {
    state.ending == nil ? state.countdown.deadline : nil
  }

  public static let timerFired = Event.timerFired

  /// A toast expires only when its countdown has run out.
  public static func invariantViolations(in state: State, now: PopupInstant) -> [String] {
    state.ending == .expired && !state.countdown.isFinished(at: now)
      ? ["expired with \(state.countdown.remaining(at: now).popupDescription) left"] : []
  }

  public static func render(_ state: State, now: PopupInstant) -> RenderNode {
    let configuration = state.configuration
    let remaining = state.ending == nil ? state.countdown.remaining(at: now) : .zero
    return .card(
      style: .standard,
      children: [
        .hstack([
          .text(configuration.message, role: .body),
          .countdown(
            remaining: remaining, fraction: state.ending == nil ? state.countdown.fraction(at: now) : 0,
            style: configuration.indicator),
        ]),
        .hstack([
          .button(
            configuration.actionTitle, role: .primary,
            accessibilityLabel: "\(configuration.actionTitle): \(configuration.message)")
        ]),
      ])
  }
}
