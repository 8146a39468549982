import PopupCore
import PopupSupport

extension ProgressToast {
  /// Nothing drawn: within the grace, before the toast shows.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { !state.isShown }

  /// Nothing during the grace; then the indicator and title, the detail, the estimate or
  /// status, and Cancel, or Retry and Close.
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    guard state.isShown else { return .vstack([]) }
    let configuration = state.configuration
    let strings = configuration.strings
    var children: [RenderNode] = [.text(configuration.title, role: .title)]
    if let detail = state.detail { children.append(.text(detail, role: .caption)) }
    switch state.phase {
    case .running:
      children.append(.progress(fraction: state.progress, accessibilityLabel: progressLabel(state)))
      if let estimate = state.estimateText(at: now.wall) { children.append(.text(estimate, role: .caption)) }
      if configuration.isCancellable {
        children.append(
          .hstack([
            .button(
              strings.cancel, role: .cancel,
              accessibilityLabel: strings.cancelLabel.popupFilling("title", configuration.title),
              action: cancelAction)
          ]))
      }
    case .cancelling:
      children.append(.progress(fraction: state.progress, accessibilityLabel: progressLabel(state)))
      children.append(.text(strings.cancelling, role: .caption))
    case .succeeded(let message):
      children.insert(
        .hstack([.icon("checkmark.circle.fill"), .text(message ?? strings.done, role: .body)]), at: 1)
    case .failed(let message):
      children.insert(.hstack([.icon("xmark.octagon.fill"), .text(message, role: .body)]), at: 1)
      var buttons: [RenderNode] = []
      if configuration.isRetryable {
        buttons.append(
          .button(
            strings.retry, role: .primary,
            accessibilityLabel: strings.retryLabel.popupFilling("title", configuration.title),
            action: retryAction))
      }
      buttons.append(
        .button(strings.close, role: .cancel, accessibilityLabel: strings.close, action: closeAction))
      children.append(.hstack(buttons))
    }
    return .card(style: .standard, children: children)
  }

  /// "Uploading photo, 40 percent", or "…, in progress" while indeterminate.
  static func progressLabel(_ state: State) -> String {
    let strings = state.configuration.strings
    guard let progress = state.progress else {
      return strings.inProgress.popupFilling("title", state.configuration.title)
    }
    return strings.percentDone.popupFilling(
      "title", state.configuration.title, "percent", String(Int(progress * 100)))
  }

  static let cancelAction = action(.cancelTapped)
  static let retryAction = action(.retryTapped)
  static let closeAction = action(.closeTapped)
}
