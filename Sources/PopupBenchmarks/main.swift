// Benchmarks: run in a release build and read the medians.
//
//   swift run -c release PopupBenchmarks
//
// Speed is measured here, never asserted in a test: these machines are shared and noisy.
import PopupBenchmarksHeap
import PopupCatalog
import PopupCore
import PopupInput
import PopupPresentation
import PopupSupport
import PopupTextRendering
import PopupWebHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The median of `rounds` timings of `body`, each divided by `iterations`, in nanoseconds.
func median(rounds: Int = 15, iterations: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<rounds {
    let elapsed = clock.measure { for _ in 0..<iterations { body() } }
    samples.append(elapsed.popupSeconds * 1e9 / Double(iterations))
  }
  return samples.sorted()[rounds / 2]
}

func format(_ nanoseconds: Double) -> String {
  nanoseconds >= 1e6
    ? "\((nanoseconds / 1e6).popupShort) ms"
    : nanoseconds >= 1e3 ? "\((nanoseconds / 1e3).popupShort) µs" : "\(nanoseconds.popupShort) ns"
}

/// A sink the optimizer cannot see through.
nonisolated(unsafe) var sink = 0

/// What one iteration of a kind's loop does after one example event (in turn) goes through
/// reduce: nothing more, build the render tree, or build it and draw it as text at width 44.
enum KindLoop: String, CaseIterable {
  case reduce, tree, text
}

/// What one iteration of a kind's frame loop does: the session's frame at an instant (tree,
/// placement, motion), or that frame written as one line of JSON.
enum FrameLoop: String, CaseIterable {
  case frame, json
}

/// The median time of one frame of a kind's first sample that draws something, on the phone.
func timing<Kind: InspectablePopupKind>(kind: Kind.Type, _ loop: FrameLoop) -> Double {
  let sample =
    Kind.samples.first { !Kind.play($0).session.frame(at: .zero).content.isBlank } ?? Kind.samples[0]
  let played = Kind.play(sample)
  let session = played.session
  var now = played.now
  return median(iterations: 2000) {
    // A new instant each time, as a host's display refresh asks.
    now += .milliseconds(1)
    let frame = session.frame(at: now)
    switch loop {
    case .frame: sink &+= frame.content.topLevelCount &+ Int(frame.placement.frame.width)
    case .json:
      sink &+= frame.json(kind: Kind.descriptor.id, at: now, origin: .scriptOrigin).compact().utf8.count
    }
  }
}

func timing(_ kind: any InspectablePopupKind.Type, _ loop: FrameLoop) -> Double { timing(kind: kind, loop) }

/// The median time of one iteration of a kind's loop.
func timing<Kind: InspectablePopupKind>(kind: Kind.Type, _ loop: KindLoop) -> Double {
  // The first sample that draws something: a popup hidden in its grace time renders nothing.
  let sample =
    Kind.samples.first { sample in
      let played = Kind.play(sample)
      return !Kind.render(played.session.state, now: played.session.time(at: played.now)).isBlank
    } ?? Kind.samples[0]
  let played = Kind.play(sample)
  let now = played.session.time(at: played.now)
  let renderer = TextRenderer()
  let events = Kind.exampleEvents
  // Read once: reaching into the generic session inside the loop would time the metadata
  // lookups of this unspecialised harness, not the kind.
  let start = played.session.state
  var index = 0
  return median(iterations: 2000) {
    var state = start
    let effects =
      events.isEmpty
      ? Kind.tick(&state, now: now) : Kind.reduce(&state, events[index % events.count], now: now)
    switch loop {
    case .reduce: sink &+= effects.count
    case .tree: sink &+= effects.count + Kind.render(state, now: now).topLevelCount
    case .text: sink &+= effects.count + renderer.render(Kind.render(state, now: now)).utf8.count
    }
    index += 1
  }
}

func timing(_ kind: any InspectablePopupKind.Type, _ loop: KindLoop) -> Double { timing(kind: kind, loop) }

/// The median time of a paste of `kilobytes` KB of ASCII into the input kind's first field, as
/// `catalog run input` takes it: the `type "…"` line read, the event sent (the field's rules
/// checked, its characters counted) and the popup drawn as text at width 44; in nanoseconds
/// per KB, which stays the same as the paste grows when each piece is linear.
func pasteTiming(kilobytes: Int) -> Double {
  let line = "type \"" + String(repeating: "a", count: kilobytes * 1024) + "\""
  let configuration = InputPopup.samples[0].configuration
  let renderer = TextRenderer()
  let perPaste = median(rounds: 15, iterations: 1) {
    guard let steps = try? PopupScript.steps(for: InputPopup.self, from: line) else {
      fatalError("no script")
    }
    var session = PopupSession<InputPopup>(configuration, now: .zero)
    var now = PopupInstant.zero
    sink &+= session.appear(at: now).count
    for (_, step) in steps { sink &+= (try? session.apply(step, at: &now))?.count ?? 0 }
    sink &+= renderer.render(session.render(at: now)).utf8.count
  }
  return perPaste / Double(kilobytes)
}

