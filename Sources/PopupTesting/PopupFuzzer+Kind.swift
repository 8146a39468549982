import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTextRendering

/// One random sequence for a kind: a sample, then steps; it replays the same way every time.
struct KindSequence<Kind: InspectablePopupKind> {
  var sample: PopupSample<Kind>
  var steps: [PopupStep<Kind.Event>]
  /// The session's own auto-dismiss, or `nil` for none: a kind must still end with one of
  /// its ending outputs when the session cuts it short.
  var autoDismiss: Duration? = nil

  /// The auto-dismiss a sequence draws: mostly none, sometimes shorter than most kinds' own
  /// countdowns.
  static func randomAutoDismiss(using random: inout SeededGenerator) -> Duration? {
    [nil, nil, nil, .seconds(1), .milliseconds(2500)][Int.random(in: 0..<5, using: &random)]
  }

  static func randomStep(using random: inout SeededGenerator) -> PopupStep<Kind.Event> {
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<50 where !Kind.exampleEvents.isEmpty:
      return .send(Kind.exampleEvents[Int.random(in: 0..<Kind.exampleEvents.count, using: &random)])
    case 0..<72: return .wait(fuzzWaits[Int.random(in: 0..<fuzzWaits.count, using: &random)])
    case 72..<79: return .hold
    case 79..<86: return .release
    case 86..<89: return .tap
    case 89..<92: return .tapOutside
    case 92..<95: return .drag
    case 95..<97: return .jump(fuzzJumps[Int.random(in: 0..<fuzzJumps.count, using: &random)])
    case 97..<99:
      let settings = PopupAccessibility.Setting.allCases
      return .setting(
        setting: settings[Int.random(in: 0..<settings.count, using: &random)],
        isOn: Bool.random(using: &random))
    default: return .dismiss
    }
  }

  /// Plays the sequence and returns the first broken rule, if any.
  func firstViolation() -> String? {
    let behavior = Kind.defaultBehavior.autoDismissing(after: autoDismiss)
    var now = PopupInstant.zero
    var session = PopupSession<Kind>(sample.configuration, behavior: behavior, now: now)
    // Whether this presentation has emitted one of its ending outputs yet, and the dismissal
    // of some effects that ends it without one, when the app did not ask for it.
    var endedWithOutput = false
    func endingWithoutOutput(_ effects: [PopupEffect<Kind.Output>], appAsked: Bool) -> PopupEffect<
      Kind.Output
    >? {
      guard let endingOutputs = Kind.endingOutputs else { return nil }
      let ending = effects.firstIndex { $0.dismissReason != nil }
      let outputs = effects[..<(ending ?? effects.endIndex)].compactMap(\.output)
      endedWithOutput = endedWithOutput || outputs.contains(where: endingOutputs.contains)
      guard let ending, !appAsked, !endedWithOutput else { return nil }
      return effects[ending]
    }
    func noEndingOutput(_ label: String, _ ending: PopupEffect<Kind.Output>) -> String {
      "\(label): ended with \(ending) but no ending output "
        + "(\(Kind.endingOutputs?.names.joined(separator: ", ") ?? "")) came before it"
    }
    let appeared = session.appear(at: now)
    var endings = appeared.compactMap(\.dismissReason).count
    if let ending = endingWithoutOutput(appeared, appAsked: false) {
      return noEndingOutput("appearing", ending)
    }
    for (index, step) in (sample.script + steps).enumerated() {
      let before = session
      // Random steps hold no press or fill, so nothing here can throw.
      let effects = (try? session.apply(step, at: &now)) ?? []
      let label = "step \(index + 1) '\(PopupScript.line(for: step, of: Kind.self))'"
      // Only the app's own dismissal may end a popup without its ending output.
      if let ending = endingWithoutOutput(effects, appAsked: step == .dismiss) {
        return noEndingOutput(label, ending)
      }
      if before.isEnded && (!effects.isEmpty || session.state != before.state) {
        return "\(label): the ended popup still emitted \(effects) or changed its state"
      }
      if before.endedByKind, let probe = probe(before, step, now: now) { return "\(label): \(probe)" }
      let finals = effects.compactMap(\.dismissReason)
      endings += finals.count
      if endings > 1 { return "\(label): the popup ended \(endings) times" }
      if let reason = finals.first, session.endReason != reason {
        return
          "\(label): dismissed with \(reason) but the session says \(String(describing: session.endReason))"
      }
      if before.isHeld && session.isHeld, case .wait = step {
        if session.localTime(at: now) != before.localTime(at: before.lastSeen) {
          return "\(label): local time passed while held"
        }
        let wallDue = Kind.nextWallDeadline(of: before.state).map { $0 <= session.wallTime(at: now) } ?? false
        if !wallDue && (session.state != before.state || !effects.isEmpty) {
          return "\(label): the popup changed while held with no wall deadline due: \(effects)"
        }
      }
      if let deadline = session.nextDeadline, deadline <= now {
        return "\(label): the deadline \(deadline) is overdue at \(now)"
      }
      if let problem = Kind.invariantViolations(in: session.state, now: session.time(at: now)).first {
        return "\(label): \(problem)"
      }
      if let problem = renderProblem(session, now: now, step: index) { return "\(label): \(problem)" }
    }
    return nil
  }

  /// After the kind ended itself, hands the step straight to the kind (an event, a tick for
  /// time, a gesture): it must answer with nothing and no change.
  private func probe(_ session: PopupSession<Kind>, _ step: PopupStep<Kind.Event>, now: PopupInstant)
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
    case .hold, .release, .dismiss, .press, .fill, .setting, .screen: return nil
    }
    guard !effects.isEmpty || state != session.state else { return nil }
    return "after it ended, the kind answered '\(PopupScript.line(for: step, of: Kind.self))' with \(effects)"
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

/// The wall-clock jumps a kind sequence draws from: backwards and forwards, small to a day.
private let fuzzJumps: [Duration] = [
  .seconds(-3600), .seconds(-5), .seconds(30), .seconds(7200), .seconds(86_400),
]
