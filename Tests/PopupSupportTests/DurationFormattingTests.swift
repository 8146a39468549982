import PopupSupport
import PopupTesting
import Testing

@Suite("Duration formatting", .watchdog)
struct DurationFormattingTests {
  @Test(arguments: [
    (Duration.zero, "0s"), (.seconds(5), "5s"), (.milliseconds(1500), "1.5s"), (.milliseconds(250), "250ms"),
    (.milliseconds(1), "1ms"), (.milliseconds(1001), "1.001s"), (.milliseconds(12_340), "12.34s"),
    (.microseconds(999), "0s"), (.seconds(-2), "-2s"), (.milliseconds(-250), "-250ms"),
  ])
  func popupDescription(duration: Duration, expected: String) {
    #expect(duration.popupDescription == expected)
  }

  /// Where milliseconds turn into seconds, and a negative duration that rounds to nothing.
  @Test(arguments: [
    (Duration.milliseconds(999), "999ms"), (.seconds(1), "1s"), (.milliseconds(1000), "1s"),
    (.microseconds(-999), "0s"), (.milliseconds(-1), "-1ms"), (.milliseconds(-1500), "-1.5s"),
  ])
  func theBoundaries(duration: Duration, expected: String) {
    #expect(duration.popupDescription == expected)
  }

  @Test func secondsAsDouble() {
    #expect(Duration.milliseconds(1250).popupSeconds == 1.25)
  }
}
