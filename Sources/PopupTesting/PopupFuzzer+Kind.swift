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

  /// The events a sequence from `sample` sends: the kind's example events, then those the
  /// controls of the sample's first state send that are not among them
  /// (`InspectablePopupKind.controlEvents(in:)`), so every control on screen is pressed.
  static func events(from sample: PopupSample<Kind>, exampleEvents: [Kind.Event]) -> [Kind.Event] {
    exampleEvents + Kind.controlEvents(in: sample).filter { !exampleEvents.contains($0) }
  }

  /// A random step: a roll of a hundred picks its sort (``step(forRoll:events:using:)``), then
  /// the generator its values.
  static func randomStep(events: [Kind.Event], using random: inout SeededGenerator) -> PopupStep<Kind.Event> {
    step(forRoll: Int.random(in: 0..<100, using: &random), events: events, using: &random)
  }

  /// The step a roll in `0..<100` stands for. Of a hundred steps, 50 are `events` (waits,
  /// when it is empty), 22 waits, 7 holds, 7 releases, 3 taps, 3 taps outside, 3 drags, 2
  /// jumps of the wall clock, 2 accessibility settings turned, and 1 dismissal; the generator
  /// then picks the event, the wait, the jump or the setting.
  static func step(forRoll roll: Int, events: [Kind.Event], using random: inout SeededGenerator)
    -> PopupStep<Kind.Event>
  {
    switch roll {
    case 0..<50 where !events.isEmpty:
      return .send(events[Int.random(in: 0..<events.count, using: &random)])
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
    var checks = PopupRenderChecks()
    return firstViolation(checks: &checks)
  }

  /// Plays the sequence and returns the first broken rule, if any; `checks` remembers the
  /// drawings that passed the text render's rules, for the next sequence of the same kind.
  func firstViolation(checks: inout PopupRenderChecks) -> String? {
    typealias Rules = PopupStepRules<Kind>
    let behavior = Kind.defaultBehavior.autoDismissing(after: autoDismiss)
    var now = PopupInstant.zero
    var session = PopupSession<Kind>(sample.configuration, behavior: behavior, now: now)
    var watch = Rules.EndingWatch()
    let appeared = session.appear(at: now)
    if let ending = watch.endingWithoutOutput(appeared, appAsked: false) {
      return "appearing: \(Rules.EndingWatch.message(ending))"
    }
    for (index, step) in (sample.script + steps).enumerated() {
      let before = session
      // Random steps hold no press or fill, so nothing here can throw.
      let effects = (try? session.apply(step, at: &now)) ?? []
      // The step's label, made only for a broken rule's message.
      func label() -> String { "step \(index + 1) '\(PopupScript.line(for: step, of: Kind.self))'" }
      // Only the app's own dismissal may end a popup without its ending output.
      if let ending = watch.endingWithoutOutput(effects, appAsked: step == .dismiss) {
        return "\(label()): \(Rules.EndingWatch.message(ending))"
      }
      let range = TextRenderer.widthRange
      let widths = [
        range.lowerBound, range.lowerBound + (index * 53) % range.count, TextRenderer.defaultWidth,
      ]
      if let problem = Rules.transitionProblem(from: before, step, effects: effects, to: session, now: now)
        ?? Rules.stateProblem(session, now: now)
        ?? Rules.renderProblem(session, now: now, widths: widths, ascii: index % 2 == 1, checks: &checks)
      {
        return "\(label()): \(problem)"
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
