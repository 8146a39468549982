import PopupCore
import PopupSupport
import PopupTesting
import Testing

/// A table of the shapes kinds use: plain texts, a placeholder, two placeholders and a plural.
private struct ShopStrings: PopupStrings {
  var buy = "Buy"
  var greeting = "Welcome to {shop}"
  var stock = "{left} of {count} left"
  var item = PopupPlural(one: "{count} item", other: "{count} items")
  var separator = ", "
  var thanks = "Thank you"

  init() {}

  static var entries: [PopupStringsEntry<Self>] {
    [
      .text("buy", \.buy), .text("greeting", \.greeting), .text("stock", \.stock), .plural("item", \.item),
      .text("separator", \.separator), .text("thanks", \.thanks, placeholders: ["name"]),
    ]
  }
}

@Suite("Strings tables", .watchdog)
struct PopupStringsTests {
  @Test func keysListPluralsAsTheirTwoForms() {
    #expect(
      ShopStrings.keys == ["buy", "greeting", "stock", "item.one", "item.other", "separator", "thanks"])
  }

  @Test func aTableOverridesItsKeysAndLeavesTheRestEnglish() throws {
    let german = try ShopStrings(table: ["buy": "Kaufen", "item.other": "{count} Artikel"])
    #expect(german.buy == "Kaufen")
    #expect(german.item.other == "{count} Artikel")
    #expect(german.item.one == "{count} item")
    #expect(german.greeting == "Welcome to {shop}")
    #expect(german.overrides == ["buy": "Kaufen", "item.other": "{count} Artikel"])
    #expect(ShopStrings().overrides.isEmpty)
  }

  @Test(arguments: [(0, "0 items"), (1, "1 item"), (2, "2 items"), (-1, "-1 items"), (11, "11 items")])
  func aPluralChoosesOneForExactlyOne(count: Int, expected: String) {
    #expect(ShopStrings().item(count) == expected)
  }

  @Test func placeholdersFillEveryOccurrenceAndLeaveOtherBracesAlone() {
    #expect("{a} and {a}".popupFilling("a", "x") == "x and x")
    #expect("{left} of {count} left".popupFilling("left", "2", "count", "5") == "2 of 5 left")
    #expect("{ shop} {shop".popupFilling("shop", "x") == "{ shop} {shop")
    #expect("{unknown} {shop}".popupFilling("shop", "Orbit") == "{unknown} Orbit")
    #expect("{{shop}}".popupFilling("shop", "Orbit") == "{Orbit}")
    #expect("{a}{b}{c}{a}".popupFilling("a", "1", "b", "22", "c", "") == "1221")
    #expect("{}".popupFilling("", "x") == "{}")
    #expect("Grüße, {name} 👋🏽".popupFilling("name", "Zoë") == "Grüße, Zoë 👋🏽")
    #expect("no braces".popupFilling("shop", "x") == "no braces")
  }

  @Test func placeholdersAreNamesInBracesOnceEach() {
    #expect("{left} of {count}, {left}".popupPlaceholders == ["left", "count"])
    #expect("{ not one} {} {a-b} {ok_1}".popupPlaceholders == ["ok_1"])
    #expect("{a}{b}".popupPlaceholders == ["a", "b"])
  }

  @Test func anUnknownKeyIsRejectedWithTheNearestAndEveryValidKey() {
    #expect(throws: PopupStringsError.unknownKey("buyy", table: "ShopStrings", valid: ShopStrings.keys)) {
      try ShopStrings(table: ["buy": "Kaufen", "buyy": "Kaufen"])
    }
    let message = PopupStringsError.unknownKey("buyy", table: "ShopStrings", valid: ShopStrings.keys)
      .description
    #expect(message.contains("\"buyy\""))
    #expect(message.contains("Did you mean 'buy'?"))
    #expect(message.contains("item.one, item.other"))
    #expect(throws: PopupStringsError.self) { try ShopStrings(table: ["item": "{count} Artikel"]) }
  }

  @Test func aTranslationMayMoveOrDropPlaceholdersButNotInventThem() throws {
    let moved = try ShopStrings(table: ["stock": "Noch {left} (von {count})", "greeting": "Willkommen"])
    #expect(moved.stock == "Noch {left} (von {count})")
    #expect(moved.greeting == "Willkommen")
    let error = PopupStringsError.unknownPlaceholder(
      "shops", key: "greeting", text: "Willkommen in {shops}", valid: ["shop"])
    #expect(throws: error) { try ShopStrings(table: ["greeting": "Willkommen in {shops}"]) }
    #expect(error.description.contains("use {shop}"))
    #expect(throws: PopupStringsError.self) { try ShopStrings(table: ["buy": "Kaufen {count}"]) }
    #expect(throws: PopupStringsError.self) { try ShopStrings(table: ["item.one": "{count} Artikel {shop}"]) }
  }

  @Test func anEntryMayOfferPlaceholdersItsEnglishTextDoesNotUse() throws {
    #expect(try ShopStrings(table: ["thanks": "Danke, {name}"]).thanks == "Danke, {name}")
    #expect(
      throws: PopupStringsError.unknownPlaceholder(
        "shop", key: "thanks", text: "Danke {shop}", valid: ["name"])
    ) {
      try ShopStrings(table: ["thanks": "Danke {shop}"])
    }
  }

  @Test func tableTextRoundTripsEveryText() throws {
    var strings = ShopStrings()
    strings.buy = "\"Jetzt\" kaufen"
    strings.greeting = "Zeile 1\nZeile 2 \\ {shop}"
    strings.separator = " · "
    strings.stock = "{left}\t{count}"
    strings.item.one = ""
    let text = strings.tableText
    #expect(text.contains("separator = \" · \"\n"))
    #expect(text.contains("buy = \"\\\"Jetzt\\\" kaufen\"\n"))
    #expect(try ShopStrings(tableText: text) == strings)
    #expect(try ShopStrings(tableText: ShopStrings().tableText) == ShopStrings())
  }

  @Test func tableTextSkipsCommentsAndBlankLinesAndReadsCRLF() throws {
    let strings = try ShopStrings(
      tableText: "# Deutsch\r\n\r\n  buy = Kaufen  \r\nitem.one={count} Artikel\r\n\t# done\n")
    #expect(strings.buy == "Kaufen")
    #expect(strings.item.one == "{count} Artikel")
    #expect(try ShopStrings(tableText: "") == ShopStrings())
  }

  @Test(arguments: [
    ("buy Kaufen", PopupStringsError.malformedLine(1, line: "buy Kaufen")),
    ("\n = Kaufen", .malformedLine(2, line: " = Kaufen")),
    ("separator = \", ", .malformedLine(1, line: "separator = \", ")),
    ("buy = \"a\" b", .malformedLine(1, line: "buy = \"a\" b")),
    ("buy = \"a\\xb\"", .malformedLine(1, line: "buy = \"a\\xb\"")),
    ("buy = a\n# x\nbuy = b", .repeatedKey("buy", line: 3)),
  ])
  func malformedTableTextIsRejectedNamingTheLine(text: String, error: PopupStringsError) {
    #expect(throws: error) { try ShopStrings(tableText: text) }
  }

  @Test func errorsSayHowToFixThem() {
    #expect(
      PopupStringsError.malformedLine(4, line: "buy Kaufen").description
        == "Line 4 \"buy Kaufen\" is not 'key = text': write one key, '=', and its text (in double quotes "
        + "to keep outer spaces, with \\\", \\\\, \\n and \\t inside).")
    #expect(
      PopupStringsError.repeatedKey("buy", line: 3).description
        == "The key \"buy\" is given again on line 3: give each key once.")
    #expect(
      PopupStringsError.unknownPlaceholder("n", key: "buy", text: "Kaufen {n}", valid: []).description
        == "The text \"Kaufen {n}\" for \"buy\" uses {n}, which \"buy\" does not fill: write it without placeholders."
    )
  }
}
