import PopupCore

/// An action sheet: rows with normal, destructive and cancel roles, anchored in the middle, at
/// the bottom, or on a target view.
///
/// - **Exactly one outcome**: ``Output/selected(_:)`` or ``Output/cancelled(via:)`` (the cancel
///   row, an outside tap, a drag, Escape: the shared gestures reach the kind; or the session's
///   own auto-dismiss, ``CancelSource/dismissed``). A disabled row does nothing.
/// - As a bottom sheet (seed 001's rule for sheets), a swipe down and a tap outside both
///   cancel with the dismiss reason `.drag`; outside a popover or a centered sheet a tap is
///   `.outsideTap`.
/// - At most one cancel row (a configuration with two is an error); it is always last, and a
///   popover hides it (an outside tap cancels there).
/// - A `.target` anchor is a popover in regular width and a bottom sheet in compact width (or
///   when no side has room), as UIKit adapts; `adaptsToCompactWidth: false` keeps it a popover
///   on a phone, shrunk on the roomiest side when none has room. A missing or off-screen
///   target falls back to the bottom, never a crash.
/// - Keyboard and remote: no row has focus at first; down focuses the first enabled row, then
///   moves down skipping disabled rows (up likewise, from the last); Return picks the focused
///   row; Escape cancels.
/// - With `confirmsDestructive`, the first tap arms a destructive row ("Tap again to delete")
///   and a second tap within 3 s picks it; after 3 s it disarms.
public enum ActionSheet: PopupKind {
  /// A sheet from the bottom over a dim.
  public static let defaultPresentation = PopupPresentationOptions.sheet

  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration)
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    switch event {
    case .actionTapped(let id):
      return pick(id, in: &state, now: now.local)
    case .cancelTapped:
      guard state.visibleActions.contains(where: { $0.role == .cancel }) else { return [] }
      return cancel(&state, via: .cancelRow, reason: .tap)
    case .escapePressed:
      return cancel(&state, via: .escape, reason: .tap)
    case .downPressed, .upPressed:
      let ids = state.focusableIDs
      guard !ids.isEmpty else { return [] }
      let down = event == .downPressed
      let next: String
      if let focused = state.focused, let index = ids.firstIndex(of: focused) {
        next = ids[down ? min(index + 1, ids.count - 1) : max(index - 1, 0)]
      } else {
        next = (down ? ids.first : ids.last) ?? ids[0]
      }
      guard next != state.focused else { return [] }
      state.focused = next
      return [.haptic(.selection)]
    case .returnPressed:
      guard let focused = state.focused else { return [] }
      return pick(focused, in: &state, now: now.local)
    case .targetMoved(let id, let frame):
      guard frame.isValid, state.targets[id] != frame else { return [] }
      state.targets[id] = frame
      return settleFocus(&state)
    case .targetLost(let id):
      guard state.targets[id] != nil else { return [] }
      state.targets[id] = nil
      return settleFocus(&state)
    }
  }

  /// A new width class can turn a popover into a sheet and back: the focus follows the rows.
  public static func screenChanged(_ screen: PopupScreen, _ state: inout State, now: PopupTime)
    -> [PopupEffect<Output>]
  {
    guard screen != state.screen else { return [] }
    state.screen = screen
    return settleFocus(&state)
  }

  /// In the middle, a bottom sheet, or a popover on its target.
  public static func placement(of state: State, on screen: PopupScreen) -> PopupKindPlacement? {
    switch state.presentation {
    case .center: .center
    case .bottom: .sheet(edge: .bottom, extent: nil)
    case .popover(let target, _, let edge, _):
      state.targets[target].map {
        .anchored(PopupKindPlacement.Anchor($0, preferring: edge, fallback: state.popoverFallback))
      }
        ?? .sheet(edge: .bottom, extent: nil)
    }
  }

  /// The focused row, by the label its button carries.
  public static func focus(of state: State) -> String? {
    guard let id = state.focused else { return nil }
    return state.configuration.actions.first { $0.id == id }?.accessibilityLabel
  }

  /// An armed row disarms at the end of its window.
  public static func nextDeadline(of state: State) -> PopupInstant? {
    state.isEnded ? nil : state.armed?.until
  }

  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    guard let armed = state.armed, armed.until <= now.local else { return [] }
    state.armed = nil
    guard let action = state.configuration.actions.first(where: { $0.id == armed.id }) else { return [] }
    return [.announce(state.configuration.strings.disarming(of: action))]
  }

  /// An outside tap or a drag cancels the sheet; a tap on it does nothing.
  public static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime) -> [PopupEffect<
    Output
  >]? {
    guard !state.isEnded else { return nil }
    switch gesture {
    // As seed 001 says of sheets, a tap outside a bottom sheet reports `.drag`, as a swipe
    // down does; outside a popover or a centered sheet it is an outside tap.
    case .outsideTap:
      if case .bottom = state.presentation { return cancel(&state, via: .outsideTap, reason: .drag) }
      return cancel(&state, via: .outsideTap, reason: .outsideTap)
    case .drag: return cancel(&state, via: .drag, reason: .drag)
    case .tap: return []
    }
  }

  /// Ended by the host (its auto-dismiss): the sheet is cancelled, so the app still hears
  /// exactly one output.
  public static func willEnd(_ reason: DismissReason, _ state: inout State, now: PopupTime) -> [Output] {
    guard !state.isEnded else { return [] }
    state.isEnded = true
    state.armed = nil
    let source: CancelSource =
      switch reason {
      case .outsideTap: .outsideTap
      case .drag: .drag
      case .timeout, .tap, .programmatic: .dismissed
      }
    return [.cancelled(via: source)]
  }

  /// Picks a visible, enabled row: a cancel row cancels; a destructive one may ask for a
  /// second tap first.
  private static func pick(_ id: String, in state: inout State, now: PopupInstant) -> [PopupEffect<Output>] {
    guard let action = state.visibleActions.first(where: { $0.id == id }), !action.isDisabled else {
      return []
    }
    if action.role == .cancel { return cancel(&state, via: .cancelRow, reason: .tap) }
    if action.role == .destructive && state.configuration.confirmsDestructive
      && state.armed.map({ $0.id != id || now >= $0.until }) ?? true
    {
      state.armed = Armed(id: id, until: now + State.confirmWindow)
      return [.haptic(.warning), .announce(state.configuration.strings.confirmation(of: action))]
    }
    state.isEnded = true
    state.armed = nil
    return [.output(.selected(id)), .dismiss(.tap)]
  }

  private static func cancel(_ state: inout State, via source: CancelSource, reason: DismissReason)
    -> [PopupEffect<Output>]
  {
    state.isEnded = true
    state.armed = nil
    return [.output(.cancelled(via: source)), .dismiss(reason)]
  }

  /// Drops the focus from a row that no longer shows (the cancel row in a popover).
  private static func settleFocus(_ state: inout State) -> [PopupEffect<Output>] {
    if let focused = state.focused, !state.focusableIDs.contains(focused) { state.focused = nil }
    return []
  }
}
