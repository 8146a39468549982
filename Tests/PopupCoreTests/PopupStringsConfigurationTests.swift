import PopupCore
import PopupTesting
import Testing

/// The smallest strings a kind can have.
struct TitleStrings: PopupStrings {
  var title = "Hello"

  init() {}

  static var entries: [PopupStringsEntry<Self>] { [.text(\.title)] }
}

/// A kind whose configuration keeps its strings in `strings`: it conforms with no code.
enum DefaultPathKind: LocalizablePopupKind {
  typealias Strings = TitleStrings

  struct Configuration: Sendable, PopupStringsConfiguration {
    var name = "a"
    var strings = TitleStrings()
  }

  typealias State = Int
  typealias Event = Int
  typealias Output = Int

  static func makeState(_ configuration: Configuration, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Int, now: PopupTime) -> [PopupEffect<Int>] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .vstack([]) }
}

/// A kind that keeps its strings elsewhere says where, and its path wins.
enum OwnPathKind: LocalizablePopupKind {
  struct Configuration: Sendable {
    var texts = TitleStrings()
  }

  typealias State = Int
  typealias Event = Int
  typealias Output = Int

  static var stringsKeyPath: WritableKeyPath<Configuration, TitleStrings> { \.texts }

  static func makeState(_ configuration: Configuration, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Int, now: PopupTime) -> [PopupEffect<Int>] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .vstack([]) }
}

/// Where a configuration keeps its strings: `\.strings` unless the kind says otherwise.
@Suite("Strings in a configuration", .watchdog)
struct PopupStringsConfigurationTests {
  @Test func aStringsConfigurationsKindFindsItsStringsWithNoCode() {
    var configuration = DefaultPathKind.Configuration()
    configuration[keyPath: DefaultPathKind.stringsKeyPath].title = "Hallo"
    #expect(configuration.strings.title == "Hallo")
    #expect(configuration.name == "a")
  }

  @Test func aKindsOwnPathWins() {
    var configuration = OwnPathKind.Configuration()
    configuration[keyPath: OwnPathKind.stringsKeyPath].title = "Hallo"
    #expect(configuration.texts.title == "Hallo")
  }
}
