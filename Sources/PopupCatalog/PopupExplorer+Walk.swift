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
  /// The step each action on screen parses to, parsed once a walk (every state of a walk
  /// shares its script origin).
  private var parsedActions: [PopupAction: PopupStep<Kind.Event>] = [:]

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
    if let problem = Rules.stateProblem(exploration.states[0].session, now: exploration.states[0].now) {
      return stop(problem, lines: [])
    }
    var next = 0
    while next < exploration.states.count {
      let from = next
      next += 1
      let state = exploration.states[from]
      let tree = state.session.render(at: state.now)
      if let problem = renderProblem(of: tree, at: from) {
        return stop(problem, lines: exploration.scriptLines(to: from))
      }
      let steps: [(step: PopupStep<Kind.Event>, isOnScreen: Bool)]
      switch screenSteps(of: tree, in: state.session) {
      case .success(let onScreen):
        steps = Self.steps(
          from: state.session, now: state.now, sends: sends, onScreen: onScreen,
          takesSettings: explorer.takesSettings)
      case .failure(let problem): return stop(problem.message, lines: exploration.scriptLines(to: from))
      }
      for (step, isOnScreen) in steps {
        if let problem = take(step, from: from, recordsStay: isOnScreen) {
          return stop(
            problem, lines: exploration.scriptLines(to: from) + [PopupScript.line(for: step, of: Kind.self)])
        }
      }
    }
  }

  /// A control on screen whose action the explorer cannot take.
  struct ScreenProblem: Error {
    var message: String
  }

  /// The steps of what a state's tree draws: every enabled control's action, and each of the
  /// kind's example texts (`InspectablePopupKind/exampleTexts(for:in:)`) typed into each field;
  /// in tree order, without repeats.
  private mutating func screenSteps(of tree: RenderNode, in session: PopupSession<Kind>)
    -> Result<[PopupStep<Kind.Event>], ScreenProblem>
  {
    let controls = PopupControls(tree)
    var actions: [PopupAction] = []
    for pressable in controls.pressables where pressable.isEnabled { actions.append(pressable.action) }
    for field in controls.fields {
      for text in Kind.exampleTexts(for: field.action, in: session.state) {
        actions.append(field.action.action(settingTextTo: text))
      }
    }
    var steps: [PopupStep<Kind.Event>] = []
    steps.reserveCapacity(actions.count)
    for action in actions {
      let step: PopupStep<Kind.Event>
      if let known = parsedActions[action] {
        step = known
      } else {
        let line = action.scriptLine(origin: session.scriptOrigin)
        do throws(PopupScriptError) {
          guard
            let parsed = try PopupScript.steps(for: Kind.self, from: line, origin: session.scriptOrigin).first
          else { return .failure(ScreenProblem(message: "a control on screen has an empty action")) }
          step = parsed.step
        } catch {
          return .failure(
            ScreenProblem(message: "the action '\(line)' of a control on screen does not parse: \(error)"))
        }
        parsedActions[action] = step
      }
      if !steps.contains(step) { steps.append(step) }
    }
    return .success(steps)
  }

  /// Takes one step from a state, records where it leads, and returns the rule it broke.
  /// A step of a control on screen that changes nothing is recorded as a transition to the
  /// same state (`recordsStay`), so every control drawn enabled is an explored transition.
  private mutating func take(_ step: PopupStep<Kind.Event>, from: Int, recordsStay: Bool) -> String? {
    let before = key(of: from)
    var after = before
    var now = before.now
    let effects: [PopupEffect<Kind.Output>]
    do throws(PopupScriptError) {
      effects = try after.session.apply(step, at: &now)
    } catch {
      return "the step fails: \(error)"
    }
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
      guard known != from || recordsStay else { return nil }
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
    return Rules.stateProblem(after.session, now: now)
  }

  /// The key of a state taken in.
  private func key(of index: Int) -> Key {
    Key(session: exploration.states[index].session, now: exploration.states[index].now, watch: watches[index])
  }

  /// The render rules about a state's tree, checked as the state is expanded. The render is
  /// checked at one width a state, by turns the narrowest and the default, boxed and in ASCII,
  /// so the space as a whole is drawn all four ways at half the cost.
  private func renderProblem(of tree: RenderNode, at index: Int) -> String? {
    let width = index % 2 == 0 ? TextRenderer.widthRange.lowerBound : TextRenderer.defaultWidth
    return Rules.renderProblem(tree, widths: [width], ascii: index / 2 % 2 == 1)
  }

  private mutating func stop(_ rule: String, lines: [String]) {
    exploration.figures.stop = .violation
    exploration.violation = PopupExplorationViolation(
      rule: rule, lines: lines, reproduction: exploration.reproduction(of: lines))
  }

  /// Every step the explorer takes from a state, in a fixed order: the kind's example
  /// events, what the screen draws (`onScreen`) that they lack, the shared gestures, hold or
  /// release, time to the next deadline, each setting turned the other way (when it takes
  /// settings), and the app's dismissal. `isOnScreen` marks the steps of the screen's controls, example events among
  /// them.
  static func steps(
    from session: PopupSession<Kind>, now: PopupInstant, sends: [PopupStep<Kind.Event>],
    onScreen: [PopupStep<Kind.Event>], takesSettings: Bool
  ) -> [(step: PopupStep<Kind.Event>, isOnScreen: Bool)] {
    var steps = sends.map { (step: $0, isOnScreen: false) }
    steps.reserveCapacity(sends.count + onScreen.count + 5 + PopupAccessibility.Setting.allCases.count)
    for step in onScreen {
      if let known = steps.firstIndex(where: { $0.step == step }) {
        steps[known].isOnScreen = true
      } else {
        steps.append((step, true))
      }
    }
    for gesture in [PopupStep<Kind.Event>.tap, .tapOutside, .drag, session.isHeld ? .release : .hold] {
      steps.append((gesture, false))
    }
    if let deadline = session.nextDeadline { steps.append((.wait(max(deadline - now, .zero)), false)) }
    for setting in PopupAccessibility.Setting.allCases where takesSettings {
      steps.append((.setting(setting: setting, isOn: !session.accessibility[setting]), false))
    }
    steps.append((.dismiss, false))
    return steps
  }
}
