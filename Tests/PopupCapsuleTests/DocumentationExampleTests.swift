import PopupCapsule
import PopupCore
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupCapsule/PopupCapsule.docc/PopupCapsule.md`.
@Suite("LiveCapsule: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func aLongPressExpandsAndAnOutsideTapCollapses() {
    let store = PopupTestStore<LiveCapsule>(.init(activities: [.init(id: "ride", label: "Ride")]))
    store.send(.longPressed("ride")) { $0.expansion = .init(id: "ride", collapsesAt: nil) }
    store.receive(output: .expanded(id: "ride"))
    store.tapOutside { $0.expansion = nil }
    store.receive(output: .collapsed(id: "ride"))
  }

  /// The defaults and numbers the article's Configuration section gives.
  @Test func theConfigurationTableHolds() {
    let ride = LiveCapsule.Activity(id: "ride", label: "Ride")
    #expect(ride.symbol == "circle.fill")
    #expect(ride.trailing == .empty)
    #expect(ride.expanded == LiveCapsule.ExpandedRegions())
    #expect(ride.relevance == 0)
    #expect(ride.staleAt == nil)
    #expect(LiveCapsule.State.alertLength == .seconds(4))
    #expect(LiveCapsule.State.alertSpacing == .seconds(30))
    #expect(LiveCapsule.State.defaultLinger == .seconds(4))
    #expect(LiveCapsule.State.longestLinger == .seconds(4 * 3600))
    #expect(LiveCapsule.State.longestLife == .seconds(8 * 3600))
    #expect(LiveCapsule.defaultPresentation == .island)
  }
}
