import PopupCatalog
import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupUndo
import Testing

@Suite("PopupCenterStep", .watchdog)
struct PopupCenterStepTests {
  static let catalog = Result { try PopupCatalog([RatingPrompt.self, UndoToast.self]) }

  @Test(arguments: [
    "present a undo normal", "present b rating critical for 5s", "present c undo low for 1.5s", "dismiss a",
    "dismiss-all", "hold", "release", "tap", "tap-outside", "drag", "wait 250ms", "wait 3s", "jump 86400s",
    "jump -5s", "present two-words rating high", "screen 1024 768", "screen 700 844 compact",
    "setting larger-text on", "setting voiceover off",
  ])
  func scriptLinesParseBack(line: String) throws {
    let parsed = try PopupScript.lines(of: line).map {
      try PopupCenterStep.parse($0, catalog: Self.catalog.get())
    }
    #expect(parsed.map(\.scriptLine) == [line])
  }

  @Test func aPriorityDefaultsToNormal() throws {
    let step = try PopupCenterStep.parse(
      PopupScript.lines(of: "present a undo")[0], catalog: Self.catalog.get())
    #expect(step.scriptLine == "present a undo normal")
  }

  @Test func stepsDriveACenter() throws {
    var center = PopupCenter()
    var now = PopupInstant.zero
    let script =
      "present a undo normal for 5s; wait 3s; present b rating critical; wait 60s; dismiss b; wait 2s"
    var effects: [String] = []
    for line in try PopupScript.lines(of: script) {
      effects += try PopupCenterStep.parse(line, catalog: Self.catalog.get()).apply(to: &center, at: &now)
        .map(\.description)
    }
    #expect(
      effects == [
        "shown a", "paused a", "shown b", "b announce: \"Enjoying Orbit?\"", "dismissed b: programmatic",
        "shown a again", "a output: expired", "dismissed a: timeout",
      ])
    #expect(now == .seconds(65))
  }

  @Test(arguments: [
    ("tap", ["shown a"], "a"),
    ("drag", ["shown a", "a output: closedEarly(drag)", "dismissed a: drag"], nil),
    ("tap-outside", ["shown a"], "a"), ("hold", ["shown a"], "a"),
    // Held, the toast's countdown stops; released, it runs out.
    ("hold; wait 10s", ["shown a"], "a"),
    ("hold; release; wait 10s", ["shown a", "a output: expired", "dismissed a: timeout"], nil),
  ])
  func theSharedGesturesActOnTheCurrentPopup(gesture: String, effects: [String], current: String?) throws {
    var center = PopupCenter()
    var now = PopupInstant.zero
    var seen: [String] = []
    for line in try PopupScript.lines(of: "present a undo; \(gesture)") {
      seen += try PopupCenterStep.parse(line, catalog: Self.catalog.get()).apply(to: &center, at: &now)
        .map(\.description)
    }
    #expect(seen == effects)
    #expect(center.currentID == current)
  }

  @Test func aJumpMovesEveryPopupsWallClockButNoCountdown() throws {
    var center = PopupCenter()
    var now = PopupInstant.zero
    for line in try PopupScript.lines(of: "present a undo; present b undo; wait 1s; jump 3600s") {
      _ = try PopupCenterStep.parse(line, catalog: Self.catalog.get()).apply(to: &center, at: &now)
    }
    #expect(center.wallTime(at: now) == .scriptOrigin + .seconds(3601))
    #expect(center.nextDeadline == .seconds(5))
    let waiting = try #require(center.session(of: "b", as: UndoToast.self))
    #expect(waiting.wallTime(at: now) == .scriptOrigin + .seconds(3601))
  }

  @Test func aScreenStepResizesTheCentersScreenAndABadOneKeepsIt() throws {
    var center = PopupCenter()
    var now = PopupInstant.zero
    let tablet = PopupScreen(size: PopupSize(width: 1024, height: 768))
    _ = try PopupCenterStep.shared(.screen(tablet)).apply(to: &center, at: &now)
    // The size and width class change; the phone's safe area stays.
    #expect(center.screen.size == tablet.size && center.screen.widthClass == .regular)
    #expect(center.screen.safeArea == PopupScreen.phone.safeArea)
    let tiny = PopupScreen(size: PopupSize(width: 10, height: 10))
    #expect {
      _ = try PopupCenterStep.shared(.screen(tiny)).apply(to: &center, at: &now)
    } throws: { error in
      "\(error)".hasPrefix("Invalid screen in 'screen 10 10': the safe area \"59,0,34,0\" leaves no room")
    }
    #expect(center.screen.size == tablet.size)
  }
}
