import PopupActions
import PopupBanners
import PopupCatalog
import PopupCelebration
import PopupCoachmarks
import PopupConsent
import PopupCore
import PopupInput
import PopupPermission
import PopupPresentation
import PopupPromo
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// The README's Swift examples, run as written, so that they stay true.
@Suite("README examples", .watchdog)
struct ReadmeExamplesTests {
  @Test func undoToastInASession() {
    var toast = PopupSession<UndoToast>(.init(message: "Photo deleted", duration: .seconds(5)), now: .zero)
    #expect(toast.appear(at: .zero).isEmpty)
    _ = toast.hold(at: .seconds(1))
    _ = toast.release(at: .seconds(30))
    #expect(toast.nextDeadline == .seconds(34))
    #expect(toast.advance(to: .seconds(35)) == [.output(.expired), .dismiss(.timeout)])
    #expect(toast.nextDeadline == nil)
  }

  @Test func ratingPromptDrivenDirectly() {
    var rating = RatingPrompt.makeState(.init(appName: "Orbit", threshold: 4), now: .zero)
    _ = RatingPrompt.reduce(&rating, .starTapped(2), now: .zero)
    _ = RatingPrompt.reduce(&rating, .feedbackChanged("Too slow"), now: .zero)
    let effects = RatingPrompt.reduce(&rating, .submitTapped, now: .zero)
    #expect(
      effects == [.output(.submitted(stars: 2, feedback: "Too slow")), .haptic(.success), .dismiss(.tap)])
  }

  @Test func presentationCenter() {
    var toasts = PopupCenter()
    _ = toasts.present(UndoToast.self, id: "deleted", .init(message: "Photo deleted"), at: .zero)
    let effects = toasts.present(
      RatingPrompt.self, id: "rate", .init(appName: "Orbit"), priority: .high, at: .seconds(1))
    #expect(
      effects.map(\.description) == ["paused deleted", "shown rate", "rate announce: \"Enjoying Orbit?\""])
    #expect(toasts.presentedIDs == ["rate", "deleted"])
    _ = toasts.dismiss(id: "rate", at: .seconds(30))
    #expect(toasts.nextDeadline == .seconds(34))
  }

  @Test func banners() {
    var banners = PopupSession<NotificationBanners>(.init(maxVisible: 3), now: .zero)
    _ = banners.appear(at: .zero)
    _ = banners.send(
      .posted(BannerItem(id: "maya", icon: "message.fill", title: "Maya", message: "Lunch?")), at: .zero)
    _ = banners.send(.posted(BannerItem(id: "sam", title: "Sam")), at: .seconds(3))
    #expect(
      banners.advance(to: .seconds(5)).compactMap(\.output) == [.dismissed(id: "maya", reason: .timeout)])
  }

  @Test func coachmarks() {
    var tour = CoachmarkTour.makeState(
      .init(
        steps: [.init(target: "share", title: "Share", message: "Send it to a friend.")],
        targets: ["share": PopupRect(x: 330, y: 52, width: 44, height: 44)]),
      now: .zero)
    #expect(CoachmarkTour.reduce(&tour, .startTapped, now: .zero) == [.announce("Step 1 of 1: Share")])
    #expect(tour.layout?.spotlight.description == "x 322, y 44, w 60, h 60")
    #expect(tour.layout?.placement == .below)
  }

  @Test func celebration() {
    var party = PopupSession<CelebrationPopup>(
      .init(title: "Level up!", message: "You reached level 5."), now: .zero)
    #expect(party.appear(at: .zero) == [.haptic(.success), .announce("Level up!")])
    #expect(party.state.particles(at: .milliseconds(500)).count > 0)
    _ = party.send(.reduceMotionChanged(true), at: .seconds(1))
    #expect(party.state.particles(at: .seconds(1)).isEmpty)
  }

  @Test func promo() {
    var promo = PopupSession<PromoPopup>(
      .init(
        media: .symbol("gift"), title: "Spring sale", message: "30% off.", primary: .init("Shop", id: "shop"),
        campaign: "spring", offerEnds: .scriptOrigin + .seconds(3600)),
      now: .zero)
    _ = promo.appear(at: .zero)
    _ = promo.hold(at: .seconds(1))
    #expect(promo.advance(to: .seconds(20)).isEmpty)
    _ = promo.release(at: .seconds(20))
    #expect(promo.advance(to: .seconds(22)) == [.output(.impressionCounted(campaign: "spring"))])
  }

  @Test func consent() throws {
    let categories = [
      ConsentSheet.Category(
        "necessary", title: "Necessary", description: "Sign-in and security.", isRequired: true),
      ConsentSheet.Category("analytics", title: "Analytics", description: "Count visits."),
    ]
    #expect(ConsentRecord.needsPrompt(record: nil, revision: 1, now: .scriptOrigin))
    var sheet = PopupSession<ConsentSheet>(
      try .init(message: "Orbit uses data.", categories: categories, recordID: "r1"), now: .zero)
    _ = sheet.appear(at: .zero)
    _ = sheet.send(.customizeTapped, at: .zero)
    _ = sheet.send(.toggled("analytics"), at: .zero)
    let effects = sheet.send(.saveTapped, at: .zero)
    #expect(effects.count == 2)
    #expect(
      effects.first?.description.hasPrefix(
        "output: saved(r1 (all, revision 1): accepted necessary, analytics;") == true)
    #expect(effects.last == .dismiss(.tap))
  }

  @Test func permission() {
    var primer = PopupSession<PermissionPrompt>(
      .single(.notifications, title: "Notifications", message: "Hear when a friend shares an album."),
      now: .zero)
    _ = primer.appear(at: .zero)
    #expect(primer.send(.continueTapped, at: .zero) == [.output(.systemPromptRequested(.notifications))])
    #expect(primer.send(.continueTapped, at: .zero) == [])
    #expect(
      primer.send(.systemResponded(permission: .notifications, status: .authorized), at: .seconds(2))
        == [.output(.granted(permission: .notifications, status: .authorized)), .dismiss(.tap)])
  }

  @Test func input() throws {
    var rename = PopupSession<InputPopup>(
      try .init(
        title: "Rename folder",
        fields: [
          .init("name", label: "Name", validators: [.required, .maxLength(40), .forbiddenCharacters("/")])
        ]),
      now: .zero)
    #expect(rename.appear(at: .zero) == [.output(.focusRequested("name"))])
    _ = rename.send(.textChanged(field: "name", text: "Photos/2024"), at: .zero)
    #expect(rename.send(.returnPressed, at: .zero) == [])
    _ = rename.send(.textChanged(field: "name", text: "Photos 2024"), at: .zero)
    #expect(
      rename.send(.submitTapped, at: .zero)
        == [.output(.submitted([.init(field: "name", text: "Photos 2024")])), .dismiss(.tap)])
  }

  @Test func stringsTables() throws {
    var german = RatingPrompt.Strings()
    german.submit = "Senden"
    german.star = PopupPlural(one: "{count} Stern", other: "{count} Sterne")
    let configuration = RatingPrompt.Configuration(appName: "Orbit", strings: german)
    let tree = RatingPrompt.render(RatingPrompt.makeState(configuration, now: .zero), now: .zero)
    #expect(PopupControls(tree).pressables.prefix(2).map(\.title) == ["1 Stern", "2 Sterne"])
    #expect(
      PopupControls(tree).pressable(labelled: "2 Sterne")?.action == RatingPrompt.action(.starTapped(2)))

    let french = try RatingPrompt.Strings(table: ["submit": "Envoyer", "title": "{app} vous plaît ?"])
    #expect(RatingPrompt.Configuration(appName: "Orbit", strings: french).shownTitle == "Orbit vous plaît ?")
    #expect(throws: PopupStringsError.self) { try RatingPrompt.Strings(table: ["title": "Hallo {ap}"]) }
  }

  @Test func actionSheet() throws {
    var sheet = PopupSession<ActionSheet>(
      try ActionSheet.Configuration(
        title: "Photo",
        actions: [
          .init("share", title: "Share"), .init("delete", title: "Delete", role: .destructive),
          .init("cancel", title: "Cancel", role: .cancel),
        ],
        confirmsDestructive: true),
      now: .zero)
    _ = sheet.appear(at: .zero)
    #expect(
      sheet.send(.actionTapped("delete"), at: .zero) == [
        .haptic(.warning), .announce("Tap again to delete."),
      ])
    #expect(
      sheet.send(.actionTapped("delete"), at: .seconds(1)) == [.output(.selected("delete")), .dismiss(.tap)])
  }

  @Test func actionsAreScriptLinesAndTurnBackIntoEvents() {
    #expect(RatingPrompt.action(.starTapped(3)).scriptLine() == "star 3")
    #expect(RatingPrompt.event(for: PopupAction("submit")) == .submitTapped)
    #expect(RatingPrompt.event(for: PopupAction("wait", [.duration(.seconds(1))])) == nil)
    #expect(RatingPrompt.event(for: PopupAction("star", [.text("three")])) == nil)
  }

  @Test func theSmallKindOfAddingAKindKeepsTheContract() {
    #expect(PopupKindChecker.problems(of: Counter.self) == [])
    var state = Counter.makeState((), now: .zero)
    #expect(Counter.reduce(&state, .addTapped(2), now: .zero) == [.output(2)])
    #expect(Counter.scriptLine(for: .addTapped(2)) == "add 2")
  }

  @Test func aCatalogByHandHoldsTheKindsItIsGiven() throws {
    let byHand = try PopupCatalog([RatingPrompt.self, UndoToast.self])
    #expect(byHand.ids == ["rating", "undo"])
    #expect(try PopupCatalog.linked.ids.filter(byHand.ids.contains) == byHand.ids)
  }
}

// The small kind of the README's "Adding a kind", as written there.
public enum Counter: PopupKind {
  public enum Event: Hashable, Sendable { case addTapped(Int) }
  public static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  public static func reduce(_ state: inout Int, _ event: Event, now: PopupTime) -> [PopupEffect<Int>] {
    guard case .addTapped(let n) = event, n > 0 else { return [] }
    state += n
    return [.output(state)]
  }
  public static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
}

extension Counter: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "counter", name: "Counter", summary: "Counts.", category: .card)
  public static let samples = [PopupSample<Counter>("fresh", summary: "Nothing added.", configuration: ())]
  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("add", .integer("n"), summary: "add n", make: Event.addTapped) {
      if case .addTapped(let n) = $0 { n } else { nil }
    }
  ]
  public static let exampleEvents: [Event] = [.addTapped(1), .addTapped(-1)]
}
