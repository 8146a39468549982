import PopupCatalog
import PopupCore
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// A kind that reuses the rating prompt's id, to test duplicate registration.
enum ImpostorRating: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "rating", name: "Impostor", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: UndoToast.Event, now: PopupTime) -> [PopupEffect<
    UndoToast.Output
  >] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("", role: .body) }
  static let samples: [PopupSample<ImpostorRating>] = []
  static let verbs: [PopupVerb<UndoToast.Event>] = []
}

/// A kind whose verbs are named `name` and `other`, to test the catalog's verb checks.
enum NamedVerbs: InspectablePopupKind {
  nonisolated(unsafe) static var names = ["close", "close"]
  static let descriptor = PopupDescriptor(id: "named", name: "Named verbs", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: UndoToast.Event, now: PopupTime) -> [PopupEffect<
    UndoToast.Output
  >] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("", role: .body) }
  static let samples: [PopupSample<NamedVerbs>] = []
  static var verbs: [PopupVerb<UndoToast.Event>] {
    names.map { PopupVerb($0, summary: "x", event: UndoToast.Event.undoTapped) }
  }
}

@Suite("PopupCatalog", .watchdog)
struct PopupCatalogTests {
  static let kinds: [any InspectablePopupKind.Type] = [RatingPrompt.self, UndoToast.self]

  @Test func keepsTheOrderOfRegistration() throws {
    #expect(try PopupCatalog(Self.kinds).ids == ["rating", "undo"])
    #expect(try PopupCatalog(Self.kinds.reversed()).ids == ["undo", "rating"])
  }

  @Test func aDuplicateIDIsAnErrorNamingBothKinds() {
    #expect(
      throws: PopupCatalogError.duplicateID(
        "rating", first: "PopupRating.RatingPrompt", second: "PopupCatalogTests.ImpostorRating")
    ) {
      try PopupCatalog([RatingPrompt.self, UndoToast.self, ImpostorRating.self])
    }
    let message = PopupCatalogError.duplicateID("rating", first: "A.B", second: "C.D").description
    #expect(
      message
        == "Duplicate popup kind id 'rating': declared by both A.B and C.D. Register or link only one of them, or give one another id."
    )
  }

  @Test func theReservedVerbMessageNamesTheKindAndTheSharedVerb() {
    #expect(
      PopupCatalogError.reservedVerb(
        "dismiss", kind: "PopupBanners.NotificationBanners", usage: "dismiss <id>"
      )
      .description
        == "Popup kind PopupBanners.NotificationBanners declares the verb 'dismiss <id>', but 'dismiss' is reserved "
        + "for the shared 'dismiss' every popup takes. Give the kind's verb another name (reserved: wait, hold, "
        + "release, tap, tap-outside, drag, dismiss, jump, press, fill, setting, screen, keyboard).")
  }

  @Test(arguments: [
    ("ratng", "Unknown popup kind 'ratng'. Did you mean 'rating'?"),
    ("Undo", "Unknown popup kind 'Undo'. Did you mean 'undo'?"),
    ("banner", "Unknown popup kind 'banner'. Valid kinds: rating, undo."),
    ("", "Unknown popup kind ''. Valid kinds: rating, undo."),
  ])
  func anUnknownIDSuggestsTheNearest(id: String, message: String) throws {
    let catalog = try PopupCatalog(Self.kinds)
    #expect(throws: (any Error).self) { try catalog.kind(withID: id) }
    do {
      _ = try catalog.kind(withID: id)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func findsKindsByID() throws {
    let catalog = try PopupCatalog(Self.kinds)
    #expect(try catalog.kind(withID: "undo") == UndoToast.self)
  }

  @Test func anUnknownSampleListsTheValidOnes() {
    #expect(
      throws: PopupCatalogError.unknownSample(
        "fresh", kind: "rating", suggestions: [], valid: RatingPrompt.samples.map(\.name))
    ) {
      try RatingPrompt.sample(named: "fresh")
    }
    #expect(
      throws: PopupCatalogError.unknownSample(
        "hled", kind: "undo", suggestions: ["held"], valid: UndoToast.samples.map(\.name))
    ) {
      try UndoToast.sample(named: "hled")
    }
  }

  @Test func samplesPlayTheirScripts() throws {
    let played = UndoToast.play(try UndoToast.sample(named: "held"))
    #expect(played.now == .seconds(11))
    #expect(played.session.isHeld)
    #expect(played.session.nextDeadline == nil)
    #expect(UndoToast.scriptText(of: played.sample) == "wait 1s; hold; wait 10s")
  }

  @Test func everySampleNameIsUniqueWithinItsKind() {
    for names in [RatingPrompt.samples.map(\.name), UndoToast.samples.map(\.name)] {
      #expect(Set(names).count == names.count)
    }
  }

  @Test func theSnapshotHasAnIndexAndAFilePerKind() throws {
    let files = try PopupCatalog(Self.kinds).snapshot()
    #expect(
      files.map(\.name) == [
        "index.txt", "rating.txt", "rating.pseudo.txt", "rating.rtl.txt", "undo.txt", "undo.pseudo.txt",
        "undo.rtl.txt",
      ])
    #expect(files.allSatisfy { $0.contents.hasSuffix("\n") })
    #expect(files[1].contents.contains("## feedback-typed"))
    #expect(files[2].contents.contains("[Šûƀɱîţ ~]"))
    #expect(files[3].contents.contains("( Close )  [[ Submit ]]"))
  }
}

