import PopupCatalog
import PopupCore
import PopupPresentation
import PopupSupport
import PopupTextRendering

/// A kind's clickable prototype on its gallery page: every state the explorer reaches from
/// each of the kind's samples within a few steps, each with its frames (compact and regular
/// width, pseudo-localised, larger text) and the transitions out of it, so the page's script
/// (`GalleryAssets/prototype.js`) follows a click, a field's example text, a gesture or a
/// deadline to exactly the state the model reaches, and every state has an address: its
/// sample and its shortest script.
///
/// The walk leaves the accessibility settings as each sample has them (settings as a
/// dimension of their own rather than steps that multiply the states): larger text is drawn
/// as a frame of its own for every state, and `catalog explore` walks every setting.
enum GalleryPrototype {
  /// How deep the prototype goes from each sample: 6 user steps.
  static let maxDepth = 6
  /// The user steps every state within which the first sample's prototype holds, or all
  /// of them when fewer.
  static let firstSampleDepth = 4
  /// How many states a sample's walk takes: the first sample's, at first, and each other's.
  static let sampleStates = 200
  /// How many states the first sample may take to hold every state within
  /// ``firstSampleDepth`` steps.
  static let firstSampleStates = 2_500
  /// How many states a page holds in all, when the first sample needs many: the other
  /// samples share what the first leaves, ``leastSampleStates`` each at the least, so a page
  /// stays within a megabyte.
  static let pageStates = 2_150
  /// The fewest states a sample other than the first is given.
  static let leastSampleStates = 30
  /// How many states the first sample's walk on the tablet takes (within
  /// ``firstSampleDepth`` steps): what the page's regular width shows.
  static let tabletStates = 150
  /// How long after an ending an ended state is drawn: past any exit (the slowest motion
  /// leaves within a second), so the popup has left the page.
  static let pastAnyExit = Duration.seconds(10)

  /// A sample's walk: what the explorer found, the explorer (its bounds), and whether it
  /// walked on the tablet (`PopupScreen.tablet`) rather than the sample's own screen.
  struct Walk<Kind: InspectablePopupKind> {
    var exploration: PopupExploration<Kind>
    var explorer: PopupExplorer
    var onTablet = false
  }

  /// A settled frame at an instant, with the wall clock's origin: what its JSON is made of.
  struct SettledFrame: Hashable {
    var frame: PopupFrame
    var now: PopupInstant
    var origin: PopupWallInstant
  }

  /// Every sample of a kind explored, the walks side by side: each sample to ``maxDepth``
  /// steps within ``sampleStates`` states; the first sample again, every state within
  /// ``firstSampleDepth`` steps, when that walk ended short of them; and second, the first
  /// sample on the tablet within ``tabletStates`` states, so the regular width shows what a
  /// tablet draws (popovers, form sheets) rather than a phone's state drawn larger.
  static func explorations<Kind: InspectablePopupKind>(of kind: Kind.Type) -> [Walk<Kind>] {
    guard let sample = Kind.samples.first else { return [] }
    var firstExplorer = explorer(maxDepth: maxDepth, maxStates: sampleStates)
    var first = firstExplorer.explore(sample)
    if completeDepth(of: first.figures) < firstSampleDepth {
      firstExplorer = explorer(maxDepth: firstSampleDepth, maxStates: firstSampleStates)
      first = firstExplorer.explore(sample)
    }
    let tabletExplorer = explorer(maxDepth: firstSampleDepth, maxStates: tabletStates)
    let tablet = tabletExplorer.explore(sample, screen: .tablet)
    let others = Array(Kind.samples.dropFirst())
    let each = explorer(
      maxDepth: maxDepth,
      maxStates: statesOfEachOtherSample(
        first: first.states.count, tablet: tablet.states.count, others: others.count))
    return [
      Walk(exploration: first, explorer: firstExplorer),
      Walk(exploration: tablet, explorer: tabletExplorer, onTablet: true),
    ]
      + each.explore(others).map { Walk(exploration: $0, explorer: each) }
  }

  /// A setting-free explorer with bounds in range.
  static func explorer(maxDepth: Int, maxStates: Int) -> PopupExplorer {
    (try? PopupExplorer(maxDepth: maxDepth, maxStates: maxStates, takesSettings: false)) ?? .standard
  }

