import PopupCore
import PopupTesting
import Testing

/// What PopupCore promises at its edges, each on both sides: the instant a consent answer
/// expires, the last argument of a line, rectangles that only touch, the rotated phone's insets,
/// the eased halfway point, the documented durations.
@Suite("PopupCore at its boundaries", .watchdog)
struct PopupCoreBoundaryTests {
  static let expiry = PopupWallInstant.scriptOrigin + .seconds(100)

  /// An answer is asked again when there is none, when it was for another revision, and from
  /// the instant it expires; not a millisecond before.
  @Test(arguments: [
    (Int?.none, 3, Int64(0), true),
    (3, 3, 99_999, false), (3, 3, 100_000, true), (3, 3, 100_001, true),
    (2, 3, 0, true), (4, 3, 0, true), (3, 3, -1_000_000, false),
  ])
  func consentIsAskedAgainWithoutAnAnswerForAnotherRevisionOrFromItsExpiry(
    answered: Int?, revision: Int, milliseconds: Int64, asks: Bool
  ) {
    let now = PopupWallInstant.scriptOrigin + .milliseconds(milliseconds)
    let saved = answered.map { (revision: $0, expires: Self.expiry) }
    #expect(PopupConsentRule.needsPrompt(answered: saved, revision: revision, now: now) == asks)
  }

  /// The optional readers return nil once the line's arguments are used up, and never read
  /// past them.
  @Test func optionalArgumentsEndWithTheLine() throws {
    let line = try #require(try PopupScript.lines(of: "show \"a b\" c").first)
    var arguments = PopupVerbArguments(line: line, usage: "show <text>")
    #expect(arguments.optionalText() == "a b")
    #expect(arguments.optionalText(unlessKeyword: ["for"]) == "c")
    #expect(arguments.optionalText() == nil)
    #expect(arguments.optionalText(unlessKeyword: ["for"]) == nil)
    #expect(arguments.peek() == nil)

    var keywords = PopupVerbArguments(
      line: try #require(try PopupScript.lines(of: "show for").first), usage: "")
    #expect(keywords.optionalText(unlessKeyword: ["for"]) == nil)
    #expect(keywords.peek() == "for")
    var bare = PopupVerbArguments(line: try #require(try PopupScript.lines(of: "show").first), usage: "")
    #expect(bare.optionalText(unlessKeyword: ["for"]) == nil)
    #expect(bare.optionalText() == nil)
  }

  /// Rectangles that overlap share their common part; those that only touch, or are apart,
  /// share nothing (zero size, never a negative one).
  @Test(arguments: [
    (PopupRect(x: 0, y: 0, width: 10, height: 10), PopupRect(x: 5, y: 5, width: 10, height: 10), 5.0, 5.0),
    (PopupRect(x: 0, y: 0, width: 10, height: 10), PopupRect(x: 10, y: 0, width: 10, height: 10), 0, 0),
    (PopupRect(x: 0, y: 0, width: 10, height: 10), PopupRect(x: 0, y: 10, width: 10, height: 10), 0, 0),
    (PopupRect(x: 0, y: 0, width: 10, height: 10), PopupRect(x: 30, y: 40, width: 5, height: 5), 0, 0),
    (PopupRect(x: 0, y: 0, width: 10, height: 10), PopupRect(x: 9, y: 9, width: 1, height: 1), 1, 1),
  ])
  func intersectionsAreNeverNegative(a: PopupRect, b: PopupRect, width: Double, height: Double) {
    #expect(a.intersection(b).width == width && a.intersection(b).height == height)
    #expect(b.intersection(a).width == width && b.intersection(a).height == height)
  }

  /// No safe area unless one is given; the phone turned a quarter has its notch at both sides
  /// and a home indicator of at most 21 points.
  @Test func insetsStartAtZeroAndTheRotatedPhoneKeepsTwentyOnePointsAtTheBottom() {
    #expect(PopupInsets() == PopupInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    let screen = PopupScreen(size: PopupSize(width: 300, height: 500))
    #expect(screen.safeFrame == PopupRect(x: 0, y: 0, width: 300, height: 500))
    #expect(PopupScreen.phone.rotated.safeArea == PopupInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    let small = PopupScreen(
      size: PopupSize(width: 300, height: 500), safeArea: PopupInsets(top: 20, bottom: 10))
    #expect(small.rotated.safeArea == PopupInsets(top: 0, leading: 20, bottom: 10, trailing: 20))
  }

  /// The cubic ease-out is 7/8 of the way at half time (a quarter of the travel left at 0.5^3
  /// = 1/8), and a spring given a bounce that is not a number does not bounce.
  @Test func theEaseOutIsSevenEighthsInAtHalfTimeAndANaNBounceIsNone() {
    let zoom = PopupMotion(.zoom)
    let halfway = zoom.look(visibility: 0.5, isEntering: true, reducesMotion: false)
    #expect(halfway.travel == 0.125)
    // From 0.8 of its size, seven eighths of the way to its full size.
    #expect(halfway.scale == 0.8 + (1 - 0.8) * 0.875)
    #expect(zoom.look(visibility: 0, isEntering: true, reducesMotion: false).scale == 0.8)
    // Every curve, the springs too, is exactly in at the end.
    for preset in [PopupMotion.Preset.zoom, .snappy, .bouncy, .gentle, .elastic] {
      #expect(PopupMotion(preset).look(visibility: 1, isEntering: true, reducesMotion: false).travel == 0)
    }
    for visibility in [0.1, 0.3, 0.5, 0.7, 0.9] {
      let nan = PopupMotion.custom(.init(enterDuration: .milliseconds(500), curve: .spring(bounce: .nan)))
      let none = PopupMotion.custom(.init(enterDuration: .milliseconds(500), curve: .spring(bounce: 0)))
      #expect(
        nan.look(visibility: visibility, isEntering: true, reducesMotion: false)
          == none.look(visibility: visibility, isEntering: true, reducesMotion: false))
    }
  }

