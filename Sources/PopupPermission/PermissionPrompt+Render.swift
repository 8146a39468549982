import PopupCore
import PopupSupport

extension PermissionPrompt {
  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let strings = configuration.strings
    var children: [RenderNode] = [.text(configuration.title, role: .title)]
    for (index, row) in configuration.rows.enumerated() {
      let status = state.statuses[index]
      let symbol = state.currentIndex == index ? currentSymbol : symbol(of: status)
      children.append(
        .hstack([
          .icon(symbol),
          .text(
            strings.row.popupFilling("permission", row.title, "status", strings.label(of: status)),
            role: .body),
        ]))
      children.append(.text(row.message, role: .caption))
    }
    var buttons: [RenderNode] = []
    if let permission = state.awaitingSystem {
      children.append(
        .text(strings.waiting.popupFilling("permission", configuration.title(of: permission)), role: .caption)
      )
    } else if let permission = state.awaitingActive {
      children.append(
        .text(
          strings.waitingForActive.popupFilling("permission", configuration.title(of: permission)),
          role: .caption))
    } else if let index = state.currentIndex {
      switch state.need(at: index) {
      case .ask:
        buttons.append(
          .button(
            strings.proceed, role: .primary, accessibilityLabel: strings.proceed, action: continueAction))
      case .settings:
        buttons.append(
          .button(
            strings.openSettings, role: .primary, accessibilityLabel: strings.openSettings,
            action: settingsAction))
      case .manage:
        buttons.append(
          .button(
            strings.manageAccess, role: .primary, accessibilityLabel: strings.manageAccess,
            action: manageAction
          ))
      case .explain:
        children.append(
          .text(strings.restrictedExplanation, role: .caption))
      case .none:
        break
      }
    }
    if state.awaitingSystem == nil {
      buttons.append(
        .button(strings.notNow, role: .cancel, accessibilityLabel: strings.notNow, action: notNowAction))
    }
    if !buttons.isEmpty { children.append(.hstack(buttons)) }
    return .card(style: .standard, children: children)
  }

  /// The symbol before the row being asked now.
  static let currentSymbol = "arrow.right.circle.fill"

  /// The symbol before a row that is not being asked now, by its status.
  static func symbol(of status: PermissionStatus) -> String {
    switch status {
    case .notDetermined: "circle"
    case .authorized: "checkmark.circle.fill"
    case .limited, .provisional: "circle.lefthalf.filled"
    case .denied: "xmark.circle.fill"
    case .restricted: "minus.circle.fill"
    }
  }

  static let continueAction = action(.continueTapped)
  static let notNowAction = action(.notNowTapped)
  static let settingsAction = action(.settingsTapped)
  static let manageAction = action(.manageTapped)
}
