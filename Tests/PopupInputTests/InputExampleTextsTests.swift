import PopupCore
import PopupInput
import Testing

/// The texts the explorer types into an input's fields: one for each outcome the field's
/// rules give, valid first where the example events hold a valid one.
@Suite("Input example texts")
struct InputExampleTextsTests {
  /// The first error each text gives when typed into a field of a sample's start, `nil` for
  /// a valid one.
  static func outcomes(sample: String, field: String) throws -> [String: String?] {
    let state = InputPopup.State(
      configuration: try #require(InputPopup.samples.first { $0.name == sample }).configuration)
    let texts = InputPopup.exampleTexts(for: PopupFieldAction("type", [.word(field)]), in: state)
    var outcomes: [String: String?] = [:]
    for text in texts {
      var typed = state
      _ = InputPopup.reduce(&typed, .textChanged(field: field, text: text), now: .zero)
      let declared = try #require(typed.configuration.fields.first { $0.id == field })
      outcomes[text] = typed.errors(of: declared).first
    }
    #expect(Set(outcomes.values).count == texts.count, "two texts give the same outcome: \(outcomes)")
    return outcomes
  }

  @Test(arguments: [
    ("rename", "name", ["", "Photos 2024", "Photos/2024", String(repeating: "a", count: 41)]),
    ("sign-up", "email", ["", "Photos 2024", "maya@example.com"]),
    ("sign-up", "password", ["", "Photos 2024", "maya"]),
    // A confirmation of an empty password: empty is valid, anything else differs.
    ("sign-up", "confirm", ["", "Photos 2024"]),
    (
      "username", "username",
      ["", "Photos 2024", "hunter22", "aa", String(repeating: "a", count: 21), "admin"]
    ),
  ])
  func everyRuleOfAFieldAndAValidTextAreTyped(sample: String, field: String, texts: [String]) throws {
    let outcomes = try Self.outcomes(sample: sample, field: field)
    #expect(outcomes.keys.sorted() == texts.sorted())
    #expect(outcomes.values.contains(nil), "no valid text for '\(field)'")
  }

  /// A confirmation is offered the other field's text, whatever it is, and one unlike it.
  @Test func aConfirmationIsOfferedTheTextItConfirms() throws {
    var state = InputPopup.State(
      configuration: try #require(InputPopup.samples.first { $0.name == "sign-up" }).configuration)
    _ = InputPopup.reduce(&state, .textChanged(field: "password", text: "s3cret!!"), now: .zero)
    let texts = InputPopup.exampleTexts(for: PopupFieldAction("type", [.word("confirm")]), in: state)
    #expect(texts == ["", "s3cret!!"])
  }

  /// A field the configuration lacks gets the example events' texts alone; a field of the
  /// first-field form (`type "<text>"`) too.
  @Test(arguments: [PopupFieldAction("type", [.word("nope")]), PopupFieldAction("type")])
  func aFieldTheConfigurationLacksGetsTheExampleEventsTexts(field: PopupFieldAction) throws {
    let state = InputPopup.State(configuration: InputPopup.samples[0].configuration)
    let texts = InputPopup.exampleTexts(for: field, in: state)
    #expect(texts.first == "" && texts.contains("Photos/2024") && texts.contains("maya@example.com"))
    #expect(Set(texts).count == texts.count)
  }
}
