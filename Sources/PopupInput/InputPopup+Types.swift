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

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in. Changing it compiles its patterns and checks every field again.
    @PopupHashedOnce public var configuration: Configuration {
      didSet {
        patterns = Self.compiledPatterns(of: configuration)
        checkFields()
      }
    }
    /// Each field's text, by id. Changing it checks every field again (a confirmation field
    /// depends on another's text).
    public var texts: [String: String] {
      didSet { checkFields() }
    }
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
    /// What each field's rules say of its text and its counter, by field id: checked when a
    /// text or the configuration changes, never per render.
    private(set) var fieldChecks: [String: FieldCheck] = [:]
    /// What each field's rules say of its text, by field id, in rule order.
    public var problems: [String: [String]] { fieldChecks.mapValues { $0.problems } }

    /// Creates the state of a fresh popup.
    public init(configuration: Configuration) {
      self.configuration = configuration
      var texts: [String: String] = [:]
      for field in configuration.fields { texts[field.id] = field.initialText }
      self.texts = texts
      self.patterns = Self.compiledPatterns(of: configuration)
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

    /// Checks every field's text against its rules and fills its counter, counting its
    /// characters once for both.
    mutating func checkFields() {
      var checks: [String: FieldCheck] = [:]
      for field in configuration.fields {
        let text = text(of: field.id)
        let characters = field.countsCharacters ? text.graphemeCount : 0
        let counter = field.maxLength.map {
          configuration.strings.counter.popupFilling("count", String(characters), "max", String($0))
        }
        checks[field.id] = FieldCheck(
          problems: problems(of: field, text: text, characters: characters, texts: texts), counter: counter)
      }
      fieldChecks = checks
    }

    /// What a field's rules say of a text, in rule order, with every field's text in `texts`
    /// (a confirmation reads another's) and the text's `characters` counted (0 when the field
    /// counts none).
    func problems(of field: Field, text: String, characters: Int, texts: [String: String]) -> [String] {
      field.validators.compactMap { validator in
        let compiled: CompiledPattern? =
          if case .pattern(let pattern, _) = validator { patterns[pattern] } else { nil }
        return validator.problem(
          with: text, characters: characters, texts: texts, compiled: compiled, strings: configuration.strings
        )
      }
    }

    /// A field's text.
    public func text(of id: String) -> String { texts[id] ?? "" }

    /// Every error of a field, in its rules' order, with the host's answer last.
    public func errors(of field: Field) -> [String] {
      let problems = fieldChecks[field.id]?.problems ?? []
      return checkError(of: field).map { problems + [$0] } ?? problems
    }

    /// What the host's check says against a field: its message, or "Couldn't check" after a
    /// timeout.
    func checkError(of field: Field) -> String? {
      switch checks[field.id] {
      case .failed(let message): message
      case .timedOut: configuration.strings.couldNotCheck
      default: nil
      }
    }

    /// A field's first error, if any: the first of ``errors(of:)``, without collecting them.
    func firstError(of field: Field) -> String? {
      firstError(of: field, checked: fieldChecks[field.id])
    }

    /// A field's first error, given what its rules said.
    func firstError(of field: Field, checked: FieldCheck?) -> String? {
      checked?.problems.first ?? checkError(of: field)
    }

    /// Whether a field's errors show now: always, after a submit attempt, or once it is edited,
    /// as the configuration says.
    func showsErrors(of field: Field) -> Bool {
      switch configuration.errorDisplay {
      case .onChange: true
      case .onSubmit: submitAttempted
      case .afterFirstEdit: submitAttempted || edited.contains(field.id)
      }
    }

    /// The error a field shows now, if any and if errors show for it.
    public func shownError(of field: Field) -> String? {
      showsErrors(of: field) ? firstError(of: field) : nil
    }

    /// The error each field shows now, in field order.
    public var shownErrors: [String?] { configuration.fields.map { shownError(of: $0) } }

    /// Whether every field keeps its rules (async checks not yet answered aside).
    public var isValid: Bool { configuration.fields.allSatisfy { firstError(of: $0) == nil } }

    /// Whether an async check is still to come or under way.
    public var isChecking: Bool {
      checks.values.contains {
        if case .waiting = $0 { true } else if case .pending = $0 { true } else { false }
      }
    }

    /// Whether every async field has passed its check.
    public var allChecksPassed: Bool {
      configuration.fields.filter(\.isAsync).allSatisfy { checks[$0.id] == .passed }
    }

    /// Whether any field differs from its initial text.
    public var hasChanges: Bool { configuration.fields.contains { text(of: $0.id) != $0.initialText } }
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
