import PopupCore

extension PermissionPrompt: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "permission", name: "Permission primer",
    summary: "Explains a permission before the system asks; honest about denied, restricted and limited.",
    category: .card)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("continue", summary: "continue to the system prompt", event: .continueTapped),
    PopupVerb("not-now", summary: "decline for now", event: .notNowTapped),
    PopupVerb("settings", summary: "open Settings for a denied permission", event: .settingsTapped),
    PopupVerb("manage", summary: "manage a limited or provisional permission", event: .manageTapped),
    PopupVerb(
      "system", .rawValue("permission"), .rawValue("status"), summary: "the system prompt was answered",
      make: Event.systemResponded
    ) { if case .systemResponded(let permission, let status) = $0 { (permission, status) } else { nil } },
    PopupVerb(
      "status", .rawValue("permission"), .rawValue("status"),
      summary: "a status changed (back from Settings)",
      make: Event.statusChanged
    ) { if case .statusChanged(let permission, let status) = $0 { (permission, status) } else { nil } },
    PopupVerb("active", summary: "the app became active", event: .appBecameActive),
  ]

  public static let exampleEvents: [Event] = [
    .continueTapped, .continueTapped, .notNowTapped, .settingsTapped, .manageTapped, .appBecameActive,
    .systemResponded(permission: .notifications, status: .authorized),
    .systemResponded(permission: .notifications, status: .denied),
    .systemResponded(permission: .camera, status: .authorized),
    .systemResponded(permission: .tracking, status: .denied),
    .systemResponded(permission: .photos, status: .limited),
    .systemResponded(permission: .notifications, status: .notDetermined),
    .statusChanged(permission: .notifications, status: .authorized),
    .statusChanged(permission: .camera, status: .denied),
    .statusChanged(permission: .photos, status: .authorized),
    .statusChanged(permission: .tracking, status: .restricted),
  ]

  /// At most one prompt awaited; an awaited permission is a row; answered rows were asked.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if state.awaitingSystem != nil && state.awaitingActive != nil { problems.append("awaiting two prompts") }
    let permissions = Set(state.configuration.rows.map(\.permission))
    for awaited in [state.awaitingSystem, state.awaitingActive].compactMap({ $0 })
    where !permissions.contains(awaited) {
      problems.append("awaiting \(awaited.rawValue), which is no row")
    }
    if !state.answered.isSubset(of: permissions) { problems.append("answered rows that do not exist") }
    return problems
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    if let permission = state.awaitingSystem { return "\(permission): system prompt" }
    if let permission = state.awaitingActive { return "\(permission): in Settings" }
    guard let index = state.currentIndex else { return "all answered" }
    return "\(state.configuration.rows[index].permission): \(state.statuses[index])"
  }
}
