import PopupCore

extension ProgressToast {
  /// Nothing during the grace; then the indicator and title, the detail, the estimate or
  /// status, and Cancel, or Retry and Close.
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    guard state.isShown else { return .vstack([]) }
    let configuration = state.configuration
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
              "Cancel", role: .cancel, accessibilityLabel: "Cancel \(configuration.title)",
              action: cancelAction)
          ]))
      }
    case .cancelling:
      children.append(.progress(fraction: state.progress, accessibilityLabel: progressLabel(state)))
      children.append(.text("Cancelling…", role: .caption))
    case .succeeded(let message):
      children.insert(
        .hstack([.icon("checkmark.circle.fill"), .text(message ?? "Done", role: .body)]), at: 1)
    case .failed(let message):
      children.insert(.hstack([.icon("xmark.octagon.fill"), .text(message, role: .body)]), at: 1)
      var buttons: [RenderNode] = []
      if configuration.isRetryable {
        buttons.append(
          .button(
            "Retry", role: .primary, accessibilityLabel: "Retry \(configuration.title)", action: retryAction))
      }
      buttons.append(.button("Close", role: .cancel, accessibilityLabel: "Close", action: closeAction))
      children.append(.hstack(buttons))
    }
    return .card(style: .standard, children: children)
  }

  /// "Uploading photo, 40 percent", or "…, in progress" while indeterminate.
  static func progressLabel(_ state: State) -> String {
    guard let progress = state.progress else { return "\(state.configuration.title), in progress" }
    return "\(state.configuration.title), \(Int(progress * 100)) percent"
  }

  static let cancelAction = action(.cancelTapped)
  static let retryAction = action(.retryTapped)
  static let closeAction = action(.closeTapped)
}
