import PopupCore
import PopupSupport

extension ActionSheet {
  /// What a row does.
  public enum Role: String, Hashable, Sendable, Codable {
    /// An ordinary action.
    case normal
    /// An action that destroys something.
    case destructive
    /// The way out; at most one, always last and set apart.
    case cancel
  }

  /// One row.
  public struct Action: Hashable, Sendable, Codable {
    /// The app's id for it, reported when it is picked.
    public var id: String
    /// Its title.
    public var title: String
    /// A symbol name, or none.
    public var icon: String?
    /// A line under the title, or none.
    public var subtitle: String?
    /// What it does.
    public var role: Role
    /// Whether it shows but does nothing.
    public var isDisabled: Bool
    /// Whether it shows a check mark (the current choice).
    public var isChecked: Bool

    /// Creates a row.
    public init(
      _ id: String, title: String, icon: String? = nil, subtitle: String? = nil, role: Role = .normal,
      isDisabled: Bool = false, isChecked: Bool = false
    ) {
      self.id = id
      self.title = title
      self.icon = icon
      self.subtitle = subtitle
      self.role = role
      self.isDisabled = isDisabled
      self.isChecked = isChecked
    }

    /// What assistive technologies read for the row, and the name focus reports it by: its
    /// title, then its subtitle.
    public var accessibilityLabel: String {
      subtitle.map { String(popupConcatenating: title, ", ", $0) } ?? title
    }
  }

  /// Whether the title shows.
  public enum TitleVisibility: String, Hashable, Sendable, Codable {
    /// Shown when there is a message, as the system does.
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
  }

  /// Where the sheet is anchored.
  public enum Anchor: Hashable, Sendable, Codable {
    /// In the middle of the screen.
    case center
    /// At the bottom.
    case bottom
    /// On a view the host reports by id: a popover in regular width, a bottom sheet in compact.
    case target(String)
  }

  /// Where and how the sheet shows now.
  public enum Presentation: Hashable, Sendable {
    /// In the middle.
    case center
    /// A bottom sheet, with the cancel row.
    case bottom
    /// A popover by a target (its frame, the side of the target it is on, and its arrow's tip,
    /// from `PopupPopover`): no cancel row; an outside tap cancels.
    case popover(target: String, frame: PopupRect, edge: PopupEdge, arrow: PopupPoint)
  }

  /// Why a configuration cannot be used.
  public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// More than one row has the cancel role.
    case twoCancelActions([String])
    /// Two rows share an id.
    case duplicateID(String)