  /// How many states each sample after the first may take, when the first took `first` and
  /// its tablet walk `tablet`: an equal share of what the page has left (``pageStates``), but
  /// no more than ``sampleStates`` and no fewer than ``leastSampleStates``.
  static func statesOfEachOtherSample(first: Int, tablet: Int, others: Int) -> Int {
    let left = (pageStates - first - tablet) / max(others, 1)
    return min(sampleStates, max(leastSampleStates, left))
  }

  /// The steps within which a walk took every state: all of them when exhausted or bounded
  /// by depth, one less than the deepest when the state count stopped it part-way.
  static func completeDepth(of figures: PopupExplorationFigures) -> Int {
    figures.stop == .states || figures.stop == .violation ? max(figures.depth - 1, 0) : figures.depth
  }

  /// The prototype's section of a kind's page: the controls, the device, the trace, the
  /// states and the state graph, with the data as JSON.
  static func section<Kind: InspectablePopupKind>(of kind: Kind.Type) -> String {
    let walks = explorations(of: Kind.self)
    guard let first = walks.first?.exploration else { return "" }
    let graph = ExplorationGraph(first)
    let data = JSONPacker.pack(json(walks, graph: graph)).compact()
      .replacingEvery("</", with: "<\\/")
    let firstStateOfNode = Dictionary(
      graph.nodeOfState.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let svg = graph.svg(title: "The state graph of \(Kind.descriptor.name) from '\(first.sample.name)'") {
      node in
      // The page's name before the fragment: a link to a fragment alone reads as a skip link.
      firstStateOfNode[node].map {
        "\(Kind.descriptor.id).html#state=" + address(first.scriptLines(to: $0))
      }
    }
    let states = walks.reduce(0) { $0 + $1.exploration.states.count }
    let options = walks.filter { !$0.onTablet }.map { walk in
      let name = walk.exploration.sample.name.htmlEscaped
      return "<option value=\"\(name)\">\(name)</option>"
    }.joined()
    let figures = walks.map { walk in
      let name =
        "<code>\(walk.exploration.sample.name.htmlEscaped)</code>" + (walk.onTablet ? " on a tablet" : "")
      return "<li>\(name): \(reach(of: walk.exploration.figures))</li>"
    }.joined()
    // The device comes first on screen, in a column of its own from the section's top; beside
    // it the heading, the controls and status, the fields and the app's events, then the
    // model: a growing trace never moves the device (gallery.css).
    return """
      <section class="prototype" id="prototype" aria-labelledby="prototype-title">
      <div class="prototype-head">
      <h2 id="prototype-title">Try it</h2>
      <p>Every sample as a prototype: press, type, hold, tap outside or swipe, and the popup goes \
      where its model goes; deadlines fire by themselves once the device is in view (Pause time \
      holds them). Every state has an address (its sample and its shortest script); copy the \
      page's URL to share one.</p>
      <div class="prototype-controls" role="group" aria-label="Device and settings">
      <label>Sample <select id="prototype-sample" data-sample>\(options)</select></label>
      <label><input type="checkbox" data-option="regular"> Regular width</label>
      <label><input type="checkbox" data-option="dark"> Dark</label>
      <label><input type="checkbox" data-option="rtl"> Right to left</label>
      <label><input type="checkbox" data-option="pseudo"> Pseudo-localised</label>
      <label><input type="checkbox" data-option="larger"> Larger text</label>
      </div>
      <div class="prototype-gestures" role="group" aria-label="Gestures">
      <button type="button" data-gesture="tap">Tap the popup</button>
      <button type="button" data-gesture="tap-outside">Tap outside</button>
      <button type="button" data-gesture="drag">Swipe</button>
      <button type="button" data-gesture="hold">Hold</button>
      <button type="button" data-gesture="release">Release</button>
      <button type="button" data-gesture="dismiss">Dismiss in code</button>
      <button type="button" data-restart>Start again</button>
      <button type="button" data-pause aria-pressed="false">Pause time</button>
      </div>
      <p class="prototype-status" role="status" id="prototype-status"></p>
      <div class="prototype-fields" id="prototype-fields"></div>
      <div class="prototype-app" id="prototype-app" role="group" aria-label="The app"></div>
      </div>
      <div class="prototype-stage" id="prototype-device"></div>
      <div class="prototype-model">
      <section aria-labelledby="trace-title"><h3 id="trace-title">Trace</h3>
      <p>What was done, as a script: <code id="prototype-script"></code></p>
      <ol id="prototype-trace" tabindex="0" aria-labelledby="trace-title"></ol></section>
      <section aria-labelledby="graph-title"><h3 id="graph-title">State graph of '\(first.sample.name.htmlEscaped)'</h3>
      <div class="graph-scroll" tabindex="0" role="group" aria-labelledby="graph-title">\(svg)</div>
      <p class="graph-note">A click on a node opens the first state it stands for; from the \
      keyboard, the list of states below opens every state.</p></section>
      <section class="prototype-states" aria-labelledby="states-title"><h3 id="states-title">States</h3>
      <p>\(states) states; the depth each sample reached:</p>
      <ul class="prototype-reach">\(figures)</ul>
      <details><summary>\(states) states, by sample and depth; ↗ marks one with a step beyond the \
      bound</summary><ol id="prototype-states"></ol></details></section>
      </div>
      <p class="prototype-settings-note">VoiceOver and Reduce Motion change a popup's timing and \
      motion rather than its drawing: <code>catalog explore \(Kind.descriptor.id.htmlEscaped)</code> \
      walks every state with every setting.</p>
      <script type="application/json" id="prototype-data">\(data)</script>
      </section>
      """
  }

  /// How far a walk went, in words: `1,171 states: every one within 4 steps, some at 5`.
  static func reach(of figures: PopupExplorationFigures) -> String {
    let complete = completeDepth(of: figures)
    let states = String.popupCount(figures.distinct, "state")
    if figures.isExhausted { return "\(states), every one (\(String.popupCount(complete, "step")) deep)" }
    let within = "every one within \(String.popupCount(complete, "step"))"
    return complete == figures.depth
      ? "\(states): \(within), more beyond" : "\(states): \(within), some at \(figures.depth)"
  }

  /// A script as a URL fragment's value: its lines joined by `; `, percent-encoded but for
  /// what reads well (letters, digits, `-._~`).
  static func address(_ lines: [String]) -> String {
    var encoded = ""
    for byte in lines.joined(separator: "; ").utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF")
        encoded += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
      }
    }
    return encoded
  }

  /// The prototype's data: the kind, every walk with its sample's name, where its states
  /// start and how far it went (the tablet's with `screen: "tablet"`, and the phone walk of the
  /// same sample naming it by index as its `regular`), every distinct frame, and every state with its sample, name, depth, the
  /// state it was first reached from and by which line (its script, read back along them),
  /// its frames (by index) and its transitions as two lists, their lines and where each
  /// leads (`null` beyond the bounds; else the difference from the state the step before it
  /// led to, the first's from the state itself; the page tells a step's type by its line).
  static func json<Kind: InspectablePopupKind>(_ walks: [Walk<Kind>], graph: ExplorationGraph) -> JSONValue {
    let id = Kind.descriptor.id
    // Each distinct frame once: states that differ only in what a frame does not show (a
    // hold) share theirs, and a state names its four by index.
    // A frame met again at the same instant is found by the frame itself, before its JSON is
    // made; frames whose JSON is the same text share one as well.
    var frames: [JSONValue] = []
    var frameIndex: [String: Int] = [:]
    var settledIndex: [SettledFrame: Int] = [:]
    func frameNumber(_ frame: JSONValue) -> Int {
      let text = frame.compact()
      if let known = frameIndex[text] { return known }
      frameIndex[text] = frames.count
      frames.append(frame)
      return frames.count - 1
    }
    let nodeOfName = Dictionary(graph.nodes.enumerated().map { ($0.element.name, $0.offset) }) { first, _ in
      first
    }
    var samples: [JSONValue] = []
    var states: [JSONValue] = []
    for (position, walk) in walks.enumerated() {
      let exploration = walk.exploration
      let offset = states.count
      var lines = [[JSONValue]](repeating: [], count: exploration.states.count)
      // Where each step leads, as the difference from where the one before it led (from the
      // state itself for the first): a state's new neighbours are numbered one after another,
      // so most differences are 1, and lists of them recur.
      var targets = [[JSONValue]](repeating: [], count: exploration.states.count)
      var previous = Array(exploration.states.indices)
      for transition in exploration.transitions {
        lines[transition.from].append(.string(PopupScript.line(for: transition.step, of: Kind.self)))
        guard let to = transition.to else {
          targets[transition.from].append(.null)
          continue
        }
        targets[transition.from].append(.number(to - previous[transition.from]))
        previous[transition.from] = to
      }
      let figures = exploration.figures
      // The walk of the same sample on the tablet, for the phone's: the regular width.
      let tablet = walks.firstIndex { $0.onTablet && $0.exploration.sample.name == exploration.sample.name }
      let screen: [(String, JSONValue)] =
        walk.onTablet ? [("screen", .string("tablet"))] : tablet.map { [("regular", .number($0))] } ?? []
      samples.append(
        .object(
          [
            ("name", .string(exploration.sample.name)), ("start", .number(offset)),
            ("count", .number(exploration.states.count)), ("depth", .number(figures.depth)),
            ("exhausted", .bool(figures.isExhausted)),
            ("complete", .number(completeDepth(of: figures))),
            (
              "bounds",
              .object([
                ("depth", .number(walk.explorer.maxDepth)), ("states", .number(walk.explorer.maxStates)),
              ])
            ),
          ] + screen))
      for index in exploration.states.indices {
        let state = exploration.states[index]
        let session = state.session
        let origin = session.scriptOrigin
        // An ended popup has left the page: it is drawn once its exit is over (nothing: no
        // scrim, no control to reach or read), not where its exit starts.
        let now = session.endReason == nil ? state.now : state.now + Self.pastAnyExit
        // The state at the tablet's size, for a sample with no walk on the tablet.
        func wideFrame() -> PopupFrame {
          var wide = session
          _ = try? wide.setScreen(session.screen.resized(like: .tablet), at: now)
          return wide.frame(at: now)
        }
        var larger = session
        var settings = session.accessibility
        settings[.largerText] = true
        _ = larger.setAccessibility(settings, at: now)
        let pseudo = session.frame(at: now, contentSize: nil) { $0.pseudoLocalized() }
        func settled(_ frame: PopupFrame) -> JSONValue {
          let key = SettledFrame(frame: frame.settled, now: now, origin: origin)
          if let known = settledIndex[key] { return .number(known) }
          let number = frameNumber(key.frame.json(kind: id, at: now, origin: origin))
          settledIndex[key] = number
          return .number(number)
        }
        let name = exploration.shortName(of: index)
        // Typed parts: one literal of them all took the type checker seconds.
        let parent: JSONValue = state.parent.map { .number($0 + offset) } ?? .null
        let via: JSONValue = state.step.map { .string(PopupScript.line(for: $0, of: Kind.self)) } ?? .null
        let ended: JSONValue = session.endReason.map { .string($0.rawValue) } ?? .null
        let node: JSONValue =
          position == 0 ? .number(graph.nodeOfState[index]) : nodeOfName[name].map(JSONValue.number) ?? .null
        // No regular frame for a walk whose sample has one on the tablet: that walk is the
        // regular width.
        var stateFrames: [(String, JSONValue)] = [("compact", settled(session.frame(at: now)))]
        if tablet == nil { stateFrames.append(("regular", settled(wideFrame()))) }
        stateFrames += [("pseudo", settled(pseudo)), ("larger", settled(larger.frame(at: now)))]
        let fields: [(String, JSONValue)] = [
          ("sample", .number(position)), ("name", .string(name)), ("depth", .number(state.depth)),
          ("parent", parent), ("via", via), ("ended", ended), ("held", .bool(session.isHeld)), ("node", node),
          ("frames", .object(stateFrames)), ("lines", .array(lines[index])), ("to", .array(targets[index])),
        ]
        states.append(.object(fields))
      }
    }
    return .object([
      ("kind", .string(id)), ("samples", .array(samples)), ("states", .array(states)),
      ("frames", .array(frames)),
    ])
  }
}
