import PopupCore

extension InputPopup {
  /// One text for each outcome a field's rules give, valid and each first error, in the order
  /// found: the explorer types each into the field, so every rule's message and a valid text
  /// are reached from every state that draws the field, whatever fields the configuration has.
  ///
  /// The candidates are every text of ``exampleEvents`` and a probe on each side of each rule
  /// (empty for `required`, one past a length limit, a forbidden character, a taken name, the
  /// other field's text and one unlike it for a confirmation, the ends of a range). Each gives
  /// the field's first problem as typing it would (``reduce(_:_:now:)`` with
  /// ``Event/textChanged(field:text:)``): none for an ended popup or the text the field
  /// already holds, else the field's rules on it; the first text to give an outcome stands
  /// for it. A field the configuration lacks gets the example events' texts alone.
  public static func exampleTexts(for field: PopupFieldAction, in state: State) -> [String] {
    var candidates: [String] = []
    for case .textChanged(_, let text) in exampleEvents where !candidates.contains(text) {
      candidates.append(text)
    }
    guard case .word(let id)? = field.arguments.first,
      let declared = state.configuration.fields.first(where: { $0.id == id })
    else { return candidates }
    for validator in declared.validators {
      for probe in probes(of: validator, in: state) where !candidates.contains(probe) {
        candidates.append(probe)
      }
    }
    var outcomes: [String?] = []
    var texts: [String] = []
    let current = state.fieldChecks[id]?.problems.first
    var typedTexts = state.texts
    for candidate in candidates {
      let outcome: String?
      if state.isEnded || state.text(of: id) == candidate {
        outcome = current
      } else {
        typedTexts[id] = candidate
        let characters = declared.countsCharacters ? candidate.graphemeCount : 0
        outcome =
          state.problems(of: declared, text: candidate, characters: characters, texts: typedTexts).first
      }
      guard !outcomes.contains(outcome) else { continue }
      outcomes.append(outcome)
      texts.append(candidate)
    }
    return texts
  }

  /// The longest text a length probe makes: limits beyond it are probed no further.
  static let longestProbe = 1_000

  /// Texts on each side of one rule.
  private static func probes(of validator: InputValidator, in state: State) -> [String] {
    func letters(_ count: Int) -> [String] {
      (0...longestProbe).contains(count) ? [String(repeating: "a", count: count)] : []
    }
    switch validator {
    case .required: return ["", " "]
    case .minLength(let count): return letters(count - 1) + letters(count)
    case .maxLength(let count), .maxBytes(let count): return letters(count) + letters(count + 1)
    case .pattern: return []
    case .email: return ["maya@", "maya@example.com"]
    case .integerRange(let range):
      return [range.lowerBound, range.upperBound, range.upperBound &+ 1].map(String.init) + ["x"]
    case .decimalRange(let range):
      return [range.lowerBound, range.upperBound, range.upperBound + 1].map { "\($0)" } + ["x"]
    case .equalsField(let other, _):
      let text = state.text(of: other)
      return [text, text + "x"]
    case .forbiddenCharacters(let characters): return characters.first.map { ["a\($0)b"] } ?? []
    case .notIn(let taken, _, _): return taken.prefix(1).map { $0 }
    case .async: return []
    }
  }
}
