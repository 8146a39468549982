import PopupConsent
import PopupCore
import PopupTesting
import Testing

/// What the consent sheet draws on each layer, and the events each layer ignores.
@Suite("Consent sheet: what each layer draws and ignores", .watchdog)
struct ConsentSheetBoundaryTests {
  static let now = PopupTime.zero

  static func texts(_ state: ConsentSheet.State) -> [String] {
    ConsentSheet.render(state, now: now).allNodes.compactMap {
      if case .text(let text, _) = $0 { text } else { nil }
    }
  }

  static func state(_ sample: String) throws -> ConsentSheet.State {
    ConsentSheet.makeState(try ConsentSheet.sample(named: sample).configuration, now: now)
  }

  @Test func theFirstLayerDrawsTitleAndMessageAndSaysWhenTheCategoriesChanged() throws {
    let first = try Self.state("first-layer")
    let strings = first.configuration.strings
    #expect(Self.texts(first).contains(first.configuration.title.or(strings.title)))
    #expect(Self.texts(first).contains(first.configuration.message))
    #expect(!Self.texts(first).contains(strings.changed))
    #expect(Self.texts(try Self.state("new-revision")).contains(strings.changed))
  }

  @Test func thePreferencesDescribeEveryCategory() throws {
    var state = try Self.state("first-layer")
    _ = ConsentSheet.reduce(&state, .customizeTapped, now: Self.now)
    let texts = Self.texts(state)
    for category in state.configuration.categories {
      #expect(texts.contains(category.description), "\(category.id)")
    }
  }

  /// Customize belongs to the first layer and Save and Back to the preferences: on the other
  /// layer each does nothing.
  @Test func eachLayersButtonsDoNothingOnTheOther() throws {
    var first = try Self.state("first-layer")
    let before = first
    #expect(ConsentSheet.reduce(&first, .saveTapped, now: Self.now).isEmpty)
    #expect(ConsentSheet.reduce(&first, .backTapped, now: Self.now).isEmpty)
    #expect(first == before)
    var preferences = try Self.state("first-layer")
    _ = ConsentSheet.reduce(&preferences, .customizeTapped, now: Self.now)
    let shown = preferences
    #expect(ConsentSheet.reduce(&preferences, .customizeTapped, now: Self.now).isEmpty)
    #expect(preferences == shown)
  }

  @Test func anEndedSheetIgnoresEveryEvent() throws {
    var state = try Self.state("first-layer")
    state.isEnded = true
    let before = state
    for event in ConsentSheet.exampleEvents {
      #expect(ConsentSheet.reduce(&state, event, now: Self.now).isEmpty, "\(event)")
      #expect(state == before, "\(event)")
    }
  }
}
