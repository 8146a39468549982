import PopupCore
import PopupSupport

extension InputPopup {
  /// What kind of text a field takes, for the keyboard a host shows.
  public enum ContentHint: String, Hashable, Sendable, Codable {
    case text, email, number, url
  }

  /// When a field's errors show.
  public enum ErrorDisplay: String, Hashable, Sendable, Codable {
    /// From the start, following every change.
    case onChange
    /// Only after a submit attempt.
    case onSubmit
    /// Once the field has been edited (the default), or after a submit attempt.
    case afterFirstEdit
  }

  /// One text field.
  public struct Field: Hashable, Sendable, Codable {
    /// The field's id: scripts and outputs name it.
    public var id: String
    /// Its label.
    public var label: String
    /// The text it starts with.
    public var initialText: String
    /// What it shows while empty.
    public var placeholder: String
    /// Whether it hides what is typed.
    public var isSecure: Bool
    /// What kind of text it takes.
    public var contentHint: ContentHint
    /// Its rules, checked in order; every error is collected, the first one shows.
    public var validators: [InputValidator]

    /// Creates a field.
    public init(
      _ id: String, label: String, initialText: String = "", placeholder: String = "", isSecure: Bool = false,
      contentHint: ContentHint = .text, validators: [InputValidator] = []
    ) {
      self.id = id
      self.label = label
      self.initialText = initialText
      self.placeholder = placeholder
      self.isSecure = isSecure
      self.contentHint = contentHint
      self.validators = validators
    }

    /// The most characters it takes, if a rule says.
    public var maxLength: Int? {
      validators.compactMap { if case .maxLength(let count) = $0 { count } else { nil } }.min()
    }

    /// Whether the host checks it.
    public var isAsync: Bool { validators.contains(.async) }

    /// Whether a rule counts its characters: a length or a counter.
    var countsCharacters: Bool {
      validators.contains {
        switch $0 {
        case .minLength, .maxLength: true
        default: false
        }
      }
    }
  }

  /// Why a configuration cannot be used.
  public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two fields share an id.
    case duplicateFieldID(String)

