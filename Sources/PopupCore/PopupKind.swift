/// A popup kind: a state machine of pure functions over plain values.
///
/// A kind holds everything a view shows in `State`, learns what happened through `Event`,
/// and tells the app what it needs to know through effects. It never reads a clock, keeps
/// no globals, and treats every event as legal in every state: an event that makes no sense
/// now changes nothing and emits nothing.
///
/// Three functions are required; everything else has a default that does nothing, so a kind
/// that keeps no time writes no timer code and a kind that ignores gestures writes none:
///
/// ```swift
/// public enum RatingPrompt: PopupKind {
///   public static func makeState(_ configuration: Configuration, now: PopupTime) -> State { ... }
///   public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] { ... }
///   public static func render(_ state: State, now: PopupTime) -> RenderNode { ... }
/// }
/// ```
///
/// Time reaches a kind as `now` on every call (local and wall, see ``PopupTime``) and as a
/// ``tick(_:now:)`` that the host sends when ``nextDeadline(of:)`` (local) or
/// ``nextWallDeadline(of:)`` (wall) falls due. Holding, preemption and queueing are not a
/// kind's business: a host runs the kind on a local clock that stops while the popup is
/// paused, so its local deadlines pause with it while wall deadlines keep running.
///
/// The host tells a kind when its popup appears (``appear(_:_:now:)``) and hands it the
/// gestures every popup shares first (``handle(_:_:now:)``); what a kind does not handle
/// falls back to its ``defaultBehavior``.
///
/// What the catalog, the `catalog` tool and the test kit need besides (a descriptor, samples,
/// script verbs, example events, invariants) is in ``InspectablePopupKind``.
public protocol PopupKind: Sendable {
  /// What the app passes in.
  associatedtype Configuration: Sendable
  /// Everything a view shows.
  associatedtype State: Equatable & Sendable
  /// What happened: user input and host notices.
  ///
  /// Name an event for what happened, not for what it should cause: `starTapped(_:)`,
  /// `feedbackChanged(_:)`, `returnPressed`, `appBecameActive`, `succeeded(_:)`. A case with
  /// more than one payload labels them all (`targetMoved(id:frame:)`), and one idea has one
  /// label in every kind (an id is `id:`).
  associatedtype Event: Equatable & Sendable
  /// What the app hears back. Traces print it with `String(describing:)`; conform to
  /// `CustomStringConvertible` only where that does not read well.
  ///
  /// Name an output as a past-tense fact (`submitted(stars:feedback:)`, `expired`), or
  /// `…Requested` when the app must act on it (`reviewRequested(stars:)`,
  /// `settingsRequested(_:)`); never an imperative or a bare noun. Payloads are labelled as
  /// events' are. An output's case name is what a ledger records
  /// (`PopupFact.output(_:of:subject:at:)`), so a rename keeps the old name readable where a
  /// policy counts it.
  associatedtype Output: Equatable & Sendable

  /// The state of a freshly presented popup.
  static func makeState(_ configuration: Configuration, now: PopupTime) -> State

