import PopupCapsule
import PopupCatalog
import PopupCore
import PopupHosted
import PopupProgress
import PopupTesting
import Testing

/// The names the state graphs give the states the explorer reaches: each kind's own words, and
/// "ended: <reason>" once the popup has gone.
@Suite("Short names of explored states", .timeLimit(.minutes(3)), .watchdog)
struct ShortNameTests {
  static func names<Kind: InspectablePopupKind>(of sample: PopupSample<Kind>) throws -> Set<String> {
    let exploration = try PopupExplorer(maxDepth: 5, maxStates: 300).explore(sample)
    return Set(exploration.states.indices.map(exploration.shortName(of:)))
  }

  static func matches(_ name: String, _ pattern: some RegexComponent) -> Bool {
    name.wholeMatch(of: pattern) != nil
  }

  @Test func aProgressToastIsNamedByItsPhaseAndQuarter() throws {
    for sample in ProgressToast.samples {
      let names = try Self.names(of: sample)
      for name in names {
        #expect(
          Self.matches(
            name,
            /(running( (0|25|50|75|100)%\+)?|cancelling|succeeded|failed)( \(not shown yet\))?|ended: \w+/),
          "\(sample.name): \(name)")
      }
    }
    let all = try ProgressToast.samples.reduce(into: Set<String>()) { $0.formUnion(try Self.names(of: $1)) }
    #expect(all.isSuperset(of: ["cancelling", "succeeded", "failed"]), "\(all.sorted())")
    #expect(all.contains { $0.hasPrefix("running") })
  }

  @Test func aCapsuleIsNamedByItsActivitiesAndWhatIsExpanded() throws {
    let all = try LiveCapsule.samples.reduce(into: Set<String>()) { $0.formUnion(try Self.names(of: $1)) }
    for name in all {
      #expect(
        Self.matches(name, /ended: \w+|1 activity(, .+ expanded)?|[02-9]\d* activities(, .+ expanded)?/),
        "\(name)")
    }
    #expect(all.contains("1 activity") || all.contains { $0.hasSuffix(" activities") })
    #expect(all.contains { $0.hasSuffix(" expanded") })
  }

  @Test func aHostedPopupIsShownOrEnded() throws {
    let all = try HostedPopup.samples.reduce(into: Set<String>()) { $0.formUnion(try Self.names(of: $1)) }
    #expect(all.contains("shown"))
    #expect(all.allSatisfy { $0 == "shown" || Self.matches($0, /ended: \w+/) }, "\(all.sorted())")
  }
}
