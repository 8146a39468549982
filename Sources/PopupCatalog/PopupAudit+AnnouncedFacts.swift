import PopupCore

/// What a tree shows that a step must announce when it changes: the stars filled, the step
/// counters (`Step 2 of 3`) and each field's error. ``PopupAudit`` gathers it once a tree,
/// in one pass over its nodes, and compares it between the two ends of every step.
struct AnnouncedFacts: Equatable {
  /// The filled count of every row of stars, in order.
  var starsFilled: [Int] = []
  /// Texts that count steps, in order: `Step 2 of 3`.
  var stepCounters: [String] = []
  /// Each field's error, by label.
  var fieldErrors: [String: String?] = [:]

  /// The facts of a tree.
  init(_ tree: RenderNode) {
    for node in tree.allNodes {
      switch node {
      case .stars(let filled, _, _, _, _): starsFilled.append(filled)
      case .text(let text, _) where Self.countsSteps(text): stepCounters.append(text)
      case .field(let label, _, _, let error, _, _): fieldErrors[label] = error
      default: break
      }
    }
  }

  /// Whether a text counts steps: it starts with "step " in any case and holds " of ". The
  /// bytes are looked at first, so a text that cannot match is never lowercased.
  static func countsSteps(_ text: String) -> Bool {
    var bytes = text.utf8.makeIterator()
    for expected in "step ".utf8 {
      guard let byte = bytes.next(), byte | 0x20 == expected | 0x20 else { return false }
    }
    return text.lowercased().hasPrefix("step ") && text.contains(" of ")
  }
}
