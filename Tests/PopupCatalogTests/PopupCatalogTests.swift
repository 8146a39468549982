import PopupCatalog
import PopupCore
import PopupRating
import PopupUndo
import Testing

/// A kind that reuses the rating prompt's id, to test duplicate registration.
enum ImpostorRating: PopupKind {
  static let descriptor = PopupDescriptor(
    id: "rating", name: "Impostor", summary: "", category: .card, module: "PopupCatalogTests")
  static func makeState(_ configuration: Void, now: PopupInstant) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: UndoToast.Event, now: PopupInstant) -> [PopupEffect<
    UndoToast.Output
  >] { [] }
  static func nextDeadline(of state: Int) -> PopupInstant? { nil }
  static let timerFired = UndoToast.Event.timerFired
  static func render(_ state: Int, now: PopupInstant) -> RenderNode { .text("", role: .body) }
  static let samples: [PopupSample<ImpostorRating>] = []
  static let verbs: [PopupVerb<UndoToast.Event>] = []
  static func scriptLine(for event: UndoToast.Event) -> String { "" }
  static let exampleEvents: [UndoToast.Event] = []
}

@Suite("PopupCatalog")
struct PopupCatalogTests {
  static let kinds: [any PopupKind.Type] = [RatingPrompt.self, UndoToast.self]

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
        == "Duplicate popup kind id 'rating': declared by both A.B and C.D. Give one of them another id, or register only one."
    )
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
    #expect(files.map(\.name) == ["index.txt", "rating.txt", "undo.txt"])
    #expect(files.allSatisfy { $0.contents.hasSuffix("\n") })
    #expect(files[1].contents.contains("## feedback-typed"))
  }
}
