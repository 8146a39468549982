import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTextRendering
import Testing

/// Checks that a popup kind keeps the contract, in the spirit of swift-collections'
/// conformance checkers: one call runs every check a kind owes its users.
///
/// - **Names**: the kind's id and every sample's name are lowercase with dashes (lowercase
///   letters, digits and dashes, starting with a letter), as `catalog show <id> <sample>` and
///   the files of `Catalog/` take them; the message suggests the name to use.
/// - **Verb names**: no kind verb reuses a shared verb's name, and no two share one.
/// - **Round trips**: every example event and every step of every sample prints to a script
///   line that parses back to the same value (instants as offsets from two origins).
/// - **Sample reproduction**: each sample's printed script, run from the sample's
///   configuration, reproduces its render byte for byte, and the same state.
/// - **Invariants**: the kind's own rules hold after every step of every sample, and after
///   every example event sent in every sample's state.
/// - **Render determinism**: the same state renders to the same tree and the same text.
/// - **Actions**: every interactive node has a label and an action that parses; `press` and
///   `fill` by its label reach that node; pressing does what sending its action does; filling
///   a field shows the text; every sample's `press` and `fill` steps find their node.
/// - **Codable**: every sample's configuration reads back equal from JSON; for a kind with
///   strings, JSON without its `strings` key (written before the kind had strings) reads back
///   in the default strings.
/// - **Strings**: for a kind with a strings table, every entry has a key (`.text(\.close)`
///   takes its property's name) and no key is listed twice; with every text of the table
///   replaced, no English built-in text is drawn or announced while the samples play.
/// - **Widths**: pseudo-localised and right-to-left text renders of every sample keep their
///   boxes whole from 20 to 200 columns.
/// - **Audit**: the catalog's accessibility audit (`PopupAudit`) finds nothing in any moment
///   of any sample.
/// - **Ended popups**: in every sample state where the kind ended itself, every example
///   event, a tick and every gesture leave it as it was and emit nothing; no event revives a
///   session that has ended.
///
/// ```swift
/// @Test func ratingKeepsTheContract() {
///   #expect(PopupKindChecker.problems(of: RatingPrompt.self) == [])
/// }
/// ```
public enum PopupKindChecker {
  /// Every problem the checks find in a kind; none when it keeps the contract.
  public static func problems(of kind: any InspectablePopupKind.Type) -> [PopupKindProblem] {
    check(kind)
  }

  /// Checks a kind and records an issue for each problem, at the caller's line.
  public static func expectNoProblems(
    in kind: any InspectablePopupKind.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for problem in problems(of: kind) {
      Issue.record("\(problem)", sourceLocation: sourceLocation)
    }
  }

  /// A second origin for round trips, so that instants printed as offsets are not
  /// accidentally right only at the default one.
  static let otherOrigin = PopupWallInstant(secondsSince1970: 1_900_000_000)

  private static func check<Kind: InspectablePopupKind>(_ kind: Kind.Type) -> [PopupKindProblem] {
    var report = Report(kind: Kind.descriptor.id)
    do throws(PopupCatalogError) {
      _ = try PopupCatalog([kind])
    } catch {
      report.add(.verbNames, nil, error.description)
    }
    checkNames(kind, &report)
    checkRoundTrips(kind, &report)
    checkCodable(kind, &report)
    checkStringsKeys(kind, &report)
    checkStrings(kind, &report)
    checkWidths(kind, &report)
    checkAudit(kind, &report)
    for sample in Kind.samples {
      checkSample(sample, &report)
    }
    return report.problems
  }

  private static func checkRoundTrips<Kind: InspectablePopupKind>(_ kind: Kind.Type, _ report: inout Report) {
    var steps = Kind.exampleEvents.map { PopupStep<Kind.Event>.send($0) }
    for sample in Kind.samples where !sample.script.isEmpty { steps += sample.script }
    let verbs = PopupStep<Kind.Event>.verbs(of: kind)
    for origin in [PopupWallInstant.scriptOrigin, otherOrigin] {
      for step in steps {
        guard let line = PopupScript.line(for: step, with: verbs, origin: origin) else {
          report.add(.roundTrip, nil, "no verb prints \(step)")
          continue
        }
        do throws(PopupScriptError) {
          let parsed = try PopupScript.steps(for: kind, from: line, origin: origin).map(\.step)
          if parsed != [step] { report.add(.roundTrip, nil, "'\(line)' parses to \(parsed), not \(step)") }
        } catch {
          report.add(.roundTrip, nil, "'\(line)', printed for \(step), does not parse: \(error)")
        }
      }
    }
  }

