/// A popup kind: a namespace of pure functions over plain values.
///
/// A kind holds everything a view shows in `State`, learns what happened through `Event`,
/// and tells the app what it needs to know through effects. It never reads a clock, keeps
/// no globals, and treats every event as legal in every state: an event that makes no sense
/// now changes nothing and emits nothing.
///
/// Kinds are usually caseless enums:
///
/// ```swift
/// public enum RatingPrompt: PopupKind { ... }
/// var state = RatingPrompt.makeState(.init(appName: "Orbit"), now: .zero)
/// let effects = RatingPrompt.reduce(&state, .starTapped(2), now: .zero)
/// ```
///
/// Design note: time reaches a kind in two ways only, as `now` on every call and as the
/// ``timerFired`` event that a host sends when ``nextDeadline(of:)`` falls due. Holding,
/// preemption and queueing are not a kind's business: a host runs the kind on a
/// ``PopupLocalClock`` that stops while the popup is paused, so the kind's own deadlines
/// pause with it.
public protocol PopupKind: Sendable {
  /// What the app passes in.
  associatedtype Configuration: Sendable
  /// Everything a view shows.
  associatedtype State: Equatable & Sendable
  /// What happened: user input, host notices, time.
  associatedtype Event: Equatable & Sendable
  /// What the app hears back.
  associatedtype Output: Equatable & Sendable & CustomStringConvertible

  /// The kind's id, name, summary, category and module.
  static var descriptor: PopupDescriptor { get }

  /// How a host presents this kind unless the app says otherwise.
  static var defaultBehavior: PopupBehavior { get }

  /// The state of a freshly presented popup.
  static func makeState(_ configuration: Configuration, now: PopupInstant) -> State

  /// Applies an event to the state and returns the effects it caused, in order.
  static func reduce(_ state: inout State, _ event: Event, now: PopupInstant) -> [PopupEffect<Output>]

  /// The next instant at which time matters to this state, or `nil` if none.
  static func nextDeadline(of state: State) -> PopupInstant?

  /// The event a host sends when ``nextDeadline(of:)`` falls due.
  static var timerFired: Event { get }

  /// The state as a neutral render tree.
  static func render(_ state: State, now: PopupInstant) -> RenderNode

  /// Named, reproducible states for the catalog, the first being the default.
  static var samples: [PopupSample<Self>] { get }

  /// The script verbs that `catalog run` understands for this kind.
  static var verbs: [PopupVerb<Event>] { get }

  /// The script line that produces an event, such that parsing it with ``verbs`` gives the
  /// event back (for example `star 3`). ``timerFired`` is written `wait 0s`.
  static func scriptLine(for event: Event) -> String

  /// A spread of events that reaches every branch of ``reduce(_:_:now:)``, including events
  /// that must be ignored (a star out of range, a target that does not exist). The invariant
  /// fuzzer draws its random events from them; every one must be writable as a script line.
  static var exampleEvents: [Event] { get }

  /// The kind's own rules about a state, as messages for each one broken (none when all
  /// hold); the invariant fuzzer checks them after every step. For example: a rating prompt's
  /// stars stay within 0...5.
  static func invariantViolations(in state: State, now: PopupInstant) -> [String]
}

extension PopupKind {
  /// Card popups dismiss on an outside tap, never by themselves.
  public static var defaultBehavior: PopupBehavior { .card }

  /// No rules beyond those every kind keeps.
  public static func invariantViolations(in state: State, now: PopupInstant) -> [String] { [] }
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
  /// The module that declares the kind: `PopupRating`.
  public var module: String

  /// Creates a descriptor.
  public init(id: String, name: String, summary: String, category: PopupCategory, module: String) {
    self.id = id
    self.name = name
    self.summary = summary
    self.category = category
    self.module = module
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
