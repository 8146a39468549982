import Dispatch
import PopupCore
import PopupPresentation
import PopupSupport
import PopupTextRendering

/// Walks every state a popup can reach from a sample, breadth first, and checks the rules
/// every popup keeps, and the kind's own, in every one of them: what TLA+'s TLC does for a
/// specification, for a popup's state machine.
///
/// From each state the explorer takes every step a person, the host or time can take:
///
/// - what the screen offers: the action of every control the state's tree draws enabled
///   (buttons, rows, stars, toggles, tappables), and each of the kind's example texts for a
///   field (`InspectablePopupKind/exampleTexts(for:in:)`) typed into every field it draws;
/// - each of the kind's example events (`InspectablePopupKind/exampleEvents`): the app's own
///   events and events a kind must ignore, which no screen offers;
/// - the shared gestures: a tap, a tap outside, a drag, and the app's own dismissal;
/// - a hold, or the release of one;
/// - each accessibility setting turned the other way, unless ``takesSettings`` is off;
/// - time, which moves only to the session's next deadline (local or wall), so the space
///   stays finite: there is nothing to tell apart between two deadlines.
///
/// A control drawn enabled that changes nothing in a state (a star pressed twice) is an
/// explored transition to the same state, so every control on screen in every explored state
/// is a transition; any other step that changes nothing is not one. A control that must not
/// be pressed in a state is drawn disabled, and is not pressed.
///
/// A state is the session's whole value at the instant reached (the kind's state, both
/// clocks, hold, settings, the ending), and whether an ending output has been emitted;
/// equal states are one. Because the walk is breadth first, the script that first reaches a
/// state is a shortest one, and so is the script of a broken rule. The walk stops at the first
/// broken rule, as TLC does.
///
/// The bounds keep a space that does not end (a stack that can grow, text that can change
/// forever) finite: a state more than ``maxDepth`` steps from the start, or beyond
/// ``maxStates`` distinct states, is not taken in, and the exploration says it was bounded
/// rather than exhausted.
///
/// ```swift
/// let exploration = try PopupExplorer().explore(UndoToast.samples[0])
/// exploration.figures.isExhausted   // true
/// exploration.violation             // nil
/// ```
///
/// - Complexity: O(*s* × *a*) steps for *s* distinct states and *a* steps from each, with
///   hashing; memory O(*s* + *t*) for *t* transitions.
public struct PopupExplorer: Hashable, Sendable {
  /// How many steps from the start the explorer goes by default: 12.
  public static let defaultMaxDepth = 12
  /// How many distinct states the explorer keeps by default: 5,000, enough to exhaust the
  /// small kinds and to explore every kind in a debug build in CI within two minutes.
  public static let defaultMaxStates = 5_000
  /// The largest bound either may be: 10,000,000 states (each is a whole session).
  public static let largestBound = 10_000_000

  /// How many steps from the start a state may be.
  public let maxDepth: Int
  /// How many distinct states the exploration keeps.
  public let maxStates: Int
  /// Whether the walk turns accessibility settings on and off. Without them (a prototype
  /// that offers settings of its own), the same bounds reach further into what a person does.
  public let takesSettings: Bool

  /// Creates an explorer with bounds.
  ///
  /// - Throws: ``PopupExplorerError/invalidBound(_:value:valid:)`` for a depth below 0 or a
  ///   state count below 1, or either above ``largestBound``.
  public init(maxDepth: Int = defaultMaxDepth, maxStates: Int = defaultMaxStates, takesSettings: Bool = true)
    throws(PopupExplorerError)
  {
    guard (0...Self.largestBound).contains(maxDepth) else {
      throw .invalidBound("depth", value: maxDepth, valid: 0...Self.largestBound)
    }
    guard (1...Self.largestBound).contains(maxStates) else {
      throw .invalidBound("states", value: maxStates, valid: 1...Self.largestBound)
    }
    self.init(inRange: maxDepth, maxStates: maxStates, takesSettings: takesSettings)
  }

  /// The explorer with the default bounds.
  public static let standard = PopupExplorer(inRange: defaultMaxDepth, maxStates: defaultMaxStates)

  /// An explorer with bounds known to be in range: the module's own defaults.
  init(inRange maxDepth: Int, maxStates: Int, takesSettings: Bool = true) {
    self.maxDepth = maxDepth
    self.maxStates = maxStates
    self.takesSettings = takesSettings
  }

  /// Explores every sample of a kind, in order, side by side as several samples are.
  public func explore<Kind: InspectablePopupKind>(_ kind: Kind.Type) -> [PopupExploration<Kind>] {
    explore(Kind.samples)
  }

  /// Explores from each of several samples, in order; the walks run side by side, one a core.
  public func explore<Kind: InspectablePopupKind>(_ samples: [PopupSample<Kind>], screen: PopupScreen? = nil)
    -> [PopupExploration<Kind>]
  {
    samples.popupConcurrentMap { explore($0, screen: screen) }
  }

  /// Explores from a sample, played as the catalog plays it (its screen, its presentation,
  /// its script), on `screen` when one is given.
  public func explore<Kind: InspectablePopupKind>(_ sample: PopupSample<Kind>, screen: PopupScreen? = nil)
    -> PopupExploration<Kind>
  {
    if let specialized = PopupSpecializedWalks.shared.walk(for: Kind.self) {
      return specialized.run(self, sample, screen)
    }
    return walk(sample, screen: screen)
  }
}

/// A bound given to ``PopupExplorer`` that it cannot use.
public enum PopupExplorerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A depth or a state count outside its range.
  case invalidBound(_ name: String, value: Int, valid: ClosedRange<Int>)

  public var description: String {
    switch self {
    case .invalidBound(let name, let value, let valid):
      "The \(name) bound '\(value)' is out of range: give a whole number from "
        + "\(valid.lowerBound) to \(valid.upperBound)."
    }
  }
}
