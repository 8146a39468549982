import PopupCatalog
import PopupCore
import PopupPresentation
import PopupSupport
import PopupTextRendering

/// One popup driven live, as `catalog play` does: keys in, screens out, time from the caller.
/// The terminal loop only reads keys, tells the time and draws; everything it shows and does
/// is decided here, so it is tested without a terminal.
package protocol PopupPlaying {
  /// Lets the host's time run to `elapsed` since play started, firing what falls due.
  mutating func advance(toElapsed elapsed: Duration)
  /// Handles one key; `false` when the key quits.
  mutating func handle(_ key: PlayKey) -> Bool
  /// The whole screen: a header, the popup, what has focus, the latest effects and the keys.
  var screen: String { get }
  /// Every effect so far, one line each with its time, for the terminal once play ends.
  var transcript: [String] { get }
}

/// Something on screen that focus can reach: a button, an unlocked toggle, a star, a field.
struct PlayControl {
  /// What the focus line shows: a button's title, "3 stars", a field's label.
  var name: String
  /// What Return does; `nil` for a field.
  var action: PopupAction?
  /// A field's text and how to set it; `nil` for anything else.
  var field: (text: String, action: PopupFieldAction)?
}

extension RenderNode {
  /// What focus can reach, in reading order: enabled buttons, unlocked toggles, each star,
  /// fields.
  var playControls: [PlayControl] {
    switch self {
    case .card(_, let children), .vstack(let children), .hstack(let children), .scroll(let children, _, _):
      return children.flatMap(\.playControls)
    case .modal(let content):
      return content.playControls
    case .tappable(let content, let label, let action):
      return [PlayControl(name: label, action: action)] + content.playControls
    case .button(let title, _, _, let action, let isEnabled):
      return isEnabled ? [PlayControl(name: title, action: action)] : []
    case .iconButton(_, let label, let action):
      return [PlayControl(name: label, action: action)]
    case .toggle(let label, let isOn, let isLocked, let action):
      return isLocked ? [] : [PlayControl(name: "\(isOn ? "[x]" : "[ ]") \(label)", action: action)]
    case .stars(_, _, _, let actions, let labels):
      return actions.enumerated().map {
        PlayControl(name: labels[$0.offset], action: $0.element)
      }
    case .field(let label, let text, _, _, let action, _):
      return [PlayControl(name: label, field: (text, action))]
    case .text, .icon, .badge, .progress, .countdown, .divider, .particles, .arrow, .gradient, .image,
      .hosted, .grabber, .more:
      return []
    }
  }
}

