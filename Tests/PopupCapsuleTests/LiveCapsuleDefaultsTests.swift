import PopupCapsule
import PopupCore
import Testing

/// Every default the documentation of LiveCapsule's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("LiveCapsule: documented defaults")
struct LiveCapsuleDefaultsTests {
  @Test func everyDocumentedDefault() {
    let activity = LiveCapsule.Activity(id: "a", label: "l")
    let ending = LiveCapsule.Ending(id: "a")
    #expect(activity.relevance == 0.0, "LiveCapsule.Activity.relevance")
    #expect(ending.policy == LiveCapsule.EndPolicy.default, "LiveCapsule.Ending.policy")
    #expect(LiveCapsule.State.defaultLinger == Duration.seconds(4), "LiveCapsule.State.defaultLinger")
  }
}
