import PopupCore
import PopupTesting
import Testing

@Suite("Popover", .watchdog)
struct PopupPopoverTests {
  static let content = PopupSize(width: 250, height: 150)

  static func placed(_ anchor: PopupRect, preferring: PopupEdge = .bottom) -> (
    PopupRect, PopupEdge, PopupPoint
  )? {
    guard
      case .popover(let frame, let edge, let arrow) = PopupPopover.place(
        content, at: anchor, on: .phone, preferring: preferring)
    else { return nil }
    return (frame, edge, arrow)
  }

  @Test func nearTheTopItGoesBelowWithTheArrowUp() throws {
    let (frame, edge, arrow) = try #require(Self.placed(PopupRect(x: 170, y: 70, width: 50, height: 30)))
    #expect(edge == .bottom)
    #expect(frame.minY == 100 + PopupPopover.defaultGap)
    #expect(arrow == PopupPoint(x: 195, y: frame.minY))
  }

  @Test func nearTheBottomItGoesAbove() throws {
    let (frame, edge, arrow) = try #require(Self.placed(PopupRect(x: 170, y: 760, width: 50, height: 30)))
    #expect(edge == .top)
    #expect(frame.maxY == 760 - PopupPopover.defaultGap)
    #expect(arrow.y == frame.maxY)
  }

  @Test func inACornerItStaysOnScreenAndPointsAtTheAnchor() throws {
    let anchor = PopupRect(x: 340, y: 60, width: 44, height: 44)
    let (frame, _, arrow) = try #require(Self.placed(anchor))
    #expect(PopupScreen.phone.safeFrame.contains(frame))
    #expect(arrow.x >= anchor.minX && arrow.x <= anchor.maxX)
  }

  @Test(arguments: [
    PopupRect(x: 0, y: 59, width: 44, height: 44), PopupRect(x: 346, y: 59, width: 44, height: 44),
    PopupRect(x: 0, y: 766, width: 44, height: 44), PopupRect(x: 346, y: 766, width: 44, height: 44),
    PopupRect(x: -22, y: 400, width: 44, height: 44), PopupRect(x: 368, y: 400, width: 44, height: 44),
  ])
  func anchorsInEveryCornerAndHalfOffScreenKeepItOnScreen(anchor: PopupRect) throws {
    let (frame, edge, arrow) = try #require(Self.placed(anchor))
    #expect(PopupScreen.phone.safeFrame.contains(frame))
    let visible = anchor.intersection(PopupScreen.phone.bounds)
    if edge.isVertical {
      #expect(arrow.x >= visible.minX && arrow.x <= visible.maxX)
    } else {
      #expect(arrow.y >= visible.minY && arrow.y <= visible.maxY)
    }
  }

  @Test func aTallAnchorSendsItToTheSide() throws {
    let anchor = PopupRect(x: 10, y: 80, width: 60, height: 700)
    let (frame, edge, arrow) = try #require(Self.placed(anchor))
    #expect(edge == .trailing)
    #expect(frame.minX == anchor.maxX + PopupPopover.defaultGap)
    #expect(arrow.x == frame.minX && arrow.y >= anchor.minY && arrow.y <= anchor.maxY)
  }

  @Test(arguments: [
    PopupRect(x: -500, y: 300, width: 40, height: 40), PopupRect(x: 100, y: 2000, width: 40, height: 40),
    PopupRect(x: 0, y: 0, width: 390, height: 844), PopupRect(x: .nan, y: 0, width: 1, height: 1),
  ])
  func noRoomOrNoAnchorFallsBackToASheet(anchor: PopupRect) {
    #expect(PopupPopover.place(Self.content, at: anchor, on: .phone) == .sheet)
  }

  @Test func tooWideForTheScreenIsASheet() {
    let anchor = PopupRect(x: 100, y: 100, width: 40, height: 40)
    #expect(PopupPopover.place(PopupSize(width: 1000, height: 100), at: anchor, on: .phone) == .sheet)
  }

  @Test func thePreferredSideWinsWhenItFits() throws {
    let anchor = PopupRect(x: 170, y: 400, width: 50, height: 30)
    #expect(try #require(Self.placed(anchor, preferring: .top)).1 == .top)
    #expect(try #require(Self.placed(anchor, preferring: .bottom)).1 == .bottom)
  }

  /// Over many random anchors, half off screen among them: a popover lies inside the safe
  /// area less its margin, beside the anchor on its side, and its arrow is on its edge facing
  /// the anchor, over the anchor's visible part.
  @Test func randomAnchorsKeepThePopoverOnScreenAndTheArrowOnTheAnchor() {
    var random = SeededGenerator(seed: 11)
    let area = PopupScreen.phone.safeFrame.outset(by: -8)
    var popovers = 0
    for _ in 0..<5000 {
      let anchor = PopupRect(
        x: random.next(in: -100...450), y: random.next(in: -100...900), width: random.next(in: 0...200),
        height: random.next(in: 0...200))
      let content = PopupSize(width: random.next(in: 20...380), height: random.next(in: 20...500))
      let preferring = PopupEdge.allCases[Int(random.next(in: 0...3.99))]
      guard
        case .popover(let frame, let edge, let arrow) = PopupPopover.place(
          content, at: anchor, on: .phone, preferring: preferring)
      else { continue }
      popovers += 1
      let visible = anchor.intersection(PopupScreen.phone.bounds)
      #expect(area.contains(frame))
      #expect(frame.contains(arrow))
      switch edge {
      case .bottom: #expect(arrow.y == frame.minY && frame.minY >= anchor.maxY)
      case .top: #expect(arrow.y == frame.maxY && frame.maxY <= anchor.minY)
      case .trailing: #expect(arrow.x == frame.minX && frame.minX >= anchor.maxX)
      case .leading: #expect(arrow.x == frame.maxX && frame.maxX <= anchor.minX)
      }
      if edge.isVertical {
        #expect(arrow.x >= visible.minX && arrow.x <= visible.maxX)
      } else {
        #expect(arrow.y >= visible.minY && arrow.y <= visible.maxY)
      }
    }
    #expect(popovers > 1000)
  }

