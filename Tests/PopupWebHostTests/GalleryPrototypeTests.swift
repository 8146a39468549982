import Foundation
import PopupCatalog
import PopupRating
import PopupTesting
import Testing

@testable import PopupWebHost

@Suite("catalog gallery: the clickable prototype", .timeLimit(.minutes(3)), .watchdog)
struct GalleryPrototypeTests {
  /// The rating page's prototype data, as the page embeds it.
  static func ratingPrototype() throws -> (page: String, data: [String: Any]) { try written.get() }

  /// Written once for every test of the suite: the rating prompt's gallery page.
  nonisolated(unsafe) static let written = Result { try writeRatingPrototype() }

  static func writeRatingPrototype() throws -> (page: String, data: [String: Any]) {
    let page = Gallery(catalog: try PopupCatalog([RatingPrompt.self])).page(for: RatingPrompt.self)
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
      // The frame's values under other keys: another object. 2 as an integer: the 2 above.
      ("moved", .object([("y", .decimal(1.5)), ("label", .string("1")), ("on", .bool(true))])),
      ("two", .number(2)),
    ])
    let packed = JSONPacker.pack(value)
    let unpacked = try Self.unpack(try jsonObject(packed.compact()))
    #expect(
      try JSONSerialization.data(withJSONObject: unpacked, options: .sortedKeys)
        == JSONSerialization.data(withJSONObject: try jsonObject(value.compact()), options: .sortedKeys))
    let table = try #require((try jsonObject(packed.compact()) as? [String: Any])?["table"] as? [Any])
    // The root's three keys and their list; the frame's three keys and their list, 1.5, "1",
    // true and the frame (once for both); 2, null and the second frame (its key list shared);
    // the frames; 1 (kept apart from "1"); "star 2" (once for both) and the lines; "y", the
    // moved object's key list and the object (its values shared); the root's two more keys
    // (2 shares the decimal 2's entry); the root.
    #expect(table.count == 25)
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
    // The phone's walks, one a sample; the first sample's walk on the tablet second.
    let phone = samples.indices.filter { samples[$0]["screen"] == nil }
    #expect(phone.map { samples[$0]["name"] as? String } == RatingPrompt.samples.map(\.name))
    #expect(samples.indices.filter { samples[$0]["screen"] as? String == "tablet" } == [1])
    let expanded = try Self.expanded(states)
    for (position, sample) in zip(phone, RatingPrompt.samples) {
      let exploration = try PopupExplorer(maxDepth: 6, maxStates: 200, takesSettings: false).explore(sample)
      let start = try #require(samples[position]["start"] as? Int)
      #expect(samples[position]["count"] as? Int == exploration.states.count)
      #expect(samples[position]["exhausted"] as? Bool == exploration.figures.isExhausted)
      #expect(samples[position]["depth"] as? Int == exploration.figures.depth)
      for index in exploration.states.indices {
        #expect(states[start + index]["sample"] as? Int == position)
        // Whether it is held and how it ended, as the explored session says.
        let session = exploration.states[index].session
        #expect(states[start + index]["held"] as? Bool == session.isHeld)
        #expect(states[start + index]["ended"] as? String == session.endReason?.rawValue)
        #expect(expanded[start + index].script == exploration.scriptLines(to: index).joined(separator: "; "))
      }
    }
    for (index, state) in states.enumerated() {
      // The first sample's walks have no regular frames: the tablet's is its regular width, and
      // draws a tablet's frames as its compact ones.
      let variants =
        [0, 1].contains(state["sample"] as? Int)
        ? ["compact", "pseudo", "larger"] : ["compact", "regular", "pseudo", "larger"]
      #expect((state["frames"] as? [String: Any])?.keys.sorted() == variants.sorted())
      for variant in variants {
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

  /// The samples after the first share what the first two walks leave of the page's 2,150
  /// states, 30 each at the least and 200 at the most, however many samples there are.
  @Test(arguments: [
    (first: 200, tablet: 150, others: 0, each: 200),
    (first: 2_000, tablet: 100, others: 1, each: 50),
    (first: 1_000, tablet: 150, others: 10, each: 100),
    (first: 1_000, tablet: 150, others: 11, each: 90),
    (first: 1_900, tablet: 100, others: 5, each: 30),
    (first: 1_900, tablet: 120, others: 4, each: 32),
    (first: 1_900, tablet: 120, others: 5, each: 30),
    (first: 1_150, tablet: 0, others: 5, each: 200),
    (first: 1_145, tablet: 0, others: 5, each: 200),
    (first: 1_160, tablet: 0, others: 5, each: 198),
    (first: 2_500, tablet: 150, others: 3, each: 30),
  ])
  func eachOtherSampleTakesItsShareOfThePage(first: Int, tablet: Int, others: Int, each: Int) {
    #expect(GalleryPrototype.statesOfEachOtherSample(first: first, tablet: tablet, others: others) == each)
  }

  /// How far each sample's walk went, in words, on the page.
  @Test func thePageSaysHowDeepEachSampleWent() throws {
    let (page, _) = try Self.ratingPrototype()
    #expect(page.contains("<li><code>initial</code>: 128 states, every one (5 steps deep)</li>"))
    for sample in RatingPrompt.samples {
      #expect(page.contains("<option value=\"\(sample.name)\">\(sample.name)</option>"))
    }
  }

  /// The graph is one image with nothing focusable in it: each node names its first state's
  /// address for a pointer, every edge is labelled on the drawing, and the drawing's box holds
  /// every label.
  @Test func theStateGraphIsOneImageWithLabelledEdgesAndNodesNamingTheirFirstStates() throws {
    let (page, _) = try Self.ratingPrototype()
    let start = try #require(
      page.range(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"state-graph\" role=\"img\""))
    let end = try #require(page.range(of: "</svg>", range: start.upperBound..<page.endIndex))
    let svg = String(page[start.lowerBound..<end.upperBound])
    #expect(!svg.contains("<a ") && !svg.contains("tabindex") && !svg.contains(" href=\""))
    #expect(svg.contains("<g class=\"node\" data-node=\"2\" data-href=\"rating.html#state=star%202\">"))
    #expect(svg.contains("<g class=\"node start\" data-node=\"0\" data-href=\"rating.html#state=\">"))
    // Far fewer nodes than states, each drawn once.
    let nodes = svg.components(separatedBy: "class=\"node").count - 1
    #expect(nodes > 5 && nodes < 60)
    #expect(svg.contains("<title>star 2</title>"))
    let edges = svg.components(separatedBy: "<g class=\"edge\">").count - 1
    #expect(edges > 0 && svg.components(separatedBy: "class=\"edge-label\"").count - 1 == edges)
    // Every label's anchor within the view box, and the box round every node.
    let numbers = { (text: Substring, name: String) -> [Double] in
      text.components(separatedBy: " \(name)=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    }
    let view = try #require(svg.range(of: "viewBox=\"")).upperBound
    let box = svg[view...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
    try #require(box.count == 4)
    for x in numbers(svg[...], "x") { #expect(x >= box[0] && x <= box[0] + box[2]) }
    for y in numbers(svg[...], "y") { #expect(y >= box[1] && y <= box[1] + box[3]) }
  }

  /// A long line is cut short on the drawing, with an ellipsis, and the count of lines more.
  @Test func anEdgesLabelIsItsFirstLineShortened() {
    let edge = ExplorationGraph.Edge(
      from: 0, to: 1, lines: ["type \"a text longer than the label\"", "star 2"])
    #expect(ExplorationGraph.shortLabel(of: edge) == "type \"a text long… +1")
    #expect(
      ExplorationGraph.shortLabel(of: ExplorationGraph.Edge(from: 0, to: 1, lines: ["star 2"])) == "star 2")
  }

  /// The regular width is the first sample explored on the tablet: its walk's frames are a
  /// tablet's, and the phone's walk names it.
  @Test func theFirstSampleIsExploredOnTheTabletForTheRegularWidth() throws {
    let (page, data) = try Self.ratingPrototype()
    let samples = try #require(data["samples"] as? [[String: Any]])
    let states = try #require(data["states"] as? [[String: Any]])
    let frames = try #require(data["frames"] as? [[String: Any]])
    #expect(samples[0]["regular"] as? Int == 1 && samples[1]["screen"] as? String == "tablet")
    #expect(samples[1]["name"] as? String == RatingPrompt.samples[0].name)
    let start = try #require(samples[1]["start"] as? Int)
    let count = try #require(samples[1]["count"] as? Int)
    #expect(count > 1 && count <= GalleryPrototype.tabletStates)
    for state in states[start..<start + count] {
      #expect(state["sample"] as? Int == 1)
      let frame = try #require(value(state, "frames", "compact") as? Int)
      #expect(value(frames[frame], "screen", "width") as? Double == 1024)
    }
    #expect(page.contains("<li><code>initial</code> on a tablet: "))
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
