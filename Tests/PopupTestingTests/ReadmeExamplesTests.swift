import PopupBanners
import PopupCatalog
import PopupCoachmarks
import PopupCore
import PopupPresentation
import PopupRating
import PopupUndo
import Testing

/// The README's Swift examples, run as written, so that they stay true.
@Suite("README examples")
struct ReadmeExamplesTests {
  @Test func undoToastInASession() {
    var toast = PopupSession<UndoToast>(.init(message: "Photo deleted", duration: .seconds(5)), now: .zero)
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

  @Test func aCatalogByHandHoldsTheKindsItIsGiven() throws {
    let byHand = try PopupCatalog([RatingPrompt.self, UndoToast.self])
    #expect(byHand.ids == ["rating", "undo"])
    #expect(try PopupCatalog.linked.ids.filter(byHand.ids.contains) == byHand.ids)
  }
}
