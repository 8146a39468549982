/// How a popup is presented: where, over what, moving how. Values only; a host draws them.
///
/// Every kind has defaults (``PopupKind/defaultPresentation``): toasts at the bottom, banners
/// at the top, cards centered, sheets from the bottom.
public struct PopupPresentationOptions: Hashable, Sendable {
  /// Where the popup is drawn.
  public enum Display: String, CaseIterable, Hashable, Sendable {
    /// Over the content of the current view (the default).
    case overlay
    /// As a sheet: bottom-anchored popups as a real sheet, others as a full-screen cover.
    case sheet
    /// In a window of its own, above sheets and navigation bars.
    case window
  }

  /// One of nine positions in the safe area.
  public enum Position: String, CaseIterable, Hashable, Sendable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing

    /// Where the popup sits across, from 0 (leading) to 1 (trailing).
    public var horizontal: Double {
      switch self {
      case .topLeading, .leading, .bottomLeading: 0
      case .top, .center, .bottom: 0.5
      case .topTrailing, .trailing, .bottomTrailing: 1
      }
    }

    /// Where the popup sits down, from 0 (top) to 1 (bottom).
    public var vertical: Double {
      switch self {
      case .topLeading, .top, .topTrailing: 0
      case .leading, .center, .trailing: 0.5
      case .bottomLeading, .bottom, .bottomTrailing: 1
      }
    }