  private static func checkSample<Kind: InspectablePopupKind>(
    _ sample: PopupSample<Kind>, _ report: inout Report
  ) {
    let renderer = TextRenderer()
    let played = playChecking(sample, &report)
    let time = played.session.time(at: played.now)
    let tree = played.session.render(at: played.now)

    // Render determinism: twice from the same state, and from a copy of it.
    let copy = played.session
    if copy.render(at: played.now) != tree
      || renderer.render(copy.render(at: played.now)) != renderer.render(tree)
    {
      report.add(.renderDeterminism, sample.name, "rendering the same state twice gave different results")
    }

    // Sample reproduction from the printed script.
    let script = Kind.scriptText(of: sample) ?? ""
    do throws(PopupScriptError) {
      let steps = try PopupScript.steps(for: Kind.self, from: script).map(\.step)
      let replayed = Kind.play(
        PopupSample(
          sample.name, summary: sample.summary, configuration: sample.configuration, script: steps,
          screen: sample.screen, options: sample.options))
      if renderer.render(replayed.session.render(at: replayed.now)) != renderer.render(tree) {
        report.add(.sampleReproduction, sample.name, "running its script '\(script)' draws something else")
      } else if replayed.session.state != played.session.state {
        report.add(.sampleReproduction, sample.name, "running its script '\(script)' leaves another state")
      }
    } catch {
      report.add(.sampleReproduction, sample.name, "its script '\(script)' does not parse: \(error)")
    }

    for problem in PopupActionCheck.problems(of: played.session, at: played.now) {
      report.add(.actions, sample.name, problem)
    }

    // Every example event in this state.
    for event in Kind.exampleEvents {
      var session = played.session
      let effects = session.send(event, at: played.now)
      let line = Kind.scriptLine(for: event) ?? "\(event)"
      if played.session.isEnded, !effects.isEmpty || session.state != played.session.state {
        report.add(.endedPopup, sample.name, "'\(line)' changed an ended popup or emitted \(effects)")
      }
      for problem in Kind.invariantViolations(in: session.state, now: time) {
        report.add(.invariant, sample.name, "after '\(line)': \(problem)")
      }
    }
    if played.session.endedByKind {
      checkEnded(Kind.self, played.session.state, time: time, sample.name, &report)
    }
  }

  /// Plays a sample, checking the kind's invariants after each step.
  private static func playChecking<Kind: InspectablePopupKind>(
    _ sample: PopupSample<Kind>, _ report: inout Report
  )
    -> (session: PopupSession<Kind>, now: PopupInstant)
  {
    var applied = 0
    let played = Kind.play(sample) { moment in
      let when = moment.step.map { "after '\(PopupScript.line(for: $0, of: Kind.self))'" } ?? "on appearing"
      if moment.step != nil { applied += 1 }
      for problem in Kind.invariantViolations(
        in: moment.session.state, now: moment.session.time(at: moment.now))
      {
        report.add(.invariant, sample.name, "\(when): \(problem)")
      }
    }
    if let error = played.error, sample.script.indices.contains(applied) {
      report.add(
        .actions, sample.name,
        "its step '\(PopupScript.line(for: sample.script[applied], of: Kind.self))' fails: \(error)")
    }
    return (played.session, played.now)
  }

  /// A kind that ended itself answers every event, tick and gesture with nothing.
  private static func checkEnded<Kind: InspectablePopupKind>(
    _ kind: Kind.Type, _ ended: Kind.State, time: PopupTime, _ sample: String, _ report: inout Report
  ) {
    var probes: [(String, (inout Kind.State) -> [PopupEffect<Kind.Output>])] = Kind.exampleEvents.map {
      event in
      (Kind.scriptLine(for: event) ?? "\(event)", { Kind.reduce(&$0, event, now: time) })
    }
    probes.append(("a tick", { Kind.tick(&$0, now: time + .seconds(3600)) }))
    for gesture in PopupGesture.allCases {
      probes.append(("a \(gesture) gesture", { Kind.handle(gesture, &$0, now: time) ?? [] }))
    }
    for (name, probe) in probes {
      var state = ended
      let effects = probe(&state)
      if !effects.isEmpty || state != ended {
        report.add(.endedPopup, sample, "after the kind ended, \(name) changed it or emitted \(effects)")
      }
    }
  }

  /// Problems as they are found.
  struct Report {
    var kind: String
    var problems: [PopupKindProblem] = []

    mutating func add(_ check: PopupKindProblem.Check, _ sample: String?, _ message: String) {
      problems.append(PopupKindProblem(kind: kind, check: check, sample: sample, message: message))
    }
  }
}

/// A way in which a kind breaks the contract, found by ``PopupKindChecker``.
public struct PopupKindProblem: Hashable, Sendable, CustomStringConvertible {
  /// The checks of ``PopupKindChecker``.
  public enum Check: String, CaseIterable, Hashable, Sendable {
    case verbNames, roundTrip, sampleReproduction, invariant, renderDeterminism, endedPopup, actions, codable
    case strings, widths, audit, names
  }

  /// The kind's id.
  public var kind: String
  /// Which check failed.
  public var check: Check
  /// The sample it failed in, if it is about one.
  public var sample: String?
  /// What is wrong.
  public var message: String

  /// Creates a problem.
  public init(kind: String, check: Check, sample: String?, message: String) {
    self.kind = kind
    self.check = check
    self.sample = sample
    self.message = message
  }

  /// `rating, sample 'five-stars', roundTrip: ...`
  public var description: String {
    "\(kind)\(sample.map { ", sample '\($0)'" } ?? ""), \(check.rawValue): \(message)"
  }
}
