import PopupSupport

/// A neutral description of what a popup shows, for any view layer to draw.
///
/// The text renderer (`TextRenderer`, in `PopupTextRendering`) draws it as box-drawn text; an app draws it with its
/// own views, or ignores it and reads the state directly. Every interactive node (a button,
/// a field, a toggle, stars) carries an accessibility label and what it does: a
/// ``PopupAction`` (a field: a ``PopupFieldAction``), a script line kept as data, so any host
/// can draw and drive a popup without per-kind glue.
public enum RenderNode: Hashable, Sendable {
  /// A box around its children, drawn in a style.
  case card(style: PopupStyle, children: [RenderNode])
  /// Children one above the other.
  case vstack([RenderNode])
  /// A modal popup's content: assistive focus stays inside it until it ends, and what is
  /// behind it is hidden from assistive technologies (UIKit's `accessibilityViewIsModal`,
  /// HTML's `aria-modal`). A session marks its tree so when its presentation takes the
  /// touches outside it (``PopupPresentationOptions/isModal``).
  indirect case modal(RenderNode)
  /// Children side by side (one above the other when they do not fit).
  case hstack([RenderNode])
  /// Content that does something when tapped anywhere on it, as a banner card opens its
  /// item: what is inside is drawn as it is, and the whole reads as one control with the
  /// label assistive technologies read and `press` matches.
  indirect case tappable(RenderNode, accessibilityLabel: String, action: PopupAction)
  /// Text in a role.
  case text(String, role: TextRole)
  /// A symbol by name, for example `star.fill`.
  case icon(String)
  /// A small label such as `New`.
  case badge(String)
  /// A colour gradient as media, leading to trailing (or top to bottom), its colours by name
  /// (`indigo`, `teal`) or as CSS colours: decoration, hidden from assistive technologies.
  case gradient([String])
  /// An image by the name the app's assets know it by, with the text read in its place.
  case image(String, alt: String)
  /// A button in a role, with what it does; a disabled one shows but does nothing.
  case button(
    String, role: ButtonRole, accessibilityLabel: String, action: PopupAction, isEnabled: Bool = true)
  /// A button drawn as a symbol alone (a live capsule's minimal activity), with the label
  /// assistive technologies read and `press` matches, and what it does.
  case iconButton(symbol: String, accessibilityLabel: String, action: PopupAction)
  /// A view the app draws itself, named by the id the host knows it by, with the label read
  /// for it and the size it wants: how any content rides on every shared behaviour (seed
  /// 000's `.popup { any view }`, see `HostedPopup`).
  case hosted(id: String, accessibilityLabel: String, size: PopupSize)
  /// A text field with its label, current text, placeholder, validation error, the line that
  /// sets its text, and whether it hides what is typed (a host draws a secure field; the text
  /// renderer prints `•` for each character).
  case field(
    label: String, text: String, placeholder: String, error: String?, action: PopupFieldAction,
    isSecure: Bool = false)
  /// A switch and what flipping it does; a locked one cannot be turned off.
  case toggle(label: String, isOn: Bool, isLocked: Bool, action: PopupAction)
  /// A row of stars, `filled` of `count` lit; `actions[i]` is what tapping star `i + 1` does
  /// and `labels[i]` is its label ("1 star", "2 stars", in the kind's strings), which `press`
  /// matches and assistive technologies read.
  case stars(filled: Int, count: Int, accessibilityLabel: String, actions: [PopupAction], labels: [String])
  /// A progress indicator; `nil` is indeterminate.
  case progress(fraction: Double?, accessibilityLabel: String)
  /// A live countdown: the time left, the fraction of the whole it is, and what assistive
  /// technologies read for it with `{time}` where the time left goes (`"{time} left"`, from the
  /// kind's strings; ``accessibilityLabel`` fills it in, so a render costs no formatting).
  case countdown(remaining: Duration, fraction: Double, style: CountdownStyle, labelTemplate: String)
  /// A thin rule across.
  case divider
  /// Particles in a field above what follows, such as confetti: positions are fractions of
  /// the field (0...1 across, 0...1 down), so any view layer can draw them at any size.
  case particles([PopupParticle], rows: Int)
  /// An arrow pointing toward something outside the popup, such as a coachmark's target.
  case arrow(ArrowDirection, label: String)
  /// Rows in a region that scrolls: `first` is the index of the first row in view and
  /// `visible` how many rows fit. A host draws every row in its own scrolling view at that
  /// position; the text renderer draws the rows in view and counts those above and below.
  case scroll([RenderNode], first: Int, visible: Int)
  /// The handle on a sheet's edge that a finger pulls to resize or dismiss it: decoration,
  /// hidden from assistive technologies, which resize a sheet by its own actions.
  case grabber
  /// How many items wait beyond those drawn, such as banners stacked behind the visible
  /// ones: a host draws it its own way (a stack's edge, a `+2` chip), and assistive
  /// technologies read the label ("2 more", from the kind's strings).
  case more(count: Int, accessibilityLabel: String)

