import PopupCore
import PopupTesting
import Testing

@testable import PopupInput

/// What the input kind works out once or checks only in part, for speed, against the plain
/// computation it stands for: typing checks the field typed into and the fields that read it
/// (a confirmation), the example texts come from tables made once per configuration, a text's
/// hash is taken as it is set, and two patterns and the email rule skip the slow path for
/// ASCII text.
@Suite("Input: incremental checks and fast paths", .watchdog)
struct InputIncrementalCheckTests {
  static let texts = [
    "", " ", "\t\n", "a", "abc", "Photos 2024", "Photos/2024", "👩‍👩‍👧 日本語 e\u{301}", "maya@example.com", "maya@",
    "a b@c.d", "hunter22", "hunter23", "maya", "admin", "ADMIN", "42", " 7 ", "0.5", "abc_123", "é",
    "e\u{301}",
    "\u{212A}", "a\u{37E}b", "日本/x", "a\r\nb", String(repeating: "a", count: 41),
  ]

  static func validators(_ ids: [String], _ generator: inout SeededGenerator) -> [InputValidator] {
    let pool: [InputValidator] = [
      .required, .minLength(3), .maxLength(5), .maxBytes(4), .pattern("[a-z0-9_]+", message: "Letters."),
      .pattern("[unclosed", message: "Broken."), .pattern("[a-z]+\\d", message: "Digit."), .email,
      .integerRange(1...10), .decimalRange(0...1), .forbiddenCharacters("/;K"),
      .notIn(["Admin", "root"], caseInsensitive: true, message: "Taken."), .async,
      .equalsField(generator.pick(ids), message: "Differs."), .equalsField("elsewhere", message: "Differs."),
    ]
    return (0..<Int.random(in: 0...3, using: &generator)).map { _ in generator.pick(pool) }
  }

  static func configuration(_ generator: inout SeededGenerator) -> InputPopup.Configuration {
    let ids = Array(["a", "b", "c"].prefix(Int.random(in: 1...3, using: &generator)))
    let fields = ids.map { id in
      InputPopup.Field(
        id, label: id.uppercased(), initialText: generator.pick(["", "abc", "maya"]),
        validators: validators(ids, &generator))
    }
    return try! InputPopup.Configuration(
      title: "T", fields: fields, errorDisplay: generator.pick([.onChange, .afterFirstEdit, .onSubmit]))
  }

  /// The example texts as documented, from scratch: the example events' texts and each rule's
  /// probes, each giving the first problem typing it gives (the current one for an ended popup
  /// or the text the field holds), the first text of each outcome kept.
  static func plainExampleTexts(of id: String, in state: InputPopup.State) -> [String] {
    var candidates: [String] = []
    for case .textChanged(_, let text) in InputPopup.exampleEvents where !candidates.contains(text) {
      candidates.append(text)
    }
    guard let field = state.configuration.fields.first(where: { $0.id == id }) else { return candidates }
    for validator in field.validators {
      var probes = validator.exampleProbes ?? []
      if case .equalsField(let other, _) = validator {
        let text = state.text(of: other)
        probes = [text, text + "x"]
      }
      for probe in probes where !candidates.contains(probe) { candidates.append(probe) }
    }
    var outcomes: [String?] = []
    var texts: [String] = []
    for candidate in candidates {
      var outcome = state.problems[id]?.first
      if !state.isEnded && state.text(of: id) != candidate {
        var typed = state
        _ = InputPopup.reduce(&typed, .textChanged(field: id, text: candidate), now: .zero)
        outcome = typed.problems[id]?.first
      }
      guard !outcomes.contains(outcome) else { continue }
      outcomes.append(outcome)
      texts.append(candidate)
    }
    return texts
  }