    public var description: String {
      switch self {
      case .duplicateFieldID(let id): "Two fields share the id '\(id)'. Give each field its own id."
      }
    }
  }

  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The title: "Rename folder".
    public var title: String
    /// The fields, in order, each id once; the first is focused on appearing.
    public private(set) var fields: [Field]
    /// The submit button's title; the strings' ``Strings/submit`` ("Save") unless the app sets
    /// one.
    public var submitTitle: PopupCustomText
    /// When errors show; default after a field is first edited.
    public var errorDisplay: ErrorDisplay
    /// How long typing must pause before an async check; default 300 ms.
    public var checkDelay: Duration
    /// How long an async check may take before "Couldn't check"; default 5 s.
    public var checkTimeout: Duration
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings

    enum CodingKeys: String, CodingKey {
      case title, fields
      case submitTitle
      case errorDisplay, checkDelay, checkTimeout, strings
    }

    /// Creates a configuration; a `nil` submit title comes from `strings`.
    ///
    /// - Throws: ``ConfigurationError/duplicateFieldID(_:)`` when two fields share an id (their
    ///   texts, errors and checks would be one).
    public init(
      title: String, fields: [Field], submitTitle: String? = nil,
      errorDisplay: ErrorDisplay = .afterFirstEdit,
      checkDelay: Duration = .milliseconds(300), checkTimeout: Duration = .seconds(5),
      strings: Strings = Strings()
    ) throws(ConfigurationError) {
      if let duplicate = fields.popupFirstDuplicate(by: \.id) { throw .duplicateFieldID(duplicate) }
      self.init(
        unchecked: title, fields: fields, submitTitle: submitTitle, errorDisplay: errorDisplay,
        checkDelay: checkDelay, checkTimeout: checkTimeout, strings: strings)
    }

    /// A configuration whose ids are known to be unique (this module's samples).
    init(
      unchecked title: String, fields: [Field], submitTitle: String? = nil,
      errorDisplay: ErrorDisplay = .afterFirstEdit,
      checkDelay: Duration = .milliseconds(300), checkTimeout: Duration = .seconds(5),
      strings: Strings = Strings()
    ) {
      self.title = title
      self.fields = fields
      self.submitTitle = PopupCustomText(submitTitle)
      self.strings = strings
      self.errorDisplay = errorDisplay
      self.checkDelay = max(checkDelay, .zero)
      self.checkTimeout = max(checkTimeout, .zero)
    }
  }

  /// What a field's rules say of its text, in rule order, and the counter under it (`12/40`)
  /// when it has a maximum length.
  struct FieldCheck: Hashable, Sendable {
    var problems: [String]
    var counter: String?
  }

  /// Where a field's async check stands.
  public enum Check: Hashable, Sendable {
    /// Typing; the check is asked for at this local instant.
    case waiting(until: PopupInstant)
    /// Asked for with this token; "Couldn't check" at the deadline.
    case pending(token: Int, deadline: PopupInstant)
    /// The host said the text is fine.
    case passed
    /// The host said why the text is not.
    case failed(String)
    /// No answer in time.
    case timedOut
  }

  /// A field's text and what its rules say of it. Two are equal when their texts are: what
  /// the rules say follows from the texts and the configuration, which the state compares.
  ///
  /// The text's hash is taken once, as the text is set: a state is hashed far more often than
  /// a text is typed (the explorer hashes every state it reaches), and a text of other than
  /// ASCII is normalised each time it is hashed.
  struct FieldState: Hashable, Sendable {
    /// The text; `nil` when the state's texts have none for the field (``State/texts`` set
    /// without it, or a configuration that added the field): it reads as empty, but a
    /// confirmation of the field matches no text.
    private(set) var text: String?
    /// The text's hash value (0 for none).
    private(set) var textHash: Int
    /// What the field's rules say of its text, and its counter.
    var check = FieldCheck(problems: [], counter: nil)

    init(text: String?) {
      self.text = text
      textHash = text?.hashValue ?? 0
    }

    /// Sets the text, hashing it once.
    mutating func setText(_ text: String) {
      setText(text, hash: text.hashValue)
    }

    /// Sets the text, whose hash value is known.
    mutating func setText(_ text: String, hash: Int) {
      self.text = text
      textHash = hash
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.textHash == rhs.textHash && lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(textHash) }
  }

  /// A part of a state that follows from its other parts (the configuration): left out of the
  /// state's equality and hash, which those parts decide.
  @propertyWrapper
  struct Derived<Value: Sendable>: Hashable, Sendable {
    var wrappedValue: Value

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }

  /// Everything a view shows.
  ///
  /// The texts are kept in field order beside what each field's rules say of its text, so a
  /// change of text checks that field again and the fields whose rules read it
  /// (a confirmation), never the others; what follows from the configuration alone (the rules
  /// with their messages filled, the example texts) is worked out once when it is set, in a
  /// form every copy shares. Equality and the hash read the configuration (hashed once), the
  /// texts in field order and the rest, never what follows from them.
  public struct State: Hashable, Sendable {
    /// What the app passed in. Changing it compiles its patterns and checks every field again.
    @PopupHashedOnce public var configuration: Configuration {
      didSet {
        let texts = self.texts
        patterns = Self.compiledPatterns(of: configuration)
        form = Form(configuration, patterns: patterns)
        place(texts)
        checkFields()
      }
    }
    /// Each field's text in field order, with what its rules say of it.
    private(set) var fieldStates: [FieldState]
    /// The texts of ``texts`` that no field has (set through ``texts``); `nil` for none, as
    /// usual (never empty: no dictionary to copy, compare or hash).
    private var otherTexts: [String: String]?
    /// The fields that have been edited.
    public var edited: Set<String> = []
    /// Whether a submit (or Return) was attempted: every error shows from then on.
    public var submitAttempted = false
    /// The focused field.
    public var focused: String?
    /// The async checks, by field id.
    public var checks: [String: Check] = [:]
    /// The last check token given out.
    public var lastToken = 0
    /// Whether a submit waits for a pending check.
    public var submitPending = false
    /// Whether the popup has ended.
    public var isEnded = false
    /// The compiled patterns of the fields' rules, once per configuration.
    @PopupHashedOnce public private(set) var patterns: [String: CompiledPattern]
    /// The configuration worked out for checking, once per configuration.
    @Derived private(set) var form: Form

    /// Each field's text, by id. Setting it checks every field again (a confirmation field
    /// depends on another's text).
    public var texts: [String: String] {
      get {
        var texts = otherTexts ?? [:]
        for (id, field) in zip(form.ids, fieldStates) {
          if let text = field.text { texts[id] = text }
        }
        return texts
      }
      set {
        place(newValue)
        checkFields()
      }
    }

    /// What each field's rules say of its text, by field id, in rule order.
    public var problems: [String: [String]] {
      var problems: [String: [String]] = [:]
      for (id, field) in zip(form.ids, fieldStates) { problems[id] = field.check.problems }
      return problems
    }

    /// Creates the state of a fresh popup.
    public init(configuration: Configuration) {
      self.configuration = configuration
      let patterns = Self.compiledPatterns(of: configuration)
      self.patterns = patterns
      form = Form(configuration, patterns: patterns)
      fieldStates = configuration.fields.map { FieldState(text: $0.initialText) }
      checkFields()
    }

    /// Every pattern of the configuration's rules, compiled once.
    static func compiledPatterns(of configuration: Configuration) -> [String: CompiledPattern] {
      var patterns: [String: CompiledPattern] = [:]
      for field in configuration.fields {
        for case .pattern(let pattern, _) in field.validators where patterns[pattern] == nil {
          patterns[pattern] = CompiledPattern(pattern)
        }
      }
      return patterns
    }

    /// Puts texts by id in their fields, keeping those no field has aside.
    private mutating func place(_ texts: [String: String]) {
      fieldStates = form.ids.map { FieldState(text: texts[$0]) }
      var others = texts
      for id in form.ids { others[id] = nil }
      otherTexts = others.isEmpty ? nil : others
    }

    /// Checks every field's text against its rules and fills its counter.
    mutating func checkFields() {
      for index in fieldStates.indices {
        let check = Self.check(at: index, form: form, fieldStates: fieldStates, otherTexts: otherTexts)
        fieldStates[index].check = check
      }
    }

    /// Sets a field's text and checks it again, with the fields whose rules read it: no other
    /// field's problems can change. Returns the index of the field's example text it is, if
    /// any (its `FieldExamples`).
    @discardableResult mutating func setText(_ text: String, at index: Int) -> Int? {
      let field = form.fields[index]
      // One of the field's example texts (what the explorer types): its hash and check are known.
      let known = field.examples?.index(of: text)
      if let examples = field.examples, let known {
        fieldStates[index].setText(text, hash: examples.hashes[known])
        fieldStates[index].check = examples.checks[known]
      } else {
        fieldStates[index].setText(text)
        let check = field.check(of: text, typedAt: nil, fieldStates: fieldStates, otherTexts: otherTexts)
        fieldStates[index].check = check
      }
      for reader in field.affected where reader != index {
        let check = Self.check(at: reader, form: form, fieldStates: fieldStates, otherTexts: otherTexts)
        fieldStates[reader].check = check
      }
      return known
    }

    /// What the rules of the field at `index` say of its text, and its counter: looked up when
    /// the text is one of the field's example texts, else checked. Static, with the parts it
    /// reads, so that no state is copied.
    static func check(at index: Int, form: Form, fieldStates: [FieldState], otherTexts: [String: String]?)
      -> FieldCheck
    {
      let field = form.fields[index]
      let text = fieldStates[index].text
      if let examples = field.examples, let text,
        let known = examples.check(of: text, hash: fieldStates[index].textHash)
      {
        return known
      }
      return field.check(of: text ?? "", typedAt: nil, fieldStates: fieldStates, otherTexts: otherTexts)
    }

    /// The first problem the rules of the field at `index` find in a text as if typed into it
    /// (a confirmation of the field itself reads it), with the other fields' texts as they are.
    func firstProblem(at index: Int, typing text: String) -> String? {
      form.fields[index].firstProblem(
        typing: text, at: index, fieldStates: fieldStates, otherTexts: otherTexts)
    }

    /// A field's text.
    public func text(of id: String) -> String {
      if let index = form.index(of: id) { return text(at: index) }
      return otherTexts?[id] ?? ""
    }

    /// The text of the field at `index`.
    func text(at index: Int) -> String { fieldStates[index].text ?? "" }

    /// The text a confirmation reads, `nil` when there is none.
    func text(_ reference: TextReference) -> String? {
      switch reference {
      case .field(let index): fieldStates[index].text
      case .other(let id): otherTexts?[id]
      }
    }

    /// Every error of a field, in its rules' order, with the host's answer last.
    public func errors(of field: Field) -> [String] {
      let problems = form.index(of: field.id).map { fieldStates[$0].check.problems } ?? []
      return checkError(of: field.id).map { problems + [$0] } ?? problems
    }

    /// Hashes what equality compares, at the cost of a few words: the configuration by its
    /// hash made once, each field's text by the hash made as it was set, the focus by its
    /// field's place, and the sets and tables by what tells them apart without hashing their
    /// strings (how many entries; each check's kind and token). The explorer hashes every
    /// state it reaches; states these leave alike are told apart by equality.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(_configuration)
      hasher.combine(fieldStates.count)
      for field in fieldStates { hasher.combine(field.textHash) }
      hasher.combine(otherTexts?.count ?? -1)
      hasher.combine(edited.count)
      let focus: Int
      if let focused { focus = form.ids.firstIndex(of: focused) ?? form.ids.count } else { focus = -1 }
      let flags = (submitAttempted ? 1 : 0) | (submitPending ? 2 : 0) | (isEnded ? 4 : 0)
      hasher.combine(focus &* 8 | flags)
      hasher.combine(lastToken)
      hasher.combine(checks.count)
      if !checks.isEmpty {
        // Summed: a table's order is not its contents'.
        var sum = 0
        for check in checks.values { sum &+= check.fingerprint }
        hasher.combine(sum)
      }
    }

    /// The check of a field, by id.
    func check(of id: String) -> Check? { checks.isEmpty ? nil : checks[id] }

    /// What the host's check says against a field: its message, or "Couldn't check" after a
    /// timeout.
    func checkError(of id: String) -> String? {
      switch check(of: id) {
      case .failed(let message): message
      case .timedOut: form.couldNotCheck
      default: nil
      }
    }

    /// The first error of the field at `index`, if any: the first of ``errors(of:)``, without
    /// collecting them.
    func firstError(at index: Int) -> String? {
      fieldStates[index].check.problems.first ?? checkError(of: form.ids[index])
    }

    /// Whether a field's errors show now: always, after a submit attempt, or once it is edited,
    /// as the configuration says.
    func showsErrors(of id: String) -> Bool {
      switch form.errorDisplay {
      case .onChange: true
      case .onSubmit: submitAttempted
      case .afterFirstEdit: submitAttempted || edited.contains(id)
      }
    }

    /// Whether the errors of a field that is edited or not show now.
    func showsErrors(edited: Bool) -> Bool {
      switch form.errorDisplay {
      case .onChange: true
      case .onSubmit: submitAttempted
      case .afterFirstEdit: submitAttempted || edited
      }
    }

    /// The error the field at `index` shows now, if any and if errors show for it.
    func shownError(at index: Int) -> String? {
      showsErrors(of: form.ids[index]) ? firstError(at: index) : nil
    }

    /// The error a field shows now, if any and if errors show for it.
    public func shownError(of field: Field) -> String? {
      guard showsErrors(of: field.id) else { return nil }
      return form.index(of: field.id).map { firstError(at: $0) } ?? checkError(of: field.id)
    }

    /// The error each field shows now, in field order.
    public var shownErrors: [String?] { fieldStates.indices.map { shownError(at: $0) } }

    /// Whether every field keeps its rules (async checks not yet answered aside).
    public var isValid: Bool { fieldStates.indices.allSatisfy { firstError(at: $0) == nil } }

    /// Whether an async check is still to come or under way.
    public var isChecking: Bool {
      checks.values.contains {
        if case .waiting = $0 { true } else if case .pending = $0 { true } else { false }
      }
    }

    /// Whether every async field has passed its check.
    public var allChecksPassed: Bool {
      form.fields.indices.allSatisfy { !form.fields[$0].isAsync || check(of: form.ids[$0]) == .passed }
    }

    /// Whether any field differs from its initial text.
    public var hasChanges: Bool {
      fieldStates.indices.contains { text(at: $0) != form.fields[$0].initialText }
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// A field's text changed; `nil` names the first field.
    case textChanged(field: String?, text: String)
    /// The submit button was tapped.
    case submitTapped
    /// Return was pressed: the same gate as the button.
    case returnPressed
    /// Cancel was tapped.
    case cancelTapped
    /// The focus moved to a field.
    case focused(String)
    /// The host's check with this token passed.
    case checkPassed(Int)
    /// The host's check with this token failed, with the message to show.
    case checkFailed(token: Int, message: String)
    /// Try a check again after "Couldn't check".
    case recheckTapped
  }

  /// A field's id and text, as submitted.
  public struct Value: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The field's id.
    public var field: String
    /// Its text.
    public var text: String

    /// Creates a value.
    public init(field: String, text: String) {
      self.field = field
      self.text = text
    }

    /// `name: "Photos 2024"`.
    public var description: String { "\(field): \(text.popupQuoted)" }
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable, CustomStringConvertible {
    /// Every field's text, in order.
    case submitted([Value])
    /// Cancel.
    case cancelled
    /// Check this text of this field, answering with the token.
    case checkRequested(field: String, text: String, token: Int)
    /// Put the keyboard's focus in this field.
    case focusRequested(String)

    /// `submitted(name: "Photos 2024")`, `checkRequested(username: "maya", token: 1)`, ...
    public var description: String {
      switch self {
      case .submitted(let values): "submitted(\(values.map(\.description).joined(separator: ", ")))"
      case .cancelled: "cancelled"
      case .checkRequested(let field, let text, let token):
        "checkRequested(\(field): \(text.popupQuoted), token: \(token))"
      case .focusRequested(let field): "focusRequested(\(field))"
      }
    }
  }
}

/// A word that equal checks share: the case, with a pending check's token and a failure's
/// length (not its instants or text, whose hashes cost more than the equality they save).
extension InputPopup.Check {
  var fingerprint: Int {
    switch self {
    case .waiting: 1
    case .pending(let token, _): 2 &+ token &* 8
    case .passed: 3
    case .failed(let reason): 4 &+ reason.utf8.count &* 8
    case .timedOut: 5
    }
  }
}
