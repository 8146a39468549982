import PopupCore
import PopupTesting
import Testing

/// The kind checker holds a kind's id and its samples' names to the one rule, lowercase with
/// dashes, and every strings entry to a key of its own; each message quotes the name, states
/// the rule and says what to write instead.
@Suite("Kind checker: names and strings keys", .watchdog)
struct KindCheckerNamesTests {
  @Test func anIDThatBreaksTheRuleIsReportedWithTheIDToUse() {
    let problems = PopupKindChecker.problems(of: CamelID.self).filter { $0.check == .names }
    #expect(
      problems.map(\.message) == [
        "the id \"ToastLite\" is not a kind id (lowercase letters, digits and dashes, starting with a letter): "
          + "write \"toast-lite\" instead"
      ])
  }

  @Test(arguments: [
    (
      "Two Seconds",
      "the sample name \"Two Seconds\" is not lowercase with dashes (lowercase letters, digits and dashes, "
        + "starting with a letter): write \"two-seconds\" instead"
    ),
    (
      "2-left",
      "the sample name \"2-left\" is not lowercase with dashes (lowercase letters, digits and dashes, "
        + "starting with a letter): write it in that form, as in \"two-seconds-left\""
    ),
  ])
  func aSampleNameThatBreaksTheRuleIsReported(name: String, message: String) {
    let problems = PopupKindChecker.problems(of: BadlyNamedSamples.self).filter { $0.check == .names }
    #expect(problems.filter { $0.sample == name }.map(\.message) == [message])
  }

  @Test func namesThatKeepTheRuleAreNoProblem() {
    let problems = PopupKindChecker.problems(of: BadlyNamedSamples.self).filter { $0.check == .names }
    #expect(problems.map(\.sample) == ["Two Seconds", "2-left"])
  }

  @Test func aStringsEntryWithoutAKeyAndAKeyListedTwiceAreReported() {
    let problems = PopupKindChecker.problems(of: Keyless.self).filter { $0.check == .strings }
    #expect(
      problems.map(\.message).filter { $0.contains("entries") } == [
        "entry 2 of KeylessStrings.entries has no key: its key path writes no text that Strings() stores, "
          + "so the key cannot come from a property's name; name it, as in .text(\"close\", \\.close)",
        "the key \"title\" is listed twice in KeylessStrings.entries: list each text once",
      ])
  }
}

/// Planted: a descriptor id in CamelCase.
enum CamelID: PlantedConfigurationKind {
  typealias Configuration = Int
  static let descriptor = PopupDescriptor(id: "ToastLite", name: "", summary: "", category: .card)
  static let sampleConfiguration = 3
}

/// Planted: two sample names out of four break the rule.
enum BadlyNamedSamples: PlantedConfigurationKind {
  typealias Configuration = Int
  static let descriptor = PopupDescriptor(id: "badly-named", name: "", summary: "", category: .card)
  static let sampleConfiguration = 3
  static var samples: [PopupSample<Self>] {
    ["fresh", "Two Seconds", "2-left", "step-2"].map { PopupSample($0, summary: "", configuration: 3) }
  }
}

/// A strings table with an entry whose key path writes nothing stored, and a key twice.
struct KeylessStrings: PopupStrings {
  var title = "Title"
  var nowhere: String {
    get { "Nowhere" }
    set {}
  }

  init() {}

  static var entries: [PopupStringsEntry<Self>] { [.text(\.title), .text(\.nowhere), .text(\.title)] }
}

/// Planted: a kind with the table above.
enum Keyless: PlantedConfigurationKind, LocalizablePopupKind {
  struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    var strings = KeylessStrings()
  }
  static let descriptor = PopupDescriptor(id: "keyless", name: "", summary: "", category: .card)
  static let sampleConfiguration = Configuration()
}
