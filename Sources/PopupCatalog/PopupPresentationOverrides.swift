import PopupCore

/// What a tool or a test changes of a kind's default presentation and behavior: each value
/// given replaces the kind's, each `nil` keeps it. `catalog show`, `run` and `center` read
/// them from their `--style`, `--haptic`, `--display`, `--scrim`, `--motion`, `--chrome`,
/// `--tint`, `--auto-dismiss` and `--popover` options.
public struct PopupPresentationOverrides: Hashable, Sendable {
  /// The card's style.
  public var style: PopupStyle?
  /// A tinted card's colour.
  public var tint: String?
  /// The haptic played once on first appearing.
  public var haptic: PopupHaptic?
  /// Where the popup is drawn.
  public var display: PopupPresentationOptions.Display?
  /// What covers the content behind it.
  public var scrim: PopupPresentationOptions.Scrim?
  /// The motion preset (its edges stay the kind's).
  public var motion: PopupMotion.Preset?
  /// Whether the content is drawn in a card.
  public var chrome: PopupPresentationOptions.Chrome?
  /// The auto-dismiss countdown.
  public var autoDismiss: Duration?
  /// An anchor frame to present on as a popover that stays one in any width (it shrinks when
  /// no side has room; see `PopupPresentationOptions.popover(at:preferring:)`).
  public var popover: PopupRect?

  /// Creates overrides; none by default.
  public init(
    style: PopupStyle? = nil, tint: String? = nil, haptic: PopupHaptic? = nil,
    display: PopupPresentationOptions.Display? = nil, scrim: PopupPresentationOptions.Scrim? = nil,
    motion: PopupMotion.Preset? = nil, chrome: PopupPresentationOptions.Chrome? = nil,
    autoDismiss: Duration? = nil, popover: PopupRect? = nil
  ) {
    self.style = style
    self.tint = tint
    self.haptic = haptic
    self.display = display
    self.scrim = scrim
    self.motion = motion
    self.chrome = chrome
    self.autoDismiss = autoDismiss
    self.popover = popover
  }

  /// The options with each given value in place of the kind's.
  public func applied(to options: PopupPresentationOptions) -> PopupPresentationOptions {
    var options = options
    if let style { options.style = style }
    if let tint { options.tint = tint }
    if let haptic { options.haptic = haptic }
    if let display { options.display = display }
    if let scrim { options.scrim = scrim }
    if let motion { options.motion.preset = motion }
    if let chrome { options.chrome = chrome }
    if let popover { options.placement = .popover(PopupAnchor(popover, fallback: .shrink)) }
    return options
  }

  /// The behavior with the auto-dismiss countdown in place of the kind's, when one is given.
  public func applied(to behavior: PopupBehavior) -> PopupBehavior {
    var behavior = behavior
    if let autoDismiss { behavior.autoDismissAfter = autoDismiss }
    return behavior
  }
}
