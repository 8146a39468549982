import CatalogCommands
import PopupCore
import PopupRating
import PopupTesting
import Testing

/// `catalog strings <id>` prints a kind's table to translate; `--strings <file>` on `show` and
/// `run` draws and drives the kind in that table's texts.
@Suite("catalog strings, --strings", .watchdog)
struct StringsCommandTests {
  static let german = """
    # Deutsch
    star.one = {count} Stern
    star.other = {count} Sterne
    feedback = Rückmeldung
    submit = Senden
    close = Schließen
    """

  @Test func stringsPrintsTheEnglishTableThatReadsBack() throws {
    let result = try makeTool().run(["strings", "rating"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("# RatingPrompt.Strings: one 'key = text' line each"))
    #expect(result.standardOutput.contains("\nstar.one = {count} star\nstar.other = {count} stars\n"))
    #expect(result.standardOutput.contains("\nsubmit = Submit\n"))
    #expect(try RatingPrompt.Strings(tableText: result.standardOutput) == RatingPrompt.Strings())
  }

  @Test func runPressesAndFillsByTheTableTexts() throws {
    let files = MemoryFileSystem(files: ["de.strings": Self.german])
    let result = try makeTool(files).run([
      "run", "rating", "--strings", "de.strings", "--events",
      #"press "2 Sterne"; fill "Rückmeldung" "langsam"; press "Senden""#,
    ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("[[ Senden ]]  ( Schließen )"))
    #expect(result.standardOutput.contains("  output: submitted(stars: 2, feedback: \"langsam\")\n"))
  }

  @Test func pressingTheEnglishLabelListsTheTableOnes() throws {
    let files = MemoryFileSystem(files: ["de.strings": Self.german])
    let result = try makeTool(files).run([
      "run", "rating", "--strings", "de.strings", "--events", #"press "2 stars""#,
    ])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains(#"what can be pressed now: "1 Stern", "2 Sterne""#))
  }

  @Test func showDrawsEverySampleInTheTableTexts() throws {
    let files = MemoryFileSystem(files: ["de.strings": Self.german])
    let result = try makeTool(files).run(["show", "rating", "--all", "--strings", "de.strings"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("# rating: "))
    #expect(result.standardOutput.contains("( Schließen )"))
    #expect(!result.standardOutput.contains("( Close )"))
    let json = try makeTool(files).run(["show", "rating", "--strings", "de.strings", "--json"]).standardOutput
    #expect(json.contains(#""accessibilityLabel": "2 Sterne""#))
  }

  @Test(arguments: [
    (
      "submitt = Senden",
      "Error: Unknown key \"submitt\" in the strings of RatingPrompt.Strings. Did you mean 'submit'? Valid keys: "
    ),
    (
      "title = Hallo {ap}",
      "Error: The text \"Hallo {ap}\" for \"title\" uses {ap}, which \"title\" does not fill: use {app}."
    ),
    ("submit Senden", "Error: Line 1 \"submit Senden\" is not 'key = text'"),
    ("submit = a\nsubmit = b", "Error: The key \"submit\" is given again on line 2: give each key once."),
  ])
  func aTableThatCannotBeReadExits64Saying(text: String, message: String) throws {
    let files = MemoryFileSystem(files: ["de.strings": text])
    for command in [["show", "rating"], ["run", "rating", "--events", "close"]] {
      let result = try makeTool(files).run(command + ["--strings", "de.strings"])
      #expect(result.exitCode == 64)
      #expect(result.standardOutput == "")
      #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }
    #expect(files.files["de.strings"] == text)
  }

  @Test func aMissingTableFileExits64NamingIt() throws {
    let result = try makeTool().run(["show", "rating", "--strings", "nope.strings"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: Invalid --strings 'nope.strings': expected an existing file ('catalog strings <id>' prints a table to start from)."
      ))
  }

  @Test func stringsOfAnUnknownKindSuggestsOne() throws {
    let result = try makeTool().run(["strings", "ratin"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: Unknown popup kind 'ratin'. Did you mean 'rating'?"))
  }
}
