import PopupCatalog
import PopupCore
import PopupPresentation
import PopupSupport

extension PopupFuzzer {
  /// Checks a `PopupCenter` fed with random presentations of the catalog's kinds (each in
  /// its default sample's configuration), dismissals, gestures and waits.
  public func checkCenter(with catalog: PopupCatalog) -> PopupFuzzFailure? {
    let kinds = catalog.kinds.filter { !PopupCatalog.sampleNames(of: $0).isEmpty }
    guard !kinds.isEmpty else { return nil }
    for offset in 0..<UInt64(sequences) {
      let sequenceSeed = seed &+ offset
      var random = SeededGenerator(seed: sequenceSeed)
      let steps = (0..<self.steps).map { _ in PopupCenterStep.random(kinds: kinds, using: &random) }
      guard CenterSequence(steps: steps).firstViolation() != nil else { continue }
      let shrunk = Shrinker.shrink(steps) { CenterSequence(steps: $0).firstViolation() != nil }
      let lines = shrunk.map(\.scriptLine)
      return PopupFuzzFailure(
        subject: "center", seed: sequenceSeed,
        violation: CenterSequence(steps: shrunk).firstViolation() ?? "(no longer fails)", steps: lines,
        reproduction: "catalog center --events " + lines.joined(separator: "; ").popupShellQuoted
      )
    }
    return nil
  }
}

extension PopupCenterStep {
  static let fuzzIDs = ["a", "b", "c", "d", "e"]
  static let fuzzWaits: [Duration] = [
    .zero, .milliseconds(300), .seconds(1), .seconds(3), .seconds(5), .seconds(20),
  ]

  /// A random step over a few ids and the given kinds.
  static func random(kinds: [any InspectablePopupKind.Type], using random: inout SeededGenerator)
    -> PopupCenterStep
  {
    let id = fuzzIDs[Int.random(in: 0..<fuzzIDs.count, using: &random)]
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<40:
      let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
      let priority = PopupPriority.allCases[Int.random(in: 0..<4, using: &random)]
      let seconds: Duration? =
        Bool.random(using: &random) ? .seconds(Int64.random(in: 1...6, using: &random)) : nil
      return .present(id: id, kind: kind, priority: priority, autoDismiss: seconds)
    case 40..<52: return .dismiss(id)
    case 52..<54: return .dismissAll
    case 54..<62: return .shared(.hold)
    case 62..<70: return .shared(.release)
    case 70..<73: return .shared(.tap)
    case 73..<76: return .shared(.tapOutside)
    case 76..<79: return .shared(.drag)
    case 79..<81: return .shared(.jump(.seconds(Int64.random(in: -7200...86_400, using: &random))))
    default: return .shared(.wait(fuzzWaits[Int.random(in: 0..<fuzzWaits.count, using: &random)]))
    }
  }
}

/// A center sequence with a reference model of who is presented and in which order they
/// should wait.
struct CenterSequence {
  var steps: [PopupCenterStep]

  /// What the model knows of a presentation.
  private struct Presentation {
    var number: Int
    var priority: PopupPriority
    /// Arrival order; preempted presentations get ever smaller keys, heading their band.
    var key: Int
  }

  /// The id of a popup one step reports shown and then paused, if any: a popup reported shown
  /// is on screen, so the same step cannot pause it (it would have been reported shown without
  /// ever being seen).
  static func shownAndPaused(in effects: [PopupCenterEffect]) -> String? {
    var shown: Set<String> = []
    for effect in effects {
      if case .shown = effect.change { shown.insert(effect.id) }
      if effect.change == .paused, shown.contains(effect.id) { return effect.id }
    }
    return nil
  }

  func firstViolation() -> String? {
    var center = PopupCenter()
    var now = PopupInstant.zero
    var live: [String: Presentation] = [:]
    var ended: Set<Int> = []
    var presentations = 0
    var arrivals = 0
    var preemptions = 0
    for (index, step) in steps.enumerated() {
      let label = "step \(index + 1) '\(step.scriptLine)'"
      // The fuzzer makes no `send` steps, the only ones that can throw.
      let effects = (try? step.apply(to: &center, at: &now)) ?? []
      // A presentation registers when its id is free: at once, or right after the popup it
      // replaces is told it ended (a replacement can be preempted in the same step).
      var pending: (id: String, priority: PopupPriority, key: Int)?
      if case .present(let id, _, let priority, _) = step {
        arrivals += 1
        let key = live[id].map { $0.priority == priority ? $0.key : arrivals } ?? arrivals
        pending = (id, priority, key)
      }
      func register() {
        guard let new = pending, live[new.id] == nil else { return }
        presentations += 1
        live[new.id] = Presentation(number: presentations, priority: new.priority, key: new.key)
        pending = nil
      }
      register()
      if let id = Self.shownAndPaused(in: effects) {
        return "\(label): '\(id)' was reported shown and paused in one step"
      }
      for effect in effects {
        if effect.change == .paused {
          guard var presentation = live[effect.id] else {
            return "\(label): '\(effect.id)' was paused but is not presented"
          }
          preemptions += 1
          presentation.key = -preemptions
          live[effect.id] = presentation
          continue
        }
        guard let reason = effect.dismissReason else { continue }
        guard let presentation = live[effect.id] else {
          return "\(label): '\(effect.id)' was dismissed (\(reason)) but is not presented"
        }
        guard ended.insert(presentation.number).inserted else {
          return "\(label): '\(effect.id)' ended twice"
        }
        live[effect.id] = nil
        register()
      }
      if let new = pending { return "\(label): replaced '\(new.id)' was not told it ended" }
      if let problem = center.invariantViolations.first { return "\(label): \(problem)" }
      if Set(center.presentedIDs) != Set(live.keys) {
        return "\(label): presented \(center.presentedIDs), but the model expects \(live.keys.sorted())"
      }
      let expected = center.waitingIDs.sorted {
        let (a, b) = (live[$0]!, live[$1]!)
        return (b.priority, a.key) < (a.priority, b.key)
      }
      if center.waitingIDs != expected {
        return "\(label): waiting \(center.waitingIDs), expected \(expected)"
      }
      if let deadline = center.nextDeadline, deadline <= now {
        return "\(label): deadline \(deadline) overdue at \(now)"
      }
    }
    return nil
  }
}
