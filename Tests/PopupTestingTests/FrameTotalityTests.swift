import CatalogCommands
import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// Geometry is total: for every sample of every linked kind, on random and extreme screens,
/// with random and extreme measured content sizes, every frame is finite and lies where its
/// placement says; and `catalog layout` with any numbers ends with 0 or 64, never a signal.
@Suite("Presentation frames are total", .watchdog)
struct FrameTotalityTests {
  static let catalog = Result { try PopupCatalog.linked }

  /// Screens from a seed: ordinary ones, and the extremes a host may report.
  static func screens(seed: UInt64) -> [PopupScreen] {
    var random = SeededGenerator(seed: seed)
    var screens: [PopupScreen] = [
      .phone, .tablet, .phone.rotated, PopupScreen(size: PopupSize(width: 10, height: 10)),
      PopupScreen(size: PopupSize(width: 1, height: 1)),
      PopupScreen(size: PopupSize(width: 1_000_000, height: 1_000_000), safeArea: PopupInsets(top: 999_999)),
      PopupScreen(size: PopupSize(width: 390, height: 844), safeArea: PopupInsets(top: 843, leading: 389)),
      PopupScreen(size: PopupSize(width: 390, height: 844), keyboardHeight: 5_000),
      PopupScreen(size: PopupSize(width: 0.001, height: 0.001)),
    ]
    for _ in 0..<12 {
      let size = PopupSize(
        width: Double.random(in: 1...2000, using: &random),
        height: Double.random(in: 1...2000, using: &random))
      screens.append(
        PopupScreen(
          size: size,
          safeArea: PopupInsets(
            top: Double.random(in: 0...size.height / 3, using: &random),
            leading: Double.random(in: 0...size.width / 3, using: &random),
            bottom: Double.random(in: 0...size.height / 3, using: &random),
            trailing: Double.random(in: 0...size.width / 3, using: &random)),
          keyboardHeight: Double.random(in: 0...1, using: &random) < 0.5
            ? 0 : Double.random(in: 0...3000, using: &random),
          widthClass: Double.random(in: 0...1, using: &random) < 0.5 ? .compact : .regular,
          textScale: Double.random(in: 0.5...3.2, using: &random)))
    }
    return screens
  }

  static let contentSizes: [PopupSize?] = [
    nil, PopupSize(width: 1e-300, height: 1e-300), PopupSize(width: 1e12, height: 1e12),
    PopupSize(width: 300, height: 200), PopupSize(width: .nan, height: 1), PopupSize(width: -5, height: 5),
    PopupSize(width: .infinity, height: 10),
  ]

  @Test(arguments: (try? catalog.get().idsUnderTest) ?? [])
  func everyFrameOfEverySampleIsFiniteAndInPlace(id: String) throws {
    let kind = try Self.catalog.get().kind(withID: id)
    let found = Self.problems(of: kind)
    #expect(found.isEmpty, "\(found.prefix(5).joined(separator: "\n"))")
  }

  static func problems<Kind: InspectablePopupKind>(of kind: Kind.Type) -> [String] {
    var problems: [String] = []
    for sample in Kind.samples {
      for screen in screens(seed: UInt64(sample.name.utf8.count)) {
        guard screen.problem == nil else { continue }
        let played = Kind.play(sample, screen: screen)
        for contentSize in contentSizes {
          for offset in [Duration.zero, .milliseconds(150), .seconds(2)] {
            let now = played.now + offset
            let frame = played.session.frame(at: now, contentSize: contentSize)
            if let problem = problem(frame, on: screen) {
              problems.append(
                "\(sample.name) on \(screen.size), content \(String(describing: contentSize)): \(problem)")
            }
          }
        }
      }
    }
    return problems
  }

  /// What is wrong with a frame on its screen, or `nil`.
  static func problem(_ frame: PopupFrame, on screen: PopupScreen) -> String? {
    let placement = frame.placement
    let rects =
      [placement.frame, placement.enterFrame, placement.exitFrame, placement.available]
      + [placement.anchor, placement.spotlight].compactMap { $0 }
    if let bad = rects.first(where: { !$0.isValid }) {
      return "a rectangle is not finite or negative: \(bad)"
    }
    if !frame.contentSize.isValid { return "the content size \(frame.contentSize) is not valid" }
    let bounds = screen.bounds
    // Every drawn frame lies on the screen (a hidden frame lies just past an edge).
    if !bounds.contains(placement.frame) { return "the frame \(placement.frame) leaves the screen" }
    if case .position = placement.mode, !placement.available.contains(placement.frame) {
      return "the frame \(placement.frame) leaves the available area \(placement.available)"
    }
    if let arrow = placement.arrow {
      let rect = placement.frame
      let onEdge: Bool
      switch arrow.pointing {
      case .up: onEdge = arrow.tip.y == rect.minY
      case .down: onEdge = arrow.tip.y == rect.maxY
      case .left: onEdge = arrow.tip.x == rect.minX
      case .right: onEdge = arrow.tip.x == rect.maxX
      }
      if !onEdge || !rect.contains(arrow.tip) {
        return "the arrow tip \(arrow.tip) is not on the frame's edge"
      }
    }
    let motion = frame.motion
    let numbers = [
      motion.progress, motion.offset.x, motion.offset.y, motion.scale, motion.opacity, motion.blur,
    ]
    if !numbers.allSatisfy(\.isFinite) { return "the motion is not finite: \(motion)" }
    if !(0...1).contains(motion.progress) || !(0...1).contains(motion.opacity) {
      return "progress or opacity out of 0...1: \(motion)"
    }
    if let countdown = frame.timers.autoDismiss, !(0...1).contains(countdown.fraction) {
      return "the countdown fraction \(countdown.fraction) is out of 0...1"
    }
    return nil
  }

}
