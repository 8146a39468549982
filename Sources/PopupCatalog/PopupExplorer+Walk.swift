import PopupCore
import PopupPresentation
import PopupTextRendering

/// One breadth-first walk of a ``PopupExplorer``: the queue, the states seen, and the checks
/// in each.
struct PopupExplorationWalk<Kind: InspectablePopupKind> {
  typealias Rules = PopupStepRules<Kind>

  /// What tells two explored states apart: the session, the instant, and whether an ending
  /// output was emitted on the way (a later ending needs one).
  struct Key: Hashable {
    var session: PopupSession<Kind>
    var now: PopupInstant
    var watch: Rules.EndingWatch
  }

  let explorer: PopupExplorer
  private(set) var exploration: PopupExploration<Kind>
  /// Whether each state's presentation had emitted an ending output, by the state's index:
  /// with its session and instant (in `exploration.states`), the rest of its key.
  private var watches: [Rules.EndingWatch] = []
  private var index: [Key: Int] = [:]
  /// The kind's example events as steps, read once, each once.
  private let sends: [PopupStep<Kind.Event>] = Kind.exampleEvents.reduce(into: []) { steps, event in
    if !steps.contains(.send(event)) { steps.append(.send(event)) }
  }

  init(explorer: PopupExplorer, sample: PopupSample<Kind>, screen: PopupScreen?) {
    self.explorer = explorer
    let played = Kind.play(sample, screen: screen)
    var watch = Rules.EndingWatch()
    _ = watch.endingWithoutOutput(played.effects, appAsked: false)
    let start = Key(session: played.session, now: played.now, watch: watch)
    exploration = PopupExploration(
      sample: sample,
      states: [.init(session: start.session, now: start.now, depth: 0, parent: nil, step: nil)],
      transitions: [], figures: PopupExplorationFigures(), violation: nil)
    watches = [watch]
    index = [start: 0]
  }

  /// Walks until the queue is empty or a rule breaks.
  mutating func run() {
    if let problem = stateProblem(of: key(of: 0), at: 0) {
      return stop(problem, lines: [])
    }
    var next = 0
    while next < exploration.states.count {
      let from = next
      next += 1
      let state = exploration.states[from]
      for step in Self.steps(from: state.session, now: state.now, sends: sends) {
        if let problem = take(step, from: from) {
          return stop(
            problem, lines: exploration.scriptLines(to: from) + [PopupScript.line(for: step, of: Kind.self)])
        }
      }
    }
  }

  /// Takes one step from a state, records where it leads, and returns the rule it broke.
  private mutating func take(_ step: PopupStep<Kind.Event>, from: Int) -> String? {
    let before = key(of: from)
    var after = before
    var now = before.now
    // The steps the explorer takes hold no press or fill, so nothing here can throw.
    let effects = (try? after.session.apply(step, at: &now)) ?? []
    after.now = now
    exploration.figures.generated += 1
    if let ending = after.watch.endingWithoutOutput(effects, appAsked: step == .dismiss) {
      return Rules.EndingWatch.message(ending)
    }
    if let problem = Rules.transitionProblem(
      from: before.session, step, effects: effects, to: after.session, now: now)
    {
      return problem
    }
    // One hash and, on a hit, one comparison: a step that changes nothing finds its own state.
    if let known = index[after] {
      guard known != from else { return nil }
      exploration.transitions.append(.init(from: from, step: step, to: known))
      exploration.figures.transitions += 1
      return nil
    }
    let depth = exploration.states[from].depth + 1
    guard depth <= explorer.maxDepth, exploration.states.count < explorer.maxStates else {
      exploration.transitions.append(.init(from: from, step: step, to: nil))
      exploration.figures.leavingBounds += 1
      if exploration.figures.stop == nil {
        exploration.figures.stop = depth > explorer.maxDepth ? .depth : .states
      }
      return nil
    }
    let added = exploration.states.count
    watches.append(after.watch)
    index[after] = added
    exploration.states.append(.init(session: after.session, now: now, depth: depth, parent: from, step: step))
    exploration.transitions.append(.init(from: from, step: step, to: added))
    exploration.figures.distinct += 1
    exploration.figures.transitions += 1
    exploration.figures.depth = max(exploration.figures.depth, depth)
    return stateProblem(of: after, at: added)
  }

  /// The key of a state taken in.
  private func key(of index: Int) -> Key {
    Key(session: exploration.states[index].session, now: exploration.states[index].now, watch: watches[index])
  }

  /// The rules about a state just taken in: deadlines, invariants, the render. The render
  /// is checked at one width a state, by turns the narrowest and the default, boxed and in
  /// ASCII, so the space as a whole is drawn all four ways at half the cost.
  private func stateProblem(of key: Key, at index: Int) -> String? {
    let width = index % 2 == 0 ? TextRenderer.widthRange.lowerBound : TextRenderer.defaultWidth
    return Rules.stateProblem(key.session, now: key.now)
      ?? Rules.renderProblem(key.session, now: key.now, widths: [width], ascii: index / 2 % 2 == 1)
  }

  private mutating func stop(_ rule: String, lines: [String]) {
    exploration.figures.stop = .violation
    exploration.violation = PopupExplorationViolation(
      rule: rule, lines: lines, reproduction: exploration.reproduction(of: lines))
  }

  /// Every step the explorer takes from a state, in a fixed order: the kind's example
  /// events, the shared gestures, hold or release, time to the next deadline, each setting
  /// turned the other way, and the app's dismissal.
  static func steps(from session: PopupSession<Kind>, now: PopupInstant, sends: [PopupStep<Kind.Event>])
    -> [PopupStep<Kind.Event>]
  {
    var steps = sends
    steps += [.tap, .tapOutside, .drag, session.isHeld ? .release : .hold]
    if let deadline = session.nextDeadline { steps.append(.wait(max(deadline - now, .zero))) }
    for setting in PopupAccessibility.Setting.allCases {
      steps.append(.setting(setting: setting, isOn: !session.accessibility[setting]))
    }
    steps.append(.dismiss)
    return steps
  }
}
