import PopupCapsule
import PopupCore
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let update = LiveCapsule.Update(id: "a", label: "l", timestamp: .scriptOrigin)
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
    .init("LiveCapsule.Activity.symbol", "circle.fill") { Defaulted.activity.symbol },
    .init("LiveCapsule.Activity.defaultSymbol", "circle.fill") { LiveCapsule.Activity.defaultSymbol },
    .init("LiveCapsule.Activity.trailing", LiveCapsule.Trailing.empty) { Defaulted.activity.trailing },
    .init("LiveCapsule.Activity.expanded", LiveCapsule.ExpandedRegions()) { Defaulted.activity.expanded },
    .init("LiveCapsule.Activity.staleAt", PopupWallInstant?.none) { Defaulted.activity.staleAt },
    .init("LiveCapsule.ExpandedRegions", "nil nil nil nil") {
      let regions = LiveCapsule.ExpandedRegions()
      return [regions.leading, regions.trailing, regions.center, regions.bottom].map { $0 ?? "nil" }
        .joined(separator: " ")
    },
    .init("LiveCapsule.Update.trailing", LiveCapsule.Trailing?.none) { Defaulted.update.trailing },
    .init("LiveCapsule.Update.isAlert", false) { Defaulted.update.isAlert },
    .init("LiveCapsule.Update.staleAt", PopupWallInstant?.none) { Defaulted.update.staleAt },
    .init("LiveCapsule.Ending.label", String?.none) { Defaulted.ending.label },
    .init("LiveCapsule.Ending.trailing", LiveCapsule.Trailing?.none) { Defaulted.ending.trailing },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
