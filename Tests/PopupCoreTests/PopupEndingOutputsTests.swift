import PopupCore
import Testing

/// Outputs as a kind's are: bare cases, cases with payloads, and one whose name begins with
/// another's.
enum EndingSaid: Hashable, Sendable {
  case done
  case closed(Int)
  case closedEarly(reason: String)
  case progress(Int)
}

/// Ending outputs declared by their case names match an output by its whole case name, with or
/// without a payload, and nothing else; a list literal declares the same.
@Suite("PopupCore: ending outputs by name")
struct PopupEndingOutputsTests {
  static let declared = PopupEndingOutputs<EndingSaid>(["done", "closed"])

  static let rows: [(EndingSaid, Bool)] = [
    (.done, true),
    (.closed(3), true),  // a payload: named up to its parenthesis
    (.closedEarly(reason: "drag"), false),  // another case that begins with a named one
    (.progress(50), false),
  ]

  @Test(arguments: rows) func anOutputIsOneWhenItsCaseIsNamed(_ output: EndingSaid, _ isOne: Bool) {
    #expect(Self.declared.contains(output) == isOne)
    let literal: PopupEndingOutputs<EndingSaid> = ["done", "closed"]
    #expect(literal.contains(output) == isOne)
  }

  @Test func theNamesStayAsDeclared() {
    let literal: PopupEndingOutputs<EndingSaid>? = ["closed", "done"]
    #expect(Self.declared.names == ["done", "closed"])
    #expect(literal?.names == ["closed", "done"])
  }

  @Test func aNameNoOutputHasMatchesNothing() {
    let misspelt = PopupEndingOutputs<EndingSaid>(["dnoe"])
    #expect(!misspelt.contains(.done))
  }
}
