import PopupCore
import PopupPresentation
@_spi(Recording) import SwiftUI
import Testing

@testable import PopupSwiftUI

/// Every sample of every kind drawn by `PopupFrameView` through the stand-in, on a phone and
/// a tablet, at rest and during its entrance and exit, and checked against its frame.
@MainActor
@Suite("PopupFrameView draws every sample of every kind")
struct DrawingEverySampleTests {
  /// Every kind module the fixture's Package.swift links is in the catalog, with samples to draw.
  @Test func everyKindHasSamplesToDraw() throws {
    let manifest = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
    let list = try #require(
      manifest.split(separator: "let kindModules = [").dropFirst().first?.split(separator: "]").first)
    let modules = list.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.count
    #expect(modules >= 14)
    #expect(everyKind.kinds.count == modules)
    #expect(everySampleFrame.count >= modules * 2 * 3)
  }

  @Test(arguments: everySampleFrame)
  func theContentIsDrawnWithItsTextsAndLabels(_ sample: SampleFrame) {
    let frame = sample.frame
    let drawn = Drawing.draw(PopupFrameView(frame))
    switch frame.motion.phase {
    case .waiting, .gone:
      #expect(drawn.texts.isEmpty, "nothing is drawn while \(frame.motion.phase)")
      #expect(drawn.card == nil)
    case .entering, .presented, .exiting:
      // The card holds the content once; its measuring copy holds it again, out of sight.
      let card = drawn.card
      #expect(card != nil, "\(drawn.outline())")
      let content = card?.firstBelow("frame")
      let texts = content?.texts ?? []
      let labels = content?.labels ?? []
      #expect(
        contains(texts, all: frame.content.expectedTexts),
        "texts drawn: \(texts); in the tree: \(frame.content.expectedTexts)")
      #expect(
        contains(labels, all: frame.content.expectedLabels),
        "labels drawn: \(labels); in the tree: \(frame.content.expectedLabels)")
    }
  }

  @Test(arguments: everySampleFrame)
  func theCardIsAtTheFramesRectangleMovedByTheFramesMotion(_ sample: SampleFrame) throws {
    let frame = sample.frame
    guard frame.motion.phase != .waiting, !isGone(frame) else { return }
    let drawn = Drawing.draw(PopupFrameView(frame))
    let card = try #require(drawn.card, "\(drawn.outline())")
    let rect = frame.placement.frame
    #expect(card.number("x") == frame.motion.offset.x)
    #expect(card.number("y") == frame.motion.offset.y)
    let position = try #require(card.firstBelow("position"))
    #expect(position.number("x") == rect.midX)
    #expect(position.number("y") == rect.midY)
    #expect(position.firstBelow("opacity")?.number("opacity") == frame.motion.opacity)
    #expect(position.firstBelow("blur")?.number("radius") == frame.motion.blur)
    #expect(position.firstBelow("scaleEffect")?.number("scale") == frame.motion.scale)
    let size = try #require(position.firstBelow("frame"))
    #expect(size.number("width") == rect.width)
    #expect(size.number("height") == rect.height)
    // No implicit animation fights the frame's motion.
    #expect(drawn.first("transaction", where: "disablesAnimations", is: "true") != nil)
  }

  @Test(arguments: everySampleFrame)
  func theScrimIsDrawnByItsStyle(_ sample: SampleFrame) throws {
    let frame = sample.frame
    guard frame.motion.phase != .waiting, !isGone(frame) else { return }
    let drawn = Drawing.draw(PopupFrameView(frame))
    let hitTesting = try #require(drawn.nodes("allowsHitTesting").first)
    #expect(hitTesting.arguments["enabled"] == "\(!frame.scrim.passesTouches)")
    let mask = try #require(drawn.nodes("maskContent").first?.firstBelow("fill"))
    #expect(mask.arguments["eoFill"] == "true")
    switch frame.scrim.style {
    case .dim:
      #expect(drawn.first("Color", where: "color", is: "black at \(short(frame.scrim.amount))") != nil)
    case .blur:
      #expect(drawn.nodes("fill").contains { $0.arguments["style"] == "material ultraThin" })
    case .clear, .custom:
      break
    }
    if let arrow = frame.placement.arrow {
      #expect(drawn.nodes("fill").contains { $0.arguments["shape"] == "Path" }, "the arrow at \(arrow.tip)")
    }
  }

  /// A popover's arrow is drawn toward where it points: the triangle's apex lies beyond the
  /// frame's tip, above it for an arrow pointing up, below for down, and to the left or right.
  @Test func eachArrowIsDrawnTowardWhereItPoints() throws {
    var pointings: Set<String> = []
    for sample in everySampleFrame {
      guard let arrow = sample.frame.placement.arrow, !isGone(sample.frame),
        sample.frame.motion.phase != .waiting
      else { continue }
      let drawn = Drawing.draw(PopupFrameView(sample.frame))
      let path = try #require(
        drawn.nodes("fill").compactMap { $0.arguments["path"] }.first { $0.hasPrefix("move") }, "\(sample)")
      let apex = path.split(separator: ";").first.map { part in
        part.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
      }
      let (x, y) = try #require(apex.flatMap { $0.count == 2 ? ($0[0], $0[1]) : nil }, "\(path)")
      let (tipX, tipY) = (Double(arrow.tip.x), Double(arrow.tip.y))
      let beyond =
        switch arrow.pointing {
        case .up: y < tipY && x == tipX
        case .down: y > tipY && x == tipX
        case .left: x < tipX && y == tipY
        case .right: x > tipX && y == tipY
        }
      #expect(beyond, "\(sample): \(arrow.pointing) from \(arrow.tip), apex at \(x), \(y)")
      pointings.insert("\(arrow.pointing)")
    }
    #expect(pointings.count >= 2, "\(pointings)")
  }

  func isGone(_ frame: PopupFrame) -> Bool {
    if case .gone = frame.motion.phase { return true }
    return false
  }

  func short(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
