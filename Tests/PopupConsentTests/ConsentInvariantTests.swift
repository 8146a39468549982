import PopupCatalog
import PopupConsent
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The sheet's own rule (required categories on, the first layer's three choices at equal
/// weight) holds in any language: the choices are found by the titles the strings give them.
@Suite("Consent sheet: its invariant in another language", .watchdog)
struct ConsentInvariantTests {
  /// A German strings table.
  static let german: ConsentSheet.Strings = {
    var strings = ConsentSheet.Strings()
    strings.title = "Ihre Privatsphäre"
    strings.close = "Schließen"
    strings.closeLabel = "Schließen, ohne zu wählen"
    strings.changed = "Was wir erfragen, hat sich seit Ihrer letzten Wahl geändert."
    strings.acceptAll = "Alle akzeptieren"
    strings.rejectAll = "Alle ablehnen"
    strings.customize = "Anpassen"
    strings.save = "Speichern"
    strings.saveLabel = "Meine Auswahl speichern"
    strings.back = "Zurück"
    strings.choose = "Wählen Sie, was Sie erlauben."
    strings.alwaysOn = "{category} ist immer an: ohne sie funktioniert die App nicht."
    return strings
  }()

  /// A sample in German.
  static func inGerman(_ sample: PopupSample<ConsentSheet>) -> PopupSample<ConsentSheet> {
    var german = sample
    german.configuration.strings = Self.german
    return german
  }

  /// Every sample, in German: after appearing, after each step, and after every example event
  /// sent in the state it ends in, the invariant finds nothing.
  @Test(arguments: ConsentSheet.samples.map(\.name))
  func everySampleInGermanKeepsTheInvariant(sample name: String) throws {
    let sample = Self.inGerman(try ConsentSheet.sample(named: name))
    var problems: [String] = []
    let played = ConsentSheet.play(sample) { moment in
      let when =
        moment.step.map { "after '\(PopupScript.line(for: $0, of: ConsentSheet.self))'" } ?? "on appearing"
      problems += ConsentSheet.invariantViolations(
        in: moment.session.state, now: moment.session.time(at: moment.now)
      )
      .map { "\(when): \($0)" }
    }
    #expect(played.error == nil)
    for event in ConsentSheet.exampleEvents {
      var session = played.session
      _ = session.send(event, at: played.now)
      problems += ConsentSheet.invariantViolations(in: session.state, now: session.time(at: played.now))
        .map { "after \(event): \($0)" }
    }
    #expect(problems == [])
  }

  /// A test store checks the invariant after every step: in German it has nothing to report.
  @Test func aGermanSheetInATestStoreReportsNoViolation() throws {
    let store = PopupTestStore<ConsentSheet>(
      try .init(message: "m", categories: ConsentSheetTests.categories, recordID: "r", strings: Self.german))
    store.send(.customizeTapped) { $0.layer = .preferences }
    store.receive(.announce("Wählen Sie, was Sie erlauben."))
    store.send(.toggled("analytics")) { $0.choices["analytics"] = true }
    store.receive(.haptic(.selection))
    store.send(.backTapped) { $0.layer = .first }
    store.send(.rejectAllTapped) {
      $0.choices["analytics"] = false
      $0.isEnded = true
    }
    store.skipReceivedEffects()
  }

  /// A first layer drawn from German strings, with these roles for Accept all, Reject all
  /// and Customize, and these titles (the German ones unless given).
  static func firstLayer(
    roles: [ButtonRole], titles: [String] = [german.acceptAll, german.rejectAll, german.customize]
  ) -> RenderNode {
    let events: [ConsentSheet.Event] = [.acceptAllTapped, .rejectAllTapped, .customizeTapped]
    return .card(
      style: .standard,
      children: [
        .text(german.title, role: .title),
        .hstack(
          zip(titles, zip(roles, events)).map { title, roleAndEvent in
            .button(
              title, role: roleAndEvent.0, accessibilityLabel: title,
              action: ConsentSheet.action(roleAndEvent.1))
          }),
      ])
  }

  /// The rule still bites in German: a choice that stands out, or one not drawn (or drawn with
  /// an English title under German strings), is a violation.
  @Test(arguments: [
    ("equal", firstLayer(roles: [.normal, .normal, .normal]), false),
    ("Accept all stands out", firstLayer(roles: [.primary, .normal, .normal]), true),
    ("Reject all is a cancel", firstLayer(roles: [.normal, .cancel, .normal]), true),
    ("no Customize", firstLayer(roles: [.normal, .normal]), true),
    (
      "English titles under German strings",
      firstLayer(roles: [.normal, .normal, .normal], titles: ["Accept all", "Reject all", "Customize"]), true
    ),
  ])
  func unequalChoicesAreAViolationInGerman(name: String, rendered: RenderNode, violates: Bool) {
    let problems = ConsentSheet.choiceWeightViolations(in: rendered, strings: Self.german)
    #expect(problems.isEmpty != violates, "\(name): \(problems)")
  }

  /// The English sheet's first layer keeps the rule too, found by the English strings.
  @Test func theEnglishFirstLayerKeepsTheRule() throws {
    let state = ConsentSheet.makeState(
      try .init(message: "m", categories: ConsentSheetTests.categories, recordID: "r"), now: .zero)
    #expect(ConsentSheet.invariantViolations(in: state, now: .zero) == [])
    #expect(
      ConsentSheet.choiceWeightViolations(
        in: ConsentSheet.render(state, now: .zero), strings: ConsentSheet.Strings()) == [])
  }
}