  /// The label assistive technologies read for an interactive node, `nil` for the others.
  public var accessibilityLabel: String? {
    switch self {
    case .button(_, _, let label, _, _), .stars(_, _, let label, _, _), .progress(_, let label): label
    case .field(let label, _, _, _, _, _), .toggle(let label, _, _, _): label
    case .countdown(let remaining, _, _, let template):
      template.popupFilling("time", remaining.popupDescription)
    case .image(_, let alt): alt
    case .more(_, let label): label
    case .iconButton(_, let label, _), .hosted(_, let label, _), .tappable(_, let label, _): label
    case .card, .vstack, .hstack, .modal, .scroll, .text, .icon, .badge, .divider, .arrow, .particles,
      .gradient,
      .grabber:
      nil
    }
  }

  /// Whether the tree draws nothing at all: stacks with nothing in them, as a progress toast
  /// renders during its grace.
  public var isBlank: Bool {
    switch self {
    case .vstack(let children), .hstack(let children), .scroll(let children, _, _):
      children.allSatisfy(\.isBlank)
    case .modal(let content), .tappable(let content, _, _): content.isBlank
    default: false
    }
  }

  /// The node and all of its descendants, depth first.
  public var allNodes: [RenderNode] {
    var nodes: [RenderNode] = []
    appendAllNodes(to: &nodes)
    return nodes
  }

  /// Appends this node and every node inside it, depth first, to one array: no array per
  /// node, since every check of a tree walks it.
  private func appendAllNodes(to nodes: inout [RenderNode]) {
    nodes.append(self)
    switch self {
    case .card(_, let children), .vstack(let children), .hstack(let children), .scroll(let children, _, _):
      for child in children { child.appendAllNodes(to: &nodes) }
    case .modal(let content), .tappable(let content, _, _):
      content.appendAllNodes(to: &nodes)
    default:
      break
    }
  }
}

/// One particle of a ``RenderNode/particles(_:rows:)`` field: where it is, how it is turned,
/// and which of a palette's colours it has.
public struct PopupParticle: Hashable, Sendable {
  /// Across the field, 0 (left) to 1 (right).
  public var x: Double
  /// Down the field, 0 (top) to 1 (bottom).
  public var y: Double
  /// Its rotation in degrees.
  public var rotation: Double
  /// Its colour, as an index into the host's palette.
  public var colorIndex: Int

  /// Creates a particle.
  public init(x: Double, y: Double, rotation: Double, colorIndex: Int) {
    self.x = x
    self.y = y
    self.rotation = rotation
    self.colorIndex = colorIndex
  }
}

/// The role of a text, which sets how it is drawn.
public enum TextRole: String, CaseIterable, Hashable, Sendable, Codable {
  case title, body, caption
}

/// The role of a button.
public enum ButtonRole: String, CaseIterable, Hashable, Sendable, Codable {
  /// The main action.
  case primary
  /// An ordinary action.
  case normal
  /// An action that destroys something.
  case destructive
  /// The way out.
  case cancel
  /// The popup's close control: a host may place it at the card's top trailing corner and
  /// draw it as a symbol (`xmark`), its title kept as the label assistive technologies read.
  case close
}

/// Where an arrow points.
public enum ArrowDirection: String, CaseIterable, Hashable, Sendable {
  case up, down
}

/// How a countdown is drawn.
public enum CountdownStyle: String, CaseIterable, Hashable, Sendable, Codable {
  case ring, bar
}

/// The visual styles of a popup card.
public enum PopupStyle: String, CaseIterable, Hashable, Sendable, Codable {
  case standard, frosted, accent, gradient, inverse, outlined, tinted, glass
  /// A pill, black in light and dark mode alike, as snug round its content as the Dynamic
  /// Island (PopupPresentation's `RenderNode.EstimateMetrics.cardPadding(for:)`): the live
  /// capsule's.
  case island
}
