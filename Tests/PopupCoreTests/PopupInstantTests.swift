import PopupCore
import PopupTesting
import Testing

@Suite("Popup instants", .watchdog)
struct PopupInstantTests {
  @Test func instantArithmetic() {
    let start = PopupInstant.seconds(2)
    #expect(start + .milliseconds(500) == .milliseconds(2500))
    #expect(PopupInstant.seconds(5) - start == .seconds(3))
    #expect(start.description == "t=2s")
    #expect(PopupInstant.zero < start)
  }
}