  /// The entrance durations the migration guide documents, preset by preset.
  @Test(arguments: [
    (PopupMotion.Preset.snappy, 350), (.bouncy, 600), (.gentle, 600), (.zoom, 300), (.zoomOut, 300),
    (.elastic, 700), (.drop, 400), (.slideFade, 300),
  ])
  func eachPresetEntersInItsDocumentedTime(preset: PopupMotion.Preset, milliseconds: Int) {
    #expect(PopupMotion(preset).enterDuration == .milliseconds(milliseconds))
  }

  /// A custom motion's scale and blur that are not numbers, or below zero, are the plain ones;
  /// zero is kept.
  @Test(arguments: [
    (Double.nan, 1.0, 0.0), (-.infinity, 1, 0), (.infinity, 1, 0), (-0.5, 1, 0), (0, 0, 0), (0.5, 0.5, 0.5),
    (3, 3, 3),
  ])
  func aCustomScaleOrBlurThatIsNotASizeIsThePlainOne(value: Double, scale: Double, blur: Double) {
    #expect(PopupMotion.Custom(enterDuration: .milliseconds(200), scale: value).scale == scale)
    #expect(PopupMotion.Custom(enterDuration: .milliseconds(200), blur: value).blur == blur)
  }

  /// The last valid hour, minute and second of a day read; one past each is an error.
  @Test(arguments: [
    ("2026-01-01T23:59:59Z", true), ("2026-01-01T24:00:00Z", false), ("2026-01-01T23:60:00Z", false),
    ("2026-01-01T23:59:60Z", false), ("2026-01-01T00:00:00Z", true),
  ])
  func theLastSecondOfADayReadsAndOnePastItDoesNot(text: String, reads: Bool) {
    #expect(((try? PopupWallInstant(iso8601: text)) != nil) == reads, "\(text)")
  }

  /// A safe area wider or taller than its screen leaves a safe frame of no size, never a
  /// negative one.
  @Test func aSafeAreaLargerThanItsScreenLeavesNoRoom() {
    let screen = PopupScreen(
      size: PopupSize(width: 100, height: 100),
      safeArea: PopupInsets(top: 70, leading: 60, bottom: 70, trailing: 60))
    #expect(screen.safeFrame.width == 0 && screen.safeFrame.height == 0)
    let exact = PopupScreen(
      size: PopupSize(width: 100, height: 100),
      safeArea: PopupInsets(top: 50, leading: 50, bottom: 49, trailing: 49))
    #expect(exact.safeFrame.width == 1 && exact.safeFrame.height == 1)
  }

  /// A spring's period is 70 % of the entrance, so an underdamped one (elastic: bounce 0.5)
  /// peaks at half its damped period, 0.35 / sqrt(1 - 0.5^2), about 40 % of the way in.
  @Test func theElasticSpringPeaksAtHalfItsPeriod() {
    let elastic = PopupMotion(.elastic)
    let samples = (0...100).map { Double($0) / 100 }
    let peak = samples.min {
      elastic.look(visibility: $0, isEntering: true, reducesMotion: false).travel
        < elastic.look(visibility: $1, isEntering: true, reducesMotion: false).travel
    }
    let expected = 0.35 / (1 - 0.5 * 0.5).squareRoot()
    #expect(abs((peak ?? 0) - expected) <= 0.03, "peak at \(peak ?? 0), expected \(expected)")
  }
}
