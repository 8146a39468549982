import Foundation
import PopupCatalog
import PopupRating
import PopupTesting
import Testing

@testable import CatalogCommands

@Suite("catalog gallery: the clickable prototype", .timeLimit(.minutes(3)), .watchdog)
struct GalleryPrototypeTests {
  /// The rating page's prototype data, as the page embeds it.
  static func ratingPrototype() throws -> (page: String, data: [String: Any]) { try written.get() }

  /// Written once for every test of the suite: the gallery of the tool's two kinds.
  nonisolated(unsafe) static let written = Result { try writeRatingPrototype() }

  static func writeRatingPrototype() throws -> (page: String, data: [String: Any]) {
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
      (
        "frames",
        .array([frame, frame, .object([("x", .decimal(2)), ("label", .string("1")), ("on", .null)])])
      ),
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

  /// Each state's script, read back along the states it was first reached from, and its
  /// transitions as (line, target), targets read from their differences: as the page's script
  /// reads them.
  static func expanded(_ states: [[String: Any]]) throws -> [(script: String, transitions: [(String, Int?)])]
  {
    var result: [(script: String, transitions: [(String, Int?)])] = []
    for (index, state) in states.enumerated() {
      var script = ""
      if let parent = state["parent"] as? Int {
        let via = try #require(state["via"] as? String)
        script = result[parent].script.isEmpty ? via : result[parent].script + "; " + via
      }
      let lines = try #require(state["lines"] as? [String])
      let steps = try #require(state["to"] as? [Any])
      var previous = index
      var transitions: [(String, Int?)] = []
      for (line, step) in zip(lines, steps) {
        guard let step = step as? Int else {
          #expect(step is NSNull)
          transitions.append((line, nil))
          continue
        }
        previous += step
        transitions.append((line, previous))
      }
      result.append((script, transitions))
    }
    return result
  }

  @Test func everyStateOfEverySampleIsThereWithItsScriptFramesAndTransitions() throws {
    let (_, data) = try Self.ratingPrototype()
    let states = try #require(data["states"] as? [[String: Any]])
    let frames = try #require(data["frames"] as? [[String: Any]])
    let samples = try #require(data["samples"] as? [[String: Any]])
    #expect(samples.map { $0["name"] as? String } == RatingPrompt.samples.map(\.name))
    let expanded = try Self.expanded(states)
    for (position, sample) in RatingPrompt.samples.enumerated() {
      let exploration = try PopupExplorer(maxDepth: 6, maxStates: 200, takesSettings: false).explore(sample)
      let start = try #require(samples[position]["start"] as? Int)
      #expect(samples[position]["count"] as? Int == exploration.states.count)
      #expect(samples[position]["exhausted"] as? Bool == exploration.figures.isExhausted)
      #expect(samples[position]["depth"] as? Int == exploration.figures.depth)
      for index in exploration.states.indices {
        #expect(states[start + index]["sample"] as? Int == position)
        #expect(expanded[start + index].script == exploration.scriptLines(to: index).joined(separator: "; "))
      }
    }
    for (index, state) in states.enumerated() {
      for variant in ["compact", "regular", "pseudo", "larger"] {
        let frame = try #require(value(state, "frames", variant) as? Int)
        #expect(frames.indices.contains(frame))
      }
      for (_, to) in expanded[index].transitions {
        if let to {
          #expect(states.indices.contains(to) && states[to]["sample"] as? Int == state["sample"] as? Int)
        }
      }
    }
    // Frames are kept once: fewer than four a state.
    #expect(frames.count < 4 * states.count)
    // Two stars from the start: the model's step, and its target's name. No setting is a step.
    let twoStars = try #require(expanded[0].transitions.first { $0.0 == "star 2" }?.1)
    #expect(states[twoStars]["name"] as? String == "feedback, 2 stars")
    #expect(expanded[twoStars].script == "star 2")
    #expect(expanded.allSatisfy { $0.transitions.allSatisfy { !$0.0.hasPrefix("setting ") } })
    // A larger-text frame of its own: the start's is not the compact one.
    #expect(value(states[0], "frames", "larger") as? Int != value(states[0], "frames", "compact") as? Int)
  }

  /// How far a walk went: a walk the state count stopped part-way holds every state only
  /// one step short of its deepest; a depth bound holds all of its depth.
  @Test(arguments: [
    (PopupExplorationFigures.Stop?.none, 5, "300 states, every one (5 steps deep)"),
    (.states, 5, "300 states: every one within 4 steps, some at 5"),
    (.depth, 4, "300 states: every one within 4 steps, more beyond"),
    (.depth, 1, "300 states: every one within 1 step, more beyond"),
    (.states, 1, "300 states: every one within 0 steps, some at 1"),
  ])
  func theReachOfAWalkIsTheDepthItHoldsWhole(stop: PopupExplorationFigures.Stop?, depth: Int, reach: String) {
    var figures = PopupExplorationFigures()
    figures.distinct = 300
    figures.depth = depth
    figures.stop = stop
    #expect(GalleryPrototype.reach(of: figures) == reach)
  }

  /// How far each sample's walk went, in words, on the page.
  @Test func thePageSaysHowDeepEachSampleWent() throws {
    let (page, _) = try Self.ratingPrototype()
    #expect(page.contains("<li><code>initial</code>: 128 states, every one (5 steps deep)</li>"))
    for sample in RatingPrompt.samples {
      #expect(page.contains("<option value=\"\(sample.name)\">\(sample.name)</option>"))
    }
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
      "data-option=\"larger\"", "data-sample",
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
