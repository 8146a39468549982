import PopupCore
import PopupSupport

extension InputPopup {
  /// A configuration worked out once for checking texts: each field's rules with their messages
  /// filled from the strings, which fields read which, the texts the explorer types into each
  /// field with what each gives, and what a render draws and an announcement says. Made
  /// when a state's configuration is set and shared by every copy of the state; it follows
  /// from the configuration, so the state leaves it out of its equality and hash.
  ///
  /// Field ids are unique (``Configuration`` refuses two fields of one id).
  final class Form: Sendable {
    /// The fields' ids, in order.
    let ids: [String]
    /// The fields' labels, in order.
    let labels: [String]
    /// The fields' placeholders, in order.
    let placeholders: [String]
    /// Whether each field hides what is typed, in order.
    let isSecure: [Bool]
    /// Each field's action (`type <id>`), in order.
    let actions: [PopupFieldAction]
    /// Every field's index, in order.
    let allIndices: [Int]
    /// Each field, in order.
    let fields: [CheckedField]
    /// The field of each id, for a form of many fields (a few are found by comparing ids).
    private let indices: [String: Int]
    /// The texts of the example events that set a field's text, in order, without repeats:
    /// the texts typed into a field the configuration lacks, and the first tried in every field.
    let exampleEventTexts: [String]
    /// The title.
    let title: String
    /// The submit button's title: the configuration's, else ``Strings/submit``.
    let submitTitle: String
    /// ``Strings/cancel``.
    let cancel: String
    /// ``Strings/checking``.
    let checking: String
    /// ``Strings/retry``.
    let retry: String
    /// ``Strings/retryLabel``.
    let retryLabel: String
    /// When errors show.
    let errorDisplay: ErrorDisplay
    /// ``Strings/errorAnnouncement``.
    let errorAnnouncement: String
    /// ``Strings/couldNotCheck``.
    let couldNotCheck: String
    /// ``Strings/checkTimedOut``.
    let checkTimedOut: String

    init(_ configuration: Configuration, patterns: [String: CompiledPattern]) {
      let strings = configuration.strings
      ids = configuration.fields.map(\.id)
      labels = configuration.fields.map(\.label)
      placeholders = configuration.fields.map(\.placeholder)
      isSecure = configuration.fields.map(\.isSecure)
      actions = ids.map { PopupFieldAction("type", [.word($0)]) }
      allIndices = Array(ids.indices)
      var indices: [String: Int] = [:]
      for (index, id) in ids.enumerated() where indices[id] == nil { indices[id] = index }
      self.indices = indices
      var eventTexts: [String] = []
      for case .textChanged(_, let text) in InputPopup.exampleEvents where !eventTexts.contains(text) {
        eventTexts.append(text)
      }
      exampleEventTexts = eventTexts
      title = configuration.title
      submitTitle = configuration.submitTitle.or(strings.submit)
      cancel = strings.cancel
      checking = strings.checking
      retry = strings.retry
      retryLabel = strings.retryLabel
      errorDisplay = configuration.errorDisplay
      errorAnnouncement = strings.errorAnnouncement
      couldNotCheck = strings.couldNotCheck
      checkTimedOut = strings.checkTimedOut
      let rules = configuration.fields.map { field in
        field.validators.map { CheckedRule($0, strings: strings, patterns: patterns, indices: indices) }
      }
      fields = configuration.fields.indices.map { index in
        CheckedField(
          configuration.fields[index], at: index, rules: rules, strings: strings, eventTexts: eventTexts)
      }
    }

    /// The index of the field of an id, if the form has one.
    func index(of id: String) -> Int? {
      guard ids.count > 8 else { return ids.firstIndex(of: id) }
      return indices[id]
    }
  }

  /// One field's rules, ready to check a text. A class, so that reading a field of a form
  /// copies nothing.
  final class CheckedField: Sendable {
    /// Its rules, in order.
    let rules: [CheckedRule]
    /// The text it starts with.
    let initialText: String
    /// Whether a rule counts its characters: a length or a counter.
    let countsCharacters: Bool
    /// The most characters it takes, if a rule says (its counter shows it).
    let maxLength: Int?
    /// ``Strings/counter``.
    let counter: String
    /// Whether the host checks it.
    let isAsync: Bool
    /// The texts on each side of each rule that the explorer types, `nil` for a confirmation's
    /// (``InputValidator/exampleProbes``).
    let probes: [[String]?]
    /// This field and the other fields whose rules read its text, in field order: the fields
    /// whose problems or shown errors typing into it may change.
    let affected: [Int]
    /// The texts the explorer types into it and what its rules say of each, when no rule reads
    /// a text (the outcomes then follow from the candidate alone).
    let examples: FieldExamples?

