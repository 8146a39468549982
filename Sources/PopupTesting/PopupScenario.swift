import PopupCatalog
import PopupCore
import PopupPresentation
import PopupSupport
import Testing

/// One row of a kind's table of scenarios: where the popup starts, the steps a person or the
/// host takes, and what they must lead to: the outputs (or every effect), the ending, and any
/// facts of the state a kind's test names. ``run(sourceLocation:)`` plays it on a
/// `PopupSession` and records an issue for each difference, and for any of the kind's
/// invariants broken at the end, so a kind's test target writes its table and one line.
///
/// What counts: a scenario that starts from a sample counts only its own steps' effects (not
/// what appearing and the sample's script emitted); one that starts from a configuration
/// counts what appearing emits, then its steps'. A message about outputs or effects that
/// differ states the rule, and for a sample what its script emitted.
///
/// ```swift
/// static let scenarios: [PopupScenario<ActionSheet>] = [
///   PopupScenario(
///     "select", start: .sampleNamed("photo"), steps: [.send(.actionTapped("share"))],
///     expected: .outputs([.selected("share")]), ending: .tap),
///   PopupScenario(
///     "down twice", start: .sampleNamed("photo"), steps: [.send(.downPressed), .send(.downPressed)],
///     expected: .outputs([]), ending: nil, checks: [.state("focus", \.focused, "duplicate")]),
/// ]
///
/// @Test(arguments: scenarios) func plays(_ scenario: PopupScenario<ActionSheet>) throws {
///   try scenario.run()
/// }
/// ```
public struct PopupScenario<Kind: InspectablePopupKind>: Sendable, CustomTestStringConvertible {
  /// Where a scenario starts.
  public enum Start: Sendable {
    /// A fresh popup of a configuration, presented and appeared at 0 on the default screen;
    /// what it emits on appearing counts among the effects.
    case configuration(Kind.Configuration, behavior: PopupBehavior, options: PopupPresentationOptions)
    /// A sample, played as the catalog plays it (its screen, its script); only what the
    /// scenario's own steps emit counts.
    case sample(PopupSample<Kind>)
    /// The kind's sample of this name, as ``sample(_:)``; a name the kind lacks fails the run.
    case sampleNamed(String)
  }

  /// A fact of the end of a scenario (its state, its render, its effects), with its name for
  /// messages.
  public struct Check: Sendable {
    let problem: @Sendable (Played) -> String?

    /// A value the state must hold at the end: `.state("step", \.step, .feedback)`.
    public static func state<Value: Equatable & Sendable>(
      _ label: String, _ value: @escaping @Sendable (Kind.State) -> Value, _ expected: Value
    ) -> Check {
      played(label, { value($0.session.state) }, expected)
    }

    /// A value read from the played scenario (its session, instant and effects) that must
    /// equal `expected`: `.played("particles", { $0.session.render(at: $0.now).contains … }, true)`.
    public static func played<Value: Equatable & Sendable>(
      _ label: String, _ value: @escaping @Sendable (Played) -> Value, _ expected: Value
    ) -> Check {
      Check { played in
        let actual = value(played)
        return actual == expected ? nil : "\(label) is \(actual), expected \(expected)"
      }
    }
  }

  /// What the effects must be.
  public enum Expected: Sendable {
    /// The outputs alone, in order.
    case outputs([Kind.Output])
    /// Every effect (outputs, dismissals, haptics, announcements), in order.
    case effects([PopupEffect<Kind.Output>])
    /// Nothing about the effects (the test checks them itself from what ``run(sourceLocation:)``
    /// returns).
    case unchecked
  }

  /// The scenario's name, as the test's argument shows it.
  public var name: String
  /// Where it starts.
  public var start: Start
  /// The steps, from the start.
  public var steps: [PopupStep<Kind.Event>]
  /// What the effects must be.
  public var expected: Expected
  /// How the session must have ended (`nil`: still showing).
  public var ending: DismissReason?
  /// Facts of the state at the end.
  public var checks: [Check]

  /// A scenario from a fresh popup of a configuration (with the kind's default behavior and
  /// presentation unless others are given).
  public init(
    _ name: String, configuration: Kind.Configuration, behavior: PopupBehavior = Kind.defaultBehavior,
    options: PopupPresentationOptions = Kind.defaultPresentation, steps: [PopupStep<Kind.Event>],
    expected: Expected, ending: DismissReason?, checks: [Check] = []
  ) {
    self.init(
      name, start: .configuration(configuration, behavior: behavior, options: options), steps: steps,
      expected: expected, ending: ending, checks: checks)
  }

