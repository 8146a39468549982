import PopupCore
import PopupPresentation
import PopupSupport

/// What a ``PopupExplorer`` found from one sample: every distinct state it reached with the
/// step that first reached it, the transitions between them, TLC's figures, and the first
/// broken rule with its shortest script.
public struct PopupExploration<Kind: InspectablePopupKind>: Sendable {
  /// One distinct state, as first reached.
  public struct ExploredState: Sendable {
    /// The session at the instant reached.
    public var session: PopupSession<Kind>
    /// The host instant reached.
    public var now: PopupInstant
    /// How many steps from the start it is: the length of its shortest script.
    public var depth: Int
    /// The state it was first reached from, or `nil` for the start.
    public var parent: Int?
    /// The step that first reached it from `parent`, or `nil` for the start.
    public var step: PopupStep<Kind.Event>?

    @usableFromInline
    init(
      session: PopupSession<Kind>, now: PopupInstant, depth: Int, parent: Int?, step: PopupStep<Kind.Event>?
    ) {
      self.session = session
      self.now = now
      self.depth = depth
      self.parent = parent
      self.step = step
    }
  }

  /// A step from one distinct state to another, or from a state to itself when a control on
  /// screen changes nothing there (any other step that changes nothing is not one).
  public struct Transition: Equatable, Sendable {
    /// The state the step is taken in, as an index into ``states``.
    public var from: Int
    /// The step.
    public var step: PopupStep<Kind.Event>
    /// The state it leads to, as an index into ``states``, or `nil` when it leads out of the
    /// bounds (a state the exploration did not take in).
    public var to: Int?

    @usableFromInline
    init(from: Int, step: PopupStep<Kind.Event>, to: Int?) {
      self.from = from
      self.step = step
      self.to = to
    }
  }

  /// The sample the exploration started from.
  public var sample: PopupSample<Kind>
  /// Every distinct state, in the order reached: breadth first, so by depth.
  public var states: [ExploredState]
  /// Every transition between distinct states, and those leaving the bounds, in the order
  /// taken.
  public var transitions: [Transition]
  /// TLC's figures.
  public var figures: PopupExplorationFigures
  /// The first broken rule, or `nil` when every rule held in every state reached.
  public var violation: PopupExplorationViolation?

  /// The exploration of a start alone, before any step.
  @usableFromInline
  init(sample: PopupSample<Kind>, start: ExploredState) {
    self.sample = sample
    self.states = [start]
    self.transitions = []
    self.figures = PopupExplorationFigures()
    self.violation = nil
  }

  /// The steps from the start to a state: a shortest script.
  ///
  /// - Complexity: O(*d*) for a state *d* steps from the start.
  public func steps(to index: Int) -> [PopupStep<Kind.Event>] {
    var steps: [PopupStep<Kind.Event>] = []
    var current: Int? = index
    while let at = current, let step = states[at].step {
      steps.append(step)
      current = states[at].parent
    }
    return steps.reversed()
  }

  /// The script lines from the start to a state, as `catalog run` takes them.
  public func scriptLines(to index: Int) -> [String] {
    steps(to: index).map { PopupScript.line(for: $0, of: Kind.self) }
  }

  /// A state's short name in a graph: the kind's (`InspectablePopupKind/shortName(of:)`); an
  /// ended state is named for how it ended alone (`ended: timeout`). Hold, settings and time
  /// are left out, so states that differ only in them share a name.
  public func shortName(of index: Int) -> String {
    let session = states[index].session
    if let reason = session.endReason { return "ended: \(reason.rawValue)" }
    return Kind.shortName(of: session.state)
  }

  /// The `catalog run` command that replays a script from this exploration's sample; for no
  /// script, the `catalog show` command that shows the sample as it starts.
  public func reproduction(of lines: [String]) -> String {
    let sample = "\(Kind.descriptor.id) --sample \(self.sample.name)"
    guard !lines.isEmpty else { return "catalog show \(sample)" }
    return "catalog run \(sample) --events " + lines.joined(separator: "; ").popupShellQuoted
  }
}

/// TLC's figures for one exploration.
public struct PopupExplorationFigures: Hashable, Sendable, CustomStringConvertible {
  /// Why an exploration stopped before the space was exhausted.
  public enum Stop: String, Hashable, Sendable {
    /// A state lay deeper than the depth bound.
    case depth
    /// There were more distinct states than the state bound.
    case states
    /// A rule broke.
    case violation
  }

  /// Every state computed, the start and every step's result, repeats included.
  public var generated = 1
  /// The distinct states taken in.
  public var distinct = 1
  /// The steps between distinct states that change something.
  public var transitions = 0
  /// The steps that lead to a state outside the bounds.
  public var leavingBounds = 0
  /// The length of the longest shortest script: how deep the search went.
  public var depth = 0
  /// Why it stopped early, or `nil` when it went everywhere.
  public var stop: Stop?

  /// Creates the figures of a start alone.
  public init() {}

  /// Whether every reachable state was taken in, with nothing left outside the bounds.
  public var isExhausted: Bool { stop == nil }

  /// TLC's figures in one line: `725 states generated, 80 distinct states found, 308
  /// transitions, 0 leaving the bounds, depth 5: exhausted`.
  public var description: String {
    let ending: String
    switch stop {
    case nil: ending = "exhausted"
    case .depth: ending = "bounded by depth"
    case .states: ending = "bounded by the state count"
    case .violation: ending = "stopped at a broken rule"
    }
    return "\(generated) states generated, \(distinct) distinct states found, "
      + "\(transitions) transitions, \(leavingBounds) leaving the bounds, depth \(depth): \(ending)"
  }
}

/// A rule broken in an explored state, with the shortest script to it.
public struct PopupExplorationViolation: Hashable, Sendable, CustomStringConvertible {
  /// The broken rule.
  public var rule: String
  /// The shortest script from the sample that breaks it, as `catalog run` lines.
  public var lines: [String]
  /// The `catalog run` command that replays it.
  public var reproduction: String

  @usableFromInline
  init(rule: String, lines: [String], reproduction: String) {
    self.rule = rule
    self.lines = lines
    self.reproduction = reproduction
  }

  public var description: String {
    let script = lines.isEmpty ? "at the start" : "after '\(lines.joined(separator: "; "))'"
    return "\(script): \(rule)\n  reproduce: \(reproduction)"
  }
}