  /// After every event, what each field's rules say equals a check of every field from
  /// scratch, the example texts equal the plain computation, and equal states hash alike.
  @Test(arguments: 0..<12)
  func typingChecksWhatItChangesAndTheTablesMatchThePlainComputation(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    var reached: [InputPopup.State] = []
    for _ in 0..<8 {
      var state = InputPopup.State(configuration: Self.configuration(&generator))
      for _ in 0..<24 {
        let ids = state.configuration.fields.map(\.id)
        let event: InputPopup.Event =
          Int.random(in: 0..<4, using: &generator) == 0
          ? generator.pick([
            .submitTapped, .checkPassed(1), .checkFailed(token: 1, message: "Taken."), .recheckTapped,
          ])
          : .textChanged(field: generator.pick(ids), text: generator.pick(Self.texts))
        _ = InputPopup.reduce(&state, event, now: .zero)
        _ = InputPopup.tick(&state, now: PopupTime(local: .seconds(10), wall: .scriptOrigin))
        var full = state
        full.checkFields()
        #expect(state.fieldStates.map(\.check) == full.fieldStates.map(\.check), "after \(event)")
        for id in ids + ["nope"] {
          let action = PopupFieldAction("type", [.word(id)])
          #expect(
            InputPopup.exampleTexts(for: action, in: state) == Self.plainExampleTexts(of: id, in: state))
        }
        reached.append(state)
      }
    }
    for (index, state) in reached.enumerated() {
      for other in reached[index...] where other == state {
        #expect(other.hashValue == state.hashValue)
        #expect(other.texts == state.texts && other.problems == state.problems)
      }
    }
  }

  /// Typing announces exactly the errors that show after it and did not before, over every
  /// field in field order (a confirmation's too, when the field it reads changes), as a check
  /// of every field's shown error before and after would.
  @Test(arguments: 0..<12)
  func typingAnnouncesEveryErrorThatNowShows(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 100)
    for _ in 0..<8 {
      var state = InputPopup.State(configuration: Self.configuration(&generator))
      let fields = state.configuration.fields
      for _ in 0..<24 {
        let before = state.shownErrors
        let event = InputPopup.Event.textChanged(
          field: generator.pick(fields).id, text: generator.pick(Self.texts))
        let effects = InputPopup.reduce(&state, event, now: .zero)
        let expected = zip(fields, zip(before, state.shownErrors)).compactMap { field, shown -> String? in
          guard let now = shown.1, now != shown.0 else { return nil }
          return state.configuration.strings.errorAnnouncement
            .replacing("{field}", with: field.label).replacing("{error}", with: now)
        }
        let announced = effects.compactMap { effect -> String? in
          if case .announce(let text) = effect { text } else { nil }
        }
        #expect(announced == expected, "after \(event)")
      }
    }
  }

  /// Typing into a field a confirmation reads announces the confirmation's error when it
  /// appears, and nothing when it goes.
  @Test func aConfirmationsErrorIsAnnouncedWhenTheFieldItReadsChanges() {
    var state = InputPopup.State(configuration: InputPopup.samples[1].configuration)
    let confirm = state.configuration.fields[2].label
    let typed = { (id: String, text: String) in
      InputPopup.reduce(&state, .textChanged(field: id, text: text), now: .zero)
    }
    #expect(typed("confirm", "hunter22") == [.announce("\(confirm): The passwords differ.")])
    #expect(typed("password", "hunter22") == [])
    #expect(typed("password", "hunter23") == [.announce("\(confirm): The passwords differ.")])
  }

  /// A confirmation follows the field it confirms however it changes; typing into it checks
  /// only it and its readers, and an ended popup offers one text.
  @Test func aConfirmationIsCheckedAgainWhenTheFieldItReadsChanges() throws {
    var state = InputPopup.State(configuration: InputPopup.samples[1].configuration)
    _ = InputPopup.reduce(&state, .textChanged(field: "confirm", text: "hunter22"), now: .zero)
    #expect(state.problems["confirm"] == ["The passwords differ."])
    _ = InputPopup.reduce(&state, .textChanged(field: "password", text: "hunter22"), now: .zero)
    #expect(state.problems["confirm"] == [])
    #expect(state.form.fields[1].affected == [1, 2])
    #expect(state.form.fields[0].affected == [0])
    state.isEnded = true
    #expect(InputPopup.exampleTexts(for: PopupFieldAction("type", [.word("email")]), in: state) == [""])
  }

  /// Texts no field has are kept through `texts`, and a field without a text reads as empty
  /// but matches no confirmation, as a dictionary of texts without it did.
  @Test func textsOfNoFieldAndMissingTextsAreKept() throws {
    let configuration = try InputPopup.Configuration(
      title: "T",
      fields: [
        .init("a", label: "A", validators: [.equalsField("b", message: "Differs.")]),
        .init("b", label: "B"),
        .init("c", label: "C", validators: [.equalsField("x", message: "Not x.")]),
      ])
    var state = InputPopup.State(configuration: configuration)
    #expect(state.problems == ["a": [], "b": [], "c": ["Not x."]])
    state.texts = ["a": "", "x": ""]
    #expect(state.texts == ["a": "", "x": ""])
    #expect(state.text(of: "b") == "" && state.text(of: "x") == "")
    #expect(state.problems == ["a": ["Differs."], "b": [], "c": []])
    let copy = state
    state.texts["b"] = ""
    #expect(state.problems["a"] == [])
    #expect(state != copy)
    state.texts["b"] = nil
    #expect(state == copy && state.hashValue == copy.hashValue)
  }

  /// A class of ASCII letters, digits and `_` repeated matches an ASCII text as the regular
  /// expression does, and other patterns and texts still go to it.
  @Test(arguments: ["[a-z0-9_]+", "[a-z]*", "[A-Z0-9]+", "[a-cx-z_]*", "[a-z]+\\d", "[0-9]+", "a.c", "[a-]+"])
  func aClassRunMatchesAsTheRegularExpressionDoes(pattern: String) throws {
    let regex = try Regex(pattern)
    let compiled = CompiledPattern(pattern)
    var texts = Self.texts + ["", "_", "A", "Z", "z0_", "a-", "\r\n", "ab\r\n", "a\u{301}", "ﬃ", "\u{FF41}"]
    let alphabet = ["a", "z", "B", "0", "9", "_", "-", ".", " ", "\n", "\r", "é", "\u{301}"]
    for first in alphabet {
      for second in alphabet { texts.append(first + second) }
    }
    for text in texts {
      #expect(
        compiled.matches(text) == ((try? regex.wholeMatch(in: text)) != nil), "\(text.debugDescription)")
    }
  }

  /// The email rule reads an ASCII text byte by byte as it reads characters.
  @Test func emailReadsBytesAsItReadsCharacters() {
    func plain(_ text: String) -> Bool {
      let parts = text.split(separator: "@", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
      let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
      return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
    let alphabet = ["a", "@", ".", " ", "\t", "\r\n", "\u{0B}", "\u{1F}", "é", "\u{3000}"]
    var texts = Self.texts + ["a@b.c", "a@b..c", "@b.c", "a@.c", "a@b.", "a@@b.c", "a@b.c\u{301}", "é@b.c"]
    for first in alphabet {
      for second in alphabet {
        for third in alphabet {
          texts += [first + second + third, "a" + first + "@b" + second + "c" + third]
        }
      }
    }
    for byte in UInt8(0)..<0x80 { texts.append("a\(Character(Unicode.Scalar(byte)))@b.c") }
    for text in texts {
      #expect(InputValidator.isEmail(text) == plain(text), "\(text.debugDescription)")
    }
  }
}

extension SeededGenerator {
  /// One of `items`, chosen by the generator.
  fileprivate mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &self)]
  }
}
