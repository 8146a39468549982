import PopupCoachmarks
import PopupCore
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
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
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    #expect(row.matches(), "\(row.name): documented \(row.expected), is \(row.actual())")
  }
}
