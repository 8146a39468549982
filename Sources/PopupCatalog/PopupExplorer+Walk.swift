import PopupCore
import PopupPresentation
import PopupTextRendering

/// One breadth-first walk of a ``PopupExplorer``: the states seen, their index, and the checks
/// in each.
///
/// A state is stored once, in `exploration.states` (with whether an ending output had been
/// emitted, in `watches`); the index keeps state numbers and hashes, not copies
/// (`PopupStateTable`). A step is taken on one copy of its state's session, and a session is
/// hashed by what changes as it runs (`PopupSession/hashChangingParts(into:)`), so the
/// configuration it shares with every other state costs nothing to hash.
@usableFromInline
struct PopupExplorationWalk<Kind: InspectablePopupKind> {
  @usableFromInline typealias Rules = PopupStepRules<Kind>

  @usableFromInline let explorer: PopupExplorer
  @usableFromInline var exploration: PopupExploration<Kind>
  /// Whether each state's presentation had emitted an ending output, by the state's number:
  /// with its session and instant (in `exploration.states`), what tells states apart.
  @usableFromInline var watches: [Rules.EndingWatch] = []
  /// The hash of what each state's popup showed as it ended (`PopupSession/departureHash`), by
  /// the state's number, `nil` before it ends: a state's hash leaves the tree out, so states
  /// that ended from different screens into one state hash alike, and these tell them apart
  /// without comparing trees.
  @usableFromInline var departureHashes: [Int?] = []
  /// The distinct states by hash.
  @usableFromInline var table = PopupStateTable()
  /// Every event or on-screen step the walk has met, numbered once: the kind's example events
  /// first (`Kind.exampleEvents`, each once), then each new step a control's action parses to.
  @usableFromInline var knownSteps: [PopupStep<Kind.Event>] = []
  /// How many of `knownSteps` are the kind's example events.
  @usableFromInline let sendCount: Int
  /// The number in `knownSteps` of the step each action on screen parses to, parsed once a walk
  /// (every state of a walk shares its script origin).
  @usableFromInline var actionSteps: [PopupAction: Int] = [:]
  /// The numbers of the steps the state being expanded draws, in tree order, each once; reused.
  @usableFromInline var screenNumbers: [Int] = []
  /// Whether each of `knownSteps` is drawn by the state being expanded; reused, all false
  /// between states.
  @usableFromInline var isOnScreen: [Bool] = []
  /// The text render's checks the walk's trees passed, so a drawing met again is not laid out
  /// again.
  @usableFromInline var renderChecks = PopupRenderChecks()

  @inlinable init(explorer: PopupExplorer, sample: PopupSample<Kind>, screen: PopupScreen?) {
    self.explorer = explorer
    let played = Kind.play(sample, screen: screen)
    var watch = Rules.EndingWatch()
    _ = watch.endingWithoutOutput(played.effects, appAsked: false)
    exploration = PopupExploration(
      sample: sample, start: .init(session: played.session, now: played.now, depth: 0, parent: nil, step: nil)
    )
    watches = [watch]
    departureHashes = [played.session.departureHash]
    table.insert(hash: Self.hash(played.session, now: played.now, watch: watch))
    for event in Kind.exampleEvents where !knownSteps.contains(.send(event)) {
      knownSteps.append(.send(event))
    }
    sendCount = knownSteps.count
    isOnScreen = Array(repeating: false, count: sendCount)
  }

  /// Walks until the queue is empty or a rule breaks.
  @inlinable mutating func run() {
    if let problem = Rules.stateProblem(exploration.states[0].session, now: exploration.states[0].now) {
      return stop(problem, lines: [])
    }
    var next = 0
    while next < exploration.states.count {
      let from = next
      next += 1
      if let (problem, step) = expand(from) {
        let lines = exploration.scriptLines(to: from)
        return stop(problem, lines: step.map { lines + [PopupScript.line(for: $0, of: Kind.self)] } ?? lines)
      }
    }
  }

