import Foundation
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

@testable import PopupConsent

extension PopupScenario where Kind == ConsentSheet {
  /// Steps from the test's sheet (closable or not, over a previous record or none), then the
  /// one record saved (its kind of acceptance and the categories accepted) or none, and the
  /// ending.
  static func scenario(
    name: String, closable: Bool = false, previous: ConsentRecord? = nil,
    steps: [PopupStep<ConsentSheet.Event>],
    acceptType: ConsentRecord.AcceptType? = nil, accepted: [String], ending: DismissReason? = nil
  ) -> Self {
    let records: @Sendable (Played) -> [ConsentRecord] = { played in
      played.effects.compactMap { if case .output(.saved(let record, _)) = $0 { record } else { nil } }
    }
    return PopupScenario(
      name, configuration: ConsentSheetTests.configuration(closable: closable, previous: previous),
      steps: steps,
      expected: .unchecked, ending: ending,
      checks: [
        .played("the records saved", { records($0).count }, acceptType == nil ? 0 : 1),
        .played("the acceptance", { records($0).first?.acceptType }, acceptType),
        .played("the categories accepted", { records($0).first?.accepted ?? [] }, accepted),
      ])
  }
}

@Suite("Consent sheet", .watchdog)
struct ConsentSheetTests {
  static let categories = [
    ConsentSheet.Category("necessary", title: "Necessary", description: "d", isRequired: true),
    ConsentSheet.Category("analytics", title: "Analytics", description: "d"),
    ConsentSheet.Category("marketing", title: "Marketing", description: "d"),
  ]
  static let earlier = ConsentRecord(
    id: "r", firstConsent: .scriptOrigin.adding(days: -10), updated: .scriptOrigin.adding(days: -10),
    revision: 1,
    acceptType: .custom, accepted: ["necessary", "marketing"], rejected: ["analytics"],
    expires: .scriptOrigin.adding(days: 172))

  static func configuration(closable: Bool = false, previous: ConsentRecord? = nil, revision: Int = 1)
    -> ConsentSheet.Configuration
  {
    // The categories' ids are unique, so the checking initializer has nothing to refuse.
    .init(
      unchecked: nil, message: "m", categories: categories, revision: revision, recordID: "r",
      previous: previous,
      isClosable: closable)
  }

  static let cases: [PopupScenario<ConsentSheet>] = [
    .scenario(
      name: "reject all", steps: [.send(.rejectAllTapped)], acceptType: .necessary, accepted: ["necessary"],
      ending: .tap),
    .scenario(
      name: "accept all", steps: [.send(.acceptAllTapped)], acceptType: .all,
      accepted: ["necessary", "analytics", "marketing"], ending: .tap),
    .scenario(
      name: "customize, toggle, save",
      steps: [.send(.customizeTapped), .send(.toggled("analytics")), .send(.saveTapped)], acceptType: .custom,
      accepted: ["necessary", "analytics"], ending: .tap),
    .scenario(
      name: "a required toggle stays on",
      steps: [.send(.customizeTapped), .send(.toggled("necessary")), .send(.saveTapped)],
      acceptType: .necessary,
      accepted: ["necessary"], ending: .tap),
    .scenario(
      name: "toggling twice is off again",
      steps: [
        .send(.customizeTapped), .send(.toggled("analytics")), .send(.toggled("analytics")),
        .send(.saveTapped),
      ],
      acceptType: .necessary, accepted: ["necessary"], ending: .tap),
    .scenario(
      name: "every optional on by hand is all",
      steps: [
        .send(.customizeTapped), .send(.toggled("analytics")), .send(.toggled("marketing")),
        .send(.saveTapped),
      ],
      acceptType: .all, accepted: ["necessary", "analytics", "marketing"], ending: .tap),
    .scenario(
      name: "toggle and save on the first layer do nothing",
      steps: [.send(.toggled("analytics")), .send(.saveTapped), .send(.backTapped)], acceptType: nil,
      accepted: [],
      ending: nil),
    .scenario(
      name: "back keeps the toggles",
      steps: [
        .send(.customizeTapped), .send(.toggled("marketing")), .send(.backTapped), .send(.customizeTapped),
        .send(.saveTapped),
      ],
      acceptType: .custom, accepted: ["necessary", "marketing"], ending: .tap),
    .scenario(
      name: "not closable: close, outside taps and drags do nothing",
      steps: [.send(.closeTapped), .tapOutside, .drag], acceptType: nil, accepted: [], ending: nil),
    .scenario(
      name: "closable: close records nothing", closable: true,
      steps: [.send(.closeTapped), .send(.acceptAllTapped)],
      acceptType: nil, accepted: [], ending: .tap),
    .scenario(
      name: "closable: an outside tap on the bottom sheet records nothing and is a drag", closable: true,
      steps: [.tapOutside], acceptType: nil, accepted: [], ending: .drag),
    .scenario(
      name: "closable: a swipe down records nothing", closable: true, steps: [.drag], acceptType: nil,
      accepted: [], ending: .drag),
    .scenario(
      name: "reopened: prefilled", previous: earlier, steps: [.send(.customizeTapped), .send(.saveTapped)],
      acceptType: .custom, accepted: ["necessary", "marketing"], ending: .tap),
    .scenario(
      name: "double accept saves once", steps: [.send(.acceptAllTapped), .send(.rejectAllTapped)],
      acceptType: .all,
      accepted: ["necessary", "analytics", "marketing"], ending: .tap),
  ]

