import PopupCapsule
import PopupCore
import Testing

/// What an alert emits, in order: the capsule opens on it, then the update is read out, so a
/// host shows the expansion before VoiceOver speaks of it.
@Suite("Live capsule: an alert's effects in order", .watchdog)
struct LiveCapsuleAlertOrderTests {
  @Test func anAlertExpandsThenAnnounces() {
    var state = LiveCapsule.makeState(.init(activities: []), now: .zero)
    _ = LiveCapsule.reduce(&state, .started(.init(id: "a", label: "A")), now: .zero)
    let effects = LiveCapsule.reduce(
      &state, .updated(.init(id: "a", label: "Arriving", timestamp: at(1), isAlert: true)), now: .seconds(1))
    #expect(effects == [.output(.expanded(id: "a")), .announce("Arriving")])
  }
}
