import PopupCore
import Testing

@testable import PopupConsent

/// `State.choices` reads and writes every category's choice by id: what a test or a host sets
/// there is what the sheet draws and saves, and nothing set is lost.
@Suite("Consent sheet: choices by id", .watchdog)
struct ConsentChoicesTests {
  static func state(previous: ConsentRecord? = nil) -> ConsentSheet.State {
    ConsentSheet.State(configuration: ConsentSheetTests.configuration(previous: previous))
  }

  @Test func aNewSheetHasAChoiceForEveryCategoryOnlyRequiredOnesOn() {
    #expect(Self.state().choices == ["necessary": true, "analytics": false, "marketing": false])
  }

  @Test func aReopenedSheetHasThePreviousRecordsChoices() {
    let state = Self.state(previous: ConsentSheetTests.earlier)
    let accepted = Set(ConsentSheetTests.earlier.accepted + ["necessary"])
    for category in ConsentSheetTests.categories {
      #expect(state.choices[category.id] == accepted.contains(category.id), "\(category.id)")
      #expect(state.isOn(category.id) == accepted.contains(category.id), "\(category.id)")
    }
  }

  struct Write: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var id: String
    var value: Bool?
    /// What `choices[id]` reads afterwards.
    var reads: Bool?
  }

  static let writes: [Write] = [
    .init(testDescription: "an optional category on", id: "analytics", value: true, reads: true),
    .init(testDescription: "an optional category off", id: "analytics", value: false, reads: false),
    .init(testDescription: "a category's entry removed: off", id: "marketing", value: nil, reads: false),
    .init(testDescription: "a required category off", id: "necessary", value: false, reads: false),
    .init(testDescription: "an id the sheet lacks: kept", id: "ads", value: true, reads: true),
    .init(testDescription: "an id the sheet lacks, removed", id: "ads", value: nil, reads: nil),
  ]

  @Test(arguments: writes)
  func aWrittenChoiceReadsBackAndIsWhatTheSheetUses(write: Write) {
    var state = Self.state()
    state.choices["ads"] = false
    state.choices[write.id] = write.value
    #expect(state.choices[write.id] == write.reads)
    #expect(state.isOn(write.id) == (write.reads ?? false))
    // Every other choice is unchanged.
    var expected = Self.state().choices
    expected["ads"] = false
    expected[write.id] = write.reads
    #expect(state.choices == expected)
    // A state written the same way twice is equal and hashes the same.
    var again = Self.state()
    again.choices["ads"] = false
    again.choices[write.id] = write.value
    #expect(again == state)
    #expect(again.hashValue == state.hashValue)
  }

  /// The choices written are the record saved, and states that differ in one are unequal.
  @Test func writtenChoicesAreSaved() {
    var state = Self.state()
    state.layer = .preferences
    state.choices["marketing"] = true
    #expect(state != Self.state())
    let effects = ConsentSheet.reduce(&state, .saveTapped, now: PopupTime(local: .zero, wall: .scriptOrigin))
    let saved = effects.compactMap { if case .output(.saved(let record, _)) = $0 { record } else { nil } }
    #expect(saved.map(\.accepted) == [["necessary", "marketing"]])
    #expect(saved.map(\.rejected) == [["analytics"]])
  }

  /// Toggling flips the one category it names.
  @Test(arguments: ["analytics", "marketing"])
  func aToggleFlipsOneCategory(id: String) {
    var state = Self.state()
    state.layer = .preferences
    var expected = state.choices
    _ = ConsentSheet.reduce(&state, .toggled(id), now: PopupTime(local: .zero, wall: .scriptOrigin))
    expected[id] = true
    #expect(state.choices == expected)
    _ = ConsentSheet.reduce(&state, .toggled(id), now: PopupTime(local: .zero, wall: .scriptOrigin))
    expected[id] = false
    #expect(state.choices == expected)
  }
}