/// The paste timings, 1 MB and 4 MB: equal per KB when typing is linear in the text.
func pasteTimings() -> String {
  [1024, 4096].map { "\($0 / 1024) MB \(format(pasteTiming(kilobytes: $0))) per KB" }.joined(separator: ", ")
}

extension RenderNode {
  /// A cheap fact about a tree, so the optimizer keeps the render without the benchmark
  /// walking the whole tree.
  var topLevelCount: Int {
    switch self {
    case .card(_, let children), .vstack(let children), .hstack(let children): children.count
    default: 1
    }
  }
}

/// The explorer at the default bounds, and at bounds large enough that a kind with that many
/// states walks at least 100,000 distinct ones: depth 100, and 100,000 states shared among the
/// kind's samples.
enum ExplorerBounds: String, CaseIterable {
  case standard, large

  func explorer(samples: Int) -> PopupExplorer {
    switch self {
    case .standard: PopupExplorer.standard
    case .large: try! PopupExplorer(maxDepth: 100, maxStates: (100_000 + samples - 1) / samples)
    }
  }
}

/// One row of the explorer's table: every sample of a kind explored side by side.
struct ExplorationRow {
  /// The median wall seconds of three explorations.
  var seconds: Double
  var generated: Int
  var distinct: Int
  /// Heap bytes per distinct state kept, from one more exploration on this thread alone, or
  /// `nil` where the C library cannot say.
  var bytesPerState: Int?

  var columns: [String] {
    [
      String(distinct).padding(9), String(generated).padding(10), seconds.fixed3.padding(8),
      String(Int(Double(distinct) / seconds)).padding(11),
      String(Int(Double(generated) / seconds)).padding(12),
      bytesPerState.map(String.init) ?? "n/a",
    ]
  }
}

