import PopupCore
import PopupPresentation
import PopupSupport

/// An accessibility problem ``PopupAudit`` found: which kind, sample, moment and node, and
/// what is wrong.
public struct PopupAuditFinding: Hashable, Sendable, CustomStringConvertible {
  /// The rules of the audit.
  public enum Rule: String, CaseIterable, Hashable, Sendable {
    /// An interactive node without a label or an action: ``PopupActionCheck``, the kind
    /// checker's own check.
    case actions
    /// A label that is a symbol's name (`star.fill`), which a screen reader spells out.
    case symbolLabel
    /// A button that shows only a glyph or a symbol and says no words either.
    case iconOnlyButton
    /// A modal card or sheet with no way out: no close, cancel or reject, and not dismissible.
    case noWayOut
    /// Return, the keyboard's default, does what a destructive button does.
    case destructiveDefault
    /// Stars, a step or an error changed with no announcement.
    case silentChange
    /// A toast with an action that goes by itself in under 10 s, even while held.
    case shortActionToast
    /// A modal popup whose tree does not keep assistive focus inside it.
    case unmarkedModal
    /// A button whose label does not contain the words it shows (WCAG 2.5.3, label in name):
    /// a person who says what they see, to voice control, cannot press it.
    case labelInName
  }

  /// The kind's id.
  public var kind: String
  /// The sample's name.
  public var sample: String
  /// When: `appearing`, or `after 'star 3'`.
  public var moment: String
  /// The node: `button "Close"`, `card (standard)`.
  public var node: String
  /// The rule broken.
  public var rule: Rule
  /// What is wrong, in words.
  public var message: String

  /// `rating, sample 'initial', appearing: button "★": an icon-only button with no words [iconOnlyButton]`
  public var description: String {
    "\(kind), sample '\(sample)', \(moment): \(node): \(message) [\(rule.rawValue)]"
  }
}

/// What an audit checked and found.
public struct PopupAuditReport: Hashable, Sendable {
  /// Every finding, in kind, sample and step order.
  public var findings: [PopupAuditFinding] = []
  /// How many samples were played.
  public var samples = 0
  /// How many render-tree nodes were checked, over every step of every sample.
  public var nodes = 0
  /// How many explored states were checked beyond the samples' own moments: every state the
  /// explorer reached from each sample within its bounds.
  public var states = 0

  /// Creates an empty report.
  public init() {}

  mutating func merge(_ other: PopupAuditReport) {
    findings += other.findings
    samples += other.samples
    nodes += other.nodes
    states += other.states
  }
}

/// An accessibility audit of popup kinds: every sample is played step by step, and every
/// tree it draws is checked.
///
/// - **Labels and actions**: every interactive node has a label and an action that does what
///   pressing it does (``PopupActionCheck``, shared with the kind checker); no label is a
///   symbol's name; no button shows only a glyph without words in its label.
/// - **Modals**: a popup whose presentation takes the touches outside it marks its tree
///   `RenderNode.modal(_:)`, and has a way out: a cancel-role button, a close,
///   cancel, not-now, reject-all or skip action, or an outside tap or drag that dismisses it
///   (or two drags, where the first scrolls content back to its top).
/// - **Defaults**: Return never does what a destructive button does, unless that button has
///   the focus (the person moved there).
/// - **Announcements**: a step that changes the stars, a step counter (`Step 2 of 3`) or a
///   field's error announces it.
/// - **Toasts**: a toast with an action that ends by itself within 10 s can be held (paused).
///
/// With an explorer, every state it reaches from each sample within its bounds is checked
/// too, and every step between two of them for its announcements (``defaultExplorer``
/// keeps that to a few hundred states a sample).
///
/// ```swift
/// let report = PopupAudit.audit([RatingPrompt.self], explorer: PopupAudit.defaultExplorer)
/// report.findings   // []
/// report.states     // every explored state checked
/// ```
public enum PopupAudit {
  /// The verbs of actions that leave a popup: a way out of a modal.
  public static let wayOutVerbs: Set<String> = [
    "close", "cancel", "not-now", "reject-all", "skip", "dismiss",
  ]

  /// How long a toast with an action must stay, or be holdable: 10 s (WCAG 2.2.1 asks that
  /// time limits can be turned off, adjusted or extended).
  public static let shortestActionToast = Duration.seconds(10)