    /// The field at `index`, given every field's rules.
    init(_ field: Field, at index: Int, rules: [[CheckedRule]], strings: Strings, eventTexts: [String]) {
      self.rules = rules[index]
      initialText = field.initialText
      countsCharacters = field.countsCharacters
      maxLength = field.maxLength
      let counter = strings.counter
      self.counter = counter
      isAsync = field.isAsync
      probes = field.validators.map(\.exampleProbes)
      // A rule that reads a text (its own or another's: a confirmation) makes the outcomes
      // follow the state's texts, not the candidate alone.
      let readsTexts = self.rules.contains {
        if case .equalsField = $0 { true } else { false }
      }
      affected = rules.indices.filter { reader in
        reader == index
          || rules[reader].contains {
            if case .equalsField(.field(index), _) = $0 { true } else { false }
          }
      }
      let rules = self.rules
      let countsCharacters = countsCharacters
      let maxLength = maxLength
      let announcement = { (error: String) in
        strings.errorAnnouncement.popupFilling("field", field.label, "error", error)
      }
      examples =
        readsTexts
        ? nil
        : FieldExamples(probes: probes, eventTexts: eventTexts, announcement: announcement) { candidate in
          Self.check(
            of: candidate, rules: rules, countsCharacters: countsCharacters, maxLength: maxLength,
            counter: counter, typedAt: nil, fieldStates: [], otherTexts: nil)
        }
    }

    /// What the field's rules say of a text, and its counter (see
    /// ``check(of:rules:countsCharacters:maxLength:counter:typedAt:fieldStates:otherTexts:)``).
    func check(of text: String, typedAt typed: Int?, fieldStates: [FieldState], otherTexts: [String: String]?)
      -> FieldCheck
    {
      Self.check(
        of: text, rules: rules, countsCharacters: countsCharacters, maxLength: maxLength, counter: counter,
        typedAt: typed, fieldStates: fieldStates, otherTexts: otherTexts)
    }

    /// The first problem the field's rules find in a text typed into the field at `typed`
    /// (its own index), without collecting the others or filling the counter.
    func firstProblem(
      typing text: String, at typed: Int, fieldStates: [FieldState], otherTexts: [String: String]?
    ) -> String? {
      let characters = countsCharacters ? text.graphemeCount : 0
      for rule in rules {
        if let problem = Self.problem(
          of: rule, with: text, characters: characters, typedAt: typed, fieldStates: fieldStates,
          otherTexts: otherTexts)
        {
          return problem
        }
      }
      return nil
    }

    /// What a field's rules say of a text, in rule order, and the counter under it when it
    /// has a maximum length, counting its characters once for both. A confirmation reads the
    /// text of a field in `fieldStates` (but `text` for the field at `typedAt`, as if typed
    /// into it) or one of `otherTexts`.
    static func check(
      of text: String, rules: [CheckedRule], countsCharacters: Bool, maxLength: Int?, counter: String,
      typedAt typed: Int?, fieldStates: [FieldState], otherTexts: [String: String]?
    ) -> FieldCheck {
      let characters = countsCharacters ? text.graphemeCount : 0
      var problems: [String] = []
      for rule in rules {
        if let problem = problem(
          of: rule, with: text, characters: characters, typedAt: typed, fieldStates: fieldStates,
          otherTexts: otherTexts)
        {
          problems.append(problem)
        }
      }
      let filled = maxLength.map { counter.popupFilling("count", String(characters), "max", String($0)) }
      return FieldCheck(problems: problems, counter: filled)
    }

    /// What one rule says of a text of `characters` grapheme clusters, a confirmation reading
    /// its text as ``check(of:rules:countsCharacters:maxLength:counter:typedAt:fieldStates:otherTexts:)``
    /// says.
    static func problem(
      of rule: CheckedRule, with text: String, characters: Int, typedAt typed: Int?,
      fieldStates: [FieldState],
      otherTexts: [String: String]?
    ) -> String? {
      guard case .equalsField(let reference, _) = rule else {
        return rule.problem(with: text, characters: characters)
      }
      let other: String? =
        switch reference {
        case .field(let index): index == typed ? text : fieldStates[index].text
        case .other(let id): otherTexts?[id]
        }
      return rule.problem(with: text, characters: characters, other: other)
    }
  }