  /// Takes every step from a state, in a fixed order: the kind's example events, what the
  /// screen draws that they lack, the shared gestures, hold or release, time to the next
  /// deadline, each setting turned the other way (when the explorer takes settings), and the
  /// app's dismissal. Returns the first broken rule, with the step that broke it (`nil` for a
  /// rule of the state itself).
  @inlinable mutating func expand(_ from: Int) -> (problem: String, step: PopupStep<Kind.Event>?)? {
    let session = exploration.states[from].session
    let now = exploration.states[from].now
    let tree = session.render(at: now)
    if let problem = renderProblem(of: tree, at: from) { return (problem, nil) }
    if let problem = Rules.drawsNothingProblem(session, tree: tree, now: now) { return (problem, nil) }
    let controls = PopupControls(tree)
    if let problem = Rules.drawsEnabledControlProblem(session, controls: controls, now: now) {
      return (problem, nil)
    }
    if let problem = readScreen(controls, in: session) { return (problem.message, nil) }
    defer {
      for number in screenNumbers { isOnScreen[number] = false }
    }
    for number in 0..<sendCount {
      let step = knownSteps[number]
      if let problem = take(step, from: from, recordsStay: isOnScreen[number]) { return (problem, step) }
    }
    for number in screenNumbers where number >= sendCount {
      let step = knownSteps[number]
      if let problem = take(step, from: from, recordsStay: true) { return (problem, step) }
    }
    var others: [PopupStep<Kind.Event>] = [.tap, .tapOutside, .drag, session.isHeld ? .release : .hold]
    if let deadline = session.nextDeadline { others.append(.wait(max(deadline - now, .zero))) }
    if explorer.takesSettings {
      for setting in PopupAccessibility.Setting.allCases {
        others.append(.setting(setting: setting, isOn: !session.accessibility[setting]))
      }
    }
    others.append(.dismiss)
    for step in others {
      if let problem = take(step, from: from, recordsStay: false) { return (problem, step) }
    }
    return nil
  }

  /// A control on screen whose action the explorer cannot take.
  @usableFromInline
  struct ScreenProblem: Error {
    @usableFromInline var message: String

    @usableFromInline
    init(message: String) { self.message = message }
  }

  /// Reads what a state's tree draws (its controls) into `screenNumbers` and `isOnScreen`:
  /// every enabled control's action, and each of the kind's example texts
  /// (`InspectablePopupKind/exampleTexts(for:in:)`) typed into each field; in tree order,
  /// without repeats.
  @inlinable mutating func readScreen(_ controls: PopupControls, in session: PopupSession<Kind>)
    -> ScreenProblem?
  {
    screenNumbers.removeAll(keepingCapacity: true)
    for pressable in controls.pressables where pressable.isEnabled {
      if let problem = note(pressable.action, in: session) { return problem }
    }
    for field in controls.fields {
      for text in Kind.exampleTexts(for: field.action, in: session.state) {
        if let problem = note(field.action.action(settingTextTo: text), in: session) { return problem }
      }
    }
    return nil
  }

  /// Notes one action on screen: the number of the step it parses to, once.
  @inlinable mutating func note(_ action: PopupAction, in session: PopupSession<Kind>) -> ScreenProblem? {
    let number: Int
    if let known = actionSteps[action] {
      number = known
    } else {
      let line = action.scriptLine(origin: session.scriptOrigin)
      let step: PopupStep<Kind.Event>
      do throws(PopupScriptError) {
        guard
          let parsed = try PopupScript.steps(for: Kind.self, from: line, origin: session.scriptOrigin).first
        else { return ScreenProblem(message: "a control on screen has an empty action") }
        step = parsed.step
      } catch {
        return ScreenProblem(message: "the action '\(line)' of a control on screen does not parse: \(error)")
      }
      if let existing = knownSteps.firstIndex(of: step) {
        number = existing
      } else {
        number = knownSteps.count
        knownSteps.append(step)
        isOnScreen.append(false)
      }
      actionSteps[action] = number
    }
    if !isOnScreen[number] {
      isOnScreen[number] = true
      screenNumbers.append(number)
    }
    return nil
  }

