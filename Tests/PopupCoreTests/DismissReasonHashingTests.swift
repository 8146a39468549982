import PopupCore
import PopupTesting
import Testing

/// A dismiss reason compares and hashes by its case: the same answers as its raw string gave.
@Suite("Dismiss reasons: equality and hash", .watchdog)
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
}
