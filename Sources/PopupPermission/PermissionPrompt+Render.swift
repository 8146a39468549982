import PopupCore

extension PermissionPrompt {
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let titles = configuration.buttons
    var children: [RenderNode] = [.text(configuration.title, role: .title)]
    for (index, row) in configuration.rows.enumerated() {
      let status = state.statuses[index]
      let mark = state.currentIndex == index ? "▸ " : ""
      children.append(.text("\(mark)\(row.title): \(label(of: status))", role: .body))
      children.append(.text(row.message, role: .caption))
    }
    var buttons: [RenderNode] = []
    if let permission = state.awaitingSystem {
      children.append(.text("Waiting for the system prompt for \(permission.rawValue)…", role: .caption))
    } else if let permission = state.awaitingActive {
      children.append(
        .text("The \(permission.rawValue) prompt shows when the app is active.", role: .caption))
    } else if let index = state.currentIndex {
      switch state.need(at: index) {
      case .ask:
        buttons.append(
          .button(titles.proceed, role: .primary, accessibilityLabel: titles.proceed, action: continueAction))
      case .settings:
        buttons.append(
          .button(
            titles.openSettings, role: .primary, accessibilityLabel: titles.openSettings,
            action: settingsAction))
      case .manage:
        buttons.append(
          .button(
            titles.manageAccess, role: .primary, accessibilityLabel: titles.manageAccess, action: manageAction
          ))
      case .explain:
        children.append(
          .text("This is turned off by a device policy; it cannot be changed here.", role: .caption))
      case .none:
        break
      }
    }
    if state.awaitingSystem == nil {
      buttons.append(
        .button(titles.notNow, role: .cancel, accessibilityLabel: titles.notNow, action: notNowAction))
    }
    if !buttons.isEmpty { children.append(.hstack(buttons)) }
    return .card(style: .standard, children: children)
  }

  /// How a status reads in a row.
  static func label(of status: PermissionStatus) -> String {
    switch status {
    case .notDetermined: "not asked yet"
    case .denied: "off"
    case .restricted: "restricted"
    case .authorized: "on"
    case .provisional: "on, delivered quietly"
    case .limited: "limited"
    }
  }

  static let continueAction = action(.continueTapped)
  static let notNowAction = action(.notNowTapped)
  static let settingsAction = action(.settingsTapped)
  static let manageAction = action(.manageTapped)
}
