import PopupCatalog
import PopupCore
import PopupSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Drives popup kinds and the presentation center with seeded random sequences and checks the
/// rules every popup keeps after every step:
///
/// - nothing traps (a trap ends the test run);
/// - an ended popup ignores everything, and a kind that ended itself answers every later event
///   with nothing and no change;
/// - every presentation ends at most once, with one reason;
/// - a kind that declares ending outputs (`InspectablePopupKind/endingOutputs`) emits one
///   before every ending the app did not ask for: its own, a gesture's, or the session's
///   auto-dismiss (sequences draw one of 1 s or 2.5 s now and then);
/// - held time never counts: while held, waiting changes nothing;
/// - no deadline is left overdue;
/// - the kind's own invariants hold (`PopupKind/invariantViolations(in:now:)`);
/// - the render at widths across the whole range keeps every box line at the box's width;
/// - the center keeps one current popup, loses none, and orders the waiting by priority, then
///   arrival, with preempted popups at the head of their band; and it reports only what
///   reaches the screen: no popup is reported shown and paused in one step.
///
/// A failure is shrunk to the shortest sequence that still breaks a rule and reported as a
/// `catalog run` or `catalog center` script.
///
/// ```swift
/// let failures = PopupFuzzer().check(catalog) + [PopupFuzzer().checkCenter(with: catalog)].compactMap { $0 }
/// #expect(failures.isEmpty, "\(failures)")
/// ```
public struct PopupFuzzer: Sendable {
  /// The environment variable that sets how many sequences to run per kind and for the center.
  public static let budgetVariable = "POPUP_FUZZ_BUDGET"
  /// The number of sequences when the environment says nothing: enough for CI.
  public static let defaultSequences = 400

  /// How many sequences to run per kind, and for the center.
  public var sequences: Int
  /// How many random steps each sequence takes.
  public var steps: Int
  /// The seed of the first sequence; sequence `n` uses `seed + n`.
  public var seed: UInt64

  /// Creates a fuzzer. Without `sequences`, the count comes from ``budgetVariable`` or
  /// ``defaultSequences``.
  public init(sequences: Int? = nil, steps: Int = 40, seed: UInt64 = 1) {
    self.sequences = max(sequences ?? Self.budgetFromEnvironment ?? Self.defaultSequences, 1)
    self.steps = max(steps, 1)
    self.seed = seed
  }

  /// The budget from ``budgetVariable``, if it holds a positive whole number.
  public static var budgetFromEnvironment: Int? {
    budget(from: getenv(budgetVariable).map { String(cString: $0) })
  }

  /// A budget written as text, as ``budgetVariable`` holds it: a positive whole number, else
  /// `nil` (unset, empty, zero, negative or not a number).
  static func budget(from text: String?) -> Int? {
    guard let text, let budget = Int(text), budget > 0 else { return nil }
    return budget
  }

  /// Checks every kind of a catalog; one failure at most per kind.
  public func check(_ catalog: PopupCatalog) -> [PopupFuzzFailure] {
    catalog.kinds.compactMap { check($0) }
  }

  /// Checks one kind.
  public func check(_ kind: any InspectablePopupKind.Type) -> PopupFuzzFailure? {
    checkKind(kind)
  }

  private func checkKind<Kind: InspectablePopupKind>(_ kind: Kind.Type) -> PopupFuzzFailure? {
    guard !Kind.samples.isEmpty else { return nil }
    var checks = PopupRenderChecks()
    let exampleEvents = Kind.exampleEvents
    let events = Kind.samples.map { KindSequence<Kind>.events(from: $0, exampleEvents: exampleEvents) }
    for offset in 0..<UInt64(sequences) {
      let sequenceSeed = seed &+ offset
      var random = SeededGenerator(seed: sequenceSeed)
      let sample = Int.random(in: 0..<Kind.samples.count, using: &random)
      let steps = (0..<self.steps).map { _ in
        KindSequence<Kind>.randomStep(events: events[sample], using: &random)
      }
      let autoDismiss = KindSequence<Kind>.randomAutoDismiss(using: &random)
      let sequence = KindSequence<Kind>(sample: Kind.samples[sample], steps: steps, autoDismiss: autoDismiss)
      guard sequence.firstViolation(checks: &checks) != nil else { continue }
      let shrunk = Shrinker.shrink(steps) {
        KindSequence<Kind>(sample: sequence.sample, steps: $0, autoDismiss: autoDismiss).firstViolation()
          != nil
      }
      let final = KindSequence<Kind>(sample: sequence.sample, steps: shrunk, autoDismiss: autoDismiss)
      let lines = shrunk.map { PopupScript.line(for: $0, of: Kind.self) }
      let autoDismissFlag = autoDismiss.map { " --auto-dismiss \($0.popupDescription)" } ?? ""
      return PopupFuzzFailure(
        subject: Kind.descriptor.id, seed: sequenceSeed,
        violation: final.firstViolation() ?? "(no longer fails)",
        steps: lines,
        reproduction:
          "catalog run \(Kind.descriptor.id) --sample \(sequence.sample.name)\(autoDismissFlag) --events "
          + lines.joined(separator: "; ").popupShellQuoted)
    }
    return nil
  }
}

/// Removes steps from a failing sequence while it still fails.
enum Shrinker {
  /// The shortest sequence found by removing chunks (halves, quarters, ... single steps) for
  /// which `fails` still holds.
  ///
  /// - Complexity: O(*n*² log *n*) calls of `fails` at worst.
  static func shrink<Step>(_ steps: [Step], fails: ([Step]) -> Bool) -> [Step] {
    var current = steps
    var chunk = max(current.count / 2, 1)
    while true {
      var removedAny = false
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        if fails(candidate) {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { return current }
      if !removedAny { chunk = max(chunk / 2, 1) }
    }
  }
}
