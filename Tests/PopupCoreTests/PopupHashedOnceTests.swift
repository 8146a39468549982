import Foundation
import PopupCore
import PopupTesting
import Testing

/// A value whose hash is chosen, so two unequal values can share one.
struct Chosen: Hashable, Sendable, Codable {
  var name: String
  var hash: Int
  func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

@Suite("PopupHashedOnce: a value hashed once, compared and hashed as the value", .watchdog)
struct PopupHashedOnceTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var left: Chosen
    var right: Chosen
    var testDescription: String { "\(left.name)#\(left.hash) vs \(right.name)#\(right.hash)" }
  }

  static let rows: [Row] = [
    .init(left: .init(name: "a", hash: 1), right: .init(name: "a", hash: 1)),
    .init(left: .init(name: "a", hash: 1), right: .init(name: "b", hash: 2)),
    // The same hash, different values: never taken for equal.
    .init(left: .init(name: "a", hash: 7), right: .init(name: "b", hash: 7)),
    .init(left: .init(name: "é", hash: 3), right: .init(name: "e\u{301}", hash: 3)),
  ]

  @Test("equal and hashed exactly as the values are", arguments: rows)
  func equalityAndHashFollowTheValues(row: Row) {
    let left = PopupHashedOnce(wrappedValue: row.left)
    let right = PopupHashedOnce(wrappedValue: row.right)
    #expect((left == right) == (row.left == row.right))
    #expect((left.hashValue == right.hashValue) == (row.left.hashValue == row.right.hashValue))
    #expect(left == left)
  }

  @Test func aCopySharesTheValueAndSettingOneCopyLeavesTheOther() {
    var copy = PopupHashedOnce(wrappedValue: Chosen(name: "a", hash: 1))
    let original = copy
    #expect(copy == original)
    copy.wrappedValue = Chosen(name: "b", hash: 2)
    #expect(original.wrappedValue.name == "a")
    #expect(copy.wrappedValue.name == "b")
    #expect(copy != original)
    // Set hashes the new value: it hashes as a fresh wrapper of that value does.
    #expect(copy.hashValue == PopupHashedOnce(wrappedValue: Chosen(name: "b", hash: 2)).hashValue)
    #expect(copy == PopupHashedOnce(wrappedValue: Chosen(name: "b", hash: 2)))
  }

  @Test func aChangeThroughThePropertyIsSeen() {
    struct State: Hashable {
      @PopupHashedOnce var words: [String]
    }
    var state = State(words: ["one"])
    let before = state
    state.words.append("two")
    #expect(state.words == ["one", "two"])
    #expect(state != before)
    #expect(state.hashValue == State(words: ["one", "two"]).hashValue)
    #expect(state == State(words: ["one", "two"]))
  }

  @Test func itEncodesAsTheBareValueAndDecodesBackEqual() throws {
    let wrapped = PopupHashedOnce(wrappedValue: Chosen(name: "a", hash: 9))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(wrapped)
    #expect(data == (try encoder.encode(Chosen(name: "a", hash: 9))))
    let decoded = try JSONDecoder().decode(PopupHashedOnce<Chosen>.self, from: data)
    #expect(decoded == wrapped)
    #expect(decoded.hashValue == wrapped.hashValue)
  }
}
