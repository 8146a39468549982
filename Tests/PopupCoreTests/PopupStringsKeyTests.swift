import PopupCore
import PopupTesting
import Testing

/// A table written the light way: each key once, as its property, in an order of its own, with
/// a plural, a key named by hand and a text inside a nested group.
private struct LightStrings: PopupStrings {
  struct Group: Hashable, Sendable {
    var title = "Settings"
  }

  var retry = "Retry"
  var retryLabel = "{action}: {message}"
  var item = PopupPlural(one: "{count} item", other: "{count} items")
  var close = "Close"
  var share = "Share"
  var group = Group()

  init() {}

  static var entries: [PopupStringsEntry<Self>] {
    [
      .text(\.retryLabel), .text(\.retry), .plural(\.item), .text("dismiss", \.close),
      .text(\.group.title), .text(\.share, placeholders: ["app"]),
    ]
  }
}

/// A table whose every text is the same English: the key comes from where the text lives,
/// not from what it says.
private struct SameTextStrings: PopupStrings {
  var first = "OK"
  var second = "OK"
  var third = "OK"

  init() {}

  static var entries: [PopupStringsEntry<Self>] { [.text(\.third), .text(\.first), .text(\.second)] }
}

/// A computed text: its key path writes a stored property of another name, which is where the
/// key comes from.
private struct ComputedStrings: PopupStrings {
  var stored = "Undo"
  var shouted: String {
    get { stored.uppercased() }
    set { stored = newValue }
  }

  init() {}

  static var entries: [PopupStringsEntry<Self>] { [.text(\.shouted)] }
}

/// A strings entry written `.text(\.retry)` or `.plural(\.item)` names its key once: the key
/// is the property's name, whatever the order, the English text or the nesting.
@Suite("Strings keys from their properties", .watchdog)
struct PopupStringsKeyTests {
  @Test(arguments: [
    (0, "retryLabel"), (1, "retry"), (2, "item"), (3, "dismiss"), (4, "group.title"), (5, "share"),
  ])
  func anEntrysKeyIsItsPropertysName(index: Int, key: String) {
    #expect(LightStrings.entries[index].name == key)
  }

  @Test func keysKeepTheEntriesOrderAndPluralsTheirTwoForms() {
    #expect(
      LightStrings.keys == [
        "retryLabel", "retry", "item.one", "item.other", "dismiss", "group.title", "share",
      ])
  }

  @Test func aDerivedEntryKeepsItsPlaceholders() throws {
    #expect(LightStrings.entries[5].placeholders == ["app"])
    #expect(try LightStrings(table: ["share": "Share {app}"]).share == "Share {app}")
  }

  @Test func theSameEnglishTextInTwoPropertiesGivesTwoKeys() {
    #expect(SameTextStrings.keys == ["third", "first", "second"])
  }

  @Test func aComputedTextTakesTheKeyOfThePropertyItWrites() {
    #expect(ComputedStrings.keys == ["stored"])
  }

  @Test(arguments: [
    ("retry", "Nochmal"), ("retryLabel", "{message} – {action}"), ("item.other", "{count} Dinge"),
    ("group.title", "Einstellungen"), ("dismiss", "Schließen"), ("share", "Teilen"),
  ])
  func aTableWritesThroughADerivedKey(key: String, text: String) throws {
    let strings = try LightStrings(table: [key: text])
    #expect(strings.table[key] == text)
    #expect(strings.overrides == [key: text])
    #expect(try LightStrings(tableText: strings.tableText) == strings)
  }
}