  /// The explorer `catalog audit` uses by default: 12 steps deep, 400 states a sample.
  public static let defaultExplorer = PopupExplorer(inRange: 12, maxStates: 400)

  /// Audits kinds, in order: every sample, every step, and with an explorer every state it
  /// reaches. Every sample of every kind is audited side by side, one a core, and reported in
  /// kind and sample order.
  public static func audit(_ kinds: [any InspectablePopupKind.Type], explorer: PopupExplorer? = nil)
    -> PopupAuditReport
  {
    var report = PopupAuditReport()
    for sampleReport in kinds.flatMap({ sampleAudits(of: $0, explorer: explorer) }).popupConcurrentMap({
      $0()
    }) {
      report.merge(sampleReport)
    }
    return report
  }

  /// Audits one kind: every sample, every step, and with an explorer every state it reaches.
  public static func audit(_ kind: any InspectablePopupKind.Type, explorer: PopupExplorer? = nil)
    -> PopupAuditReport
  {
    audit([kind], explorer: explorer)
  }

  /// The audit of each of a kind's samples, as work to run.
  private static func sampleAudits(of kind: any InspectablePopupKind.Type, explorer: PopupExplorer?)
    -> [@Sendable () -> PopupAuditReport]
  {
    sampleAudits(ofKind: kind, explorer: explorer)
  }

  private static func sampleAudits<Kind: InspectablePopupKind>(
    ofKind kind: Kind.Type, explorer: PopupExplorer?
  )
    -> [@Sendable () -> PopupAuditReport]
  {
    Kind.samples.map { sample in { audit(sample, explorer: explorer) } }
  }

  /// Audits one sample: every step it plays, and with an explorer every state it reaches.
  private static func audit<Kind: InspectablePopupKind>(_ sample: PopupSample<Kind>, explorer: PopupExplorer?)
    -> PopupAuditReport
  {
    var report = PopupAuditReport()
    var audit = SampleAudit<Kind>(sample: sample.name)
    var before: RenderNode?
    _ = Kind.play(sample) { played in
      let after = played.session.render(at: played.now)
      defer { before = after }
      guard let step = played.step, let before else {
        audit.check(played.session, at: played.now, moment: "appearing")
        audit.checkToastTime(played.session, at: played.now)
        return
      }
      let moment = "after '\(PopupScript.line(for: step, of: Kind.self))'"
      audit.check(played.session, at: played.now, moment: moment)
      audit.checkAnnouncements(from: before, to: after, played.effects, moment: moment)
    }
    if let explorer { report.states += audit.checkExplored(explorer.explore(sample)) }
    report.samples += 1
    report.nodes += audit.nodes
    report.findings += audit.findings
    return report
  }

  /// Whether a label holds a button's visible words, as voice control matches them: ignoring
  /// case and everything but letters, digits and the spaces between words (a focus marker,
  /// punctuation), `"Rate Orbit on the store"` holds `"Rate Orbit"` and `"Share"` holds
  /// `"▸ Share"`; `"Rate on the store"` does not hold `"Rate Orbit"`.
  public static func labelContainsTitle(_ label: String, _ title: String) -> Bool {
    func words(_ text: String) -> String {
      text.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: " ")
    }
    return " \(words(label)) ".contains(" \(words(title)) ")
  }

  /// Whether a label is a symbol's name, such as `star.fill` or `trophy`: lowercase ASCII
  /// words joined by dots, at least one dot.
  public static func isSymbolName(_ label: String) -> Bool {
    guard label.contains("."), !label.hasSuffix("."), !label.hasPrefix(".") else { return false }
    return label.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "."
    }
      && label.unicodeScalars.contains { ("a"..."z").contains($0) }
  }

  /// Whether a text has words in it: a letter or a digit.
  static func hasWords(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
  }
}

/// The audit of one sample, finding by finding; a problem that lasts is reported once.
private struct SampleAudit<Kind: InspectablePopupKind> {
  let sample: String
  var findings: [PopupAuditFinding] = []
  var nodes = 0
  private var seen: Set<String> = []

  init(sample: String) {
    self.sample = sample
  }

  mutating func add(
    _ rule: PopupAuditFinding.Rule, _ node: String, _ message: String, moment: @autoclosure () -> String
  ) {
    guard seen.insert("\(rule) \(node) \(message)").inserted else { return }
    findings.append(
      PopupAuditFinding(
        kind: Kind.descriptor.id, sample: sample, moment: moment(), node: node, rule: rule, message: message))
  }

