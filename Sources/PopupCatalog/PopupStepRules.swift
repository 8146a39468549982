import PopupCore
import PopupPresentation
import PopupTextRendering

/// The rules every popup keeps, checked around one step: what the fuzzer and the explorer
/// both hold every kind to. Each check returns the broken rule as a message, or `nil`.
@usableFromInline
package enum PopupStepRules<Kind: InspectablePopupKind> {
  /// Whether a presentation has emitted one of its ending outputs yet, updated by the
  /// effects of each step; a dismissal the app did not ask for must come after one.
  @usableFromInline
  package struct EndingWatch: Hashable, Sendable {
    @usableFromInline package internal(set) var hasEmittedEndingOutput = false

    @inlinable package init() {}

    /// Reads one step's effects; returns the dismissal that ended the popup with no ending
    /// output before it, when the app did not ask for the ending and the kind declares
    /// ending outputs.
    @inlinable package mutating func endingWithoutOutput(
      _ effects: [PopupEffect<Kind.Output>], appAsked: Bool
    )
      -> PopupEffect<Kind.Output>?
    {
      guard !effects.isEmpty, let endingOutputs = Kind.endingOutputs else { return nil }
      let ending = effects.firstIndex { $0.dismissReason != nil }
      let outputs = effects[..<(ending ?? effects.endIndex)].compactMap { $0.output }
      hasEmittedEndingOutput = hasEmittedEndingOutput || outputs.contains(where: endingOutputs.contains)
      guard let ending, !appAsked, !hasEmittedEndingOutput else { return nil }
      return effects[ending]
    }

    /// The message for an ending without an ending output.
    @inlinable package static func message(_ ending: PopupEffect<Kind.Output>) -> String {
      "ended with \(ending) but no ending output "
        + "(\(Kind.endingOutputs?.names.joined(separator: ", ") ?? "")) came before it"
    }
  }

  /// The rules about one step, from the session before it to the session after it:
  ///
  /// - an ended popup emits nothing and keeps its state;
  /// - a kind that ended itself answers the step with nothing and no change;
  /// - a step ends the popup at most once, with the reason the session then gives;
  /// - while held, waiting moves no local time, and changes nothing unless a wall deadline
  ///   fell due.
  @inlinable package static func transitionProblem(
    from before: PopupSession<Kind>, _ step: PopupStep<Kind.Event>, effects: [PopupEffect<Kind.Output>],
    to after: PopupSession<Kind>, now: PopupInstant
  ) -> String? {
    if before.isEnded && (!effects.isEmpty || after.state != before.state) {
      return "the ended popup still emitted \(effects) or changed its state"
    }
    if before.endedByKind, let problem = probe(before, step, now: now) { return problem }
    // Counted in a loop, not collected: this runs for every step the explorer takes.
    var endings = 0
    var firstReason: DismissReason?
    for effect in effects {
      guard let reason = effect.dismissReason else { continue }
      endings += 1
      firstReason = firstReason ?? reason
    }
    if endings > 1 { return "the popup ended \(endings) times" }
    if let reason = firstReason, after.endReason != reason {
      return "dismissed with \(reason) but the session says \(String(describing: after.endReason))"
    }
    if before.isHeld && after.isHeld, case .wait = step {
      if after.localTime(at: now) != before.localTime(at: before.lastSeen) {
        return "local time passed while held"
      }
      let wallDue = Kind.nextWallDeadline(of: before.state).map { $0 <= after.wallTime(at: now) } ?? false
      if !wallDue && (after.state != before.state || !effects.isEmpty) {
        return "the popup changed while held with no wall deadline due: \(effects)"
      }
    }
    return nil
  }

  /// The rules about one state: no deadline is overdue, and the kind's own invariants hold.
  @inlinable package static func stateProblem(_ session: PopupSession<Kind>, now: PopupInstant) -> String? {
    if let deadline = session.nextDeadline, deadline <= now {
      return "the deadline \(deadline) is overdue at \(now)"
    }
    return Kind.invariantViolations(in: session.state, now: session.time(at: now)).first
  }

  /// A kind's ``PopupKind/drawsNothing(_:now:)`` answers as its render does, for a popup that
  /// has not ended (an ending one draws what it departs from).
  @inlinable package static func drawsNothingProblem(
    _ session: PopupSession<Kind>, tree: RenderNode, now: PopupInstant
  ) -> String? {
    guard session.endReason == nil else { return nil }
    let answer = Kind.drawsNothing(session.state, now: session.time(at: now))
    guard answer != tree.isBlank else { return nil }
    return answer
      ? "drawsNothing(_:now:) says the state draws nothing, but its render is not blank"
      : "drawsNothing(_:now:) says the state draws something, but its render is blank"
  }

  /// A kind's ``PopupKind/drawsEnabledControl(_:now:)`` answers as its render does (the
  /// controls read from the state's tree), in every state where a session asks: VoiceOver
  /// runs, the popup is not modal and has not ended. (Elsewhere the answer is never used, and
  /// asking a kind that answers by rendering would render every state twice.)
  @inlinable package static func drawsEnabledControlProblem(
    _ session: PopupSession<Kind>, controls: PopupControls, now: PopupInstant
  ) -> String? {
    guard session.endReason == nil, session.accessibility.isVoiceOverRunning, !session.options.isModal else {
      return nil
    }
    let answer = Kind.drawsEnabledControl(session.state, now: session.time(at: now))
    guard answer != controls.hasEnabledPressable else { return nil }
    return answer
      ? "drawsEnabledControl(_:now:) says the state draws an enabled control, but its render has none"
      : "drawsEnabledControl(_:now:) says the state draws no enabled control, but its render has one"
  }

  /// Renders a state at `widths`, boxed and in ASCII by turns; every line fits its width and
  /// every box line is exactly as wide as the box. `checks` remembers the trees that passed.
  @inlinable package static func renderProblem(
    _ session: PopupSession<Kind>, now: PopupInstant, widths: [Int], ascii: Bool,
    checks: inout PopupRenderChecks
  )
    -> String?
  {
    checks.problem(of: session.render(at: now), widths: widths, ascii: ascii)
  }

  /// After the kind ended itself, hands the step straight to the kind (an event, a tick for
  /// time, a gesture): it must answer with nothing and no change.
  @inlinable static func probe(
    _ session: PopupSession<Kind>, _ step: PopupStep<Kind.Event>, now: PopupInstant
  )
    -> String?
  {
    var state = session.state
    let time = session.time(at: now)
    let effects: [PopupEffect<Kind.Output>]
    switch step {
    case .send(let event): effects = Kind.reduce(&state, event, now: time)
    case .wait, .jump: effects = Kind.tick(&state, now: time)
    case .tap: effects = Kind.handle(.tap, &state, now: time) ?? []
    case .tapOutside: effects = Kind.handle(.outsideTap, &state, now: time) ?? []
    case .drag: effects = Kind.handle(.drag, &state, now: time) ?? []
    case .hold, .release, .dismiss, .press, .fill, .setting, .screen, .keyboard: return nil
    }
    guard !effects.isEmpty || state != session.state else { return nil }
    return "after it ended, the kind answered '\(PopupScript.line(for: step, of: Kind.self))' with \(effects)"
  }
}
