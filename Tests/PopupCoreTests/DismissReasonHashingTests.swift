import PopupCore
import PopupTesting
import Testing

/// A dismiss reason compares and hashes by its case: the same answers as its raw string gave;
/// its ordinal is its place among the cases, and each gesture gives the reason of its name.
@Suite("Dismiss reasons: equality, hash, order and the gestures' reasons", .watchdog)
struct DismissReasonHashingTests {
  @Test(arguments: DismissReason.allCases)
  func equalToItselfAloneAndHashedApart(reason: DismissReason) {
    for other in DismissReason.allCases {
      #expect((reason == other) == (reason.rawValue == other.rawValue), "\(reason) and \(other)")
      if reason != other { #expect(reason.hashValue != other.hashValue, "\(reason) and \(other)") }
    }
    #expect(
      DismissReason(rawValue: reason.rawValue).map { $0 == reason && $0.hashValue == reason.hashValue }
        == true)
  }

  /// "The case's place in `allCases`".
  @Test(arguments: DismissReason.allCases)
  func theOrdinalIsTheCasesPlace(reason: DismissReason) {
    #expect(Int(reason.ordinal) == DismissReason.allCases.firstIndex(of: reason))
  }

  /// Each shared gesture dismisses, when its behavior says so, with the reason of its name.
  @Test(arguments: [
    (PopupGesture.tap, DismissReason.tap), (.outsideTap, .outsideTap), (.drag, .drag),
  ])
  func eachGestureGivesTheReasonOfItsName(gesture: PopupGesture, reason: DismissReason) {
    #expect(gesture.dismissReason == reason)
  }
}