  /// Where an ``InputValidator/equalsField(_:message:)`` rule reads its text: a field's, or a
  /// text of the state's texts no field has (set through ``State/texts``).
  enum TextReference: Sendable, Equatable {
    case field(Int)
    case other(String)
  }

  /// One rule, with its messages filled from the strings once. Says of a text what
  /// ``InputValidator`` says of it.
  enum CheckedRule: Sendable {
    /// ``InputValidator/required``.
    case required(message: String)
    /// ``InputValidator/minLength(_:)``.
    case minLength(Int, message: String)
    /// ``InputValidator/maxLength(_:)``.
    case maxLength(Int, message: String)
    /// ``InputValidator/maxBytes(_:)``.
    case maxBytes(Int, message: String)
    /// ``InputValidator/pattern(_:message:)`` whose pattern compiled.
    case pattern(CompiledPattern, message: String)
    /// A rule broken by every text: a pattern that does not compile.
    case broken(message: String)
    /// ``InputValidator/email``.
    case email(message: String)
    /// ``InputValidator/integerRange(_:)``.
    case integerRange(ClosedRange<Int>, notANumber: String, outOfRange: String)
    /// ``InputValidator/decimalRange(_:)``.
    case decimalRange(ClosedRange<Double>, notANumber: String, outOfRange: String)
    /// ``InputValidator/equalsField(_:message:)``.
    case equalsField(TextReference, message: String)
    /// ``InputValidator/forbiddenCharacters(_:)``, with ``Strings/forbidden``.
    case forbiddenCharacters(String, message: String)
    /// ``InputValidator/notIn(_:caseInsensitive:message:)``: case insensitive, the taken texts
    /// are lowercased once.
    case notIn([String], caseInsensitive: Bool, message: String)
    /// ``InputValidator/async``: the host's, always kept here.
    case async

    init(
      _ validator: InputValidator, strings: Strings, patterns: [String: CompiledPattern],
      indices: [String: Int]
    ) {
      switch validator {
      case .required: self = .required(message: strings.required)
      case .minLength(let count): self = .minLength(count, message: strings.tooShort(count))
      case .maxLength(let count): self = .maxLength(count, message: strings.tooLong(count))
      case .maxBytes(let count): self = .maxBytes(count, message: strings.tooManyBytes(count))
      case .pattern(let pattern, let message):
        if let compiled = patterns[pattern] {
          self =
            compiled.error == nil
            ? .pattern(compiled, message: message)
            : .broken(message: strings.brokenPattern.popupFilling("pattern", pattern.popupQuoted))
        } else {
          self = .broken(message: message)
        }
      case .email: self = .email(message: strings.email)
      case .integerRange(let range):
        self = .integerRange(
          range, notANumber: strings.wholeNumber,
          outOfRange: strings.outOfRange(range.lowerBound, range.upperBound))
      case .decimalRange(let range):
        self = .decimalRange(
          range, notANumber: strings.number,
          outOfRange: strings.outOfRange(range.lowerBound, range.upperBound))
      case .equalsField(let other, let message):
        self = .equalsField(indices[other].map(TextReference.field) ?? .other(other), message: message)
      case .forbiddenCharacters(let characters):
        self = .forbiddenCharacters(characters, message: strings.forbidden)
      case .notIn(let taken, let caseInsensitive, let message):
        self = .notIn(
          caseInsensitive ? taken.map { $0.lowercased() } : taken, caseInsensitive: caseInsensitive,
          message: message)
      case .async: self = .async
      }
    }