  /// Everything that can be checked on one tree.
  mutating func check(_ session: PopupSession<Kind>, at now: PopupInstant, moment: @autoclosure () -> String)
  {
    check(session, drawing: session.render(at: now), at: now, moment: moment())
  }

  /// Everything that can be checked on one tree, the session's at `now`.
  mutating func check(
    _ session: PopupSession<Kind>, drawing tree: RenderNode, at now: PopupInstant,
    moment: @autoclosure () -> String
  ) {
    guard !session.isEnded else { return }
    let all = tree.allNodes
    nodes += all.count
    for problem in PopupActionCheck.problems(of: session, drawing: tree, at: now) {
      add(.actions, "the tree", problem, moment: moment())
    }
    for node in all {
      if let label = node.accessibilityLabel, PopupAudit.isSymbolName(label) {
        add(
          .symbolLabel, node.auditName, "its label \(label.popupQuoted) is a symbol's name", moment: moment())
      }
      if case .button(let title, _, let label, _, _) = node, PopupAudit.hasWords(title),
        !PopupAudit.isSymbolName(title), !PopupAudit.labelContainsTitle(label, title)
      {
        add(
          .labelInName, node.auditName,
          "its label \(label.popupQuoted) does not contain the words it shows", moment: moment())
      }
      if case .button(let title, _, let label, _, _) = node,
        !PopupAudit.hasWords(title) || PopupAudit.isSymbolName(title),
        !PopupAudit.hasWords(label) || label == title
      {
        add(
          .iconOnlyButton, node.auditName, "a button showing only a symbol, with no words in its label",
          moment: moment())
      }
    }
    if session.options.isModal && !tree.isBlank {
      if case .modal = tree {
      } else {
        add(
          .unmarkedModal, "the tree", "a modal popup whose tree does not keep assistive focus inside it",
          moment: moment())
      }
      if !hasWayOut(session, tree, at: now) {
        add(
          .noWayOut, "the popup", "a modal with no close, cancel or reject, and not dismissible",
          moment: moment())
      }
    }
    checkDefault(session, tree, at: now, moment: moment())
  }

  /// Checks every explored state but the start (the sample's last moment, checked already),
  /// and every step between two states for its announcements; returns how many states.
  ///
  /// Each state is drawn once. A step leads to the very state its `to` names (the explorer
  /// tells states apart by session and instant), so it is taken again only when what it
  /// must announce differs between its two states, to see whether it announced.
  mutating func checkExplored(_ exploration: PopupExploration<Kind>) -> Int {
    func moment(_ index: Int) -> String {
      "after '\(exploration.scriptLines(to: index).joined(separator: "; "))'"
    }
    var facts: [AnnouncedFacts] = []
    facts.reserveCapacity(exploration.states.count)
    for (index, state) in exploration.states.enumerated() {
      let tree = state.session.render(at: state.now)
      facts.append(AnnouncedFacts(tree))
      if index > 0 { check(state.session, drawing: tree, at: state.now, moment: moment(index)) }
    }
    for transition in exploration.transitions {
      guard let to = transition.to, facts[transition.from] != facts[to] else { continue }
      let from = exploration.states[transition.from]
      var session = from.session
      var now = from.now
      guard let effects = try? session.apply(transition.step, at: &now) else { continue }
      checkAnnouncements(from: facts[transition.from], to: facts[to], effects, moment: moment(to))
    }
    return exploration.states.count - 1
  }

  /// A cancel- or close-role button, an action that leaves, or a gesture that dismisses.
  private func hasWayOut(_ session: PopupSession<Kind>, _ tree: RenderNode, at now: PopupInstant) -> Bool {
    let targets = PopupControls(tree)
    for node in tree.allNodes {
      if case .button(_, let role, _, _, true) = node, role == .cancel || role == .close { return true }
    }
    if targets.pressables.contains(where: { $0.isEnabled && PopupAudit.wayOutVerbs.contains($0.action.verb) })
    {
      return true
    }
    // A swipe on scrolled content scrolls it back to its top first: two swipes are a way out.
    for gestures in [[PopupStep<Kind.Event>.tapOutside], [.drag], [.drag, .drag]] {
      var probe = session
      var at = now
      for gesture in gestures { _ = try? probe.apply(gesture, at: &at) }
      if probe.isEnded { return true }
    }
    return false
  }