extension Double {
  /// Seconds to the millisecond, as "2.718": precise enough to compute a rate from.
  var fixed3: String {
    let milliseconds = Int((self * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }
}

/// The bytes the heap holds now, where the C library says (glibc's `mallinfo2`, which counts
/// the main thread's arena: measure on the main thread).
func heapBytesInUse() -> Int? {
  let bytes = popup_heap_bytes_in_use()
  return bytes < 0 ? nil : Int(bytes)
}

/// Every sample of a kind explored side by side at some bounds: the median wall seconds of
/// three, the states generated and found, and the heap bytes per state.
func exploration(_ kind: any InspectablePopupKind.Type, _ bounds: ExplorerBounds, rounds: Int = 3)
  -> ExplorationRow
{
  func explore<Kind: InspectablePopupKind>(_ kind: Kind.Type) -> ExplorationRow {
    let explorer = bounds.explorer(samples: Kind.samples.count)
    var figures: [PopupExplorationFigures] = []
    let seconds =
      median(rounds: rounds, iterations: 1) { figures = explorer.explore(Kind.self).map(\.figures) } / 1e9
    let distinct = figures.map(\.distinct).reduce(0, +)
    var bytesPerState: Int?
    if rounds > 1, let before = heapBytesInUse() {
      let kept = Kind.samples.map { explorer.explore($0) }
      bytesPerState = heapBytesInUse().map { ($0 - before) / max(distinct, 1) }
      withExtendedLifetime(kept) {}
    }
    return ExplorationRow(
      seconds: seconds, generated: figures.map(\.generated).reduce(0, +), distinct: distinct,
      bytesPerState: bytesPerState)
  }
  return explore(kind)
}

let catalog: PopupCatalog
do {
  catalog = try PopupCatalog.linked
} catch {
  fatalError("\(error)")
}

// `PopupBenchmarks <id> reduce|tree|text|frame|json` runs one loop of one kind, for a profiler
// or an instruction count (`valgrind --tool=callgrind`), which noise does not move;
// `PopupBenchmarks input paste` times only the paste.
if CommandLine.arguments.count == 3, let kind = try? catalog.kind(withID: CommandLine.arguments[1]) {
  let name = CommandLine.arguments[2]
  if name == "paste", kind is InputPopup.Type {
    print("input paste: \(pasteTimings())")
    exit(0)
  }
  if let loop = KindLoop(rawValue: name) {
    print("\(CommandLine.arguments[1]) \(name): \(format(timing(kind, loop)))")
    exit(0)
  }
  if let loop = FrameLoop(rawValue: name) {
    print("\(CommandLine.arguments[1]) \(name): \(format(timing(kind, loop)))")
    exit(0)
  }
  // `explore` and `explore-large`: the explorer's row at those bounds; `explore-once` one
  // exploration at the default bounds and nothing else, for an instruction count.
  for bounds in ExplorerBounds.allCases where name == (bounds == .standard ? "explore" : "explore-large") {
    let row = exploration(kind, bounds)
    print(
      "\(CommandLine.arguments[1]) \(name): \(row.distinct) distinct, \(row.generated) generated in "
        + "\(row.seconds.fixed3) s, \(row.bytesPerState.map { "\($0) bytes" } ?? "n/a") a state")
    exit(0)
  }
  if name == "explore-once" {
    let row = exploration(kind, .standard, rounds: 1)
    print("\(CommandLine.arguments[1]) explore-once: \(row.distinct) distinct, \(row.generated) generated")
    exit(0)
  }
}

// `PopupBenchmarks <id>` runs only that kind's loops.
if let id = CommandLine.arguments.dropFirst().first, let kind = try? catalog.kind(withID: id) {
  print(
    (KindLoop.allCases.map { "\($0.rawValue) \(format(timing(kind, $0)))" }
      + FrameLoop.allCases.map { "\($0.rawValue) \(format(timing(kind, $0)))" }).joined(separator: ", "))
  exit(0)
}

print("popup-catalog benchmarks (medians of 15 rounds)\n")
print("One event per kind (targets: reduce + tree under 2 µs, reduce + text at width 44 under 10 µs):")
print("  \("kind".padding(12)) \("reduce".padding(10)) \("+ tree".padding(10)) + text")
for kind in catalog.kinds {
  let columns = KindLoop.allCases.map { format(timing(kind, $0)).padding(10) }.joined(separator: " ")
  print("  \(kind.descriptor.id.padding(12)) \(columns)")
}

print("\nOne frame per kind at an instant (targets: frame under 3 µs, as JSON under 20 µs):")
print("  \("kind".padding(12)) \("frame".padding(10)) json")
for kind in catalog.kinds {
  let columns = FrameLoop.allCases.map { format(timing(kind, $0)).padding(10) }.joined(separator: " ")
  print("  \(kind.descriptor.id.padding(12)) \(columns)")
}

print(
  "\nA paste into a field, read, sent and drawn as `catalog run input` does (target: linear, the same per KB):"
)
print("  input paste  \(pasteTimings())")

print("\nThe whole catalog rendered, every sample of every kind (target: a few ms):")
let english = median(iterations: 20) {
  for kind in catalog.kinds { sink &+= PopupCatalog.page(of: kind, renderer: TextRenderer()).utf8.count }
}
print("  in English   \(format(english))")
print(
  "  snapshot     \(format(median(iterations: 20) { sink &+= catalog.snapshot().count }))  (English, pseudo and RTL)"
)

for bounds in ExplorerBounds.allCases {
  let heading =
    bounds == .standard
    ? "at the default bounds" : "at large bounds (depth 100, 100,000 states shared among the samples)"
  print(
    "\nThe explorer, every sample of a kind side by side \(heading) (target: 1,000,000 states a minute, 16,667 a second):"
  )
  print(
    "  \("kind".padding(12)) \("distinct".padding(9)) \("generated".padding(10)) \("seconds".padding(8)) "
      + "\("distinct/s".padding(11)) \("generated/s".padding(12)) bytes/state"
  )
  for kind in catalog.kinds {
    print("  \(kind.descriptor.id.padding(12)) \(exploration(kind, bounds).columns.joined(separator: " "))")
  }
}

print("\nPresentation center, per operation, by popups waiting (target: logarithmic or better):")
for waiting in [100, 1_000, 10_000, 100_000] {
  var center = PopupCenter()
  for index in 0..<waiting {
    _ = center.present(UndoProbe.self, id: "w\(index)", (), priority: .low, at: .zero)
  }
  var round = 0
  let present = median(iterations: 500) {
    round += 1
    sink &+= center.present(UndoProbe.self, id: "x\(round)", (), priority: .normal, at: .zero).count
    sink &+= center.dismiss(id: "x\(round)", at: .zero).count
  }
  let deadline = median(iterations: 5000) { sink &+= center.nextDeadline == nil ? 0 : 1 }
  print(
    "  \(String(waiting).padding(8)) present + dismiss \(format(present))   nextDeadline \(format(deadline))")
}
print("\n(sink \(sink % 10))")

/// A minimal kind for center timings, so they measure the queue and not a kind.
enum UndoProbe: PopupKind {
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Int, now: PopupTime) -> [PopupEffect<String>] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("probe", role: .body) }
}

extension String {
  func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(width - count, 0)) }
}
