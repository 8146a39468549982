import PopupCoachmarks
import PopupCore
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let target = PopupRect(x: 4, y: 70, width: 30, height: 30)
  static let screen = PopupSize(width: 390, height: 844)
  static let callout = PopupSize(width: 280, height: 120)

  /// An argument of `CoachmarkLayout` to leave out.
  enum Argument { case padding, callout, gap, margin, arrowInset }

  /// The layout of a callout for a target near the screen's top leading corner, with the
  /// documented value of every argument but `omitting`, which is left out.
  static func layout(omitting: Argument) -> CoachmarkLayout {
    switch omitting {
    case .padding:
      CoachmarkLayout(target: target, screen: screen, callout: callout, gap: 12, margin: 16, arrowInset: 20)
    case .callout:
      CoachmarkLayout(target: target, screen: screen, padding: 8, gap: 12, margin: 16, arrowInset: 20)
    case .gap:
      CoachmarkLayout(
        target: target, screen: screen, padding: 8, callout: callout, margin: 16, arrowInset: 20)
    case .margin:
      CoachmarkLayout(target: target, screen: screen, padding: 8, callout: callout, gap: 12, arrowInset: 20)
    case .arrowInset:
      CoachmarkLayout(target: target, screen: screen, padding: 8, callout: callout, gap: 12, margin: 16)
    }
  }

  /// The same layout with every argument given.
  static func layout(
    padding: Double = 8, callout: PopupSize = PopupSize(width: 280, height: 120), gap: Double = 12,
    margin: Double = 16, arrowInset: Double = 20
  ) -> CoachmarkLayout {
    CoachmarkLayout(
      target: target, screen: screen, padding: padding, callout: callout, gap: gap, margin: margin,
      arrowInset: arrowInset)
  }
  static let tour = CoachmarkTour.Configuration(steps: [.init(target: "x", title: "t", message: "m")])
}

/// Every default CoachmarkTour's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("CoachmarkTour: documented defaults")
struct CoachmarkTourDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("CoachmarkTour.Configuration.screen", PopupSize(width: 390, height: 844)) { Defaulted.tour.screen },
    .init("CoachmarkTour.Configuration.padding", 8.0) { Defaulted.tour.padding },
    .init("CoachmarkTour.Configuration.calloutSize", PopupSize(width: 280, height: 120)) {
      Defaulted.tour.calloutSize
    },
    .init("CoachmarkTour.Configuration.showsSpotlight", true) { Defaulted.tour.showsSpotlight },
    .init("CoachmarkTour.Configuration.targets", [String: PopupRect]()) { Defaulted.tour.targets },
    // What a value that cannot be used falls back to: the same defaults.
    .init("CoachmarkTour.Configuration.screen, invalid", PopupSize(width: 390, height: 844)) {
      CoachmarkTour.Configuration(steps: Defaulted.tour.steps, screen: PopupSize(width: 0, height: 844))
        .screen
    },
    .init("CoachmarkTour.Configuration.padding, not finite", 8.0) {
      CoachmarkTour.Configuration(steps: Defaulted.tour.steps, padding: .nan).padding
    },
    .init("CoachmarkTour.Configuration.calloutSize, invalid", PopupSize(width: 280, height: 120)) {
      CoachmarkTour.Configuration(steps: Defaulted.tour.steps, calloutSize: PopupSize(width: -1, height: 1))
        .calloutSize
    },
    .init("CoachmarkTour.Configuration.single frame", [String: PopupRect]()) {
      CoachmarkTour.Configuration.single(target: "x", title: "t", message: "m").targets
    },
    .init("CoachmarkTour.Configuration.single screen", PopupSize(width: 390, height: 844)) {
      CoachmarkTour.Configuration.single(target: "x", title: "t", message: "m").screen
    },
    // A callout's layout: each default moves the spotlight, the callout or its arrow.
    .init(
      "CoachmarkLayout padding",
      defaulted: { Defaulted.layout(omitting: .padding) },
      documented: { Defaulted.layout(padding: 8) },
      neighbour: { Defaulted.layout(padding: 9) }),
    .init(
      "CoachmarkLayout callout",
      defaulted: { Defaulted.layout(omitting: .callout) },
      documented: { Defaulted.layout(callout: PopupSize(width: 280, height: 120)) },
      neighbour: { Defaulted.layout(callout: PopupSize(width: 281, height: 120)) }),
    .init(
      "CoachmarkLayout gap",
      defaulted: { Defaulted.layout(omitting: .gap) },
      documented: { Defaulted.layout(gap: 12) },
      neighbour: { Defaulted.layout(gap: 13) }),
    .init(
      "CoachmarkLayout margin",
      defaulted: { Defaulted.layout(omitting: .margin) },
      documented: { Defaulted.layout(margin: 16) },
      neighbour: { Defaulted.layout(margin: 17) }),
    .init(
      "CoachmarkLayout arrowInset",
      defaulted: { Defaulted.layout(omitting: .arrowInset) },
      documented: { Defaulted.layout(arrowInset: 20) },
      neighbour: { Defaulted.layout(arrowInset: 21) }),
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
