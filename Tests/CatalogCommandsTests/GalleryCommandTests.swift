import CatalogCommands
import Foundation
import PopupCatalog
import PopupCore
import PopupTesting
import PopupUndo
import Testing

@Suite("catalog gallery", .watchdog)
struct GalleryCommandTests {
  /// The gallery of the rating prompt and the undo toast, written once for the tests that
  /// read it (a gallery explores every sample: the suite's longest work), and what the run
  /// printed.
  static let written: (result: CommandResult?, files: [String: String]) = {
    let files = MemoryFileSystem()
    let result = try? makeTool(files).run(["gallery", "--out", "site"])
    return (result, files.files)
  }()

  @Test func writesAnIndexAndAPagePerKindThatStandAlone() throws {
    let (result, files) = Self.written
    #expect(result == .init(standardOutput: "Wrote 3 pages to 'site': open site/index.html.\n"))
    #expect(Set(files.keys) == ["site/index.html", "site/rating.html", "site/undo.html"])
    let index = try #require(files["site/index.html"])
    #expect(index.contains("<a href=\"rating.html\">") && index.contains("<a href=\"undo.html\">"))
    for (path, page) in files {
      #expect(page.hasPrefix("<!doctype html>"), "\(path)")
      #expect(page.contains("<output id=\"self-check\" data-problems=\"unchecked\">"), "\(path)")
      // Nothing fetched: no external scripts, styles, images or fonts.
      // (The SVG namespace is a name, not an address: nothing is fetched from it.)
      let text = page.replacingOccurrences(of: "\"http://www.w3.org/2000/svg\"", with: "")
      for external in ["src=", "http://", "https://", "<link", "@import", "url("] {
        #expect(!text.contains(external), "\(path) contains \(external)")
      }
    }
  }