  /// A scenario from a sample, after its script.
  public init(
    _ name: String, sample: PopupSample<Kind>, steps: [PopupStep<Kind.Event>], expected: Expected,
    ending: DismissReason?, checks: [Check] = []
  ) {
    self.init(name, start: .sample(sample), steps: steps, expected: expected, ending: ending, checks: checks)
  }

  /// A scenario from any start.
  public init(
    _ name: String, start: Start, steps: [PopupStep<Kind.Event>], expected: Expected, ending: DismissReason?,
    checks: [Check] = []
  ) {
    self.name = name
    self.start = start
    self.steps = steps
    self.expected = expected
    self.ending = ending
    self.checks = checks
  }

  public var testDescription: String { name }

  /// What a played scenario left: the session, the host instant after the last step, and the
  /// effects that count.
  public struct Played: Sendable {
    /// The session after the last step.
    public var session: PopupSession<Kind>
    /// The host instant after the last step (waits move it).
    public var now: PopupInstant
    /// The effects that count (see ``Start``).
    public var effects: [PopupEffect<Kind.Output>]
    /// For a scenario from a sample, what appearing and the sample's script emitted, which do
    /// not count; a failure message shows them.
    var uncounted: [PopupEffect<Kind.Output>] = []
  }

  /// Plays the scenario and records an issue, at the caller's line, for every difference from
  /// what it expects, and for every invariant of the kind broken at the end.
  ///
  /// - Throws: the `PopupScriptError` of a `press` or `fill` step that finds nothing, or the
  ///   catalog's error for a sample name the kind lacks.
  @discardableResult
  public func run(sourceLocation: SourceLocation = #_sourceLocation) throws -> Played {
    var played = try start.begin()
    for step in steps { played.effects += try played.session.apply(step, at: &played.now) }
    for problem in problems(of: played) {
      Issue.record("\(name): \(problem)", sourceLocation: sourceLocation)
    }
    return played
  }

  /// Every difference between a played scenario and what it expects.
  func problems(of played: Played) -> [String] {
    var problems: [String] = []
    switch expected {
    case .outputs(let outputs):
      let actual = played.effects.compactMap(\.output)
      if actual != outputs {
        problems.append(
          "outputs are \(actual), expected \(outputs) "
            + start.countingRule(uncounted: "outputs", played.uncounted.compactMap(\.output)))
      }
    case .effects(let effects):
      if played.effects != effects {
        problems.append(
          "effects are \(played.effects), expected \(effects) "
            + start.countingRule(uncounted: "effects", played.uncounted))
      }
    case .unchecked: break
    }
    if played.session.endReason != ending {
      problems.append(
        "ended \(played.session.endReason.map { "by \($0)" } ?? "not at all"), expected "
          + (ending.map { "by \($0)" } ?? "still showing"))
    }
    problems += checks.compactMap { $0.problem(played) }
    let now = played.session.time(at: played.now)
    problems += Kind.invariantViolations(in: played.session.state, now: now).map { "invariant: \($0)" }
    return problems
  }
}

extension PopupScenario.Start {
  /// The rule for what counts, as a failure message states it: a scenario from a sample
  /// counts only its own steps' effects; one from a configuration counts what appearing
  /// emits, then its steps'. `uncounted` is what a sample's appearing and script emitted.
  fileprivate func countingRule<Value>(uncounted what: String, _ uncounted: [Value]) -> String {
    switch self {
    case .configuration:
      return "(a scenario from a configuration counts what appearing emits, then its own steps' \(what))"
    case .sample(let sample):
      return "(a scenario from a sample counts only its own steps' \(what): appearing and the script of "
        + "\(sample.name.popupQuoted) emitted \(uncounted) before them, which do not count; start from "
        + "its configuration to count them)"
    case .sampleNamed(let name):
      return "(a scenario from a sample counts only its own steps' \(what): appearing and the script of "
        + "\(name.popupQuoted) emitted \(uncounted) before them, which do not count; start from "
        + "its configuration to count them)"
    }
  }

  fileprivate func begin() throws -> PopupScenario.Played {
    switch self {
    case .configuration(let configuration, let behavior, let options):
      var session = PopupSession<Kind>(configuration, behavior: behavior, options: options, now: .zero)
      let effects = session.appear(at: .zero)
      return PopupScenario.Played(session: session, now: .zero, effects: effects)
    case .sample(let sample):
      let played = Kind.play(sample)
      return PopupScenario.Played(
        session: played.session, now: played.now, effects: [], uncounted: played.effects)
    case .sampleNamed(let name):
      return try PopupScenario.Start.sample(Kind.sample(named: name)).begin()
    }
  }
}
