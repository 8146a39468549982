import PopupTesting
import Testing

@testable import PopupCatalog

@Suite("PopupStateTable: the explorer's index of distinct states", .watchdog)
struct PopupStateTableTests {
  /// Stores each value unless an equal one is stored, as the explorer does, and returns each
  /// value's state number.
  static func number(_ values: [String], hash: (String) -> Int, capacity: Int = 4) -> (
    numbers: [Int], count: Int
  ) {
    var table = PopupStateTable(capacity: capacity)
    var stored: [String] = []
    var numbers: [Int] = []
    for value in values {
      let hash = hash(value)
      if let found = table.find(hash: hash, isEqual: { stored[$0] == value }) {
        numbers.append(found)
      } else {
        table.insert(hash: hash)
        stored.append(value)
        numbers.append(stored.count - 1)
      }
    }
    return (numbers, table.count)
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var hash: @Sendable (String) -> Int
    var testDescription: String { name }
  }

  static let hashes: [Row] = [
    .init(name: "hash values", hash: { $0.hashValue }),
    // Every value collides: equality alone tells them apart.
    .init(name: "one hash for all", hash: { _ in 42 }),
    // Neighbouring slots fill up, so probes wrap around the end of the table.
    .init(name: "consecutive hashes", hash: { Int($0.dropFirst())! }),
    .init(name: "negative hashes", hash: { -Int($0.dropFirst())! - 1 }),
  ]

  @Test("numbers every distinct value once, in first-seen order, across growth", arguments: hashes)
  func numbersDistinctValuesInOrder(row: Row) {
    let distinct = (0..<300).map { "v\($0)" }
    let values = distinct + distinct.reversed() + ["v7", "v0", "v299"]
    let (numbers, count) = Self.number(values, hash: row.hash)
    #expect(count == 300)
    #expect(numbers == Array(0..<300) + (0..<300).reversed() + [7, 0, 299])
  }

  /// "Room for `capacity` states before it grows", 64 by default (the explorer's table): the
  /// 64th state goes in without growing, the 65th doubles the slots; a capacity asked for is
  /// kept likewise, at the smallest power of two of at least 16 slots that is at most half full.
  @Test(arguments: [(Int?.none, 64), (1, 8), (8, 8), (9, 16), (100, 128)])
  func aTableHoldsItsCapacityBeforeItGrows(capacity: Int?, room: Int) {
    var table = capacity.map { PopupStateTable(capacity: $0) } ?? PopupStateTable()
    let slots = table.slots.count
    for number in 0..<room { table.insert(hash: number) }
    #expect(table.slots.count == slots, "grew before \(room) states")
    table.insert(hash: room)
    #expect(table.slots.count == slots * 2, "did not grow at state \(room + 1)")
  }

  @Test func anEmptyTableFindsNothingAndCountsNothing() {
    let table = PopupStateTable()
    #expect(table.count == 0)
    #expect(table.find(hash: 5, isEqual: { _ in true }) == nil)
  }

  @Test func itStaysAtMostHalfFull() {
    var table = PopupStateTable(capacity: 1)
    for number in 0..<1000 {
      table.insert(hash: number &* 7919)
      #expect(table.slots.count >= 2 * table.count)
    }
    #expect(table.bytes >= 1000 * (MemoryLayout<Int>.stride + 2 * MemoryLayout<Int32>.stride))
  }
}
