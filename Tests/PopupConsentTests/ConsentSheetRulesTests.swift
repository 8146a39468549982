import PopupCore
import PopupTesting
import Testing

@testable import PopupConsent

/// The consent sheet's rules where the existing tests left them open: the initializer the
/// samples use has the public one's defaults (revision 1, 182 days), the invariant reports a
/// required category turned off and a first layer whose choices differ in weight, the
/// preferences layer draws its four buttons, and a second Back or Close does nothing.
@Suite("Consent sheet: its rules at their edges", .watchdog)
struct ConsentSheetRulesTests {
  static let now = PopupTime.zero
  static let categories = ConsentSheet.Category.standard

  /// The samples are made with the initializer that skips the id check: left to its defaults
  /// it makes what the public initializer makes, revision 1 and 182 days included.
  @Test func theSamplesInitializerHasThePublicDefaults() throws {
    let unchecked = ConsentSheet.Configuration(
      unchecked: nil, message: "m", categories: Self.categories, recordID: "r")
    let checked = try ConsentSheet.Configuration(message: "m", categories: Self.categories, recordID: "r")
    #expect(unchecked == checked)
    #expect(unchecked.revision == 1)
    #expect(unchecked.lifetimeDays == 182)
  }

  /// A required category is always on: a state with one off breaks the invariant, naming it.
  @Test func aRequiredCategoryTurnedOffBreaksTheInvariant() throws {
    var state = ConsentSheet.makeState(
      try .init(message: "m", categories: Self.categories, recordID: "r"), now: Self.now)
    #expect(ConsentSheet.invariantViolations(in: state, now: Self.now) == [])
    state.choices["necessary"] = false
    #expect(ConsentSheet.invariantViolations(in: state, now: Self.now) == ["required 'necessary' is off"])
  }

  /// The invariant itself checks the first layer's weights: a closable sheet whose strings
  /// give Close the title of Accept all draws a fourth choice by that title, in the close
  /// role, and breaks it; the preferences layer has no such rule.
  @Test func theInvariantChecksTheFirstLayersWeights() throws {
    var strings = ConsentSheet.Strings()
    strings.close = strings.acceptAll
    var state = ConsentSheet.makeState(
      try .init(message: "m", categories: Self.categories, recordID: "r", isClosable: true, strings: strings),
      now: Self.now)
    let problems = ConsentSheet.invariantViolations(in: state, now: Self.now)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("the first layer's choices differ in weight") == true, "\(problems)")
    _ = ConsentSheet.reduce(&state, .customizeTapped, now: Self.now)
    #expect(ConsentSheet.invariantViolations(in: state, now: Self.now) == [])
  }

  /// Under the toggles the preferences layer draws Save, Accept all and Reject all, then Back.
  @Test func thePreferencesLayerDrawsItsFourButtons() throws {
    var state = ConsentSheet.makeState(
      try .init(message: "m", categories: Self.categories, recordID: "r"), now: Self.now)
    _ = ConsentSheet.reduce(&state, .customizeTapped, now: Self.now)
    let strings = state.configuration.strings
    let buttons = ConsentSheet.render(state, now: Self.now).allNodes.compactMap { node -> String? in
      if case .button(let title, _, _, _, _) = node { title } else { nil }
    }
    #expect(buttons == [strings.save, strings.acceptAll, strings.rejectAll, strings.back])
  }

  /// A second Back finds the first layer showing, and a second Close an ended sheet: neither
  /// does anything.
  @Test func aSecondBackOrCloseDoesNothing() throws {
    var state = ConsentSheet.makeState(
      try .init(message: "m", categories: Self.categories, recordID: "r", isClosable: true), now: Self.now)
    _ = ConsentSheet.reduce(&state, .customizeTapped, now: Self.now)
    #expect(ConsentSheet.reduce(&state, .backTapped, now: Self.now) == [])
    let first = state
    #expect(state.layer == .first)
    #expect(ConsentSheet.reduce(&state, .backTapped, now: Self.now) == [])
    #expect(state == first)
    #expect(ConsentSheet.reduce(&state, .closeTapped, now: Self.now) == [.dismiss(.tap)])
    let ended = state
    #expect(ConsentSheet.reduce(&state, .closeTapped, now: Self.now) == [])
    #expect(state == ended)
  }
}
