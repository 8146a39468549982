// Benchmarks: run in a release build and read the medians.
//
//   swift run -c release PopupBenchmarks
//
// Speed is measured here, never asserted in a test: these machines are shared and noisy.
import PopupCatalog
import PopupCore
import PopupPresentation

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

/// Per kind, medians of one example event (in turn) through reduce alone, reduce + render
/// tree, and reduce + text render at the default width.
struct KindTimings {
  var reduce: Double
  var tree: Double
  var text: Double
}

func timings<Kind: InspectablePopupKind>(kind: Kind.Type) -> KindTimings {
  let played = Kind.play(Kind.samples[0])
  let now = played.session.time(at: played.now)
  let renderer = TextRenderer()
  let events = Kind.exampleEvents
  var index = 0
  func measure(_ draw: @escaping (Kind.State) -> Int) -> Double {
    median(iterations: 2000) {
      var state = played.session.state
      let effects =
        events.isEmpty
        ? Kind.tick(&state, now: now) : Kind.reduce(&state, events[index % events.count], now: now)
      sink &+= effects.count + draw(state)
      index += 1
    }
  }
  return KindTimings(
    reduce: measure { _ in 0 },
    tree: measure { Kind.render($0, now: now).allNodes.count },
    text: measure { renderer.render(Kind.render($0, now: now)).utf8.count })
}

func timings(_ kind: any InspectablePopupKind.Type) -> KindTimings { timings(kind: kind) }

let catalog: PopupCatalog
do {
  catalog = try PopupCatalog.linked
} catch {
  fatalError("\(error)")
}

// `PopupBenchmarks <id>` runs only that kind's event + render loop, for a profiler.
if let id = CommandLine.arguments.dropFirst().first, let kind = try? catalog.kind(withID: id) {
  let measured = timings(kind)
  print(
    "\(id): reduce \(format(measured.reduce)), + tree \(format(measured.tree)), + text \(format(measured.text))"
  )
  exit(0)
}

print("popup-catalog benchmarks (medians of 15 rounds)\n")
print("One event per kind (targets: reduce + tree under 2 µs, reduce + text at width 44 under 10 µs):")
print("  \("kind".padding(12)) \("reduce".padding(10)) \("+ tree".padding(10)) + text")
for kind in catalog.kinds {
  let measured = timings(kind)
  print(
    "  \(kind.descriptor.id.padding(12)) \(format(measured.reduce).padding(10)) "
      + "\(format(measured.tree).padding(10)) \(format(measured.text))")
}

print("\nThe whole catalog rendered, every sample of every kind (target: a few ms):")
print("  snapshot     \(format(median(iterations: 20) { sink &+= catalog.snapshot().count }))")

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
