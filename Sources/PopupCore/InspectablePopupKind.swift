/// A popup kind that the catalog, the `catalog` tool and the test kit can inspect: it has a
/// descriptor, named samples, script verbs, example events and, optionally, rules of its own.
///
/// Its states are `Hashable`, so the explorer (`PopupExplorer`) can tell two states apart.
///
/// This is everything around the state machine; ``PopupKind`` is the state machine alone. The
/// module name, the script line of an event and the example events have defaults derived
/// from the rest:
///
/// ```swift
/// extension UndoToast: InspectablePopupKind {
///   public static let descriptor = PopupDescriptor(
///     id: "undo", name: "Undo toast", summary: "A message and Undo with a live countdown.",
///     category: .toast)
///   public static let samples: [PopupSample<UndoToast>] = [...]
///   public static let verbs: [PopupVerb<Event>] = [PopupVerb("undo", summary: "tap Undo", event: .undoTapped)]
/// }
/// ```
public protocol InspectablePopupKind: PopupKind where State: Hashable {
  /// The kind's id, name, summary and category.
  static var descriptor: PopupDescriptor { get }

  /// Named, reproducible states for the catalog, the first being the default: the popup
  /// freshly presented, in its most common configuration.
  static var samples: [PopupSample<Self>] { get }

  /// The script verbs of the kind's own events. Each both parses a line and prints an event,
  /// so every event has a script line that parses back to it. Names must not reuse the shared
  /// verbs' (``PopupScript/reservedVerbNames``).
  static var verbs: [PopupVerb<Event>] { get }

  /// A spread of events that reaches every branch of the kind, including events that must be
  /// ignored (a star out of range, a target that does not exist). The fuzzer and the kind
  /// checker draw from them. Default: every event of the samples' scripts, then every event a
  /// control of a sample's first state sends when pressed (an enabled button, a toggle, a
  /// star; the state freshly made from its configuration, before its script), so a control no
  /// script presses is still fuzzed.
  static var exampleEvents: [Event] { get }

  /// The texts typed into a field of the rendered tree, valid and invalid, when every
  /// control on screen is tried (the explorer types each into every field it draws). `field`
  /// is the field's action (`type name`); `state` is the state drawing it. Default: the texts
  /// of the ``exampleEvents`` that set this very field (whose action is
  /// `field.action(settingTextTo:)` of a text), in order.
  static func exampleTexts(for field: PopupFieldAction, in state: State) -> [String]

  /// The kind's own rules about a state, as messages for each one broken (none when all
  /// hold); the fuzzer, the kind checker and the test store check them after every step.
  /// Default: none beyond those every kind keeps.
  static func invariantViolations(in state: State, now: PopupTime) -> [String]

  /// The outputs one of which ends every presentation the app did not end itself, or `nil`
  /// (the default) for a kind that may end without telling the app anything but its
  /// dismissal. A kind that declares them emits one from ``PopupKind/willEnd(_:_:now:)`` too.
  static var endingOutputs: PopupEndingOutputs<Output>? { get }

  /// A few words that tell a state apart from its neighbours in a state graph: the rating's
  /// step and stars (`feedback, 2 stars`). Default: the render's first title, or its first
  /// text.
  static func shortName(of state: State) -> String

  /// Why an event names something the state does not have (a detent the sheet lacks), so a
  /// script that sends it is mistaken rather than a step that does nothing; `nil` (the
  /// default) when it names nothing missing. `catalog run` refuses such a step with exit 64.
  static func missingTarget(of event: Event, in state: State) -> String?
}

extension InspectablePopupKind {
  /// Every event of the samples' scripts, then every event a control of a sample's first
  /// state sends when pressed, in order, without repeats.
  public static var exampleEvents: [Event] {
    var events: [Event] = []
    for sample in samples {
      for case .send(let event) in sample.script where !events.contains(event) { events.append(event) }
    }
    for sample in samples {
      for event in controlEvents(in: sample) where !events.contains(event) { events.append(event) }
    }
    return events
  }

  /// The events the controls of a sample's first state send when pressed (an enabled button,
  /// a toggle, a star; the state freshly made from its configuration, before its script), in
  /// the order drawn, without repeats: what the default ``exampleEvents`` add to the scripts',
  /// and what the fuzzer adds to the example events of a sequence that starts from `sample`.
  public static func controlEvents(in sample: PopupSample<Self>) -> [Event] {
    let start = PopupTime(local: .zero, wall: .scriptOrigin)
    let tree = render(makeState(sample.configuration, now: start), now: start)
    var events: [Event] = []
    for pressable in PopupControls(tree).pressables where pressable.isEnabled {
      guard let event = event(for: pressable.action), !events.contains(event) else { continue }
      events.append(event)
    }
    return events
  }

  /// The texts of the example events that set this field, in order, without repeats.
  public static func exampleTexts(for field: PopupFieldAction, in state: State) -> [String] {
    var texts: [String] = []
    for event in exampleEvents {
      let action = action(event)
      guard action.verb == field.verb, action.arguments.count == field.arguments.count + 1,
        action.arguments.starts(with: field.arguments), case .text(let text) = action.arguments.last,
        !texts.contains(text)
      else { continue }
      texts.append(text)
    }
    return texts
  }

  /// No rules of its own.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] { [] }

  /// The render's first title, else its first text, else the kind's name.
  public static func shortName(of state: State) -> String {
    let tree = render(state, now: PopupTime(local: .zero, wall: .scriptOrigin))
    var firstText: String?
    for node in tree.allNodes {
      guard case .text(let text, let role) = node else { continue }
      if role == .title { return text }
      firstText = firstText ?? text
    }
    return firstText ?? descriptor.name
  }

  /// Nothing an event names is ever missing.
  public static func missingTarget(of event: Event, in state: State) -> String? { nil }

  /// No ending outputs: the dismissal alone says the popup ended.
  public static var endingOutputs: PopupEndingOutputs<Output>? { nil }

  /// The module that declares the kind, from its qualified type name: `PopupRating`.
  public static var moduleName: String {
    let name = String(reflecting: Self.self)
    return name.split(separator: ".").first.map(String.init) ?? name
  }

  /// The script line that produces an event, such that parsing it gives the event back
  /// (`star 3`); instants are written as offsets from `origin`, where the run started.
  /// `nil` when no verb prints the event (the kind checker reports it).
  public static func scriptLine(for event: Event, origin: PopupWallInstant = .scriptOrigin) -> String? {
    for verb in verbs {
      if let line = verb.line(for: event, origin: origin) { return line }
    }
    return nil
  }
}

/// What a catalog shows about a kind.
public struct PopupDescriptor: Hashable, Sendable {
  /// The catalog id, lowercase, as the command line takes it: `rating`.
  public var id: String
  /// A human name: `Rating prompt`.
  public var name: String
  /// One sentence on what the popup is for.
  public var summary: String
  /// Where the kind sits in the catalog.
  public var category: PopupCategory

  /// Creates a descriptor.
  public init(id: String, name: String, summary: String, category: PopupCategory) {
    self.id = id
    self.name = name
    self.summary = summary
    self.category = category
  }
}

/// The families of popups in the catalog.
public enum PopupCategory: String, CaseIterable, Hashable, Sendable {
  /// Cards in the middle of the screen that ask for attention.
  case card
  /// Sheets that rise from an edge.
  case sheet
  /// Small transient messages.
  case toast
  /// Status that stays on screen while something runs.
  case status
  /// Guidance over the app's own interface.
  case guidance
}