    /// The message for a text that breaks the rule, or `nil` when it keeps it. `characters` is
    /// the text's length in grapheme clusters, counted once by the caller for every length
    /// rule; `other` is the text a confirmation compares with (`nil` when there is none), read
    /// by the caller only for a confirmation.
    func problem(with text: String, characters: Int, other: String? = nil) -> String? {
      switch self {
      case .required(let message):
        let blank =
          text.utf8.allSatisfy { $0 < 0x80 }
          ? text.utf8.allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) }
          : text.allSatisfy(\.isWhitespace)
        return blank ? message : nil
      case .minLength(let count, let message):
        return characters < count ? message : nil
      case .maxLength(let count, let message):
        return characters > count ? message : nil
      case .maxBytes(let count, let message):
        return text.utf8.count > count ? message : nil
      case .pattern(let compiled, let message):
        return compiled.matches(text) ? nil : message
      case .broken(let message):
        return message
      case .email(let message):
        return InputValidator.isEmail(text) ? nil : message
      case .integerRange(let range, let notANumber, let outOfRange):
        guard let value = Int(text.trimmingSpaces) else { return notANumber }
        return range.contains(value) ? nil : outOfRange
      case .decimalRange(let range, let notANumber, let outOfRange):
        guard let value = Double(text.trimmingSpaces), value.isFinite else { return notANumber }
        return range.contains(value) ? nil : outOfRange
      case .equalsField(_, let message):
        return other == text ? nil : message
      case .forbiddenCharacters(let characters, let message):
        if characters.isPrintableASCII {
          if text.isPrintableASCII {
            // A byte a character: no grapheme to break.
            guard let bad = text.utf8.first(where: characters.utf8.contains) else { return nil }
            return message.popupFilling("character", String(Unicode.Scalar(bad)).popupQuoted)
          }
          // A printable ASCII character equals only itself, but for three with a canonical twin
          // (";" U+037E, "`" U+1FEF, "K" U+212A): without its byte in the text, no character of
          // the text can be it, and there is no grapheme to break.
          if !characters.utf8.contains(where: InputValidator.asciiWithCanonicalTwins.utf8.contains),
            !text.utf8.contains(where: characters.utf8.contains)
          {
            return nil
          }
        }
        guard let bad = text.first(where: characters.contains) else { return nil }
        return message.popupFilling("character", String(bad).popupQuoted)
      case .notIn(let taken, let caseInsensitive, let message):
        guard !taken.isEmpty else { return nil }
        let matches = caseInsensitive ? taken.contains(text.lowercased()) : taken.contains(text)
        return matches ? message : nil
      case .async:
        return nil
      }
    }
  }

  /// The texts the explorer types into a field whose rules read no text, worked out once: the
  /// candidates, what the rules say of each, and the answer when the field holds none of them.
  ///
  /// What the rules say of each candidate is kept whole, with its counter, and so is its hash
  /// value: the explorer types nothing else into such a field, so typing a text looks both up
  /// rather than working them out. A class, so that reading it copies nothing.
  final class FieldExamples: Sendable {
    /// Every candidate, in order, without repeats.
    let candidates: [String]
    /// Each candidate's hash value.
    let hashes: [Int]
    /// What the rules say of each candidate, and its counter.
    let checks: [FieldCheck]
    /// The first problem of each candidate.
    let outcomes: [String?]
    /// The announcement of each candidate's first problem (``Strings/errorAnnouncement``), if any.
    let announcements: [String?]
    /// The first candidate alone: the answer for an ended popup, where every candidate gives
    /// the field's current outcome.
    let firstCandidate: [String]
    /// The first candidate of each outcome, in order: the answer while the field's text is no
    /// candidate.
    let texts: [String]

    /// The examples of a field whose rules, none of which reads a text, say `check` of a text;
    /// `probes` are the rules' probes, `announcement` announces an error of the field.
    init(
      probes: [[String]?], eventTexts: [String], announcement: (String) -> String,
      check: (String) -> FieldCheck
    ) {
      var candidates = eventTexts
      for probes in probes {
        for probe in probes ?? [] where !candidates.contains(probe) { candidates.append(probe) }
      }
      self.candidates = candidates
      hashes = candidates.map(\.hashValue)
      checks = candidates.map(check)
      outcomes = checks.map(\.problems.first)
      announcements = outcomes.map { $0.map(announcement) }
      texts = Self.distinct(candidates, outcomes)
      firstCandidate = candidates.prefix(1).map { $0 }
    }

    /// The index of the candidate a text is, if any, given the text's hash value.
    func index(of text: String, hash: Int) -> Int? {
      var index = 0
      while index < hashes.count {
        if hashes[index] == hash && candidates[index] == text { return index }
        index += 1
      }
      return nil
    }

    /// The index of the candidate a text is, if any, found by comparing: a text the explorer
    /// types is a candidate's very string, which compares at once, and a short one compares as
    /// fast as it hashes.
    func index(of text: String) -> Int? { candidates.firstIndex(of: text) }

    /// What the rules say of a text, if it is a candidate, given its hash value.
    func check(of text: String, hash: Int) -> FieldCheck? {
      index(of: text, hash: hash).map { checks[$0] }
    }

    /// The first candidate of each outcome, in order.
    static func distinct(_ candidates: [String], _ outcomes: [String?]) -> [String] {
      var seen: [String?] = []
      var texts: [String] = []
      for (candidate, outcome) in zip(candidates, outcomes) where !seen.contains(outcome) {
        seen.append(outcome)
        texts.append(candidate)
      }
      return texts
    }
  }
}
