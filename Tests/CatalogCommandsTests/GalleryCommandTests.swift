import CatalogCommands
import PopupCore
import PopupUndo
import Testing

@Suite("catalog gallery")
struct GalleryCommandTests {
  @Test func writesAnIndexAndAPagePerKindThatStandAlone() throws {
    let files = MemoryFileSystem()
    let result = try makeTool(files).run(["gallery", "--out", "site"])
    #expect(result == .init(standardOutput: "Wrote 3 pages to 'site': open site/index.html.\n"))
    #expect(Set(files.files.keys) == ["site/index.html", "site/rating.html", "site/undo.html"])
    let index = try #require(files.files["site/index.html"])
    #expect(index.contains("<a href=\"rating.html\">") && index.contains("<a href=\"undo.html\">"))
    for (path, page) in files.files {
      #expect(page.hasPrefix("<!doctype html>"), "\(path)")
      #expect(page.contains("<output id=\"self-check\" data-problems=\"unchecked\">"), "\(path)")
      // Nothing fetched: no external scripts, styles, images or fonts.
      for external in ["src=", "http://", "https://", "<link", "@import", "url("] {
        #expect(!page.contains(external), "\(path) contains \(external)")
      }
    }
  }

  @Test func everyControlIsARealNamedElementCarryingItsScriptLine() throws {
    let files = MemoryFileSystem()
    _ = try makeTool(files).run(["gallery", "--out", "site"])
    let rating = try #require(files.files["site/rating.html"])
    for star in 1...5 {
      let label = star == 1 ? "1 star" : "\(star) stars"
      #expect(
        rating.contains(
          "aria-label=\"\(label)\" aria-pressed=\"false\" data-action=\"star \(star)\">☆</button>"))
    }
    #expect(
      rating.contains(
        "<button type=\"button\" class=\"button cancel\" aria-label=\"Close\" data-action=\"close\">Close</button>"
      ))
    #expect(
      rating.contains(
        "<label class=\"field\"><span class=\"field-label\">Feedback</span><input type=\"text\" value=\"\""))
    #expect(rating.contains("data-action=\"type &quot;&lt;text&gt;&quot;\""))
    // Every button is named and acts.
    let buttons = rating.components(separatedBy: "<button").dropFirst()
    #expect(buttons.count > 20)
    for button in buttons {
      #expect(button.contains("aria-label=\"") && button.contains("data-action=\""))
    }
  }

  @Test func aFilmstripHasAFrameForAppearingAndOneForEveryStep() throws {
    let files = MemoryFileSystem()
    _ = try makeTool(files).run(["gallery", "--out", "site"])
    let undo = try #require(files.files["site/undo.html"])
    for sample in UndoToastSamples.all {
      let section = try #require(
        undo.components(separatedBy: "id=\"sample-\(sample.name)\"").dropFirst().first)
      let strip = try #require(section.components(separatedBy: "</ol></section>").first)
      #expect(
        strip.components(separatedBy: "<li class=\"frame\"").count - 1 == sample.steps + 1, "\(sample.name)")
    }
    #expect(undo.contains("<code>&gt; hold</code> <span class=\"time\">"))
    let rating = try #require(files.files["site/rating.html"])
    #expect(rating.contains("<code>&gt; star 3</code>"))
    #expect(
      rating.contains(
        "<ul class=\"effects\"><li>haptic: selection</li><li>announce: &quot;3 of 5 stars&quot;</li></ul>"))
  }

  @Test func textIsEscapedInContentAndAttributes() {
    let node = RenderNode.button(
      "<b>\"Go\" & 'stop'</b>", role: .primary, accessibilityLabel: "a \"quoted\" label",
      action: PopupAction("press", [.text("x\"y")]))
    #expect(
      node.html(origin: .scriptOrigin)
        == "<button type=\"button\" class=\"button primary\" aria-label=\"a &quot;quoted&quot; label\""
        + " data-action=\"press &quot;x\\&quot;y&quot;\">&lt;b&gt;&quot;Go&quot; &amp; &#39;stop&#39;&lt;/b&gt;</button>"
    )
    #expect("plain text".htmlEscaped == "plain text")
  }

  @Test func disabledButtonsAndLockedTogglesAreDisabledControls() {
    let button = RenderNode.button(
      "Save", role: .primary, accessibilityLabel: "Save", action: PopupAction("submit"), isEnabled: false)
    #expect(button.html(origin: .scriptOrigin).hasSuffix(" data-action=\"submit\" disabled>Save</button>"))
    let toggle = RenderNode.toggle(
      label: "Essential", isOn: true, isLocked: true, action: PopupAction("toggle", [.word("essential")]))
    #expect(
      toggle.html(origin: .scriptOrigin)
        == "<label class=\"toggle\"><input type=\"checkbox\" data-action=\"toggle essential\" checked disabled>"
        + "<span>Essential (always on)</span></label>")
  }

  @Test func refusesADirectoryWithOtherFilesAndReplacesAnEarlierGallery() throws {
    let files = MemoryFileSystem(files: ["mine/notes.txt": "keep", "mine/index.html": "<p>my page</p>"])
    let refused = try makeTool(files).run(["gallery", "--out", "mine"])
    #expect(refused.exitCode == 1)
    #expect(
      refused.standardError
        == "Error: 'mine' holds files the gallery did not write ('index.html', 'notes.txt'); choose an empty or new directory, or remove them.\n"
    )
    #expect(files.files == ["mine/notes.txt": "keep", "mine/index.html": "<p>my page</p>"])

    let site = MemoryFileSystem()
    _ = try makeTool(site).run(["gallery", "--out", "site"])
    try site.writeFile(atPath: "site/undo.html", contents: "stale " + CatalogCommandLine.galleryMarker)
    #expect(try makeTool(site).run(["gallery", "--out", "site"]).exitCode == 0)
    #expect(site.files["site/undo.html"]?.hasPrefix("<!doctype html>") == true)
  }

  @Test func aFileInTheWayIsAClearFailureAndStaysAsItWas() throws {
    let files = MemoryFileSystem(files: ["site": "my notes"])
    let result = try makeTool(files).run(["gallery", "--out", "site"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError
        == "Error: Cannot create the directory 'site': a file of that name is in the way.\n")
    #expect(files.files == ["site": "my notes"])
  }

  @Test func outIsRequired() throws {
    let result = try makeTool().run(["gallery"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError
        == "Error: Missing '--out <dir>': the directory to write the site into.\nUsage: catalog gallery --out <dir>\n  See 'catalog help gallery' for more information.\n"
    )
  }
}

/// The undo toast's samples with how many steps each script has, from the kind itself.
enum UndoToastSamples {
  static var all: [(name: String, steps: Int)] {
    UndoToast.samples.map { ($0.name, $0.script.count) }
  }
}

@Suite("catalog audit")
struct AuditCommandTests {
  @Test func theCatalogPassesAndSaysWhatItChecked() throws {
    let result = try makeTool().run(["audit"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("Audited 2 kinds, "))
    #expect(result.standardOutput.hasSuffix(" nodes: no findings.\n"))
    #expect(try makeTool().run(["audit", "undo"]).standardOutput.hasPrefix("Audited 1 kind, 4 samples, "))
  }

  @Test func helpExplainsTheRules() throws {
    let help = try makeTool().run(["audit", "-h"]).standardOutput
    #expect(help.contains("USAGE: catalog audit [<id>]"))
    #expect(help.contains("exits 1 when there is any"))
  }

  @Test func anUnknownKindIsAUsageError() throws {
    let result = try makeTool().run(["audit", "ratng"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: Unknown popup kind 'ratng'. Did you mean 'rating'?"))
  }
}
