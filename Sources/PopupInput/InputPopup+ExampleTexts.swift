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
  ///
  /// The explorer asks this of every field of every state it expands, so what follows from
  /// the configuration alone is worked out once (in the form's example tables): for a field whose rules
  /// read no other text, a call compares the field's text with the candidates and, in the
  /// rare case that its problem differs from the candidate's, picks the outcomes again.
  public static func exampleTexts(for field: PopupFieldAction, in state: State) -> [String] {
    let form = state.form
    guard case .word(let id)? = field.arguments.first, let index = form.index(of: id) else {
      return form.exampleEventTexts
    }
    let checked = form.fields[index]
    let current = state.fieldStates[index].check.problems.first
    if let examples = checked.examples {
      if state.isEnded { return examples.firstCandidate }
      let fieldState = state.fieldStates[index]
      let match =
        if let text = fieldState.text { examples.index(of: text, hash: fieldState.textHash) } else {
          examples.candidates.firstIndex(of: "")
        }
      guard let match, examples.outcomes[match] != current else {
        return examples.texts
      }
      var outcomes = examples.outcomes
      outcomes[match] = current
      return FieldExamples.distinct(examples.candidates, outcomes)
    }
    // A rule reads a text (a confirmation): its probes and outcomes follow the state's texts.
    var candidates = form.exampleEventTexts
    for (probes, rule) in zip(checked.probes, checked.rules) {
      var texts = probes ?? []
      if probes == nil, case .equalsField(let other, _) = rule {
        let text = state.text(other) ?? ""
        texts = [text, text + "x"]
      }
      for probe in texts where !candidates.contains(probe) { candidates.append(probe) }
    }
    let text = state.text(at: index)
    let outcomes = candidates.map { candidate -> String? in
      if state.isEnded || text == candidate { return current }
      return state.firstProblem(at: index, typing: candidate)
    }
    return FieldExamples.distinct(candidates, outcomes)
  }

  /// The longest text a length probe makes: limits beyond it are probed no further.
  static let longestProbe = 1_000
}

extension InputValidator {
  /// The texts on each side of the rule that ``InputPopup/exampleTexts(for:in:)`` tries, `nil`
  /// for ``equalsField(_:message:)``, whose probes are the other field's text and one unlike
  /// it.
  var exampleProbes: [String]? {
    func letters(_ count: Int) -> [String] {
      (0...InputPopup.longestProbe).contains(count) ? [String(repeating: "a", count: count)] : []
    }
    switch self {
    case .required: return ["", " "]
    case .minLength(let count): return letters(count - 1) + letters(count)
    case .maxLength(let count), .maxBytes(let count): return letters(count) + letters(count + 1)
    case .pattern: return []
    case .email: return ["maya@", "maya@example.com"]
    case .integerRange(let range):
      return [range.lowerBound, range.upperBound, range.upperBound &+ 1].map(String.init) + ["x"]
    case .decimalRange(let range):
      return [range.lowerBound, range.upperBound, range.upperBound + 1].map { "\($0)" } + ["x"]
    case .equalsField: return nil
    case .forbiddenCharacters(let characters): return characters.first.map { ["a\($0)b"] } ?? []
    case .notIn(let taken, _, _): return taken.prefix(1).map { $0 }
    case .async: return []
    }
  }
}