  /// The frames lists a page embeds, by the id of the list its host draws them into.
  static func frameLists(in page: String) throws -> [(id: String, entries: [[String: Any]])] {
    // (The host's own comments show the markup too, with no list after it: not a list.)
    try page.components(separatedBy: "<script type=\"application/json\" class=\"frames\" data-target=\"")
      .dropFirst().filter { $0.contains("\">[") }.map { chunk in
        let id = try #require(chunk.components(separatedBy: "\"").first)
        let start = try #require(chunk.range(of: "\">")).upperBound
        let json = try #require(chunk[start...].components(separatedBy: "</script>").first)
        // Nothing in the JSON may end its script element early.
        #expect(!json.contains("</"), "\(id)")
        let entries = try #require(
          try JSONSerialization.jsonObject(with: Data(json.replacingOccurrences(of: "<\\/", with: "</").utf8))
            as? [[String: Any]])
        return (id, entries)
      }
  }

  /// Every node of a content tree, depth first.
  static func nodes(_ node: Any?) -> [[String: Any]] {
    guard let node = node as? [String: Any] else { return [] }
    return [node] + ((node["children"] as? [Any]) ?? []).flatMap(nodes)
  }

  @Test func pagesDrawFromEmbeddedFramesAloneWithNoPopupMarkupFromSwift() throws {
    let files = Self.written.files
    for (path, page) in files {
      // What Swift wrote, without the embedded scripts: no popup is drawn there.
      let written = page.components(separatedBy: "<script").map {
        $0.components(separatedBy: "</script>").last ?? ""
      }
      .joined()
      // The prototype's own controls (its settings and gestures) are the page's, not a popup's.
      .replacing(/<div class="prototype-(controls|gestures)"[^>]*>.*?<\/div>/.dotMatchesNewlines(), with: "")
      for markup in ["<button", "class=\"card", "<input", "<progress"] {
        #expect(!written.contains(markup), "\(path) draws \(markup) itself")
      }
      #expect(page.contains("window.galleryHostChecked"), "\(path) has no host")
      let lists = try Self.frameLists(in: page)
      #expect(!lists.isEmpty, "\(path)")
      for (id, entries) in lists {
        #expect(page.contains("<ol class=\"") && page.contains("id=\"\(id)\"></ol>"), "\(path): \(id)")
        for entry in entries {
          let frame = try #require(entry["frame"] as? [String: Any])
          #expect(frame["schemaVersion"] as? Int == 1)
          #expect(entry["where"] is String)
          // At rest: the gallery draws each moment settled, never mid-entrance.
          #expect((frame["motion"] as? [String: Any])?["phase"] as? String != "entering")
        }
      }
    }
  }

  @Test func everyControlInTheFramesIsNamedAndCarriesItsScriptLine() throws {
    let files = Self.written.files
    let rating = try #require(files["site/rating.html"])
    let nodes = try Self.frameLists(in: rating).flatMap(\.entries).flatMap {
      Self.nodes(($0["frame"] as? [String: Any])?["content"])
    }
    let stars = try #require(nodes.first { $0["type"] as? String == "stars" }?["stars"] as? [[String: Any]])
    #expect(stars.map { $0["action"] as? String } == (1...5).map { "star \($0)" })
    #expect(stars.first?["accessibilityLabel"] as? String == "1 star")
    #expect(
      nodes.contains {
        $0["type"] as? String == "button" && $0["title"] as? String == "Close"
          && $0["action"] as? String == "close"
      })
    #expect(
      nodes.contains { $0["type"] as? String == "field" && $0["action"] as? String == "type \"<text>\"" })
    let buttons = nodes.filter { $0["type"] as? String == "button" }
    #expect(buttons.count > 20)
    #expect(buttons.allSatisfy { ($0["accessibilityLabel"] as? String)?.isEmpty == false })
    #expect(buttons.allSatisfy { ($0["action"] as? String)?.isEmpty == false })
  }

  /// A variant's measure on each page, by its list's id: the content size of its first frame.
  static func variantSize(_ key: String, of id: String, in page: String) throws -> Double {
    let lists = try frameLists(in: try #require(written.files[page]))
    let frame = try #require(lists.first { $0.id == id }?.entries.first?["frame"] as? [String: Any])
    return try #require((frame["contentSize"] as? [String: Any])?[key] as? Double)
  }

  @Test(arguments: ["site/rating.html", "site/undo.html"])
  func thePseudoLocalisedVariantIsMeasuredAsItsLongerTextsNeed(page: String) throws {
    // The same moment, English right to left and pseudo-localised: about 40 % longer texts.
    #expect(
      try Self.variantSize("width", of: "pseudo", in: page) > Self.variantSize("width", of: "rtl", in: page)
        * 1.2)
  }

  /// The larger-text variant is laid out for larger text: its popup is taller than the same
  /// moment's at the default size.
  @Test(arguments: ["site/rating.html", "site/undo.html"])
  func theLargerTextVariantIsLaidOutForLargerText(page: String) throws {
    #expect(
      try Self.variantSize("height", of: "larger-text", in: page)
        > Self.variantSize("height", of: "rtl", in: page))
  }

  @Test func aFilmstripHasAFrameForAppearingAndOneForEveryStep() throws {
    let files = Self.written.files
    let undo = try #require(files["site/undo.html"])
    let lists = try Self.frameLists(in: undo)
    for sample in UndoToastSamples.all {
      let strip = try #require(lists.first { $0.id == "sample-\(sample.name)-strip" })
      #expect(strip.entries.count == sample.steps + 1, "\(sample.name)")
      #expect(strip.entries.first?["step"] as? String == "appears")
      // The last moment on the other screen: a tablet's, regular width.
      let others = try #require(lists.first { $0.id == "sample-\(sample.name)-screens" })
      let screen = (others.entries.first?["frame"] as? [String: Any])?["screen"] as? [String: Any]
      #expect(screen?["width"] as? Int == 1024 && screen?["widthClass"] as? String == "regular")
    }
    let steps = lists.flatMap(\.entries).compactMap { $0["step"] as? String }
    #expect(steps.contains("> hold"))
    let rating = try Self.frameLists(in: try #require(files["site/rating.html"])).flatMap(\.entries)
    let starred = try #require(rating.first { $0["step"] as? String == "> star 3" })
    #expect(starred["effects"] as? [String] == ["haptic: selection", "announce: \"3 of 5 stars\""])
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

    // An earlier gallery, one of its pages changed since: written over, page by page.
    let site = MemoryFileSystem(files: Self.written.files)
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

  @Test func aDirectoryThatCannotBeWrittenFailsBeforeAnyPageIsMade() throws {
    let files = MemoryFileSystem(readOnly: ["locked"])
    var made = false
    #expect(throws: FileSystemError("Cannot write into the directory 'locked': Read-only file system.")) {
      try makeTool(files).writeGallery(into: "locked") {
        made = true
        return [(name: "index.html", contents: "")]
      }
    }
    #expect(!made, "the pages were made before the directory was found unwritable")
    #expect(files.files.isEmpty)
    let result = try makeTool(files).run(["gallery", "--out", "locked"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError == "Error: Cannot write into the directory 'locked': Read-only file system.\n")
  }

  /// On the machine's own file system: a folder that cannot be made is named whole, with the
  /// part of it that failed, and the exit code is the package's for a file it cannot write.
  @Test func aFolderThatCannotBeMadeIsNamedWithThePartThatFailed() throws {
    let tool = CatalogCommandLine(catalog: try PopupCatalog([UndoToast.self]))
    let result = tool.run(["gallery", "--out", "/proc/nowhere/g"])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix("Error: Cannot create the directory '/proc/nowhere/g': creating '/proc"))
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

@Suite("catalog audit", .watchdog)
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
    #expect(help.contains("every button's label holds the words it\nshows (WCAG 2.5.3"))
  }

  @Test func anUnknownKindIsAUsageError() throws {
    let result = try makeTool().run(["audit", "ratng"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: Unknown popup kind 'ratng'. Did you mean 'rating'?"))
  }
}
