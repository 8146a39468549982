import PopupCore
import PopupTesting
import Testing

@Suite("Layout", .watchdog)
struct PopupLayoutTests {
  @Test(arguments: [
    (0.0, PopupWidthClass.compact), (390, .compact), (599.99, .compact), (600, .regular), (1024, .regular),
    (.infinity, .regular), (.nan, .compact),
  ])
  func aScreenIsRegularFrom600PointsAcrossUnlessTheHostSays(width: Double, widthClass: PopupWidthClass) {
    #expect(PopupWidthClass(width: width) == widthClass)
    #expect(PopupScreen(size: PopupSize(width: width, height: 800)).widthClass == widthClass)
    #expect(
      PopupScreen(size: PopupSize(width: width, height: 800), widthClass: .compact).widthClass == .compact)
  }

  static let size = PopupSize(width: 300, height: 200)

  @Test func aBottomToastSitsAboveTheHomeIndicator() throws {
    let layout = try PopupLayout(size: Self.size, on: .phone, options: .toast(.bottom))
    #expect(layout.frame == PopupRect(x: 45, y: 844 - 34 - 8 - 200, width: 300, height: 200))
    #expect(layout.enterFrame.minY == 844)
    #expect(!layout.isShrunk)
  }

  @Test func theKeyboardLiftsABottomToastAboveIt() throws {
    var screen = PopupScreen.phone
    screen.keyboardHeight = 336
    let layout = try PopupLayout(size: Self.size, on: screen, options: .toast(.bottom))
    #expect(layout.frame.maxY == 844 - 336 - PopupLayout.keyboardMargin - 8)
    let ignoring = try PopupLayout(
      size: Self.size, on: screen,
      options: PopupPresentationOptions(placement: .toast(.bottom), keyboard: .ignore))
    #expect(ignoring.frame.maxY == 844 - 34 - 8)
  }

  @Test func aKeyboardTallerThanTheScreenShrinksThePopupBelowTheTopSafeArea() throws {
    var screen = PopupScreen.phone
    screen.keyboardHeight = 2000
    let layout = try PopupLayout(size: Self.size, on: screen, options: .card)
    #expect(layout.isShrunk)
    #expect(layout.frame.minY >= screen.safeArea.top)
    #expect(layout.frame.height == 0)
  }

  @Test func aCardIsCenteredInTheSafeArea() throws {
    let layout = try PopupLayout(size: Self.size, on: .phone, options: .card)
    #expect(layout.frame.midX == 195)
    #expect(layout.frame.midY == 59 + Double(844 - 59 - 34) / 2)
    #expect(layout.enterFrame == layout.frame)
  }

  @Test(arguments: PopupPresentationOptions.Position.allCases)
  func floatersKeepTheirInset(position: PopupPresentationOptions.Position) throws {
    let layout = try PopupLayout(size: Self.size, on: .phone, options: .floater(position))
    let safe = PopupScreen.phone.safeFrame
    if position.horizontal == 0 { #expect(layout.frame.minX == safe.minX + 10) }
    if position.horizontal == 1 { #expect(layout.frame.maxX == safe.maxX - 10) }
    if position.vertical == 0 { #expect(layout.frame.minY == safe.minY + 10) }
    if position.vertical == 1 { #expect(layout.frame.maxY == safe.maxY - 10) }
  }

  @Test func aPopupLargerThanTheScreenIsShrunkToTheSafeArea() throws {
    let layout = try PopupLayout(size: PopupSize(width: 5000, height: 5000), on: .phone, options: .card)
    #expect(layout.isShrunk)
    #expect(PopupScreen.phone.safeFrame.contains(layout.frame))
  }

  @Test func rotationGivesANewLayout() throws {
    let portrait = try PopupLayout(size: Self.size, on: .phone, options: .toast(.bottom))
    let landscape = try PopupLayout(size: Self.size, on: PopupScreen.phone.rotated, options: .toast(.bottom))
    #expect(landscape.frame != portrait.frame)
    #expect(PopupScreen.phone.rotated.safeFrame.contains(landscape.frame))
  }

  @Test(arguments: [
    (PopupScreen(size: PopupSize(width: 0, height: 844)), PopupSize(width: 300, height: 200), "screen size"),
    (
      PopupScreen(size: PopupSize(width: 390, height: .nan)), PopupSize(width: 300, height: 200),
      "screen size"
    ),
    (PopupScreen.phone, PopupSize(width: -3, height: 200), "popup size \"-3.0x200.0\""),
    (
      PopupScreen(size: PopupSize(width: 390, height: 844), safeArea: PopupInsets(top: -1)),
      PopupSize(width: 1, height: 1), "safe area"
    ),
    (
      PopupScreen(size: PopupSize(width: 390, height: 844), keyboardHeight: .infinity),
      PopupSize(width: 1, height: 1), "keyboard"
    ),
  ])
  func badInputIsAClearError(screen: PopupScreen, size: PopupSize, mention: String) {
    #expect {
      _ = try PopupLayout(size: size, on: screen, options: .card)
    } throws: { error in
      String(describing: error).contains(mention)
    }
  }

  @Test func aZeroSafeAreaLaysOutAndOneThatCoversTheScreenIsAnErrorNamingIt() throws {
    let none = try PopupLayout(
      size: Self.size, on: PopupScreen(size: PopupSize(width: 390, height: 844)), options: .card)
    #expect(!none.isShrunk)
    for insets in [PopupInsets(top: 900, leading: 900), PopupInsets(top: 422, bottom: 422)] {
      #expect {
        _ = try PopupLayout(
          size: Self.size, on: PopupScreen(size: PopupSize(width: 390, height: 844), safeArea: insets),
          options: .card)
      } throws: { error in
        "\(error)".contains("the safe area \"\(insets)\" leaves no room on the screen \"390x844\"")
      }
    }
    // One point of room is room: a 1 × 1 safe frame, the popup shrunk into it.
    let tight = try PopupLayout(
      size: Self.size,
      on: PopupScreen(
        size: PopupSize(width: 390, height: 844), safeArea: PopupInsets(top: 843, leading: 389)),
      options: .card)
    #expect(tight.isShrunk && tight.frame.width == 0 && tight.frame.height == 0)
  }

  /// Over many random screens and sizes: a popup that fits stays its size inside the safe area
  /// (above an avoided keyboard), and one that does not is shrunk inside it.
  @Test func randomLayoutsStayInsideTheSafeArea() throws {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<5000 {
      let screen = PopupScreen(
        size: PopupSize(width: random.next(in: 1...1400), height: random.next(in: 1...1400)),
        safeArea: PopupInsets(
          top: random.next(in: 0...80), leading: random.next(in: 0...60), bottom: random.next(in: 0...40),
          trailing: random.next(in: 0...60)),
        keyboardHeight: random.next(in: 0...1) < 0.5 ? 0 : random.next(in: 0...900))
      let size = PopupSize(width: random.next(in: 1...900), height: random.next(in: 1...900))
      let options: PopupPresentationOptions = [
        .card, .toast(.bottom), .toast(.top), .floater(.bottomTrailing), .floater(.topLeading), .sheet,
      ][Int(random.next(in: 0...5.99))]
      guard screen.problem == nil else {
        #expect(throws: PopupLayoutError.self) { try PopupLayout(size: size, on: screen, options: options) }
        continue
      }
      let layout = try PopupLayout(size: size, on: screen, options: options)
      #expect(layout.available.minY == screen.safeFrame.minY || layout.available.height == 0)
      #expect(screen.safeFrame.contains(layout.frame) || layout.frame.isEmpty)
      #expect(layout.frame.maxY <= screen.size.height - screen.keyboardHeight + 1e-6 || layout.frame.isEmpty)
      if !layout.isShrunk { #expect(layout.frame.width == size.width && layout.frame.height == size.height) }
    }
  }
}

extension SeededGenerator {
  /// A number in `range`, with 53 bits of randomness, for property tests.
  mutating func next(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
  }
}
