import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// A kind that goes where its configuration says, with a long text.
enum Placed: PopupKind {
  enum Event: Equatable, Sendable { case poke }
  static func makeState(_ configuration: PopupKindPlacement?, now: PopupTime) -> PopupKindPlacement? {
    configuration
  }
  static func reduce(_ state: inout PopupKindPlacement?, _ event: Event, now: PopupTime) -> [PopupEffect<
    Never
  >] {
    []
  }
  static func render(_ state: PopupKindPlacement?, now: PopupTime) -> RenderNode {
    .text(String(repeating: "a long line of words ", count: 60), role: .body)
  }
  static func placement(of state: PopupKindPlacement?, on screen: PopupScreen) -> PopupKindPlacement? {
    state
  }
}

/// How wide a popup's content may be, at the limits: the widest card, and no width below one
/// point however narrow the screen.
@Suite("Presentation frames: widths at their limits", .watchdog)
struct PopupFrameWidthTests {
  static func frame(
    _ placement: PopupKindPlacement?, on screen: PopupScreen, contentSize: PopupSize? = nil,
    options: PopupPresentationOptions = .card
  ) throws -> PopupFrame {
    var session = PopupSession<Placed>(placement, options: options, now: .zero)
    _ = try session.setScreen(screen, at: .zero)
    _ = session.appear(at: .zero)
    return session.frame(at: .seconds(1), contentSize: contentSize)
  }

  static func screen(width: Double) -> PopupScreen {
    PopupScreen(size: PopupSize(width: width, height: 800), widthClass: .compact)
  }

  /// A long text is as wide as a card may be: 428 points on a wide screen, the room between
  /// the margins on a phone, and never less than 1 point on a screen narrower than the margins.
  @Test(arguments: [
    (PopupKindPlacement?.none, 2_000.0, 428.0), (.none, 390, 390 - 2 * 16), (.none, 33, 1), (.none, 20, 1),
    (.center, 2_000, 428), (.center, 33, 1), (.center, 0.5, 1),
  ])
  func aLongTextIsAsWideAsTheCardMayBe(placement: PopupKindPlacement?, screenWidth: Double, width: Double)
    throws
  {
    let frame = try Self.frame(placement, on: Self.screen(width: screenWidth))
    #expect(frame.contentSize.width == width)
  }

  /// A side sheet whose content is exactly as wide as the sheet is not shrunk; one point wider
  /// than the screen allows, it is.
  @Test(arguments: [
    (PopupEdge.trailing, 500.0, false), (.trailing, 1_024, false), (.trailing, 1_025, true),
    (.leading, 1_024, false), (.leading, 1_025, true),
  ])
  func aSideSheetIsShrunkOnlyWhenItsContentDoesNotFit(edge: PopupEdge, contentWidth: Double, isShrunk: Bool)
    throws
  {
    let frame = try Self.frame(
      .sheet(edge: edge, extent: nil), on: Self.screen(width: 1_024),
      contentSize: PopupSize(width: contentWidth, height: 300))
    #expect(frame.placement.isShrunk == isShrunk)
    #expect(frame.placement.frame.width == min(contentWidth, 1_024))
  }
}

/// The content estimate at its edges: empty stacks, the confetti's row cap.
@Suite("Content estimate: empty stacks and caps", .watchdog)
struct ContentEstimateEdgeTests {
  static let a = RenderNode.text("Saved", role: .body)
  static let b = RenderNode.text("Undo", role: .body)

  @Test func anEmptyStackTakesNoRoomAndAddsNoSpacing() {
    #expect(
      RenderNode.vstack([Self.a, .vstack([]), Self.b]).estimatedSize(maxWidth: 300)
        == RenderNode.vstack([Self.a, Self.b]).estimatedSize(maxWidth: 300))
    #expect(
      RenderNode.card(style: .standard, children: [.vstack([]), Self.a]).estimatedSize(maxWidth: 300)
        == RenderNode.card(style: .standard, children: [Self.a]).estimatedSize(maxWidth: 300))
  }

  /// Confetti is drawn in 1 to 12 rows of 20 points: fewer are one row, more are twelve.
  @Test(arguments: [
    (Int.min, 20.0), (0, 20.0), (1, 20.0), (2, 40.0), (11, 220.0), (12, 240.0), (13, 240.0), (Int.max, 240.0),
  ])
  func confettiRowsAreCappedAtTwelve(rows: Int, height: Double) {
    #expect(RenderNode.particles([], rows: rows).estimatedSize(maxWidth: 300).height == height)
  }
}

/// A bottom sheet and the keyboard: above it when the options avoid it, at the screen's bottom
/// edge when they ignore it.
@Suite("Presentation frames: the keyboard", .watchdog)
struct PopupFrameKeyboardTests {
  @Test(arguments: [
    (PopupPresentationOptions.Keyboard.avoid, 300.0), (.ignore, 0), (.avoid, 0), (.ignore, 300),
  ])
  func aBottomSheetSitsOnTheKeyboardOnlyWhenItAvoidsIt(
    keyboard: PopupPresentationOptions.Keyboard, height: Double
  )
    throws
  {
    var options = PopupPresentationOptions.card
    options.keyboard = keyboard
    let screen = PopupScreen(
      size: PopupSize(width: 390, height: 844), keyboardHeight: height, widthClass: .compact)
    let frame = try PopupFrameWidthTests.frame(
      .sheet(edge: .bottom, extent: nil), on: screen, contentSize: PopupSize(width: 390, height: 200),
      options: options)
    let bottom = frame.placement.frame.y + frame.placement.frame.height
    #expect(bottom == 844 - (keyboard == .avoid ? height : 0))
  }
}
