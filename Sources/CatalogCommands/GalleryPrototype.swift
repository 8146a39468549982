import PopupCatalog
import PopupCore
import PopupPresentation
import PopupSupport
import PopupTextRendering

/// A kind's clickable prototype on its gallery page: every state the explorer reaches from the
/// kind's first sample within a few steps, each with its frames (compact and regular width,
/// pseudo-localised) and the transitions out of it, so the page's script
/// (`GalleryAssets/prototype.js`) follows a click, a field's example text, a gesture, a setting
/// or a deadline to exactly the state the model reaches, and every state has an address: its
/// shortest script.
enum GalleryPrototype {
  /// How far the prototype goes: 6 steps from the first sample (a tour's start, next, back
  /// and finish), at most 500 states, so a page loads from disk in well under a second.
  static let explorer = (try? PopupExplorer(maxDepth: 6, maxStates: 500)) ?? .standard

  /// The prototype's section of a kind's page: the controls, the device, the trace, the
  /// states and the state graph, with the data as JSON.
  static func section<Kind: InspectablePopupKind>(of kind: Kind.Type) -> String {
    guard let sample = Kind.samples.first else { return "" }
    let exploration = explorer.explore(sample)
    let graph = ExplorationGraph(exploration)
    let data = JSONPacker.pack(json(exploration, graph: graph)).compact().replacingEvery("</", with: "<\\/")
    let firstStateOfNode = Dictionary(
      graph.nodeOfState.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let svg = graph.svg(title: "The state graph of \(Kind.descriptor.name) from '\(sample.name)'") { node in
      // The page's name before the fragment: a link to a fragment alone reads as a skip link.
      firstStateOfNode[node].map {
        "\(Kind.descriptor.id).html#state=" + address(exploration.scriptLines(to: $0))
      }
    }
    let figures = exploration.figures
    return """
      <section class="prototype" id="prototype" aria-labelledby="prototype-title">
      <h2 id="prototype-title">Try it</h2>
      <p>The sample '\(sample.name.htmlEscaped)' as a prototype: press, type, hold, tap outside or \
      swipe, and the popup goes where its model goes; deadlines fire by themselves. Every state has an \
      address (its shortest script); copy the page's URL to share one. \(figures.distinct) states within \
      \(explorer.maxDepth) steps\(figures.isExhausted ? ", every one" : ", more beyond").</p>
      <div class="prototype-controls" role="group" aria-label="Device and settings">
      <label><input type="checkbox" data-option="regular"> Regular width</label>
      <label><input type="checkbox" data-option="dark"> Dark</label>
      <label><input type="checkbox" data-option="rtl"> Right to left</label>
      <label><input type="checkbox" data-option="pseudo"> Pseudo-localised</label>
      <label><input type="checkbox" data-setting="larger-text"> Larger text</label>
      <label><input type="checkbox" data-setting="reduce-motion"> Reduce Motion</label>
      <label><input type="checkbox" data-setting="voiceover"> VoiceOver</label>
      </div>
      <div class="prototype-gestures" role="group" aria-label="Gestures">
      <button type="button" data-gesture="tap">Tap the popup</button>
      <button type="button" data-gesture="tap-outside">Tap outside</button>
      <button type="button" data-gesture="drag">Swipe</button>
      <button type="button" data-gesture="hold">Hold</button>
      <button type="button" data-gesture="release">Release</button>
      <button type="button" data-gesture="dismiss">Dismiss in code</button>
      <button type="button" data-restart>Start again</button>
      </div>
      <p class="prototype-status" role="status" id="prototype-status"></p>
      <div class="prototype-stage" id="prototype-device"></div>
      <div class="prototype-model">
      <section aria-labelledby="trace-title"><h3 id="trace-title">Trace</h3>
      <p>What was done, as a script: <code id="prototype-script"></code></p>
      <ol id="prototype-trace"></ol></section>
      <section aria-labelledby="graph-title"><h3 id="graph-title">State graph</h3>
      <div class="graph-scroll">\(svg)</div></section>
      <section aria-labelledby="states-title"><h3 id="states-title">States</h3>
      <details><summary>\(figures.distinct) states, by depth; ↗ marks one with a step beyond the \
      bound</summary><ol id="prototype-states"></ol></details></section>
      </div>
      <script type="application/json" id="prototype-data">\(data)</script>
      </section>
      """
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

  /// The prototype's data: the sample, the bounds and figures, every distinct frame, and
  /// every state with its script, name, frames (by index) and transitions (`to` is `null` for
  /// one that leaves the bounds).
  static func json<Kind: InspectablePopupKind>(_ exploration: PopupExploration<Kind>, graph: ExplorationGraph)
    -> JSONValue
  {
    var outgoing = [[JSONValue]](repeating: [], count: exploration.states.count)
    for transition in exploration.transitions {
      outgoing[transition.from].append(
        .object([
          ("line", .string(PopupScript.line(for: transition.step, of: Kind.self))),
          ("to", transition.to.map(JSONValue.number) ?? .null),
          ("type", .string(stepType(transition.step))),
        ]))
    }
    let id = Kind.descriptor.id
    // Each distinct frame once: states that differ only in what a frame does not show (a
    // setting, a hold) share theirs, and a state names its three by index.
    var frames: [JSONValue] = []
    var frameIndex: [String: Int] = [:]
    func frameNumber(_ frame: JSONValue) -> JSONValue {
      let text = frame.compact()
      if let known = frameIndex[text] { return .number(known) }
      frameIndex[text] = frames.count
      frames.append(frame)
      return .number(frames.count - 1)
    }
    let states = exploration.states.indices.map { index -> JSONValue in
      let state = exploration.states[index]
      let session = state.session
      let origin = session.scriptOrigin
      var wide = session
      _ = try? wide.setScreen(session.screen.resized(like: .tablet), at: state.now)
      let pseudo = session.frame(at: state.now, contentSize: nil) { $0.pseudoLocalized() }
      let fields = ExplorationJSON.stateFields(exploration, index, lines: exploration.scriptLines(to: index))
      return .object(
        fields + [
          ("node", .number(graph.nodeOfState[index])),
          (
            "settings",
            .object(
              PopupAccessibility.Setting.allCases.map { ($0.rawValue, .bool(session.accessibility[$0])) })
          ),
          (
            "frames",
            .object([
              (
                "compact",
                frameNumber(
                  session.frame(at: state.now).settled.json(kind: id, at: state.now, origin: origin))
              ),
              (
                "regular",
                frameNumber(wide.frame(at: state.now).settled.json(kind: id, at: state.now, origin: origin))
              ),
              ("pseudo", frameNumber(pseudo.settled.json(kind: id, at: state.now, origin: origin))),
            ])
          ),
          ("transitions", .array(outgoing[index])),
        ])
    }
    return .object([
      ("kind", .string(id)), ("sample", .string(exploration.sample.name)),
      ("bounds", .object([("depth", .number(explorer.maxDepth)), ("states", .number(explorer.maxStates))])),
      ("exhausted", .bool(exploration.figures.isExhausted)), ("states", .array(states)),
      ("frames", .array(frames)),
    ])
  }

  /// What kind of step a transition is, for the page: `send` (an event: a control's, a
  /// field's, or the app's), `gesture` (tap, tap-outside, drag, hold, release), `wait`,
  /// `setting` or `dismiss`.
  static func stepType<Event>(_ step: PopupStep<Event>) -> String {
    switch step {
    case .send, .press, .fill: "send"
    case .tap, .tapOutside, .drag, .hold, .release: "gesture"
    case .wait, .jump: "wait"
    case .setting, .screen, .keyboard: "setting"
    case .dismiss: "dismiss"
    }
  }
}