    public var description: String {
      switch self {
      case .twoCancelActions(let ids):
        "An action sheet has at most one cancel action, but \(ids.map { "'\($0)'" }.joined(separator: " and ")) "
          + "both have the cancel role. Give one of them another role."
      case .duplicateID(let id): "Two actions share the id '\(id)'. Give each action its own id."
      }
    }
  }

  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The title, or none.
    public var title: String?
    /// A message under the title, or none.
    public var message: String?
    /// Whether the title shows.
    public var titleVisibility: TitleVisibility
    /// The rows, the cancel row last.
    public private(set) var actions: [Action]
    /// Where the sheet is anchored.
    public var anchor: Anchor
    /// The targets' frames known when the sheet is presented.
    public var targets: [String: PopupRect]
    /// Whether a destructive row asks for a second tap within 3 s; default no.
    public var confirmsDestructive: Bool
    /// Whether a `.target` anchor adapts as UIKit does (the default): a popover in regular
    /// width, a bottom sheet in compact width or when no side has room. `false` keeps it a
    /// popover on a phone too (seed 002), shrunk on the roomiest side when none has room; only
    /// a target wholly off screen (or unknown) gives the bottom sheet.
    public var adaptsToCompactWidth: Bool
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings

    /// Creates a configuration; the cancel row moves to the end.
    ///
    /// - Throws: ``ConfigurationError`` for two cancel rows or two rows of one id.
    public init(
      title: String? = nil, message: String? = nil, titleVisibility: TitleVisibility = .automatic,
      actions: [Action],
      anchor: Anchor = .bottom, targets: [String: PopupRect] = [:], confirmsDestructive: Bool = false,
      adaptsToCompactWidth: Bool = true, strings: Strings = Strings()
    ) throws(ConfigurationError) {
      let cancels = actions.filter { $0.role == .cancel }
      if cancels.count > 1 { throw .twoCancelActions(cancels.map(\.id)) }
      if let duplicate = actions.popupFirstDuplicate(by: \.id) { throw .duplicateID(duplicate) }
      self.init(
        unchecked: title, message: message, titleVisibility: titleVisibility, actions: actions,
        anchor: anchor,
        targets: targets, confirmsDestructive: confirmsDestructive,
        adaptsToCompactWidth: adaptsToCompactWidth,
        strings: strings)
    }

    /// A configuration whose rows are known to be fine (this module's samples).
    init(
      unchecked title: String?, message: String? = nil, titleVisibility: TitleVisibility = .automatic,
      actions: [Action],
      anchor: Anchor = .bottom, targets: [String: PopupRect] = [:], confirmsDestructive: Bool = false,
      adaptsToCompactWidth: Bool = true, strings: Strings = Strings()
    ) {
      let cancels = actions.filter { $0.role == .cancel }
      self.title = title
      self.message = message
      self.titleVisibility = titleVisibility
      self.actions = actions.filter { $0.role != .cancel } + cancels
      self.anchor = anchor
      self.targets = targets.filter { $0.value.isValid }
      self.confirmsDestructive = confirmsDestructive
      self.adaptsToCompactWidth = adaptsToCompactWidth
      self.strings = strings
    }
  }

  /// A destructive row armed by its first tap.
  public struct Armed: Hashable, Sendable {
    /// The row's id.
    public var id: String
    /// The local instant it disarms at.
    public var until: PopupInstant

    /// Creates an armed row.
    public init(id: String, until: PopupInstant) {
      self.id = id
      self.until = until
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// The targets' frames now.
    @PopupHashedOnce public var targets: [String: PopupRect]
    /// The host's screen now (`PopupKind/screenChanged(_:_:now:)`): its width class decides
    /// between a popover and a bottom sheet.
    public var screen = PopupScreen.phone
    /// The focused row's id (keyboard and remote), `nil` at first.
    public var focused: String?
    /// The destructive row waiting for its second tap, and until when (local time).
    public var armed: Armed?
    /// Whether the sheet has ended.
    public var isEnded = false

    /// How long an armed row waits for its second tap.
    public static let confirmWindow: Duration = .seconds(3)

    /// Creates the state of a fresh sheet.
    public init(configuration: Configuration) {
      self.configuration = configuration
      self.targets = configuration.targets
    }

    /// Where the sheet shows: a target anchor is a popover in regular width when its target is
    /// on screen and a side of it has room (`PopupPopover`), and falls back to the bottom
    /// otherwise; with ``Configuration/adaptsToCompactWidth`` off it is a popover in any width
    /// while its target is on screen, shrunk when no side has room.
    public var presentation: Presentation {
      switch configuration.anchor {
      case .center: return .center
      case .bottom: return .bottom
      case .target(let id):
        let adapts = configuration.adaptsToCompactWidth
        guard !adapts || screen.widthClass == .regular, let anchor = targets[id],
          case .popover(let frame, let edge, let arrow) = PopupPopover.place(
            popoverSize, at: anchor, on: screen, fallback: popoverFallback)
        else {
          return .bottom
        }
        return .popover(target: id, frame: frame, edge: edge, arrow: arrow)
      }
    }

    /// What a popover does with no room on any side: a sheet when the sheet adapts, else it
    /// shrinks.
    var popoverFallback: PopupPopover.Fallback { configuration.adaptsToCompactWidth ? .sheet : .shrink }

    /// A popover's size: 270 pt wide, 44 pt a row (no cancel row), room for the title and
    /// message.
    public var popoverSize: PopupSize {
      let rows = configuration.actions.filter { $0.role != .cancel }.count
      let title: Double = showsTitle && configuration.title != nil ? 30 : 0
      let message: Double = configuration.message != nil ? 40 : 0
      return PopupSize(width: 270, height: Double(rows) * 44 + title + message)
    }

    /// The rows that show: a popover has no cancel row.
    public var visibleActions: [Action] {
      if case .popover = presentation { return configuration.actions.filter { $0.role != .cancel } }
      return configuration.actions
    }

    /// The rows focus can land on: visible and enabled.
    public var focusableIDs: [String] { visibleActions.filter { !$0.isDisabled }.map(\.id) }

    /// Whether the title shows.
    public var showsTitle: Bool {
      guard configuration.title != nil else { return false }
      switch configuration.titleVisibility {
      case .automatic: return configuration.message != nil
      case .visible: return true
      case .hidden: return false
      }
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// A row was tapped.
    case actionTapped(String)
    /// The cancel row was tapped.
    case cancelTapped
    /// The up arrow.
    case upPressed
    /// The down arrow.
    case downPressed
    /// Return: picks the focused row.
    case returnPressed
    /// Escape: cancels.
    case escapePressed
    /// The host reports a target's frame.
    case targetMoved(id: String, frame: PopupRect)
    /// The host reports a target gone.
    case targetLost(String)
  }

  /// How a sheet was cancelled.
  public enum CancelSource: String, Hashable, Sendable, CustomStringConvertible, Codable {
    case cancelRow, outsideTap, drag, escape
    /// The host ended the sheet: its auto-dismiss ran out.
    case dismissed

    /// Its name.
    public var description: String { rawValue }
  }

  /// What the app hears back: exactly one of these.
  public enum Output: Hashable, Sendable {
    /// A row was picked.
    case selected(String)
    /// The sheet was cancelled.
    case cancelled(via: CancelSource)
  }
}
