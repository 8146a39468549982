import PopupCore

/// A popup whose content the app draws itself: any view, named by an id, riding on every
/// behaviour the package shares.
///
/// Seed 000's `.popup(isPresented:) { any view }` and seed 001's
/// `dfPopupPresentation { Text("Hello") }` present content that no kind describes. Here that
/// content is a `RenderNode.hosted(id:accessibilityLabel:size:)` node: the host draws its
/// own view where the node is, and the session gives it what every popup gets (auto-dismiss,
/// hold, dismiss reasons, the center's queue and priorities, presentation options and
/// placement, a popover on an anchor). The view's own buttons tell the popup what happened:
///
/// ```swift
/// let configuration = HostedPopup.Configuration(viewID: "map-preview", accessibilityLabel: "Map of the route",
///                                               size: PopupSize(width: 300, height: 200),
///                                               endingActions: ["directions"])
/// var session = PopupSession<HostedPopup>(configuration, options: .popover(at: pinFrame), now: .zero)
/// session.send(.actionTapped("directions"), at: now)  // [.output(.actionTapped("directions")), .dismiss(.tap)]
/// ```
///
/// - An action whose id is in ``Configuration/endingActions`` ends the popup with `.tap`
///   after its output; any other action only reports itself.
/// - The close button, when the configuration shows one, ends it with `.tap` and no output.
/// - The shared gestures follow the behavior, a card's by default: a tap on the content changes
///   nothing (the app's view handles its own taps) unless the behavior dismisses on tap (seed
///   000's tap to dismiss), an outside tap dismisses, a drag does not.
/// - After the ending every event is ignored.
public enum HostedPopup: PopupKind {
  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration)
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    switch event {
    case .actionTapped(let id):
      guard state.configuration.endingActions.contains(id) else { return [.output(.actionTapped(id))] }
      state.isEnded = true
      return [.output(.actionTapped(id)), .dismiss(.tap)]
    case .closeTapped:
      guard state.configuration.showsCloseButton else { return [] }
      state.isEnded = true
      return [.dismiss(.tap)]
    }
  }

  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    var children: [RenderNode] = [
      .hosted(
        id: configuration.viewID, accessibilityLabel: configuration.accessibilityLabel,
        size: configuration.size)
    ]
    if configuration.showsCloseButton {
      children.append(
        .button(
          configuration.strings.close, role: .cancel, accessibilityLabel: configuration.strings.close,
          action: closeAction))
    }
    return .card(style: .standard, children: children)
  }

  static let closeAction = action(.closeTapped)
}
