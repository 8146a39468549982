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
    guard let id = state.focused, let index = state.form.index(of: id) else { return nil }
    return state.form.labels[index]
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
    let form = state.form
    switch event {
    case .textChanged(let id, let text):
      guard let index = id.map(form.index(of:)) ?? (form.ids.isEmpty ? nil : 0), state.text(at: index) != text
      else { return [] }
      // Typing changes what this field and the fields reading it show, and nothing else.
      let field = form.fields[index]
      let id = form.ids[index]
      let wasEdited = state.edited.contains(id)
      let alone = field.affected.count == 1
      let shownHere = alone && state.showsErrors(edited: wasEdited) ? state.firstError(at: index) : nil
      let shown = alone ? [] : field.affected.map { state.shownError(at: $0) }
      let known = state.setText(text, at: index)
      // Inserting a member the set holds would still copy a set shared with another state.
      if !wasEdited { state.edited.insert(id) }
      state.submitPending = false
      if field.isAsync {
        state.checks[id] = .waiting(until: now.local + state.configuration.checkDelay)
      }
      guard alone else { return announcingNewErrors(of: field.affected, since: shown, in: state) }
      // The field is edited now: whether its errors show follows.
      guard state.showsErrors(edited: true), let error = state.firstError(at: index), error != shownHere
      else {
        return []
      }
      // A problem of one of the field's example texts is announced as worked out once.
      if let known, let announcement = field.examples?.announcements[known],
        !state.fieldStates[index].check.problems.isEmpty
      {
        return [.announce(announcement)]
      }
      return [.announce(form.errorAnnouncement.popupFilling("field", form.labels[index], "error", error))]
    case .submitTapped, .returnPressed:
      let shown = state.shownErrors
      state.submitAttempted = true
      let effects = submitIfReady(&state)
      return state.isEnded
        ? effects : effects + announcingNewErrors(of: form.allIndices, since: shown, in: state)
    case .cancelTapped:
      state.isEnded = true
      return [.output(.cancelled), .dismiss(.tap)]
    case .focused(let id):
      guard form.index(of: id) != nil, state.focused != id else { return [] }
      state.focused = id
      return []
    case .checkPassed(let token), .checkFailed(let token, _):
      guard
        let id = form.ids.first(where: { state.check(of: $0).map { pendingToken($0) == token } ?? false })
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
      for id in form.ids where state.check(of: id) == .timedOut {
        effects += request(id, in: &state, now: now.local)
      }
      return effects
    }
  }

  /// One announcement of every error that shows now and did not before (`Email: Enter an
  /// email address…`), so a screen reader hears what a sighted user sees appear. `fields` are
  /// the indices, in field order, of the fields whose errors may have changed, and `before`
  /// what each showed.
  static func announcingNewErrors(of fields: [Int], since before: [String?], in state: State)
    -> [PopupEffect<Output>]
  {
    let form = state.form
    var appeared: [String] = []
    for (index, shownBefore) in zip(fields, before) {
      guard let shown = state.shownError(at: index), shown != shownBefore else { continue }
      appeared.append(form.errorAnnouncement.popupFilling("field", form.labels[index], "error", shown))
    }
    return appeared.isEmpty ? [] : [.announce(appeared.joined(separator: " "))]
  }

  /// The earliest check to ask for or to time out.
  public static func nextDeadline(of state: State) -> PopupInstant? {
    guard !state.isEnded else { return nil }
    var earliest: PopupInstant?
    for check in state.checks.values {
      let deadline: PopupInstant
      switch check {
      case .waiting(let until): deadline = until
      case .pending(_, let due): deadline = due
      default: continue
      }
      earliest = earliest.map { min($0, deadline) } ?? deadline
    }
    return earliest
  }

  /// Asks for the checks whose typing paused, and times out those unanswered.
  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded, !state.checks.isEmpty else { return [] }
    let form = state.form
    var effects: [PopupEffect<Output>] = []
    for (id, label) in zip(form.ids, form.labels) {
      switch state.check(of: id) {
      case .waiting(let until) where until <= now.local:
        effects += request(id, in: &state, now: now.local)
      case .pending(_, let deadline) where deadline <= now.local:
        state.checks[id] = .timedOut
        state.submitPending = false
        effects.append(.announce(form.checkTimedOut.popupFilling("field", label)))
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
    let values = state.form.ids.indices.map { Value(field: state.form.ids[$0], text: state.text(at: $0)) }
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
