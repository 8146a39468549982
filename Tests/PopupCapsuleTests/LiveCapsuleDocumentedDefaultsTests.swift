import PopupCapsule
import PopupCore
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let activity = LiveCapsule.Activity(id: "a", label: "l")
  static let ending = LiveCapsule.Ending(id: "a")
}

/// Every default LiveCapsule's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("LiveCapsule: documented defaults")
struct LiveCapsuleDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("LiveCapsule.Activity.relevance", 0.0) { Defaulted.activity.relevance },
    .init("LiveCapsule.Ending.policy", LiveCapsule.EndPolicy.default) { Defaulted.ending.policy },
    .init("LiveCapsule.State.defaultLinger", Duration.seconds(4)) { LiveCapsule.State.defaultLinger },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    #expect(row.matches(), "\(row.name): documented \(row.expected), is \(row.actual())")
  }
}
