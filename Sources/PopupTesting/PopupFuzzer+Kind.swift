import PopupCatalog
import PopupCore
import PopupPresentation

/// One random sequence for a kind: a sample, then steps; it replays the same way every time.
struct KindSequence<Kind: PopupKind> {
  var sample: PopupSample<Kind>
  var steps: [PopupStep<Kind.Event>]

  static func randomStep(using random: inout SeededGenerator) -> PopupStep<Kind.Event> {
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<50 where !Kind.exampleEvents.isEmpty:
      return .send(Kind.exampleEvents[Int.random(in: 0..<Kind.exampleEvents.count, using: &random)])
    case 0..<75: return .wait(fuzzWaits[Int.random(in: 0..<fuzzWaits.count, using: &random)])
    case 75..<83: return .hold
    case 83..<91: return .release
    case 91..<95: return .tapOutside
    case 95..<99: return .drag
    default: return .dismiss
    }
  }

  /// Plays the sequence and returns the first broken rule, if any.
  func firstViolation() -> String? {
    // The session never dismisses by itself here, so an ending on a send or a wait is the kind's own.
    let behavior = Kind.defaultBehavior.autoDismissing(after: nil)
    var now = PopupInstant.zero
    var session = PopupSession<Kind>(sample.configuration, behavior: behavior, now: now)
    var endings = 0
    var kindEnded = false
    for (index, step) in (sample.script + steps).enumerated() {
      let before = session
      let effects = session.apply(step, at: &now)
      let label = "step \(index + 1) '\(PopupScript.line(for: step, event: Kind.scriptLine(for:)))'"
      if before.isEnded && (!effects.isEmpty || session.state != before.state) {
        return "\(label): the ended popup still emitted \(effects) or changed its state"
      }
      if kindEnded, let probe = probe(before, step, now: now) { return "\(label): \(probe)" }
      let finals = effects.compactMap(\.dismissReason).filter(\.isFinal)
      endings += finals.count
      if endings > 1 { return "\(label): the popup ended \(endings) times" }
      if let reason = finals.first, session.endReason != reason {
        return
          "\(label): dismissed with \(reason) but the session says \(String(describing: session.endReason))"
      }
      if !finals.isEmpty, case .send = step { kindEnded = true }
      if !finals.isEmpty, case .wait = step { kindEnded = true }
      if before.isHeld && session.isHeld, case .wait = step,
        session.state != before.state || !effects.isEmpty
          || session.localTime(at: now) != before.localTime(at: before.lastSeen)
      {
        return "\(label): time passed while held: \(effects)"
      }
      if let deadline = session.nextDeadline, deadline <= now {
        return "\(label): the deadline \(deadline) is overdue at \(now)"
      }
      let local = session.localTime(at: now)
      if let problem = Kind.invariantViolations(in: session.state, now: local).first {
        return "\(label): \(problem)"
      }
      if let problem = renderProblem(session, now: now, step: index) { return "\(label): \(problem)" }
    }
    return nil
  }

  /// After the kind ended itself, sends the step's event (or a timer) straight to the kind:
  /// it must answer with nothing and no change.
  private func probe(_ session: PopupSession<Kind>, _ step: PopupStep<Kind.Event>, now: PopupInstant)
    -> String?
  {
    let event: Kind.Event
    switch step {
    case .send(let sent): event = sent
    case .wait: event = Kind.timerFired
    default: return nil
    }
    var state = session.state
    let effects = Kind.reduce(&state, event, now: session.localTime(at: now))
    guard !effects.isEmpty || state != session.state else { return nil }
    return "after it ended, the kind answered \(Kind.scriptLine(for: event)) with \(effects)"
  }

  /// Renders at three widths across the range, in both modes; every line fits and every box
  /// line is exactly as wide as the box.
  private func renderProblem(_ session: PopupSession<Kind>, now: PopupInstant, step: Int) -> String? {
    let tree = session.render(at: now)
    let range = TextRenderer.widthRange
    for width in [range.lowerBound, range.lowerBound + (step * 53) % range.count, TextRenderer.defaultWidth] {
      let renderer = TextRenderer(width: width, ascii: step % 2 == 1)
      for line in renderer.lines(of: tree) {
        let columns = DisplayWidth.of(line)
        if columns > width { return "a line of \(columns) columns at width \(width): \(line)" }
        if let first = line.first, "╭│╰+|".contains(first), columns != width {
          return "a box line of \(columns) columns at width \(width): \(line)"
        }
      }
    }
    return nil
  }
}

/// The waits a kind sequence draws from: nothing, a moment, and spans around common durations.
private let fuzzWaits: [Duration] = [
  .zero, .milliseconds(100), .seconds(1), .milliseconds(2500), .seconds(5), .seconds(12),
]