  /// Seed 002's "always a popover": where the sheet fallback gives up, the shrink fallback
  /// keeps a popover on the side with the most room, cut to it; an anchor off screen (or one
  /// that leaves no room on any side) still gives a sheet.
  @Test(arguments: [
    (
      "too wide", PopupSize(width: 1000, height: 100), PopupRect(x: 100, y: 100, width: 40, height: 40),
      PopupEdge?.some(.bottom), PopupSize(width: 374, height: 100)
    ),
    (
      "too tall for either side, more room below", PopupSize(width: 200, height: 900),
      PopupRect(x: 170, y: 200, width: 50, height: 30), .bottom, PopupSize(width: 200, height: 562)
    ),
    (
      "too tall, more room above", PopupSize(width: 200, height: 900),
      PopupRect(x: 170, y: 700, width: 50, height: 30), .top, PopupSize(width: 200, height: 623)
    ),
    (
      "too tall, more room beside: the side wins by area", PopupSize(width: 200, height: 900),
      PopupRect(x: 170, y: 600, width: 50, height: 30), .trailing, PopupSize(width: 152, height: 735)
    ),
    (
      "fits: not shrunk", PopupSize(width: 250, height: 150), PopupRect(x: 170, y: 70, width: 50, height: 30),
      .bottom, PopupSize(width: 250, height: 150)
    ),
    (
      "the anchor fills the screen", PopupSize(width: 250, height: 150),
      PopupRect(x: 0, y: 0, width: 390, height: 844),
      nil, nil
    ),
    (
      "the anchor is off screen", PopupSize(width: 250, height: 150),
      PopupRect(x: -500, y: 300, width: 40, height: 40),
      nil, nil
    ),
  ])
  func theShrinkFallbackKeepsAPopover(
    name: String, content: PopupSize, anchor: PopupRect, side: PopupEdge?, size: PopupSize?
  ) {
    let placed = PopupPopover.place(content, at: anchor, on: .phone, fallback: .shrink)
    guard let side, let size else {
      #expect(placed == .sheet)
      return
    }
    guard case .popover(let frame, let edge, _) = placed else {
      Issue.record("\(name): \(placed)")
      return
    }
    #expect(edge == side)
    #expect(PopupSize(width: frame.width, height: frame.height) == size)
    #expect(PopupScreen.phone.safeFrame.outset(by: -8).contains(frame))
    // The sheet fallback gives up on every case the shrink one had to cut.
    let adaptive = PopupPopover.place(content, at: anchor, on: .phone)
    #expect((adaptive == .sheet) == (size != content))
  }

  /// Over many random anchors, the shrink fallback gives a sheet only for an anchor with no
  /// part on screen or with no room beside it; every popover is no bigger than its content,
  /// on screen, with its arrow over the anchor.
  @Test func randomAnchorsWithTheShrinkFallbackStayPopovers() {
    var random = SeededGenerator(seed: 12)
    let area = PopupScreen.phone.safeFrame.outset(by: -8)
    var sheets = 0
    for _ in 0..<5000 {
      let anchor = PopupRect(
        x: random.next(in: -100...450), y: random.next(in: -100...900), width: random.next(in: 0...200),
        height: random.next(in: 0...200))
      let content = PopupSize(width: random.next(in: 20...900), height: random.next(in: 20...1200))
      let preferring = PopupEdge.allCases[Int(random.next(in: 0...3.99))]
      let placed = PopupPopover.place(
        content, at: anchor, on: .phone, preferring: preferring, fallback: .shrink)
      guard case .popover(let frame, let edge, let arrow) = placed else {
        sheets += 1
        let visible = anchor.intersection(PopupScreen.phone.bounds)
        let roomBeside = PopupEdge.allCases.map {
          PopupPopover.place(
            PopupSize(width: 1, height: 1), at: anchor, on: .phone, preferring: $0, sides: [$0])
        }
        #expect(visible.isEmpty || roomBeside.allSatisfy { $0 == .sheet }, "\(anchor) \(content)")
        continue
      }
      #expect(area.contains(frame))
      #expect(frame.width <= content.width && frame.height <= content.height)
      let visible = anchor.intersection(PopupScreen.phone.bounds)
      if edge.isVertical {
        #expect(arrow.x >= visible.minX && arrow.x <= visible.maxX)
      } else {
        #expect(arrow.y >= visible.minY && arrow.y <= visible.maxY)
      }
    }
    #expect(sheets < 5000)
  }
}
