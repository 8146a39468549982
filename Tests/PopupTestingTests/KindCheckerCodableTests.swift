import PopupCore
import PopupTesting
import PopupUndo
import Testing

/// The kind checker's Codable check, over planted kinds: one that cannot be stored, one whose
/// JSON loses a value, one whose JSON from before it had strings no longer decodes.
@Suite("Kind checker: configurations a host can store", .watchdog)
struct KindCheckerCodableTests {
  @Test func aConfigurationThatIsNotCodableIsAProblem() {
    let problems = PopupKindChecker.problems(of: Storeless.self)
    #expect(problems.map(\.check) == [.codable])
    #expect(problems.first?.message.contains("is not Codable") == true)
  }

  @Test func aConfigurationWhoseJSONLosesAValueIsAProblem() {
    let problems = PopupKindChecker.problems(of: Forgetful.self)
    #expect(problems.map(\.check) == [.codable])
    #expect(problems.first?.message == "the configuration reads back from JSON as another")
    #expect(problems.first?.sample == "three")
  }

  @Test func jsonFromBeforeTheKindHadStringsMustDecode() {
    // Its strings are never drawn (a strings problem too); only the Codable one is this test's.
    let problems = PopupKindChecker.problems(of: NeedsStrings.self).filter { $0.check == .codable }
    #expect(problems.map(\.check) == [.codable])
    #expect(problems.first?.message.hasPrefix("JSON without 'strings'") == true)
  }

  @Test func aStorableKindHasNoCodableProblem() {
    #expect(PopupKindChecker.problems(of: Storable.self).filter { $0.check == .codable } == [])
  }
}

/// A kind of one event and one sample, for configurations of any type.
protocol PlantedConfigurationKind: InspectablePopupKind
where State == Int, Event == PlantedConfigurationEvent, Output == Int {
  static var sampleConfiguration: Configuration { get }
}

enum PlantedConfigurationEvent: Hashable, Sendable { case poke }

extension PlantedConfigurationKind {
  static func makeState(_ configuration: Configuration, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Event, now: PopupTime) -> [PopupEffect<Int>] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
  static var samples: [PopupSample<Self>] {
    [PopupSample("three", summary: "", configuration: sampleConfiguration)]
  }
  static var verbs: [PopupVerb<Event>] { [PopupVerb("poke", summary: "poke", event: .poke)] }
}

/// Planted: its configuration is not Codable.
enum Storeless: PlantedConfigurationKind {
  struct Configuration: Hashable, Sendable { var count = 3 }
  static let descriptor = PopupDescriptor(id: "storeless", name: "", summary: "", category: .card)
  static let sampleConfiguration = Configuration()
}

/// Planted: its JSON leaves the count out, which reads back as 0.
enum Forgetful: PlantedConfigurationKind {
  struct Configuration: Hashable, Sendable, Codable {
    var count = 3
    init() {}
    init(from decoder: any Decoder) throws { count = 0 }
    func encode(to encoder: any Encoder) throws { _ = encoder.container(keyedBy: CodingKeys.self) }
    enum CodingKeys: CodingKey { case count }
  }
  static let descriptor = PopupDescriptor(id: "forgetful", name: "", summary: "", category: .card)
  static let sampleConfiguration = Configuration()
}

/// Planted: a kind with strings whose configuration cannot decode without them.
enum NeedsStrings: PlantedConfigurationKind, LocalizablePopupKind {
  struct Configuration: Hashable, Sendable, Codable {
    var strings = UndoToast.Strings()
    init() {}
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      guard let strings = try container.decodeIfPresent(UndoToast.Strings.self, forKey: .strings) else {
        throw DecodingError.keyNotFound(
          CodingKeys.strings, .init(codingPath: [], debugDescription: "no strings"))
      }
      self.strings = strings
    }
  }
  typealias Strings = UndoToast.Strings
  static var stringsKeyPath: WritableKeyPath<Configuration, Strings> { \.strings }
  static let descriptor = PopupDescriptor(id: "needs-strings", name: "", summary: "", category: .card)
  static let sampleConfiguration = Configuration()
}

/// The same, decoding without strings: no problem.
enum Storable: PlantedConfigurationKind, LocalizablePopupKind {
  struct Configuration: Hashable, Sendable, Codable {
    var strings = UndoToast.Strings()
    init() {}
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      strings = try container.decodeIfPresent(UndoToast.Strings.self, forKey: .strings) ?? UndoToast.Strings()
    }
  }
  typealias Strings = UndoToast.Strings
  static var stringsKeyPath: WritableKeyPath<Configuration, Strings> { \.strings }
  static let descriptor = PopupDescriptor(id: "storable", name: "", summary: "", category: .card)
  static let sampleConfiguration = Configuration()
}

/// The checker's strings check: a kind with a strings table that draws one of its English
/// texts literally is found, with the text and the step.
@Suite("Kind checker: strings", .watchdog)
struct KindCheckerStringsTests {
  @Test func aTextDrawnInEnglishDespiteTheTableIsAProblem() {
    let problems = PopupKindChecker.problems(of: HardCoded.self)
    #expect(!problems.isEmpty && problems.allSatisfy { $0.check == .strings })
    #expect(problems.contains { $0.message.hasPrefix(#""Undo" is drawn in English after appearing"#) })
    #expect(problems.contains { $0.message == "no text from the strings table is ever drawn" })
  }
}

/// Planted: draws "Undo" itself, though its strings table has it.
enum HardCoded: PlantedConfigurationKind, LocalizablePopupKind {
  typealias Configuration = Storable.Configuration
  typealias Strings = UndoToast.Strings
  static var stringsKeyPath: WritableKeyPath<Configuration, Strings> { \.strings }
  static let descriptor = PopupDescriptor(id: "hard-coded", name: "", summary: "", category: .card)
  static let sampleConfiguration = Configuration()
  static func makeState(_ configuration: Configuration, now: PopupTime) -> Int { 0 }
  static func render(_ state: Int, now: PopupTime) -> RenderNode {
    .vstack([.text("Undo", role: .body), .text(UndoToast.Strings().timeLeft, role: .body)])
  }
}

/// The checker's audit check: what the catalog's accessibility audit finds is a problem.
@Suite("Kind checker: the audit", .watchdog)
struct KindCheckerAuditTests {
  @Test func aToastWhoseActionCannotBeReachedInTimeIsAProblem() {
    let problems = PopupKindChecker.problems(of: Hurried.self).filter { $0.check == .audit }
    #expect(problems.count == 1)
    #expect(problems.first?.kind == "hurried")
  }
}

/// Planted: a toast with an action that goes in 4 s, held or not.
enum Hurried: PlantedConfigurationKind {
  typealias Configuration = Int
  static let descriptor = PopupDescriptor(id: "hurried", name: "", summary: "", category: .toast)
  static let defaultBehavior = PopupBehavior(autoDismissAfter: .seconds(4), pausesOnHold: false)
  static let defaultPresentation = PopupPresentationOptions.toast()
  static let sampleConfiguration = 0
  static func render(_ state: Int, now: PopupTime) -> RenderNode {
    .hstack([.button("Undo", role: .primary, accessibilityLabel: "Undo", action: action(.poke))])
  }
}
