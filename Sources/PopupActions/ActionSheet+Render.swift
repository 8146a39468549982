import PopupCore

extension ActionSheet {
  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let visible = state.visibleActions
    var children: [RenderNode] = []
    // Title, message, a divider, and per row its button, subtitle and confirmation: one
    // allocation instead of a growth copy every few rows.
    children.reserveCapacity(3 + visible.count * 3)
    if state.showsTitle, let title = configuration.title { children.append(.text(title, role: .title)) }
    if let message = configuration.message { children.append(.text(message, role: .body)) }
    for action in visible {
      if action.role == .cancel && visible.count > 1 { children.append(.divider) }
      // The focused row is the frame's focus (``focus(of:)``), which each host rings its own way.
      let mark = action.isChecked ? "✓ " : ""
      let role: ButtonRole =
        switch action.role {
        case .normal: .normal
        case .destructive: .destructive
        case .cancel: .cancel
        }
      children.append(
        .button(
          mark + action.title, role: role,
          accessibilityLabel: action.accessibilityLabel,
          action: Self.action(.actionTapped(action.id)), isEnabled: !action.isDisabled))
      if let subtitle = action.subtitle { children.append(.text(subtitle, role: .caption)) }
      if state.armed?.id == action.id {
        children.append(.text(configuration.strings.confirmation(of: action), role: .caption))
      }
    }
    return .card(style: .standard, children: children)
  }
}
