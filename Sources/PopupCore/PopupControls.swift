/// What can be pressed and filled in a render tree, found by title or accessibility label:
/// how `press` and `fill` act through what is on screen.
///
/// A label matches exactly first, then ignoring case; the first match in tree order wins.
public struct PopupControls: Sendable {
  /// A button, a toggle or one star.
  public struct Pressable: Hashable, Sendable {
    /// What it shows: a button's title, a toggle's label, "3 stars".
    public var title: String
    /// What assistive technologies read.
    public var accessibilityLabel: String
    /// What pressing it does.
    public var action: PopupAction
    /// Whether it does anything now.
    public var isEnabled: Bool
  }

  /// Every pressable node, in tree order.
  public let pressables: [Pressable]
  /// Every field, in tree order, with its label and action.
  public let fields: [(label: String, action: PopupFieldAction)]

  /// Finds the targets of a tree.
  public init(_ tree: RenderNode) {
    var pressables: [Pressable] = []
    var fields: [(label: String, action: PopupFieldAction)] = []
    for node in tree.allNodes {
      switch node {
      case .button(let title, _, let label, let action, let isEnabled):
        pressables.append(
          Pressable(title: title, accessibilityLabel: label, action: action, isEnabled: isEnabled))
      case .iconButton(_, let label, let action), .tappable(_, let label, let action):
        pressables.append(Pressable(title: label, accessibilityLabel: label, action: action, isEnabled: true))
      case .toggle(let label, _, _, let action):
        pressables.append(Pressable(title: label, accessibilityLabel: label, action: action, isEnabled: true))
      case .stars(_, _, _, let actions, let labels):
        for (index, action) in actions.enumerated() {
          let label = labels[index]
          pressables.append(
            Pressable(title: label, accessibilityLabel: label, action: action, isEnabled: true))
        }
      case .field(let label, _, _, _, let action, _):
        fields.append((label, action))
      default:
        break
      }
    }
    self.pressables = pressables
    self.fields = fields
  }

  /// Whether anything here can be pressed now.
  public var hasEnabledPressable: Bool { pressables.contains { $0.isEnabled } }

  /// The pressable with this title or accessibility label.
  public func pressable(labelled label: String) -> Pressable? {
    pressables.first { $0.title == label || $0.accessibilityLabel == label }
      ?? pressables.first {
        $0.title.lowercased() == label.lowercased()
          || $0.accessibilityLabel.lowercased() == label.lowercased()
      }
  }

  /// The action of the field with this label.
  public func field(labelled label: String) -> PopupFieldAction? {
    (fields.first { $0.label == label } ?? fields.first { $0.label.lowercased() == label.lowercased() })?
      .action
  }

  /// The titles of what can be pressed, for messages.
  public var pressableTitles: [String] { pressables.map(\.title) }

  /// The labels of the fields, for messages.
  public var fieldLabels: [String] { fields.map(\.label) }
}
