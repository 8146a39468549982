import PopupCore
import PopupTesting
import Testing

@testable import PopupInput

/// The input state's hash: equal states hash equal however their sets and tables were built
/// (a table's order is not its contents'), and states that differ in each part the hash reads
/// hash apart.
@Suite("Input: the state's hash", .watchdog)
struct InputStateHashingTests {
  static let configuration = try! InputPopup.Configuration(
    title: "Sign in",
    fields: ["a", "b", "c", "d"].map { InputPopup.Field($0, label: $0.uppercased(), validators: [.async]) })

  static func state(
    checks: [(String, InputPopup.Check)] = [], edited: [String] = [], reserving capacity: Int = 0
  ) -> InputPopup.State {
    var state = InputPopup.State(configuration: configuration)
    var table: [String: InputPopup.Check] = [:]
    table.reserveCapacity(capacity)
    for (id, check) in checks { table[id] = check }
    state.checks = table
    var set: Set<String> = []
    set.reserveCapacity(capacity)
    for id in edited { set.insert(id) }
    state.edited = set
    return state
  }

  static let checks: [(String, InputPopup.Check)] = [
    ("a", .waiting(until: .seconds(1))), ("b", .pending(token: 2, deadline: .seconds(6))), ("c", .passed),
    ("d", .failed("Taken.")),
  ]

  /// Tables and sets filled in other orders and at other capacities iterate in other orders.
  @Test(arguments: [0, 64, 1_000])
  func equalStatesHashEqual(capacity: Int) {
    let one = Self.state(checks: Self.checks, edited: ["a", "b", "c"])
    let other = Self.state(checks: Self.checks.reversed(), edited: ["c", "b", "a"], reserving: capacity)
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
  }

  /// Each part the hash reads, changed alone, changes the hash.
  @Test func statesThatDifferInEachPartHashApart() {
    let base = Self.state(checks: [("b", .pending(token: 2, deadline: .seconds(6)))], edited: ["a"])
    var states = [base]
    func adding(_ change: (inout InputPopup.State) -> Void) {
      var state = base
      change(&state)
      states.append(state)
    }
    adding { $0.texts["a"] = "maya" }
    adding { $0.texts["elsewhere"] = "x" }
    adding { $0.edited.insert("b") }
    adding { $0.focused = "a" }
    adding { $0.focused = "b" }
    adding { $0.focused = "not a field" }
    adding { $0.submitAttempted = true }
    adding { $0.submitPending = true }
    adding { $0.isEnded = true }
    adding { $0.lastToken = 3 }
    adding { $0.checks["b"] = .pending(token: 3, deadline: .seconds(6)) }
    adding { $0.checks["b"] = .passed }
    adding { $0.checks["b"] = .failed("Taken.") }
    adding { $0.checks["b"] = .failed("Too long.") }
    adding { $0.checks["b"] = .timedOut }
    adding { $0.checks["b"] = .waiting(until: .seconds(1)) }
    adding { $0.checks["a"] = .passed }
    adding { $0.configuration = try! .init(title: "Sign up", fields: Self.configuration.fields) }
    #expect(Set(states).count == states.count, "the states differ")
    #expect(Set(states.map(\.hashValue)).count == states.count)
  }
}