  /// Applies an event to the state and returns the effects it caused, in order.
  static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>]

  /// The state as a neutral render tree.
  static func render(_ state: State, now: PopupTime) -> RenderNode

  /// Whether the state draws nothing: its render is blank (``RenderNode/isBlank``), as a
  /// notification stack's is with no banner. A session asks after every step, since a popup's
  /// time on screen counts only while it draws something. Default: renders the state and asks
  /// the tree; a kind that can tell from its state alone answers so, and the explorer holds the
  /// answer to the render in every state it reaches.
  static func drawsNothing(_ state: State, now: PopupTime) -> Bool

  /// Whether the state draws a control a person can press: an enabled button, a toggle, a
  /// star, an icon button or a tappable (an enabled pressable of ``PopupControls``). With
  /// VoiceOver running, a session asks after every step, since a popup that is not modal waits
  /// while it offers something to reach. Default: renders the state and looks; a kind that can
  /// tell from its state alone answers so, and the explorer holds the answer to the render in
  /// every state it reaches where a session asks.
  static func drawsEnabledControl(_ state: State, now: PopupTime) -> Bool

  /// How a host presents this kind unless the app says otherwise. Default: its category's
  /// (``PopupCategory/defaultBehavior``) for an ``InspectablePopupKind``, else
  /// ``PopupBehavior/card``.
  static var defaultBehavior: PopupBehavior { get }

  /// How the kind is presented unless the app says otherwise: where, over what, moving how.
  /// Default: its category's (``PopupCategory/defaultPresentation``) for an
  /// ``InspectablePopupKind``, else ``PopupPresentationOptions/card``, a centered card.
  static var defaultPresentation: PopupPresentationOptions { get }

  /// The next local instant at which time matters to this state, or `nil` (the default).
  /// Local deadlines stand still while the popup is held, preempted or waiting.
  static func nextDeadline(of state: State) -> PopupInstant?

  /// The next wall-clock instant at which time matters to this state, or `nil` (the
  /// default). Wall deadlines fall due even while the popup is held.
  static func nextWallDeadline(of state: State) -> PopupWallInstant?

  /// Time passed: the host calls this when a deadline falls due. Default: nothing happens.
  static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>]

  /// The popup appeared on screen: for the first time, or again after a preemption.
  /// Default: nothing happens.
  static func appear(_ state: inout State, _ appearance: PopupAppearance, now: PopupTime)
    -> [PopupEffect<Output>]

  /// A gesture every popup shares reached the popup. Return the effects when the kind handles
  /// it (an empty list handles it quietly), or `nil` to let ``defaultBehavior`` decide.
  /// Default: `nil` for every gesture.
  static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime) -> [PopupEffect<Output>]?

  /// The host is ending the popup for a reason of its own: the session's auto-dismiss ran out
  /// (`.timeout`), or a gesture the behavior dismisses on (`.tap`, `.outsideTap`, `.drag`)
  /// that the kind left to it. The kind returns its ending outputs, which the app hears just
  /// before the dismissal, so a kind's ending is never lost: an undo toast cut short by a
  /// center's shorter auto-dismiss still emits `expired`. Not called when the app dismisses
  /// the popup itself (it knows), nor when the kind ended it. Default: no output.
  static func willEnd(_ reason: DismissReason, _ state: inout State, now: PopupTime) -> [Output]

  /// The device's accessibility settings changed (or were first given). Default: nothing
  /// happens; a kind with motion of its own calms it under Reduce Motion.
  static func accessibilityChanged(_ settings: PopupAccessibility, _ state: inout State, now: PopupTime)
    -> [PopupEffect<Output>]

  /// The host's screen changed (or was first given, before the popup appears): kinds that
  /// adapt to its size or width class read it here, so there is one screen for the whole
  /// host. Default: nothing happens.
  static func screenChanged(_ screen: PopupScreen, _ state: inout State, now: PopupTime) -> [PopupEffect<
    Output
  >]

  /// Where the popup goes when the kind decides it (an anchor, a sheet edge), or `nil` (the
  /// default) to be placed by its presentation options.
  static func placement(of state: State, on screen: PopupScreen) -> PopupKindPlacement?

  /// The accessibility label of the control that has keyboard or remote focus, or `nil`
  /// (the default) when none has.
  static func focus(of state: State) -> String?
}

extension PopupKind {
  /// Card popups dismiss on an outside tap, never by themselves.
  public static var defaultBehavior: PopupBehavior { .card }

  /// A centered card over a dim.
  public static var defaultPresentation: PopupPresentationOptions { .card }

  /// Whether the state's render is blank, by rendering it.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool {
    render(state, now: now).isBlank
  }

  /// Whether the state's render has an enabled pressable, by rendering it.
  public static func drawsEnabledControl(_ state: State, now: PopupTime) -> Bool {
    PopupControls(render(state, now: now)).hasEnabledPressable
  }

  /// No local deadline.
  public static func nextDeadline(of state: State) -> PopupInstant? { nil }

  /// No wall deadline.
  public static func nextWallDeadline(of state: State) -> PopupWallInstant? { nil }

  /// Time changes nothing.
  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] { [] }

  /// Appearing changes nothing.
  public static func appear(_ state: inout State, _ appearance: PopupAppearance, now: PopupTime)
    -> [PopupEffect<Output>]
  { [] }

  /// Every gesture falls back to ``defaultBehavior``.
  public static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime)
    -> [PopupEffect<Output>]?
  { nil }

  /// The screen changes nothing in the state.
  public static func screenChanged(_ screen: PopupScreen, _ state: inout State, now: PopupTime)
    -> [PopupEffect<Output>]
  { [] }

  /// An ending the host decides adds no output.
  public static func willEnd(_ reason: DismissReason, _ state: inout State, now: PopupTime) -> [Output] { [] }

  /// Placed by the presentation options.
  public static func placement(of state: State, on screen: PopupScreen) -> PopupKindPlacement? { nil }

  /// No control has focus.
  public static func focus(of state: State) -> String? { nil }

  /// Accessibility settings change nothing in the state.
  public static func accessibilityChanged(
    _ settings: PopupAccessibility, _ state: inout State, now: PopupTime
  )
    -> [PopupEffect<Output>]
  { [] }
}

/// How a popup came on screen.
public enum PopupAppearance: String, CaseIterable, Hashable, Sendable {
  /// Shown for the first time.
  case first
  /// Shown again after a more urgent popup preempted it.
  case again
}

/// The gestures every popup shares. A host hands them to the kind first
/// (``PopupKind/handle(_:_:now:)``); what the kind leaves falls back to its ``PopupBehavior``.
public enum PopupGesture: String, CaseIterable, Hashable, Sendable {
  /// A tap on the popup itself, outside any of its buttons.
  case tap
  /// A tap outside the popup, on the scrim.
  case outsideTap
  /// A drag or swipe on the popup.
  case drag

  /// The dismiss reason the gesture gives when the behavior dismisses on it.
  public var dismissReason: DismissReason {
    switch self {
    case .tap: .tap
    case .outsideTap: .outsideTap
    case .drag: .drag
    }
  }
}
