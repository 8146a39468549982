@_spi(Recording) import Accessibility
import PopupCatalog
import PopupCelebration
import PopupCore
import PopupDriving
import PopupPresentation
import PopupRating
import PopupUndo
@_spi(Recording) import SwiftUI
import Testing

@testable import PopupSwiftUI

/// What the host tells the session (the screen, the settings) and what it plays back (haptics,
/// announcements, outputs), through `popupCenter(_:onEffect:hosted:)` and `popup(_:item:)`.
@MainActor
@Suite("Hosting a center: the screen, the settings, the effects")
struct HostTests {
  func environment(_ change: (inout EnvironmentValues) -> Void = { _ in }) -> EnvironmentValues {
    var environment = EnvironmentValues()
    change(&environment)
    return environment
  }

  @Test func theScreenReachesTheCenterWithItsKeyboardSizeClassAndTextScale() {
    let model = PopupCenterModel(clock: StillClock())
    let host = Color.clear.popupCenter(model)
    // Drawn twice: the keyboard's height is measured in the first drawing.
    _ = Drawing.draw(host, environment: environment { $0._keyboardHeight = 300 })
    _ = Drawing.draw(
      host,
      environment: environment {
        $0._screenSize = CGSize(width: 1024, height: 768)
        $0._safeArea = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        $0._keyboardHeight = 300
        $0._horizontalSizeClass = .regular
        $0._dynamicTypeSize = .xxxLarge
      })
    #expect(
      model.center.screen
        == PopupScreen(
          size: PopupSize(width: 1024, height: 768), safeArea: PopupInsets(top: 24, bottom: 20),
          keyboardHeight: 300,
          widthClass: .regular, textScale: 1.35))
  }

  @Test func largerTextVoiceOverAndReduceMotionReachTheSessionsSettings() {
    let model = PopupCenterModel(clock: StillClock())
    _ = Drawing.draw(
      Color.clear.popupCenter(model),
      environment: environment {
        $0._dynamicTypeSize = .accessibility3
        $0._voiceOver = true
        $0._reduceMotion = true
      })
    #expect(
      model.center.accessibility
        == PopupAccessibility(isVoiceOverRunning: true, reducesMotion: true, prefersLargerText: true))
    #expect(model.center.screen.textScale == 2.41)
  }

  @Test(arguments: [false, true])
  func reduceMotionStopsTheConfettiAndTurnsTheEntranceIntoAFade(_ reduceMotion: Bool) throws {
    let model = PopupCenterModel(clock: StillClock())
    let host = Color.clear.popupCenter(model)
    let settings = environment { $0._reduceMotion = reduceMotion }
    _ = Drawing.draw(host, environment: settings)
    let sample = CelebrationPopup.samples[0]
    model.present(
      CelebrationPopup.self, id: "celebration", sample.configuration,
      options: sample.options ?? CelebrationPopup.defaultPresentation)
    let drawn = Drawing.draw(host, environment: settings)
    let frame = try #require(model.frame().current?.frame)
    #expect(frame.motion.reducesMotion == reduceMotion)
    #expect(frame.motion.phase == .entering)
    if reduceMotion {
      #expect(frame.motion.offset == PopupPoint(x: 0, y: 0) && frame.motion.scale == 1)
    }
    // While it enters, the center's own timeline takes a frame each display refresh.
    #expect(drawn.nodes("TimelineView").first?.arguments["paused"] == "false")
    // Confetti falls with the display, and stands still under Reduce Motion.
    var confettiFrame = try #require(
      everySampleFrame.first {
        $0.kind == "celebration"
          && $0.frame.content.allNodes.contains { if case .particles = $0 { true } else { false } }
      }?.frame)
    confettiFrame.motion.reducesMotion = reduceMotion
    let confetti = Drawing.draw(PopupFrameView(confettiFrame)).card?.firstBelow("frame")
    let canvas = try #require(confetti?.firstBelow("Canvas"))
    #expect(!canvas.fills.isEmpty)
    let timeline = confetti?.nodes("TimelineView").first { $0.children.first?.name == "Canvas" }
    #expect(timeline?.arguments["paused"] == "\(reduceMotion)")
  }

  @Test func atRestTheTimelineTakesNoFrames() {
    let model = PopupCenterModel(clock: StillClock())
    let host = Color.clear.popupCenter(model)
    _ = Drawing.draw(host)
    model.present(UndoToast.self, id: "undo", .init(message: "Photo deleted"))
    #expect(Drawing.draw(host).nodes("TimelineView").first?.arguments["paused"] == "false")
    let clock = StillClock()
    let resting = PopupCenterModel(clock: clock)
    resting.present(UndoToast.self, id: "undo", .init(message: "Photo deleted"))
    clock.now = .init(offset: .seconds(1))
    #expect(resting.frame().current?.frame.motion.phase == .presented)
    #expect(
      Drawing.draw(Color.clear.popupCenter(resting)).nodes("TimelineView").first?.arguments["paused"]
        == "true")
  }

  @Test func rightToLeftAndDarkModeReachTheDrawnContent() throws {
    let frame = UndoToast.play(UndoToast.samples[0]).session.frame(at: .zero).settled
    let light = Drawing.draw(PopupFrameView(frame))
    let dark = Drawing.draw(PopupFrameView(frame), environment: environment { $0._colorScheme = .dark })
    let rightToLeft = Drawing.draw(
      PopupFrameView(frame), environment: environment { $0._layoutDirection = .rightToLeft })
    let texts = rightToLeft.nodes("Text")
    #expect(!texts.isEmpty && texts.allSatisfy { $0.environment.layoutDirection == .rightToLeft })
    let lightCard = try #require(light.card?.nodes("background").first { $0.arguments["shape"] != nil })
    let darkCard = try #require(dark.card?.nodes("background").first { $0.arguments["shape"] != nil })
    #expect(lightCard.arguments["style"] != darkCard.arguments["style"], "the card follows the colour scheme")
  }

  @Test func hapticsAnnouncementsAndOutputsArePlayedOnceEach() throws {
    AccessibilityRecording.posted = []
    let model = PopupCenterModel(clock: StillClock())
    var effects: [PopupCenterEffect] = []
    let host = Color.clear.popupCenter(model, onEffect: { effects.append($0) })
    _ = Drawing.draw(host)
    var options = RatingPrompt.defaultPresentation
    options.haptic = .success
    model.present(RatingPrompt.self, id: "rating", RatingPrompt.samples[0].configuration, options: options)
    let drawn = Drawing.draw(host)
    #expect(drawn.nodes("sensoryFeedback").first?.arguments["feedback"] == "success")
    let announced = effects.compactMap { effect -> String? in
      if case .announce(let message)? = effect.effect { return message }
      return nil
    }
    #expect(!announced.isEmpty)
    #expect(AccessibilityRecording.posted == announced)
    #expect(effects.filter { $0.effect?.isHapticOrAnnouncement == true }.count == announced.count + 1)
  }

  /// Each haptic a popup asks for is played as its SwiftUI feedback.
  @Test(arguments: [
    (PopupHaptic.light, "impact light"), (.medium, "impact medium"), (.selection, "selection"),
    (.success, "success"), (.warning, "warning"), (.error, "error"),
  ])
  func eachHapticIsPlayedAsItsFeedback(haptic: PopupHaptic, feedback: String) throws {
    let model = PopupCenterModel(clock: StillClock())
    let host = Color.clear.popupCenter(model, onEffect: { _ in })
    _ = Drawing.draw(host)
    var options = RatingPrompt.defaultPresentation
    options.haptic = haptic
    model.present(RatingPrompt.self, id: "rating", RatingPrompt.samples[0].configuration, options: options)
    #expect(Drawing.draw(host).nodes("sensoryFeedback").first?.arguments["feedback"] == feedback)
  }

  @Test func popupItemPresentsFromABindingAndHandsBackOutputs() throws {
    let deleted = State<String?>(wrappedValue: "Photo deleted")
    var outputs: [UndoToast.Output] = []
    let view = Color.clear.popup(UndoToast.self, item: deleted.projectedValue) {
      UndoToast.Configuration(message: $0)
    } onOutput: {
      outputs.append($0)
    }
    _ = Drawing.draw(view)
    let drawn = Drawing.draw(view)
    #expect(drawn.texts.contains("Photo deleted"))
    let undo = try #require(drawn.card?.firstBelow("frame")?.nodes("Button").first)
    undo.action?()
    #expect(outputs == [.undone])
    #expect(deleted.wrappedValue == nil, "the popup ended, so the item is nil")
  }

  @Test func theCatalogViewListsEverySampleAndPresentsOneLive() throws {
    let view = PopupCatalogView(catalog: everyKind)
    let drawn = Drawing.draw(view)
    let sampleCount = everyKind.kinds.reduce(0) { $0 + $1.sampleNames.count }
    let buttons = drawn.nodes("Button").filter { $0.firstBelow("Text") != nil }
    #expect(buttons.count == sampleCount)
    buttons.first?.action?()
    #expect(Drawing.draw(view).card != nil)
  }
}

extension InspectablePopupKind {
  static var sampleNames: [String] { samples.map(\.name) }
}
