import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

@Suite("Accessibility settings", .watchdog)
struct AccessibilitySettingsTests {
  static let voiceOver = PopupAccessibility(isVoiceOverRunning: true)

  @Test func withVoiceOverAToastWithAnActionWaitsForTheUser() {
    var session = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = session.appear(at: .zero)
    #expect(session.advance(to: .seconds(1)) == [])
    #expect(session.setAccessibility(Self.voiceOver, at: .seconds(1)) == [])
    #expect(session.nextDeadline == nil)
    #expect(session.advance(to: .seconds(60)) == [])
    #expect(!session.isEnded)
    // Four seconds were left when VoiceOver started; they are still there when it stops.
    _ = session.setAccessibility(PopupAccessibility(), at: .seconds(60))
    #expect(session.nextDeadline == .seconds(64))
    #expect(session.advance(to: .seconds(64)).contains(.dismiss(.timeout)))
  }

  @Test func settingsGivenBeforeAppearingCountFromTheStart() {
    var session = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = session.setAccessibility(Self.voiceOver, at: .zero)
    _ = session.appear(at: .zero)
    #expect(session.advance(to: .seconds(30)) == [])
    #expect(!session.isEnded)
  }

  @Test func withVoiceOverAModalCardIsUnchangedAndHoldStillWorks() {
    var rating = PopupSession<RatingPrompt>(.init(appName: "Orbit"), now: .zero)
    _ = rating.appear(at: .zero)
    _ = rating.setAccessibility(Self.voiceOver, at: .zero)
    #expect(!rating.waitsForVoiceOver)
    var toast = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = toast.appear(at: .zero)
    _ = toast.setAccessibility(Self.voiceOver, at: .zero)
    _ = toast.hold(at: .seconds(1))
    _ = toast.release(at: .seconds(2))
    // Released, VoiceOver still runs: still waiting.
    #expect(toast.advance(to: .seconds(30)) == [])
  }

  @Test func reduceMotionMakesEntrancesFades() {
    var session = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    let moving = session.enterDuration
    _ = session.setAccessibility(PopupAccessibility(reducesMotion: true), at: .zero)
    #expect(session.reducesMotion)
    #expect(session.enterDuration == PopupMotion.fadeDuration)
    #expect(moving != PopupMotion.fadeDuration)
  }

  @Test func theCenterGivesTheSettingsToTheCurrentPopupAndTheWaitingOnes() {
    var center = PopupCenter()
    _ = center.present(UndoToast.self, id: "a", .init(message: "A"), at: .zero)
    _ = center.present(UndoToast.self, id: "b", .init(message: "B"), at: .zero)
    _ = center.setAccessibility(Self.voiceOver, at: .seconds(1))
    #expect(center.accessibility == Self.voiceOver)
    // The first waits for the user; the second, once it shows, too.
    #expect(center.advance(to: .seconds(60)).isEmpty)
    #expect(center.currentID == "a")
    _ = center.dismiss(id: "a", at: .seconds(60))
    #expect(center.currentID == "b")
    #expect(center.advance(to: .seconds(120)).allSatisfy { $0.dismissReason == nil })
    #expect(center.currentID == "b")
  }

  @Test(arguments: PopupAccessibility.Setting.allCases)
  func eachSettingReadsAndWritesByName(setting: PopupAccessibility.Setting) {
    var settings = PopupAccessibility()
    settings[setting] = true
    #expect(settings[setting])
    #expect(PopupAccessibility.Setting.allCases.filter { settings[$0] } == [setting])
  }
}

/// Larger text does something: the frame draws text larger and the popup grows for it, then
/// shrinks to the screen when it no longer fits.
@Suite("Larger text", .watchdog)
struct LargerTextTests {
  static func frame(largerText: Bool, screenScale: Double = 1, screen: PopupScreen = .phone) throws
    -> PopupFrame
  {
    var screen = screen
    screen.textScale = screenScale
    var session = PopupSession<RatingPrompt>(.init(appName: "Orbit"), now: .zero)
    _ = try session.setScreen(screen, at: .zero)
    _ = session.setAccessibility(PopupAccessibility(prefersLargerText: largerText), at: .zero)
    _ = session.appear(at: .zero)
    return session.frame(at: .seconds(1))
  }

  @Test(arguments: [
    (false, 1.0, 1.0), (true, 1.0, PopupAccessibility.largerTextScale), (true, 2.0, 2.0), (false, 2.0, 2.0),
    (true, 1.2, PopupAccessibility.largerTextScale),
  ])
  func textIsDrawnAtTheLargerOfTheTwoScales(largerText: Bool, screenScale: Double, expected: Double) throws {
    #expect(try Self.frame(largerText: largerText, screenScale: screenScale).textScale == expected)
  }

  @Test func thePopupGrowsForLargerText() throws {
    let normal = try Self.frame(largerText: false)
    let larger = try Self.frame(largerText: true)
    #expect(larger.contentSize.height > normal.contentSize.height)
    #expect(larger.placement.frame.height > normal.placement.frame.height)
    #expect(!larger.placement.isShrunk)
  }

  @Test func onAScreenTooSmallItShrinksToTheScreen() throws {
    let small = PopupScreen(size: PopupSize(width: 320, height: 260))
    let normal = try Self.frame(largerText: false, screen: small)
    let larger = try Self.frame(largerText: true, screen: small)
    #expect(!normal.placement.isShrunk)
    #expect(larger.placement.isShrunk)
    #expect(small.bounds.contains(larger.placement.frame))
  }

  /// Turning it on while shown relayouts the next frame; turning it off shrinks it back.
  @Test func switchingItRelaysOutTheNextFrame() throws {
    var session = PopupSession<RatingPrompt>(.init(appName: "Orbit"), now: .zero)
    _ = session.appear(at: .zero)
    let before = session.frame(at: .seconds(1)).contentSize
    _ = session.setAccessibility(PopupAccessibility(prefersLargerText: true), at: .seconds(1))
    #expect(session.frame(at: .seconds(1)).contentSize.height > before.height)
    _ = session.setAccessibility(PopupAccessibility(), at: .seconds(2))
    #expect(session.frame(at: .seconds(2)).contentSize == before)
  }
}
