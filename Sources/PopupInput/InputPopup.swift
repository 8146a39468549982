import PopupCore
import PopupSupport

/// A popup with one or more validated text fields, such as "Rename folder".
///
/// - **Validators are values** (``InputValidator``): required, lengths in grapheme clusters,
///   UTF-8 bytes, a regular expression (compiled once per configuration; an invalid pattern is
///   the field's error, never a trap), email, number ranges, equal to another field, forbidden
///   characters, not in a list, and async checks by the host. Every error of a field is
///   collected in order; the first shows under the field, when the configuration says (after
///   the field is first edited, by default; every error after a submit attempt).
/// - **Submit is disabled while any field is invalid, and Return goes through the same gate**.
/// - **Async checks**: after typing pauses for 300 ms the kind emits
///   ``Output/checkRequested(field:text:token:)``; the host answers with the token. An answer
///   for an older token is ignored; no answer within 5 s shows "Couldn't check", and `recheck`
///   asks again. A submit while a check is pending is accepted and waits: it submits when a
///   passing answer comes, and not otherwise.
/// - On first appearing the kind asks the host to focus the first field. An outside tap never
///   discards typed text: the popup stays while any field differs from its initial text.
public enum InputPopup: PopupKind {
  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration)
  }

  public static func appear(_ state: inout State, _ appearance: PopupAppearance, now: PopupTime)
    -> [PopupEffect<Output>]
  {
    guard appearance == .first, state.focused == nil, let first = state.configuration.fields.first else {
      return []
    }
    state.focused = first.id
    return [.output(.focusRequested(first.id))]
  }

  /// The focused field, by the label its node carries.
  public static func focus(of state: State) -> String? {
    guard let id = state.focused else { return nil }
    return state.configuration.fields.first { $0.id == id }?.label
  }

  /// Ended by the host (an outside tap on an untouched form, a swipe, an auto-dismiss): the
  /// form is cancelled, so the app hears `cancelled` as it does for the Cancel button.
  public static func willEnd(_ reason: DismissReason, _ state: inout State, now: PopupTime) -> [Output] {
    guard !state.isEnded else { return [] }
    state.isEnded = true
    state.submitPending = false
    return [.cancelled]
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    let fields = state.configuration.fields
    switch event {
    case .textChanged(let id, let text):
      guard let field = fields.first(where: { $0.id == (id ?? fields.first?.id) }),
        state.text(of: field.id) != text
      else { return [] }
      let shown = state.shownErrors
      state.texts[field.id] = text
      state.edited.insert(field.id)
      state.submitPending = false
      if field.isAsync {
        state.checks[field.id] = .waiting(until: now.local + state.configuration.checkDelay)
      }
      return announcingNewErrors(since: shown, in: state)
    case .submitTapped, .returnPressed:
      let shown = state.shownErrors
      state.submitAttempted = true
      let effects = submitIfReady(&state)
      return state.isEnded ? effects : effects + announcingNewErrors(since: shown, in: state)
    case .cancelTapped:
      state.isEnded = true
      return [.output(.cancelled), .dismiss(.tap)]
    case .focused(let id):
      guard fields.contains(where: { $0.id == id }), state.focused != id else { return [] }
      state.focused = id
      return []
    case .checkPassed(let token), .checkFailed(let token, _):
      guard
        let id = fields.first(where: { state.checks[$0.id].map { pendingToken($0) == token } ?? false })?.id
      else {
        return []
      }
      if case .checkFailed(_, let message) = event {
        state.checks[id] = .failed(message)
        state.submitPending = false
        return [.announce(message)]
      }
      state.checks[id] = .passed
      return state.submitPending ? submitIfReady(&state) : []
    case .recheckTapped:
      var effects: [PopupEffect<Output>] = []
      for field in fields where state.checks[field.id] == .timedOut {
        effects += request(field.id, in: &state, now: now.local)
      }
      return effects
    }
  }

  /// One announcement of every error that shows now and did not before (`Email: Enter an
  /// email address…`), so a screen reader hears what a sighted user sees appear.
  static func announcingNewErrors(since before: [String?], in state: State) -> [PopupEffect<Output>] {
    let fields = state.configuration.fields
    let appeared = zip(fields, zip(before, state.shownErrors)).compactMap { field, errors -> String? in
      guard let shown = errors.1, shown != errors.0 else { return nil }
      return state.configuration.strings.errorAnnouncement.popupFilling("field", field.label, "error", shown)
    }
    return appeared.isEmpty ? [] : [.announce(appeared.joined(separator: " "))]
  }

  /// The earliest check to ask for or to time out.
  public static func nextDeadline(of state: State) -> PopupInstant? {
    guard !state.isEnded else { return nil }
    return state.checks.values.compactMap { check -> PopupInstant? in
      switch check {
      case .waiting(let until): until
      case .pending(_, let deadline): deadline
      default: nil
      }
    }.min()
  }

  /// Asks for the checks whose typing paused, and times out those unanswered.
  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    var effects: [PopupEffect<Output>] = []
    for field in state.configuration.fields {
      switch state.checks[field.id] {
      case .waiting(let until) where until <= now.local:
        effects += request(field.id, in: &state, now: now.local)
      case .pending(_, let deadline) where deadline <= now.local:
        state.checks[field.id] = .timedOut
        state.submitPending = false
        effects.append(
          .announce(state.configuration.strings.checkTimedOut.popupFilling("field", field.label)))
      default:
        break
      }
    }
    return effects
  }

  /// An outside tap never throws typed text away: it does nothing while any field changed.
  public static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime) -> [PopupEffect<
    Output
  >]? {
    gesture == .outsideTap && state.hasChanges ? [] : nil
  }

  /// Submits when every field is valid and every check passed; waits when a check is still
  /// to come; otherwise reveals the errors and does nothing.
  private static func submitIfReady(_ state: inout State) -> [PopupEffect<Output>] {
    guard state.isValid else {
      state.submitPending = false
      return []
    }
    guard state.allChecksPassed else {
      state.submitPending = state.isChecking
      return []
    }
    state.submitPending = false
    state.isEnded = true
    let values = state.configuration.fields.map { Value(field: $0.id, text: state.text(of: $0.id)) }
    return [.output(.submitted(values)), .dismiss(.tap)]
  }

  private static func request(_ id: String, in state: inout State, now: PopupInstant) -> [PopupEffect<Output>]
  {
    state.lastToken += 1
    state.checks[id] = .pending(token: state.lastToken, deadline: now + state.configuration.checkTimeout)
    return [.output(.checkRequested(field: id, text: state.text(of: id), token: state.lastToken))]
  }

  private static func pendingToken(_ check: Check) -> Int? {
    if case .pending(let token, _) = check { return token }
    return nil
  }
}
