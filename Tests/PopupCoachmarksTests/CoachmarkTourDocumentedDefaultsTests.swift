import PopupCoachmarks
import PopupCore
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  /// A callout for a target near the screen's top leading corner, on a phone.
  static func layout(
    padding: Double? = nil, callout: PopupSize? = nil, gap: Double? = nil, margin: Double? = nil,
    arrowInset: Double? = nil
  ) -> String {
    let target = PopupRect(x: 4, y: 70, width: 30, height: 30)
    let screen = PopupSize(width: 390, height: 844)
    let layout = CoachmarkLayout(
      target: target, screen: screen, padding: padding ?? 8,
      callout: callout ?? PopupSize(width: 280, height: 120),
      gap: gap ?? 12, margin: margin ?? 16, arrowInset: arrowInset ?? 20)
    let allDefaults = padding == nil && callout == nil && gap == nil && margin == nil && arrowInset == nil
    return "\(allDefaults ? CoachmarkLayout(target: target, screen: screen) : layout)"
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
      defaulted: { Defaulted.layout() },
      documented: { Defaulted.layout(padding: 8) },
      neighbour: { Defaulted.layout(padding: 9) }),
    .init(
      "CoachmarkLayout callout",
      defaulted: { Defaulted.layout() },
      documented: { Defaulted.layout(callout: PopupSize(width: 280, height: 120)) },
      neighbour: { Defaulted.layout(callout: PopupSize(width: 281, height: 120)) }),
    .init(
      "CoachmarkLayout gap",
      defaulted: { Defaulted.layout() },
      documented: { Defaulted.layout(gap: 12) },
      neighbour: { Defaulted.layout(gap: 13) }),
    .init(
      "CoachmarkLayout margin",
      defaulted: { Defaulted.layout() },
      documented: { Defaulted.layout(margin: 16) },
      neighbour: { Defaulted.layout(margin: 17) }),
    .init(
      "CoachmarkLayout arrowInset",
      defaulted: { Defaulted.layout() },
      documented: { Defaulted.layout(arrowInset: 20) },
      neighbour: { Defaulted.layout(arrowInset: 21) }),
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