/// A kind's popup on the real clock, with focus moved by Tab and the arrows.
package struct PopupPlayer<Kind: InspectablePopupKind>: PopupPlaying {
  /// Keys that are never a verb's: `q` quits, `h` holds and releases.
  static var reservedKeys: Set<Character> { ["q", "h"] }

  private(set) var session: PopupSession<Kind>
  private(set) var now = PopupInstant.zero
  let sampleName: String
  let origin: PopupWallInstant
  let renderer: TextRenderer
  /// The kind's verbs without arguments, each on a letter of its name.
  let bindings: [(key: Character, verb: String)]
  private(set) var focus = 0
  private(set) package var transcript: [String] = []
  /// The last thing that went wrong, shown until the next key.
  private(set) var message: String?

  /// A player of `sample` from where its script (if any) leaves it; `origin` is the wall time
  /// at the start.
  package init(sample: PopupSample<Kind>, origin: PopupWallInstant, renderer: TextRenderer) {
    self.sampleName = sample.name
    self.origin = origin
    self.renderer = renderer
    self.bindings = Self.bindings(for: Kind.verbs.filter { $0.usage == $0.name }.map(\.name))
    var transcript: [String] = []
    let played = Kind.play(sample, origin: origin) { moment in
      transcript += Self.transcriptLines(moment.effects, at: moment.now)
    }
    session = played.session
    now = played.now
    self.transcript = transcript
    if let error = played.error { message = "The sample's script stopped: \(error)" }
  }

  /// Gives each verb the first letter of its name that is still free.
  static func bindings(for verbs: [String]) -> [(key: Character, verb: String)] {
    var taken = reservedKeys
    var bindings: [(key: Character, verb: String)] = []
    for verb in verbs {
      guard let key = verb.first(where: { $0.isLetter && $0.isASCII && !taken.contains($0) }) else {
        continue
      }
      taken.insert(key)
      bindings.append((key, verb))
    }
    return bindings
  }

  /// The focused one of a tree's targets, kept in range as the popup changes.
  func focused(among targets: [PlayControl]) -> PlayControl? {
    targets.isEmpty ? nil : targets[min(focus, targets.count - 1)]
  }

  package mutating func advance(toElapsed elapsed: Duration) {
    let target = PopupInstant.zero + elapsed
    guard target > now else { return }
    now = target
    record(session.advance(to: now))
  }

  package mutating func handle(_ key: PlayKey) -> Bool {
    message = nil
    // One render per key: the targets, and the focused one among them.
    let targets = session.render(at: now).playControls
    let count = targets.count
    // Focus stays in range: on the last control when the one it was on went away.
    focus = min(focus, max(count - 1, 0))
    let focused = focused(among: targets)
    let field = focused?.field
    switch key {
    case .interrupt:
      return false
    case .tab, .down, .right:
      if count > 0 { focus = (focus + 1) % count }
    case .backTab, .up, .left:
      if count > 0 { focus = (focus + count - 1) % count }
    case .escape:
      run(Kind.verbs.contains { $0.name == "escape" } ? "escape" : "tap-outside")
    case .enter:
      if field != nil {
        if Kind.verbs.contains(where: { $0.name == "return" }) { run("return") }
      } else if let action = focused?.action {
        run(action.scriptLine(origin: origin))
      }
    case .backspace:
      if let field, !field.text.isEmpty {
        run(field.action.action(settingTextTo: String(field.text.dropLast())).scriptLine(origin: origin))
      }
    case .character(let character):
      if let field {
        run(field.action.action(settingTextTo: field.text + String(character)).scriptLine(origin: origin))
      } else if character == "q" {
        return false
      } else if character == "h" {
        run(session.isHeld ? "release" : "hold")
      } else if let binding = bindings.first(where: { $0.key == character }) {
        run(binding.verb)
      }
    case .unknown:
      break
    }
    return true
  }

  /// Runs one script line on the popup now, as `catalog run` would.
  private mutating func run(_ line: String) {
    do throws(PopupScriptError) {
      for (_, step) in try PopupScript.steps(for: Kind.self, from: line, origin: origin) {
        record(try session.apply(step, at: &now))
      }
    } catch {
      message = "\(line): \(error)"
    }
  }

  private mutating func record(_ effects: [PopupEffect<Kind.Output>]) {
    transcript += Self.transcriptLines(effects, at: now)
  }

  /// Effects as the transcript shows them: `1.5s  output: undone`.
  static func transcriptLines(_ effects: [PopupEffect<Kind.Output>], at now: PopupInstant) -> [String] {
    let time = (now - .zero).popupDescription
    return effects.map { "\(time)  \($0)" }
  }

  package var screen: String {
    var lines: [String] = []
    let phase = session.phase(at: now)
    lines.append(
      "catalog play \(Kind.descriptor.id) · sample '\(sampleName)' · \(Self.tenths(now - .zero)) · \(phase)"
        + (session.isHeld ? " · held" : ""))
    lines.append("")
    let tree = session.render(at: now)
    lines.append(tree.isBlank ? "(nothing shown yet)" : renderer.render(tree))
    lines.append("")
    if session.isEnded {
      lines.append("The popup has ended. q quits.")
    } else if let focused = focused(among: tree.playControls) {
      let how = focused.field == nil ? "Return presses it" : "type into it, Return submits"
      lines.append("Focus: \(focused.name)  (\(how); Tab or arrows move)")
    } else {
      lines.append("Nothing to focus.")
    }
    lines.append("Effects:")
    lines += transcript.suffix(5).map { "  \($0)" }
    if transcript.isEmpty { lines.append("  (none yet)") }
    if let message { lines.append("! \(message)") }
    lines.append("")
    lines.append(footer)
    return lines.joined(separator: "\n")
  }

  /// Time played, to the tenth of a second below: the header changes ten times a second, not
  /// at every frame.
  static func tenths(_ elapsed: Duration) -> String {
    Duration.milliseconds(Int64((elapsed.popupSeconds * 10).rounded(.down)) * 100).popupDescription
  }

  /// The keys, every one that does something here.
  var footer: String {
    let verbs = bindings.map { "\($0.key) \($0.verb)" }
    let escape = Kind.verbs.contains { $0.name == "escape" } ? "Esc escape" : "Esc tap-outside"
    return
      (["Tab/arrows focus", "Return press", escape, "h hold/release"] + verbs + ["q quit", "Ctrl-C quit"])
      .joined(separator: " · ")
  }
}