  @Test(arguments: cases)
  func plays(_ scenario: PopupScenario<ConsentSheet>) throws {
    try scenario.run()
  }

  @Test func theRecordCarriesWallInstantsAndAnExpiry() throws {
    var session = PopupSession<ConsentSheet>(
      Self.configuration(previous: Self.earlier, revision: 2), now: .zero,
      wall: try PopupWallInstant(iso8601: "2026-03-01T12:00:00Z"))
    _ = session.appear(at: .zero)
    let effects = session.send(.acceptAllTapped, at: .seconds(5))
    guard case .output(.saved(let record, let changes)) = effects.first else {
      Issue.record("no record: \(effects)")
      return
    }
    #expect(record.firstConsent == Self.earlier.firstConsent)
    #expect(record.updated.iso8601 == "2026-03-01T12:00:05Z")
    #expect(record.expires.iso8601 == "2026-08-30T12:00:05Z")
    #expect(record.revision == 2)
    #expect(record.rejected == [])
    #expect(changes == ConsentChanges(newlyAccepted: ["analytics"], newlyRejected: [], previousRevision: 1))
  }

  @Test func aFirstConsentSaysNothingChanged() {
    var state = ConsentSheet.makeState(Self.configuration(), now: .zero)
    let effects = ConsentSheet.reduce(&state, .rejectAllTapped, now: .seconds(3))
    guard case .output(.saved(let record, let changes)) = effects.first else { return }
    #expect(changes == nil)
    #expect(record.firstConsent == record.updated)
    #expect(
      ConsentChanges(newlyAccepted: [], newlyRejected: ["a"], previousRevision: nil).description == "-a")
  }

  @Test(arguments: [
    (nil as Int?, 1, Int64(0), true), (1, 1, 0, false), (1, 2, 0, true), (1, 1, 181, false),
    (1, 1, 182, true),
  ])
  func needsPrompt(recordRevision: Int?, revision: Int, daysLater: Int64, expected: Bool) {
    let record = recordRevision.map {
      ConsentRecord(
        id: "r", firstConsent: .scriptOrigin, updated: .scriptOrigin, revision: $0, acceptType: .all,
        accepted: [],
        rejected: [], expires: .scriptOrigin.adding(days: 182))
    }
    #expect(
      ConsentRecord.needsPrompt(
        record: record, revision: revision, now: .scriptOrigin.adding(days: Int(daysLater)))
        == expected)
  }

  @Test(arguments: ConsentSheet.samples.filter { $0.script.isEmpty }.map(\.name))
  func everyFirstLayerGivesAcceptAndRejectTheSameRole(sample: String) throws {
    let played = ConsentSheet.play(try ConsentSheet.sample(named: sample))
    let strings = played.session.state.configuration.strings
    let titles = [strings.acceptAll, strings.rejectAll, strings.customize]
    let roles = played.session.render(at: played.now).allNodes.compactMap { node -> ButtonRole? in
      guard case .button(let title, let role, _, _, _) = node, titles.contains(title) else { return nil }
      return role
    }
    #expect(roles.count == 3)
    #expect(Set(roles).count == 1)
  }

  @Test func aRequiredToggleAnnouncesWhyAndChangesNothing() {
    let store = PopupTestStore<ConsentSheet>(Self.configuration())
    store.send(.customizeTapped) { $0.layer = .preferences }
    store.receive(.announce("Choose what to allow."))
    store.send(.toggled("necessary"))
    store.receive(.announce("Necessary is always on: the app cannot work without it."))
    store.send(.toggled("analytics")) { $0.choices["analytics"] = true }
    store.receive(.haptic(.selection))
    store.send(.toggled("nope"))
    store.send(.backTapped) { $0.layer = .first }
    store.skipReceivedEffects()
  }
}