  /// Return must not do what a destructive button does.
  private mutating func checkDefault(
    _ session: PopupSession<Kind>, _ tree: RenderNode, at now: PopupInstant, moment: @autoclosure () -> String
  ) {
    guard Kind.verbs.contains(where: { $0.name == "return" }),
      let step = (try? PopupScript.steps(for: Kind.self, from: "return"))?.first?.step
    else { return }
    var viaReturn = session
    var returnAt = now
    guard let returned = try? viaReturn.apply(step, at: &returnAt), !returned.isEmpty else { return }
    // Return on the control that has focus presses it, by every platform's convention: the
    // person moved there first.
    let focused = Kind.focus(of: session.state)
    for node in tree.allNodes {
      guard case .button(let title, .destructive, let label, _, true) = node, label != focused else {
        continue
      }
      var pressed = session
      var pressedAt = now
      let effects = try? pressed.apply(.press(title), at: &pressedAt)
      if effects == returned && pressed.state == viaReturn.state {
        add(
          .destructiveDefault, node.auditName, "Return does what this destructive button does",
          moment: moment()
        )
      }
    }
  }

  /// A step that changes stars, a step counter or an error says so.
  mutating func checkAnnouncements(
    from before: RenderNode, to after: RenderNode, _ effects: [PopupEffect<Kind.Output>],
    moment: @autoclosure () -> String
  ) {
    checkAnnouncements(from: AnnouncedFacts(before), to: AnnouncedFacts(after), effects, moment: moment())
  }

  /// A step that changes stars, a step counter or an error says so.
  mutating func checkAnnouncements(
    from before: AnnouncedFacts, to after: AnnouncedFacts, _ effects: [PopupEffect<Kind.Output>],
    moment: @autoclosure () -> String
  ) {
    guard !effects.contains(where: { if case .announce = $0 { true } else { false } }) else { return }
    let (oldStars, newStars) = (before.starsFilled, after.starsFilled)
    if !oldStars.isEmpty, oldStars.count == newStars.count, oldStars != newStars {
      add(.silentChange, "stars", "the stars changed with no announcement", moment: moment())
    }
    let oldSteps = before.stepCounters
    let newSteps = after.stepCounters
    if !newSteps.isEmpty, oldSteps != newSteps {
      add(
        .silentChange, "text \(newSteps[0].popupQuoted)", "the step changed with no announcement",
        moment: moment())
    }
    let oldErrors = before.fieldErrors
    for (label, error) in after.fieldErrors {
      if let error, oldErrors[label] ?? nil != error {
        add(
          .silentChange, "field \(label.popupQuoted)",
          "the error \(error.popupQuoted) appeared with no announcement", moment: moment())
      }
    }
  }

  /// A toast with an action that goes within 10 s must wait while held.
  mutating func checkToastTime(_ session: PopupSession<Kind>, at now: PopupInstant) {
    guard !session.options.isModal,
      session.render(at: now).allNodes.contains(where: {
        if case .button(_, _, _, _, true) = $0 { true } else { false }
      })
    else { return }
    var unheld = session
    var at = now
    _ = try? unheld.apply(.wait(PopupAudit.shortestActionToast - .milliseconds(1)), at: &at)
    guard unheld.isEnded else { return }
    var held = session
    at = now
    _ = try? held.apply(.hold, at: &at)
    _ = try? held.apply(.wait(PopupAudit.shortestActionToast), at: &at)
    if held.isEnded {
      add(
        .shortActionToast, "the toast", "it has an action and goes within 10 s, even while held",
        moment: "appearing")
    }
  }
}

extension RenderNode {
  /// How a finding names a node: `button "Close"`, `stars "3 of 5 stars"`.
  var auditName: String {
    switch self {
    case .button(let title, _, _, _, _): "button \(title.popupQuoted)"
    case .toggle(let label, _, _, _): "toggle \(label.popupQuoted)"
    case .stars(_, _, let label, _, _): "stars \(label.popupQuoted)"
    case .field(let label, _, _, _, _, _): "field \(label.popupQuoted)"
    case .progress(_, let label): "progress \(label.popupQuoted)"
    default: "\(self)"
    }
  }
}
