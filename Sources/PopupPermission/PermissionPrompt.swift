import PopupCore

/// A permission primer: it explains why the app wants a permission before the system asks,
/// one row or several, and it is honest about where each permission stands.
///
/// - **The status picks the variant**: not determined → the primer (Continue, Not now);
///   denied → Open Settings; restricted → an explanation only; limited or provisional →
///   Manage access. The defaults never say "Allow".
/// - Continue emits ``Output/systemPromptRequested(_:)`` for one row at a time and waits for the
///   host's ``Event/systemResponded(permission:status:)``: a grant emits ``Output/granted(permission:status:)``, a denial
///   ``Output/denied(_:)`` (a fresh denial never jumps straight to Settings). A second Continue
///   while the system prompt shows does nothing: exactly one request per row. When nothing is
///   left to ask, the primer ends with `.tap`.
/// - The tracking prompt only shows while the app is active: Continue on tracking waits for
///   ``Event/appBecameActive``.
/// - ``Event/statusChanged(permission:status:)`` (on return from Settings) updates rows while shown, and ends
///   the primer once nothing is left to ask.
/// - Not now emits ``Output/declined`` and ends with `.tap`.
public enum PermissionPrompt: PopupKind {
  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration)
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    switch event {
    case .continueTapped:
      guard state.awaitingSystem == nil, state.awaitingActive == nil, let index = state.currentIndex,
        state.need(at: index) == .ask
      else { return [] }
      let permission = state.configuration.rows[index].permission
      if permission == .tracking && !state.appIsActive {
        state.awaitingActive = permission
        return []
      }
      state.awaitingSystem = permission
      return [.output(.systemPromptRequested(permission))]
    case .appBecameActive:
      guard !state.appIsActive || state.awaitingActive != nil else { return [] }
      state.appIsActive = true
      guard let permission = state.awaitingActive else { return [] }
      state.awaitingActive = nil
      state.awaitingSystem = permission
      return [.output(.systemPromptRequested(permission))]
    case .systemResponded(let permission, let status):
      guard state.awaitingSystem == permission, status != .notDetermined,
        let index = state.index(of: permission)
      else { return [] }
      state.awaitingSystem = nil
      state.statuses[index] = status
      state.answered.insert(permission)
      let answer: PopupEffect<Output> = .output(
        status.isGranted ? .granted(permission: permission, status: status) : .denied(permission))
      return [answer] + endIfNothingIsLeft(&state)
    case .statusChanged(let permission, let status):
      guard let index = state.index(of: permission),
        state.statuses[index] != status
      else { return [] }
      state.statuses[index] = status
      state.answered.remove(permission)
      if state.awaitingSystem == permission || state.awaitingActive == permission {
        state.awaitingSystem = nil
        state.awaitingActive = nil
      }
      return endIfNothingIsLeft(&state)
    case .settingsTapped:
      guard let index = state.currentIndex, state.need(at: index) == .settings else { return [] }
      return [.output(.settingsRequested(state.configuration.rows[index].permission))]
    case .manageTapped:
      guard let index = state.currentIndex, state.need(at: index) == .manage else { return [] }
      return [.output(.manageAccessRequested(state.configuration.rows[index].permission))]
    case .notNowTapped:
      guard state.awaitingSystem == nil else { return [] }
      state.isEnded = true
      return [.output(.declined), .dismiss(.tap)]
    }
  }

  private static func endIfNothingIsLeft(_ state: inout State) -> [PopupEffect<Output>] {
    guard !state.isAnythingLeft else { return [] }
    state.isEnded = true
    return [.dismiss(.tap)]
  }
}