@Suite("Consent sheet: the standard categories", .watchdog)
struct ConsentStandardCategoriesTests {
  @Test func idsAreUniqueAndTheOneRequiredCategoryComesFirst() {
    let standard = ConsentSheet.Category.standard
    #expect(standard.map(\.id) == ["necessary", "analytics", "marketing", "personalization"])
    #expect(Set(standard.map(\.id)).count == standard.count)
    #expect(standard.filter(\.isRequired).map(\.id) == ["necessary"])
    #expect(standard.first?.isRequired == true)
    #expect(standard.allSatisfy { !$0.title.isEmpty && !$0.description.isEmpty })
  }

  @Test(arguments: [
    (
      [PopupStep<ConsentSheet.Event>.send(.acceptAllTapped)], ConsentRecord.AcceptType.all,
      ["necessary", "analytics", "marketing", "personalization"]
    ),
    ([.send(.rejectAllTapped)], .necessary, ["necessary"]),
    (
      [
        .send(.customizeTapped), .send(.toggled("personalization")), .send(.toggled("necessary")),
        .send(.saveTapped),
      ],
      .custom, ["necessary", "personalization"]
    ),
  ])
  func aSheetOfTheStandardCategoriesRecordsTheChoice(
    steps: [PopupStep<ConsentSheet.Event>], acceptType: ConsentRecord.AcceptType, accepted: [String]
  ) throws {
    var session = PopupSession<ConsentSheet>(
      try .init(message: "m", categories: ConsentSheet.Category.standard, recordID: "r"), now: .zero)
    var effects = session.appear(at: .zero)
    var now = PopupInstant.zero
    for step in steps {
      effects += try session.apply(step, at: &now)
      #expect(ConsentSheet.invariantViolations(in: session.state, now: session.time(at: now)) == [])
    }
    let records = effects.compactMap { effect -> ConsentRecord? in
      guard case .output(.saved(let record, _)) = effect else { return nil }
      return record
    }
    #expect(records.map(\.acceptType) == [acceptType])
    #expect(records.first?.accepted == accepted)
    #expect(
      records.first.map { $0.accepted + $0.rejected }.map(Set.init)
        == Set(ConsentSheet.Category.standard.map(\.id)))
    #expect(session.endReason == .tap)
  }

  /// The samples show the standard categories, and keep the kind's contract with them.
  @Test func theSamplesUseTheStandardCategories() {
    #expect(ConsentSheet.samples.allSatisfy { $0.configuration.categories == ConsentSheet.Category.standard })
    PopupKindChecker.expectNoProblems(in: ConsentSheet.self)
  }
}

/// One id rule: two categories of one id are a typed error naming it, in code and decoded.
@Suite("Consent: one id a category", .watchdog)
struct ConsentIDRuleTests {
  static func category(_ id: String) -> ConsentSheet.Category { .init(id, title: id, description: "d") }

  @Test(arguments: [
    (["necessary", "analytics", "necessary"], String?.some("necessary")),
    (["a", "b", "b", "a"], "b"),
    (["a", "b"], nil),
    ([], nil),
  ])
  func aDuplicateCategoryIDIsAnError(ids: [String], duplicate: String?) throws {
    let categories = ids.map(Self.category)
    do {
      _ = try ConsentSheet.Configuration(message: "m", categories: categories, recordID: "r")
      #expect(duplicate == nil)
    } catch {
      #expect(error == .duplicateCategoryID(duplicate ?? ""))
      #expect(
        error.description
          == "Two categories share the id '\(duplicate ?? "")'. Give each category its own id.")
    }
  }

  @Test func decodingGoesThroughTheCheck() throws {
    let good = try ConsentSheet.Configuration(
      message: "m", categories: [Self.category("a"), Self.category("b")], recordID: "r")
    let data = try JSONEncoder().encode(good)
    #expect(try JSONDecoder().decode(ConsentSheet.Configuration.self, from: data) == good)
    let text = String(decoding: data, as: UTF8.self).replacingOccurrences(
      of: "\"id\":\"b\"", with: "\"id\":\"a\"")
    #expect(text != String(decoding: data, as: UTF8.self))
    #expect {
      try JSONDecoder().decode(ConsentSheet.Configuration.self, from: Data(text.utf8))
    } throws: { error in
      "\(error)".contains("Two categories share the id 'a'.")
    }
  }
}
