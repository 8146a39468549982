import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

@testable import PopupSheet

/// A sheet without detents rests at its content's height, at most `maxHeightFraction` of the
/// screen it is on: a screen given after it was made, or a new one, caps it anew.
@Suite("Scroll sheet: the content's height, capped by this screen", .watchdog)
struct SheetContentCapTests {
  static let fitsContent = ScrollSheet.samples.first { $0.name == "fits-content" }!.configuration

  /// Screen heights and the resting height: half the screen, or the content's 316 pt when less.
  @Test(arguments: [(500.0, 250.0), (400.0, 200.0), (844.0, 316.0), (1366.0, 316.0)])
  func theCapIsAFractionOfTheScreenItIsOn(screenHeight: Double, resting: Double) throws {
    var session = PopupSession<ScrollSheet>(Self.fitsContent, now: .zero)
    _ = try session.setScreen(PopupScreen(size: PopupSize(width: 390, height: screenHeight)), at: .zero)
    #expect(session.state.height(of: session.state.detent) == resting)
    #expect(session.frame(at: .seconds(1)).placement.frame.height == resting)
  }

  @Test func aNewScreenRefitsItAndDetentsGivenStayTheirFractions() throws {
    var session = PopupSession<ScrollSheet>(Self.fitsContent, now: .zero)
    _ = try session.setScreen(PopupScreen(size: PopupSize(width: 390, height: 500)), at: .zero)
    _ = try session.setScreen(PopupScreen(size: PopupSize(width: 390, height: 844)), at: .seconds(1))
    #expect(session.state.height(of: 0) == 316)
    var detented = ScrollSheet.Configuration(title: "Terms", rows: ["a"], detents: [.medium, .large])
    detented.screenHeight = 844
    var sheet = PopupSession<ScrollSheet>(detented, now: .zero)
    _ = try sheet.setScreen(PopupScreen(size: PopupSize(width: 390, height: 500)), at: .zero)
    #expect(sheet.state.detents == [.medium, .large])
  }
}