/// The verb checks of a catalog, through `NamedVerbs`, whose names these tests set: serialized,
/// since they share that one kind.
@Suite("PopupCatalog verb checks", .serialized, .watchdog)
struct PopupCatalogVerbTests {
  @Test(arguments: PopupScript.reservedVerbNames)
  func aKindVerbThatReusesASharedNameIsRejectedNamingBoth(name: String) {
    NamedVerbs.names = ["ok", name]
    #expect(throws: PopupCatalogError.reservedVerb(name, kind: "PopupCatalogTests.NamedVerbs", usage: name)) {
      try PopupCatalog([RatingPrompt.self, NamedVerbs.self])
    }
  }

  @Test func twoVerbsOfOneNameAreRejected() throws {
    NamedVerbs.names = ["close", "close"]
    #expect(throws: PopupCatalogError.duplicateVerb("close", kind: "PopupCatalogTests.NamedVerbs")) {
      try PopupCatalog([NamedVerbs.self])
    }
    NamedVerbs.names = ["close", "open"]
    #expect(try PopupCatalog([NamedVerbs.self]).ids == ["named"])
  }

  @Test func catalogsAreEqualWhenTheyHoldTheSameKindsInOrder() throws {
    #expect(
      try PopupCatalog([RatingPrompt.self, UndoToast.self])
        == PopupCatalog([RatingPrompt.self, UndoToast.self]))
    #expect(
      try PopupCatalog([RatingPrompt.self, UndoToast.self])
        != PopupCatalog([UndoToast.self, RatingPrompt.self]))
    #expect(try PopupCatalog([RatingPrompt.self]) != PopupCatalog([RatingPrompt.self, UndoToast.self]))
  }
}

/// `PopupScript.line(for:of:)` prints a kind's event with the kind's verbs and any other step
/// with the shared ones: the same line the kind's whole list of verbs gives, first verb first.
@Suite("PopupScript.line: a kind's steps")
struct KindStepLineTests {
  @Test(arguments: (try? PopupCatalog.linked.idsUnderTest) ?? [])
  func theLineIsTheOneTheWholeListOfVerbsPrints(id: String) throws {
    try PopupCatalog.linked.kind(withID: id).expectLinesMatchTheWholeList()
  }
}

extension InspectablePopupKind {
  fileprivate static func expectLinesMatchTheWholeList() {
    let verbs = PopupStep.verbs(of: Self.self)
    let origin = PopupWallInstant.scriptOrigin + .seconds(90)
    let steps: [PopupStep<Event>] =
      exampleEvents.map { .send($0) } + [
        .wait(.milliseconds(1500)), .hold, .release, .tap, .tapOutside, .drag, .dismiss, .jump(.seconds(-5)),
        .press("OK"), .fill(label: "Name", text: "Photos"), .setting(setting: .voiceOver, isOn: true),
        .screen(.tablet), .keyboard(300),
      ]
    #expect(steps.count > 13, "\(descriptor.id) lists no example events")
    for step in steps {
      let whole = PopupScript.line(for: step, with: verbs, origin: origin) ?? "(unprintable step)"
      #expect(PopupScript.line(for: step, of: Self.self, origin: origin) == whole, "\(descriptor.id)")
    }
  }
}
