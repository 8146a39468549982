import PopupActions
import PopupBanners
import PopupCapsule
import PopupCatalog
import PopupCore
import PopupInput
import PopupPresentation
import PopupSheet
import PopupTesting
import Testing

/// The explorer presses what the screen shows: every control drawn enabled in every explored
/// state, and every example text typed into every field drawn, is an explored transition (to
/// the same state when it changes nothing), for every sample of every linked kind; and only
/// such a control stays in its state.
@Suite("explorer: what is on the screen", .watchdog)
struct ScreenExplorationTests {
  /// Bounds that reach a few steps into every sample and keep this suite to seconds.
  static let explorer = try! PopupExplorer(maxDepth: 4, maxStates: 150)

  @Test(arguments: (try? PopupCatalog.linked.idsUnderTest) ?? ["no linked catalog"])
  func everyControlOfEveryExploredStateIsAnExploredTransition(id: String) throws {
    let kind = try #require(try PopupCatalog.linked.kind(withID: id), "'\(id)' is not in the linked catalog")
    try Self.checkControls(of: kind)
  }

  /// The lines of what a state draws: every enabled control's action, and each example text
  /// typed into each field.
  static func screenLines<Kind: InspectablePopupKind>(of state: PopupExploration<Kind>.ExploredState)
    -> [String]
  {
    let origin = state.session.scriptOrigin
    let controls = PopupControls(state.session.render(at: state.now))
    var lines = controls.pressables.filter(\.isEnabled).map { $0.action.scriptLine(origin: origin) }
    for field in controls.fields {
      let texts = Kind.exampleTexts(for: field.action, in: state.session.state)
      #expect(!texts.isEmpty, "\(Kind.descriptor.id): the field '\(field.label)' has no example texts")
      lines += texts.map { field.action.action(settingTextTo: $0).scriptLine(origin: origin) }
    }
    return lines
  }

  /// A step that changes nothing is a transition to the same state only when a control on
  /// screen takes it: never a gesture, a setting, time or an example event alone.
  /// `lines` holds each state's ``screenLines(of:)``, by index.
  static func checkStays<Kind: InspectablePopupKind>(
    in exploration: PopupExploration<Kind>, lines: [[String]]
  ) {
    for transition in exploration.transitions where transition.to == transition.from {
      let line = PopupScript.line(for: transition.step, of: Kind.self)
      let onScreen = lines[transition.from].contains(line)
      #expect(onScreen, "\(Kind.descriptor.id): '\(line)' stays in its state but is not on screen")
    }
  }

  static func checkControls<Kind: InspectablePopupKind>(of kind: Kind.Type) throws {
    for exploration in explorer.explore(Kind.self) {
      // What each state draws, once: a state with many controls that change nothing is the
      // start of many transitions.
      let lines = exploration.states.map(screenLines(of:))
      checkStays(in: exploration, lines: lines)
      #expect(
        exploration.violation == nil,
        "\(exploration.sample.name): \(String(describing: exploration.violation))")
      var taken = [Set<String>](repeating: [], count: exploration.states.count)
      for transition in exploration.transitions {
        taken[transition.from].insert(PopupScript.line(for: transition.step, of: Kind.self))
      }
      for index in exploration.states.indices {
        for line in lines[index] where !taken[index].contains(line) {
          let script = exploration.scriptLines(to: index).joined(separator: "; ")
          Issue.record(
            Comment(
              rawValue: "\(Kind.descriptor.id) --sample \(exploration.sample.name), after '\(script)': "
                + "'\(line)' is on screen but not an explored transition"))
        }
      }
    }
  }

  /// The controls the hand-written example events never pressed, each reached from its
  /// sample's start, to the state the model gives.
  @Test(arguments: [
    ("actions", "photo", "select duplicate"), ("actions", "photo", "select cancel"),
    ("banners", "stack", "open sam"), ("capsule", "compact-timer", "open pasta"),
    ("sheet", "medium", "footer"),
  ])
  func aControlTheExampleEventsLackIsExploredFromTheStart(id: String, sample: String, line: String) throws {
    let kind = try #require(try PopupCatalog.linked.kind(withID: id))
    try Self.checkExplored(kind, sample: sample, line: line)
  }

  static func checkExplored<Kind: InspectablePopupKind>(_ kind: Kind.Type, sample name: String, line: String)
    throws
  {
    let sample = try #require(
      Kind.samples.first { $0.name == name }, "\(Kind.descriptor.id) has no '\(name)'")
    let exploration = explorer.explore(sample)
    let step = try #require(try PopupScript.steps(for: Kind.self, from: line).first?.step)
    let transition = try #require(exploration.transitions.first { $0.from == 0 && $0.step == step })
    var played = Kind.play(sample)
    var now = played.now
    _ = try played.session.apply(step, at: &now)
    let target = try #require(transition.to)
    #expect(exploration.states[target].session == played.session)
  }

  /// Typing a name with a '/' into the rename field is explored, and shows its error.
  @Test func anInvalidNameTypedIntoTheRenameFieldShowsItsError() throws {
    let exploration = Self.explorer.explore(InputPopup.samples[0])
    let step = try #require(
      try PopupScript.steps(for: InputPopup.self, from: #"type name "Photos/2024""#).first?.step)
    let target = try #require(exploration.transitions.first { $0.from == 0 && $0.step == step }?.to)
    let state = exploration.states[target]
    let errors = state.session.render(at: state.now).allNodes.compactMap { node -> String? in
      if case .field(_, _, _, let error, _, _) = node { return error }
      return nil
    }
    #expect(errors.contains { $0.contains("\"/\" is not allowed") }, "\(errors)")
  }
}
