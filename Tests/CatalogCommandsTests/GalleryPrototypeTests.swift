import CatalogCommands
import Foundation
import PopupCatalog
import PopupRating
import PopupTesting
import Testing

@Suite("catalog gallery: the clickable prototype", .timeLimit(.minutes(3)), .watchdog)
struct GalleryPrototypeTests {
  /// The rating page's prototype data, as the page embeds it.
  static func ratingPrototype() throws -> (page: String, data: [String: Any]) {
    let files = MemoryFileSystem()
    _ = try makeTool(files).run(["gallery", "--out", "site"])
    let page = try #require(files.files["site/rating.html"])
    let start = try #require(page.range(of: "<script type=\"application/json\" id=\"prototype-data\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = page[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
    return (page, try unpack(jsonObject(json)) as? [String: Any] ?? [:])
  }

  /// The data as the page's script reads it: packed (`JSONPacker`), unpacked.
  static func unpack(_ packed: Any) throws -> Any {
    let object = try #require(packed as? [String: Any])
    #expect(object["packed"] as? Int == 1)
    let table = try #require(object["table"] as? [Any])
    func entry(_ index: Any?) throws -> Any {
      let at = try #require(index as? Int)
      let value = table[at]
      if let elements = value as? [Any] { return try elements.map(entry) }
      if let members = value as? [String: Any] {
        let keys = try #require(try entry(members["k"]) as? [String])
        let values = try #require(members["v"] as? [Any]).map(entry)
        return Dictionary(uniqueKeysWithValues: zip(keys, values))
      }
      return value
    }
    return try entry(object["root"])
  }

  /// Packing keeps every value, each repeated part once: strings that read as numbers stay
  /// strings, and an array, an object, a key list recur as one entry.
  @Test func packedDataUnpacksToTheSameValueWithEveryRepeatKeptOnce() throws {
    let frame = JSONValue.object([("x", .decimal(1.5)), ("label", .string("1")), ("on", .bool(true))])
    let value = JSONValue.object([
      ("frames", .array([frame, frame, .object([("x", .decimal(2)), ("label", .string("1")), ("on", .null)])])),
      ("n", .number(1)), ("lines", .array([.string("star 2"), .string("star 2")])),
    ])
    let packed = JSONPacker.pack(value)
    let unpacked = try Self.unpack(try jsonObject(packed.compact()))
    #expect(
      try JSONSerialization.data(withJSONObject: unpacked, options: .sortedKeys)
        == JSONSerialization.data(withJSONObject: try jsonObject(value.compact()), options: .sortedKeys))
    let table = try #require((try jsonObject(packed.compact()) as? [String: Any])?["table"] as? [Any])
    // The root's three keys and their list; the frame's three keys and their list, 1.5, "1",
    // true and the frame (once for both); 2, null and the second frame (its key list shared);
    // the frames; 1 (kept apart from "1"); "star 2" (once for both) and the lines; the root.
    #expect(table.count == 20)
  }

  @Test func everyStateTheExplorerReachesIsThereWithItsScriptFramesAndTransitions() throws {
    let (_, data) = try Self.ratingPrototype()
    let states = try #require(data["states"] as? [[String: Any]])
    let frames = try #require(data["frames"] as? [[String: Any]])
    let exploration = try PopupExplorer(maxDepth: 6, maxStates: 500).explore(RatingPrompt.samples[0])
    #expect(states.count == exploration.states.count)
    #expect(value(data, "bounds", "depth") as? Int == 6)
    for (index, state) in states.enumerated() {
      #expect(state["index"] as? Int == index)
      #expect(state["script"] as? String == exploration.scriptLines(to: index).joined(separator: "; "))
      for variant in ["compact", "regular", "pseudo"] {
        let frame = try #require(value(state, "frames", variant) as? Int)
        #expect(frames.indices.contains(frame))
      }
      for transition in try #require(state["transitions"] as? [[String: Any]]) {
        if let to = transition["to"] as? Int {
          #expect(states.indices.contains(to))
        } else {
          #expect(transition["to"] is NSNull)
        }
      }
    }
    // Frames are kept once: fewer than three a state.
    #expect(frames.count < 3 * states.count)
    // Two stars from the start: the model's step, and its target's name.
    let start = try #require(states.first?["transitions"] as? [[String: Any]])
    let twoStars = try #require(start.first { $0["line"] as? String == "star 2" }?["to"] as? Int)
    #expect(states[twoStars]["name"] as? String == "feedback, 2 stars")
    #expect(states[twoStars]["script"] as? String == "star 2")
    #expect(start.first { $0["line"] as? String == "star 2" }?["type"] as? String == "send")
    #expect(start.first { $0["line"] as? String == "hold" }?["type"] as? String == "gesture")
  }

  @Test func theStateGraphLinksEveryNodeToItsFirstStatesAddress() throws {
    let (page, _) = try Self.ratingPrototype()
    #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"state-graph\" role=\"group\""))
    #expect(page.contains("<a href=\"rating.html#state=star%202\" class=\"node\" data-node=\"2\">"))
    #expect(page.contains("<a href=\"rating.html#state=\" class=\"node start\" data-node=\"0\">"))
    // Far fewer nodes than states, each drawn once.
    let nodes = page.components(separatedBy: "class=\"node").count - 1
    #expect(nodes > 5 && nodes < 60)
    #expect(page.contains("<title>star 2</title>"))
  }

  @Test func thePageCarriesTheControlsItsScriptDrivesAndTheScriptItself() throws {
    let (page, _) = try Self.ratingPrototype()
    for control in [
      "data-option=\"regular\"", "data-option=\"dark\"", "data-option=\"rtl\"", "data-option=\"pseudo\"",
      "data-setting=\"larger-text\"", "data-setting=\"reduce-motion\"", "data-setting=\"voiceover\"",
      "data-gesture=\"tap\"", "data-gesture=\"tap-outside\"", "data-gesture=\"drag\"",
      "data-gesture=\"hold\"",
      "data-gesture=\"release\"", "id=\"prototype-trace\"", "id=\"prototype-states\"",
    ] {
      #expect(page.contains(control), "\(control)")
    }
    #expect(page.contains("window.galleryPrototype"))
    // The prototype draws before the self-check counts.
    let prototype = try #require(page.range(of: "window.galleryPrototype")).lowerBound
    let selfCheck = try #require(page.range(of: "self-check: ")).lowerBound
    #expect(prototype < selfCheck)
  }
}
