import PopupCore
import PopupTesting
import Testing

@testable import PopupSheet

/// The scroll sheet at its edges: the rows in view at a row's exact height, the grabber and
/// its 20 pt when it is hidden, a shared swipe on content scrolled by as little as a point,
/// the scroll a taller detent can no longer reach, detents that give no height, a detent
/// asked for that the sheet does not have, a footer tapped that is not there, the height
/// invariant's own report, and an ended sheet's events and gestures.
@Suite("Scroll sheet: boundaries, repeats and the ending", .watchdog)
struct SheetBoundaryTests {
  static let now = PopupTime.zero

  /// Forty rows under a closable header, over an "Agree" footer, with the grabber: 140 pt of
  /// chrome (20 + 56 + 64).
  static func configuration(
    detents: [ScrollSheet.Detent] = [.medium, .large], footer: String? = "Agree", showsGrabber: Bool = true,
    side: ScrollSheet.Side = .bottom
  ) -> ScrollSheet.Configuration {
    .init(
      title: "Terms", headerStyle: .closable, rows: (1...40).map { "Row \($0)" }, footer: footer,
      detents: detents, showsGrabber: showsGrabber, side: side)
  }

  /// The rows region's count of rows in view: only whole rows of 44 pt count, so a room just
  /// short of a row shows none and a room of exactly one row shows one.
  @Test(arguments: [(0.0, 0), (43.9, 0), (44, 1), (87.9, 1), (88, 2)])
  func theRowsInViewAreTheWholeRowsThatFit(room: Double, rows: Int) {
    let state = ScrollSheet.makeState(Self.configuration(detents: [.height(140 + room)]), now: Self.now)
    #expect(abs(state.contentHeight - room) < 1e-9)
    let visible = ScrollSheet.render(state, now: Self.now).allNodes.compactMap { node -> Int? in
      if case .scroll(_, _, let visible) = node { visible } else { nil }
    }
    #expect(visible == [rows])
  }

  /// One grabber on the edge a finger pulls when it shows, none when it is hidden, on a sheet
  /// from the bottom and one from the top.
  @Test(arguments: [
    (ScrollSheet.Side.bottom, true, 1), (.bottom, false, 0), (.top, true, 1), (.top, false, 0),
  ])
  func theGrabberIsDrawnOnceOrNotAtAll(side: ScrollSheet.Side, showsGrabber: Bool, grabbers: Int) {
    let state = ScrollSheet.makeState(
      Self.configuration(showsGrabber: showsGrabber, side: side), now: Self.now)
    let tree = ScrollSheet.render(state, now: Self.now)
    #expect(tree.allNodes.filter { $0 == .grabber }.count == grabbers)
  }

  /// Whether the grabber shows, the footer, and the chrome above and below the rows: 56 pt of
  /// header, with 20 pt of grabber when it shows and 64 pt of footer when there is one.
  static let chromes: [(showsGrabber: Bool, footer: String?, chrome: Double)] = [
    (true, "OK", 140), (false, "OK", 120), (true, nil, 76), (false, nil, 56),
  ]

  /// A sheet with no detents rests at its content's height: its chrome and 44 pt a row.
  @Test(arguments: chromes)
  func theContentHeightCountsTheGrabberOnlyWhenItShows(showsGrabber: Bool, footer: String?, chrome: Double) {
    let configuration = ScrollSheet.Configuration(
      title: "Notes", rows: ["a", "b", "c"], footer: footer, detents: [], showsGrabber: showsGrabber)
    let state = ScrollSheet.makeState(configuration, now: Self.now)
    #expect(state.height == chrome + 3 * 44)
  }

  /// The shared swipe on content scrolled by any amount, however small, scrolls it back to
  /// the top; only from the top does it dismiss.
  @Test(arguments: [(0.0, true), (0.5, false), (1, false), (2, false)])
  func theSharedSwipeScrollsBackFromAnyOffset(scrolled: Double, dismisses: Bool) {
    var state = ScrollSheet.makeState(Self.configuration(), now: Self.now)
    _ = ScrollSheet.reduce(&state, .scrolled(scrolled), now: Self.now)
    #expect(state.scrollOffset == scrolled)
    let expected: [PopupEffect<ScrollSheet.Output>] = dismisses ? [.dismiss(.drag)] : []
    #expect(ScrollSheet.handle(.drag, &state, now: Self.now) == expected)
    #expect(state.isEnded == dismisses)
    #expect(state.scrollOffset == 0)
  }

