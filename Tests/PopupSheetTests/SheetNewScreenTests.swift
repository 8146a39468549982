import PopupCore
import PopupPresentation
import PopupTesting
import Testing

@testable import PopupSheet

/// A sheet on a new screen (a rotation, a window resized): a detent in points and one that is
/// a fraction of the screen can change order or meet, and a sheet of another height shows
/// another number of rows. The sheet keeps its detents lowest first and each height once,
/// rests at the detent it rested at, keeps its scroll in range, and keeps its invariant.
@Suite("Scroll sheet: a new screen", .watchdog)
struct SheetNewScreenTests {
  /// 400 pt and medium: 400 pt is below medium on the 844-pt phone and on a 1366-pt tablet,
  /// the same on an 800-pt screen, and above it on the 768-pt tablet.
  static let screens: [(screenHeight: Double, heights: [Double])] = [
    (844, [400, 422]), (1366, [400, 683]), (800, [400]), (768, [384, 400]),
  ]

  @Test(arguments: screens)
  func theDetentsStayLowestFirstAndTheSheetRestsWhereItDid(screenHeight: Double, heights: [Double]) throws {
    var session = PopupSession<ScrollSheet>(
      SheetBoundaryTests.configuration(detents: [.height(400), .medium]), now: .zero)
    _ = session.send(.detentSelected(.medium), at: .zero)
    _ = try session.setScreen(PopupScreen(size: PopupSize(width: 390, height: screenHeight)), at: .zero)
    let state = session.state
    #expect(state.detents.indices.map { state.height(of: $0) } == heights)
    #expect(state.height == screenHeight / 2)
    #expect(ScrollSheet.invariantViolations(in: state, now: .zero) == [])
  }

  /// Scrolled to the end at medium on the phone, then on a taller screen: medium is taller,
  /// so the scroll shrinks to what still hides.
  @Test func aTallerScreenShrinksTheScrollToWhatStillHides() throws {
    var session = PopupSession<ScrollSheet>(SheetBoundaryTests.configuration(), now: .zero)
    _ = session.send(.scrolled(100_000), at: .zero)
    #expect(session.state.scrollOffset == 40 * 44 - (844 / 2 - 140))
    _ = try session.setScreen(PopupScreen(size: PopupSize(width: 1024, height: 1366)), at: .zero)
    #expect(session.state.scrollOffset == 40 * 44 - (1366 / 2 - 140))
    #expect(ScrollSheet.invariantViolations(in: session.state, now: .zero) == [])
  }
}