  /// Takes one step from a state, records where it leads, and returns the rule it broke.
  /// A step of a control on screen that changes nothing is recorded as a transition to the
  /// same state (`recordsStay`), so every control drawn enabled is an explored transition.
  @inlinable mutating func take(_ step: PopupStep<Kind.Event>, from: Int, recordsStay: Bool) -> String? {
    var session = exploration.states[from].session
    var now = exploration.states[from].now
    var watch = watches[from]
    let effects: [PopupEffect<Kind.Output>]
    do throws(PopupScriptError) {
      effects = try session.apply(step, at: &now)
    } catch {
      return "the step fails: \(error)"
    }
    exploration.figures.generated += 1
    let appAsked = if case .dismiss = step { true } else { false }
    if let ending = watch.endingWithoutOutput(effects, appAsked: appAsked) {
      return Rules.EndingWatch.message(ending)
    }
    if let problem = transitionProblem(from: from, step, effects: effects, to: session, now: now) {
      return problem
    }
    // One hash and, on a hit, one comparison: a step that changes nothing finds its own state.
    let hash = Self.hash(session, now: now, watch: watch)
    var departureHash = DepartureHash(from: from)
    let found = number(of: session, now: now, watch: watch, hash: hash, departureHash: &departureHash)
    if let known = found {
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
    table.insert(hash: hash)
    watches.append(watch)
    departureHashes.append(departureHash.value(of: session, in: self))
    exploration.states.append(.init(session: session, now: now, depth: depth, parent: from, step: step))
    exploration.transitions.append(.init(from: from, step: step, to: added))
    exploration.figures.distinct += 1
    exploration.figures.transitions += 1
    exploration.figures.depth = max(exploration.figures.depth, depth)
    return Rules.stateProblem(session, now: now)
  }

  /// The rule a step from a kept state broke, if any. (Not mutating, like ``number(of:now:watch:hash:)``:
  /// the kept states are read in place, not copied.)
  @inlinable func transitionProblem(
    from: Int, _ step: PopupStep<Kind.Event>, effects: [PopupEffect<Kind.Output>],
    to session: PopupSession<Kind>, now: PopupInstant
  ) -> String? {
    Rules.transitionProblem(
      from: exploration.states[from].session, step, effects: effects, to: session, now: now)
  }

  /// The number of the kept state equal to a session at an instant with an ending watch, if
  /// there is one: one lookup by hash and a comparison for each state of that hash. A kept
  /// state that ended on another tree than the session is told apart by the trees' hashes
  /// (the session's made at most once, when first needed) before anything is compared.
  @inlinable func number(
    of session: PopupSession<Kind>, now: PopupInstant, watch: Rules.EndingWatch, hash: Int,
    departureHash: inout DepartureHash
  ) -> Int? {
    table.find(hash: hash) { number in
      guard exploration.states[number].now == now, watches[number] == watch else { return false }
      if !exploration.states[number].session.sharesDeparture(with: session),
        departureHashes[number] != departureHash.value(of: session, in: self)
      {
        return false
      }
      return exploration.states[number].session == session
    }
  }

  /// The departure hash of a session a step led to, made once and only when asked: a session
  /// that shares its departure with the state it left has that state's.
  @usableFromInline
  struct DepartureHash {
    /// The number of the state the step left.
    @usableFromInline let from: Int
    /// The hash, once made (`.some(nil)`: the session has not ended).
    @usableFromInline var made: Int??

    @inlinable init(from: Int) { self.from = from }

    @inlinable mutating func value(of session: PopupSession<Kind>, in walk: PopupExplorationWalk) -> Int? {
      if let made { return made }
      let value =
        session.sharesDeparture(with: walk.exploration.states[from].session)
        ? walk.departureHashes[from] : session.departureHash
      made = .some(value)
      return value
    }
  }

  /// A state's hash: what changes of its session, its instant and its ending watch.
  @inlinable static func hash(_ session: PopupSession<Kind>, now: PopupInstant, watch: Rules.EndingWatch)
    -> Int
  {
    var hasher = Hasher()
    session.hashChangingParts(into: &hasher)
    hasher.combine(now)
    hasher.combine(watch)
    return hasher.finalize()
  }

  /// The render rules about a state's tree, checked as the state is expanded. The render is
  /// checked at one width a state, by turns the narrowest and the default, boxed and in ASCII,
  /// so the space as a whole is drawn all four ways at half the cost.
  @inlinable mutating func renderProblem(of tree: RenderNode, at index: Int) -> String? {
    let width = index % 2 == 0 ? TextRenderer.widthRange.lowerBound : TextRenderer.defaultWidth
    return renderChecks.problem(of: tree, width: width, ascii: index / 2 % 2 == 1)
  }

  @inlinable mutating func stop(_ rule: String, lines: [String]) {
    exploration.figures.stop = .violation
    exploration.violation = PopupExplorationViolation(
      rule: rule, lines: lines, reproduction: exploration.reproduction(of: lines))
  }
}