  /// Scrolled to the end at medium, then moved to large: a taller sheet shows more rows, so
  /// the scroll shrinks to what still hides below the large sheet.
  @Test func aTallerDetentShrinksTheScrollToWhatStillHides() {
    var state = ScrollSheet.makeState(Self.configuration(), now: Self.now)
    _ = ScrollSheet.reduce(&state, .scrolled(100_000), now: Self.now)
    #expect(state.scrollOffset == 40 * 44 - (844 / 2 - 140))
    #expect(
      ScrollSheet.reduce(&state, .detentSelected(.large), now: Self.now) == [.output(.detentChanged(.large))])
    #expect(abs(state.scrollOffset - (40 * 44 - (844 * 0.9 - 140))) < 1e-9)
    #expect(ScrollSheet.invariantViolations(in: state, now: Self.now) == [])
  }

  /// A detent that gives no height (not a number, infinite, or none at all) is dropped with
  /// the duplicates; with none left the sheet rests at its content's height.
  @Test(arguments: [
    ([ScrollSheet.Detent.height(.nan), .medium], [ScrollSheet.Detent.medium]),
    ([.height(.infinity), .medium], [.medium]),
    ([.fraction(.nan), .fraction(0), .large], [.large]),
    // 140 pt of chrome and 40 rows are taller than the cap, 0.9 of the 844-pt screen.
    ([.height(.nan)], [.height(0.9 * 844)]),
  ])
  func aDetentWithNoHeightIsDropped(detents: [ScrollSheet.Detent], resting: [ScrollSheet.Detent]) {
    let state = ScrollSheet.makeState(Self.configuration(detents: detents), now: Self.now)
    #expect(state.detents == resting)
    #expect(state.height > 0)
  }

  /// The height invariant reports a sheet above its highest detent or below nothing, and
  /// nothing for a sheet dragged within its range.
  @Test(arguments: [(-400.0, true), (-337.6, false), (0, false), (422, false), (423, true)])
  func theHeightInvariantReportsAHeightOutsideItsRange(translation: Double, broken: Bool) {
    var state = ScrollSheet.makeState(Self.configuration(), now: Self.now)
    state.isDragging = true
    state.translation = translation
    let problems = ScrollSheet.invariantViolations(in: state, now: Self.now)
    #expect(problems.contains { $0.hasPrefix("height") } == broken, "\(problems)")
  }

  /// A detent is the sheet's when one of its detents gives the same height (422 pt is
  /// medium's on the 844-pt screen); any other is named with the ones the sheet has, and an
  /// event that names no detent has no target to miss.
  @Test(arguments: [
    (ScrollSheet.Event.detentSelected(.fraction(0.7)), true), (.detentSelected(.medium), false),
    (.detentSelected(.large), false), (.detentSelected(.height(422)), false), (.closeTapped, false),
  ])
  func aMissingDetentIsNamedWithTheOnesTheSheetHas(event: ScrollSheet.Event, isMissing: Bool) {
    let state = ScrollSheet.makeState(Self.configuration(), now: Self.now)
    let missing = ScrollSheet.missingTarget(of: event, in: state)
    #expect(
      missing
        == (isMissing ? "the sheet has no such detent; its detents are 'detent medium', 'detent large'" : nil)
    )
  }

  /// A tap on the sheet itself is no gesture of the sheet's: it is left to the behavior
  /// (`nil`), and the dismissible sheet stays as it was.
  @Test func aTapOnTheSheetIsLeftToTheBehavior() {
    var state = ScrollSheet.makeState(Self.configuration(), now: Self.now)
    let before = state
    #expect(ScrollSheet.handle(.tap, &state, now: Self.now) == nil)
    #expect(state == before)
  }

  /// A height fraction above 1 counts as 1: a sheet with no detents and content taller than
  /// the screen rests at the screen's 844 pt, not at more.
  @Test(arguments: [1.0, 1.5, 7])
  func aFractionAboveOneCapsTheContentAtTheScreen(fraction: Double) {
    let configuration = ScrollSheet.Configuration(
      title: "Notes", rows: (0..<100).map { "Row \($0)" }, detents: [], maxHeightFraction: fraction)
    #expect(configuration.restingDetents == [.height(844)])
  }

  /// No footer, nothing to tap: a footer tap reports nothing, however often it comes.
  @Test func aFooterTapWithNoFooterReportsNothing() {
    var state = ScrollSheet.makeState(Self.configuration(footer: nil), now: Self.now)
    let before = state
    #expect(ScrollSheet.reduce(&state, .footerTapped, now: Self.now) == [])
    #expect(ScrollSheet.reduce(&state, .footerTapped, now: Self.now) == [])
    #expect(state == before)
  }

  /// Closed, the sheet answers nothing more: no event and no gesture changes it or says
  /// anything, a second Close included.
  @Test func anEndedSheetAnswersNothing() {
    var state = ScrollSheet.makeState(Self.configuration(), now: Self.now)
    #expect(ScrollSheet.reduce(&state, .closeTapped, now: Self.now) == [.dismiss(.tap)])
    let ended = state
    for event in ScrollSheet.exampleEvents + [.closeTapped, .footerTapped] {
      #expect(ScrollSheet.reduce(&state, event, now: Self.now) == [], "\(event)")
      #expect(state == ended, "\(event)")
    }
    for gesture in [PopupGesture.drag, .outsideTap] {
      #expect(ScrollSheet.handle(gesture, &state, now: Self.now) == [], "\(gesture)")
      #expect(state == ended, "\(gesture)")
    }
  }
}
