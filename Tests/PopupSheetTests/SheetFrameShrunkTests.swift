import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

@testable import PopupSheet

/// A sheet shorter than its content says so in its frame (`isShrunk`), so a host scrolls or
/// clips the content instead of letting it stick out: the gallery's reference host found a
/// dragged sheet whose content stuck out of a frame that claimed it fit.
@Suite("Scroll sheet: a frame shorter than its content is shrunk", .watchdog)
struct SheetFrameShrunkTests {
  @Test(arguments: [
    ("fits-content", [], false),  // as tall as its rows
    ("fits-content", [PopupStep<ScrollSheet.Event>.send(.pulled(100))], false),  // its rows shown fit
    ("medium", [.send(.pulled(40)), .send(.pulled(300))], true),  // dragged to below its header
  ])
  func aSheetShorterThanItsContentIsShrunk(
    sample name: String, steps: [PopupStep<ScrollSheet.Event>], isShrunk: Bool
  ) throws {
    var played = ScrollSheet.play(try ScrollSheet.sample(named: name))
    var now = played.now
    for step in steps { _ = try played.session.apply(step, at: &now) }
    let frame = played.session.frame(at: now)
    #expect(frame.placement.isShrunk == isShrunk, "\(frame.placement.frame)")
  }
}