    /// The nearest screen edge, or `nil` for the center.
    public var edge: PopupEdge? {
      if vertical == 0 { return .top }
      if vertical == 1 { return .bottom }
      if horizontal == 0 { return .leading }
      if horizontal == 1 { return .trailing }
      return nil
    }
  }

  /// Where in the safe area the popup goes.
  public enum Placement: Hashable, Sendable {
    /// A card in the middle, 16 pt from the safe area's edges at least.
    case center
    /// A toast across the top or the bottom, 16 pt from the sides and 8 pt from the edge.
    case toast(PopupEdge)
    /// A banner: a strip across the top or the bottom of the safe area, its whole width less
    /// 16 pt on each side, 8 pt from the edge, whatever the content's width.
    case strip(PopupEdge)
    /// A floater at one of nine positions, `inset` points from the safe area's edges.
    case floater(Position, inset: Double = 10)
    /// A popover next to an anchor, its arrow pointing at it, whatever the width class (seed
    /// 002): it wins over a kind's own placement. What happens when no side has room is the
    /// anchor's ``PopupKindPlacement/Anchor/fallback``.
    case popover(PopupAnchor)
    /// The Dynamic Island's place: centred at the top, ``islandTop`` points from the screen's
    /// top edge, over the status bar, on a screen whose top safe area holds an island
    /// (``islandMinimumTopInset`` or more); elsewhere a floater 10 pt inside the safe area's top.
    case island

    /// How far from the screen's top an island sits, over the status bar.
    public static let islandTop = 11.0
    /// The least top safe area a screen with a Dynamic Island has: below it, the status bar
    /// holds no island, and an island placement keeps inside the safe area.
    public static let islandMinimumTopInset = 51.0

    /// The position in the safe area: a popover's is the center, where it goes should its
    /// anchor leave it nowhere else.
    public var position: Position {
      switch self {
      case .center, .popover: .center
      case .toast(let edge), .strip(let edge): edge == .top ? .top : .bottom
      case .floater(let position, _): position
      case .island: .top
      }
    }

    /// The space kept free from the safe area's sides and from its top or bottom.
    public var margins: (horizontal: Double, vertical: Double) {
      switch self {
      case .center: (16, 16)
      case .toast, .strip: (16, 8)
      case .floater(_, let inset): (inset, inset)
      case .popover(let anchor): (anchor.margin, anchor.margin)
      case .island: (10, 10)
      }
    }

    /// The popover's anchor, when the placement is one.
    public var anchor: PopupAnchor? {
      if case .popover(let anchor) = self { return anchor }
      return nil
    }
  }

  /// What covers the content behind the popup.
  public struct Scrim: Hashable, Sendable {
    /// The look of a scrim.
    public enum Style: Hashable, Sendable {
      /// Darkened, by an opacity from 0 to 1.
      case dim(opacity: Double)
      /// Blurred, by a radius in points.
      case blur(radius: Double)
      /// Nothing drawn.
      case clear
      /// A view the app draws itself behind the popup, named by the id the host knows it by
      /// (seed 001's `.custom { }`): a brand gradient, a pattern, a blurred snapshot.
      case custom(viewID: String)
    }

    /// The look.
    public var style: Style
    /// Whether touches on the scrim reach the content behind it (toasts) rather than the
    /// popup's outside tap: a tap there never dismisses the popup (a kind may still hear
    /// it, as the capsule collapses).
    public var passesTouchesThrough: Bool

    /// Creates a scrim.
    public init(_ style: Style, passesTouchesThrough: Bool = false) {
      self.style = style
      self.passesTouchesThrough = passesTouchesThrough
    }

    /// A 40 % dim that takes outside taps.
    public static let dim = Scrim(.dim(opacity: 0.4))
    /// Nothing drawn, touches passing through.
    public static let none = Scrim(.clear, passesTouchesThrough: true)
  }

  /// Whether the host draws the content inside a card (seed 001's `chrome: .style / .none`).
  public enum Chrome: String, CaseIterable, Hashable, Sendable {
    /// Inside a card of the style in force (the default).
    case card
    /// As it is, with no card around it: for content that brings its own background.
    case none
  }

  /// What the popup does when the keyboard shows.
  public enum Keyboard: String, CaseIterable, Hashable, Sendable {
    /// Moves above it (the default).
    case avoid
    /// Stays where it is, under the keyboard if it must.
    case ignore
  }

  /// Where the popup is drawn.
  public var display: Display
  /// Where in the safe area it goes.
  public var placement: Placement
  /// What covers the content behind it.
  public var scrim: Scrim
  /// How it enters and leaves.
  public var motion: PopupMotion
  /// What it does when the keyboard shows.
  public var keyboard: Keyboard
  /// A haptic played once, as an effect, when the popup first appears, in place of the haptic
  /// its kind plays on appearing (the celebration's success); `nil` keeps the kind's own.
  public var haptic: PopupHaptic?
  /// The card's style, over the kind's own; `nil` keeps the kind's (a promo's gradient
  /// modal, a coachmark's accent intro).
  public var style: PopupStyle?
  /// The colour of a ``PopupStyle/tinted`` card, as a CSS colour (`#0A84FF`, `teal`); `nil`
  /// takes the host's accent colour. Other styles ignore it.
  public var tint: String?
  /// Whether the content is drawn inside a card.
  public var chrome: Chrome

  /// Creates options; by default a centered card over a dim, zooming in, in the kind's style.
  public init(
    display: Display = .overlay, placement: Placement = .center, scrim: Scrim = .dim,
    motion: PopupMotion = PopupMotion(.zoom), keyboard: Keyboard = .avoid, haptic: PopupHaptic? = nil,
    style: PopupStyle? = nil, tint: String? = nil, chrome: Chrome = .card
  ) {
    self.display = display
    self.placement = placement
    self.scrim = scrim
    self.motion = motion
    self.keyboard = keyboard
    self.haptic = haptic
    self.style = style
    self.tint = tint
    self.chrome = chrome
  }

  /// Whether the popup is modal: its scrim takes the touches outside it, so nothing behind it
  /// can be reached, and assistive focus must stay inside it too (cards and sheets; not
  /// toasts, banners or floaters).
  public var isModal: Bool { !scrim.passesTouchesThrough }

  /// A centered card over a dim.
  public static let card = PopupPresentationOptions()

  /// A toast at an edge (the bottom by default), sliding in from it, touches passing through.
  public static func toast(_ edge: PopupEdge = .bottom) -> PopupPresentationOptions {
    PopupPresentationOptions(
      placement: .toast(edge), scrim: .none, motion: PopupMotion(.slideFade, enterEdge: edge, exitEdge: edge))
  }

  /// A banner: a strip across the top that drops in, touches passing through.
  public static let banner = PopupPresentationOptions(
    placement: .strip(.top), scrim: .none, motion: PopupMotion(.drop, enterEdge: .top, exitEdge: .top))

  /// A sheet from the bottom over a dim.
  public static let sheet = PopupPresentationOptions(
    display: .sheet, placement: .toast(.bottom),
    motion: PopupMotion(.snappy, enterEdge: .bottom, exitEdge: .bottom))

  /// A popover on a view the app reports by its frame, that stays a popover on a phone (seed
  /// 002's `alwaysPopover`): the preferred side first, then the others; with no room on any,
  /// it shrinks on the roomiest side. A bottom sheet only when no side can hold a popover, even
  /// shrunk, whose arrow reaches the anchor's visible part (an anchor off screen or under the
  /// keyboard, or in a corner outside the safe area): `PopupPopover`'s one rule.
  /// Outside taps dismiss it (the scrim is clear but takes them); it fades in and out.
  ///
  /// - Parameters:
  ///   - anchor: the anchor view's frame, in screen points.
  ///   - preferring: the side of the anchor tried first; default below it.
  public static func popover(at anchor: PopupRect, preferring: PopupEdge = .bottom)
    -> PopupPresentationOptions
  {
    PopupPresentationOptions(
      placement: .popover(PopupAnchor(anchor, preferring: preferring, fallback: .shrink)),
      scrim: Scrim(.clear),
      motion: PopupMotion(.slideFade))
  }

  /// A live activity's pill where the Dynamic Island is (``Placement/island``), growing out
  /// of it in place, touches passing through.
  public static let island = PopupPresentationOptions(
    placement: .island, scrim: .none, motion: PopupMotion(.slideFade, enterEdge: .top, exitEdge: .top))

  /// A floater at a position, coming in from its nearest edge.
  public static func floater(_ position: Position, inset: Double = 10) -> PopupPresentationOptions {
    PopupPresentationOptions(
      placement: .floater(position, inset: inset), scrim: .none,
      motion: PopupMotion(.slideFade, enterEdge: position.edge, exitEdge: position.edge))
  }
}
