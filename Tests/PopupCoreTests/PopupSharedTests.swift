import PopupCore
import PopupTesting
import Testing

@Suite("PopupShared: a value copies share, compared and hashed as the value", .watchdog)
struct PopupSharedTests {
  @Test(
    "equal and hashed exactly as the values are",
    arguments: [
      (Chosen(name: "a", hash: 1), Chosen(name: "a", hash: 1)),
      (Chosen(name: "a", hash: 1), Chosen(name: "b", hash: 2)),
      // The same hash, different values: never taken for equal.
      (Chosen(name: "a", hash: 7), Chosen(name: "b", hash: 7)),
      // Canonically equal texts, in different bytes: equal, as the values are.
      (Chosen(name: "é", hash: 3), Chosen(name: "e\u{301}", hash: 3)),
    ])
  func equalityAndHashFollowTheValues(left: Chosen, right: Chosen) {
    let shared = (PopupShared(left), PopupShared(right))
    #expect((shared.0 == shared.1) == (left == right))
    #expect(shared.0.hashValue == left.hashValue)
    #expect(shared.1.hashValue == right.hashValue)
    #expect(shared.0 == shared.0)
  }

  @Test func aCopySharesTheValueAndAnotherBoxOfAnEqualValueIsEqual() {
    let original = PopupShared(Chosen(name: "a", hash: 1))
    var copy = original
    #expect(copy == original && copy.value.name == "a")
    copy = PopupShared(Chosen(name: "b", hash: 2))
    #expect(original.value.name == "a")
    #expect(copy != original)
    #expect(copy.hashValue == Chosen(name: "b", hash: 2).hashValue)
    copy = PopupShared(Chosen(name: "a", hash: 1))
    #expect(copy == original)
  }
}
