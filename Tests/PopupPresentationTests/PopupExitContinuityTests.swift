import PopupCore
import PopupPresentation
import PopupProgress
import PopupRating
import PopupTesting
import PopupUndo
import Testing

/// An exit starts from the frame just before it and moves on from there; every exit and every
/// entrance shows; a popup that draws nothing is waiting, and enters when its content comes.
@Suite("Exits that continue the frame before them", .watchdog)
struct PopupExitContinuityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var motion: PopupMotion
    var placement: String
    var options: PopupPresentationOptions
    var endsAfter: Duration
    var testDescription: String { "\(motion.preset) \(placement), ended at \(endsAfter)" }
  }

  /// Every preset, in place (centred, a popover) and travelling (a toast from the bottom), ended
  /// at the start, early in, halfway through and after the entrance.
  static let cases: [Case] = PopupMotion.Preset.allCases.flatMap { preset -> [Case] in
    let placements: [(String, PopupPresentationOptions)] = [
      ("centred", PopupPresentationOptions(motion: PopupMotion(preset))),
      (
        "popover",
        PopupPresentationOptions(
          placement: .popover(PopupAnchor(PopupRect(x: 173, y: 300, width: 44, height: 44))),
          motion: PopupMotion(preset))
      ),
      (
        "bottom toast",
        PopupPresentationOptions(
          placement: .toast(.bottom), scrim: .none,
          motion: PopupMotion(preset, enterEdge: .bottom, exitEdge: .bottom))
      ),
    ]
    return placements.flatMap { name, options in
      [Duration.zero, .milliseconds(60), .milliseconds(150), .seconds(1)].map {
        Case(motion: options.motion, placement: name, options: options, endsAfter: $0)
      }
    }
  }

  static func values(_ frame: PopupFrame) -> [Double] {
    let motion = frame.motion
    return [motion.offset.x, motion.offset.y, motion.scale, motion.opacity, motion.blur]
  }

  @Test(arguments: cases)
  func theExitStartsFromTheFrameBeforeItAndMovesOnSmoothly(_ row: Case) throws {
    var session = PopupSession<RatingPrompt>(
      .init(appName: "Orbit"), options: row.options, now: .zero)
    _ = session.appear(at: .zero)
    let end = PopupInstant.zero + row.endsAfter
    let before = session.frame(at: end)
    _ = session.dismiss(.tap, at: end)
    let first = session.frame(at: end)
    guard before.motion.opacity > 0 else {
      // Nothing showed yet: nothing to leave from.
      #expect(first.motion.phase == .gone(.tap))
      return
    }
    #expect(first.motion.phase == .exiting(.tap))
    #expect(first.content == before.content)
    #expect(first.placement == before.placement)
    #expect(first.style == before.style)
    for (a, b) in zip(Self.values(before), Self.values(first)) { #expect(abs(a - b) < 1e-9) }
    // Frame to frame at 120 Hz, nothing jumps: no offset moves more than a screen's tenth,
    // no opacity or scale more than a fifth.
    var previous = first
    var instant = end
    while case .exiting = previous.motion.phase {
      instant += .microseconds(8333)
      let next = session.frame(at: instant)
      guard case .exiting = next.motion.phase else { break }
      let (a, b) = (Self.values(previous), Self.values(next))
      #expect(abs(a[0] - b[0]) < 85 && abs(a[1] - b[1]) < 85, "offset jumps at \(instant)")
      #expect(abs(a[2] - b[2]) < 0.2 && abs(a[3] - b[3]) < 0.2, "scale or opacity jumps at \(instant)")
      #expect(next.content == first.content)
      previous = next
    }
    // The exit shows: by its last frame the popup has faded or shrunk, or gone most of the
    // way to its exit frame.
    let faded = previous.motion.opacity < first.motion.opacity * 0.5
    let scaled = abs(previous.motion.scale - first.motion.scale) >= 0.05
    let frame = previous.placement.frame
    let exit = previous.placement.exitFrame
    let (toX, toY) = (exit.x - frame.x, exit.y - frame.y)
    func distance(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
    let left = distance(toX - first.motion.offset.x, toY - first.motion.offset.y)
    let stillToGo = distance(toX - previous.motion.offset.x, toY - previous.motion.offset.y)
    let moved = left > 1 && stillToGo <= left * 0.25
    #expect(faded || scaled || moved, "\(row): the exit neither fades, scales nor moves")
  }

  @Test(arguments: PopupMotion.Preset.allCases)
  func anEntranceInPlaceScalesOrFadesIn(_ preset: PopupMotion.Preset) {
    var session = PopupSession<RatingPrompt>(
      .init(appName: "Orbit"), options: PopupPresentationOptions(motion: PopupMotion(preset)), now: .zero)
    _ = session.appear(at: .zero)
    let start = session.frame(at: .zero).motion
    let rest = session.frame(at: .seconds(2)).motion
    #expect(rest.opacity == 1 && rest.scale == 1 && rest.offset == PopupPoint(x: 0, y: 0))
    #expect(start.opacity < 0.5 || abs(start.scale - 1) >= 0.05, "\(preset) comes in with no visible change")
  }

  @Test func aPopupThatDrawsNothingWaitsAndEntersWhenItsContentComes() {
    var session = PopupSession<ProgressToast>(.init(title: "Uploading"), now: .zero)
    _ = session.appear(at: .zero)
    let grace = session.frame(at: .milliseconds(100))
    #expect(grace.content.isBlank)
    #expect(grace.motion.phase == .waiting)
    #expect(session.phase(at: .milliseconds(100)) == .waiting)
    // The grace ends at 0.5 s: the toast comes in from there, not from its presentation.
    _ = session.advance(to: .milliseconds(500))
    #expect(session.shownAt == .milliseconds(500))
    let entering = session.frame(at: .milliseconds(500))
    #expect(entering.motion.phase == .entering && entering.motion.opacity == 0)
    #expect(!entering.content.isBlank)
    #expect(session.frame(at: .milliseconds(900)).motion.phase == .presented)
  }

  @Test func aPopupEndedBeforeItDrewAnythingIsGoneAtOnce() {
    var session = PopupSession<ProgressToast>(.init(title: "Uploading"), now: .zero)
    _ = session.appear(at: .zero)
    _ = session.dismiss(at: .milliseconds(200))
    #expect(session.frame(at: .milliseconds(200)).motion.phase == .gone(.programmatic))
  }
}
