/// Where a kind itself says its popup goes, when its presentation options cannot say it: a
/// popover or callout on an anchor the host reported, or a sheet on a screen edge. The
/// presentation frame turns it into numbers (``PopupPopover``, the sheet's frame); a kind
/// that returns `nil` from ``PopupKind/placement(of:on:)`` is placed by its options.
public enum PopupKindPlacement: Hashable, Sendable {
  /// A card in the middle of the safe area, whatever the options' placement.
  case center
  /// Next to an anchor, its arrow pointing at it: an action sheet's popover, a coachmark's
  /// callout. With no room on any allowed side, the anchor's ``Anchor/fallback`` decides: a
  /// bottom sheet, or a popover shrunk on the roomiest side.
  case anchored(Anchor)
  /// Attached to a screen edge across its whole length: a bottom sheet `extent` tall, or a
  /// side sheet `extent` wide; `nil` takes the content's size.
  case sheet(edge: PopupEdge, extent: Double?)

  /// An anchor and how to place against it.
  public struct Anchor: Hashable, Sendable {
    /// The anchor's frame, in screen points.
    public var frame: PopupRect
    /// The side of the anchor tried first.
    public var preferring: PopupEdge
    /// The sides allowed.
    public var sides: Set<PopupEdge>
    /// The space between the anchor and the popup, where the arrow goes.
    public var gap: Double
    /// The space kept free inside the safe area.
    public var margin: Double
    /// The cut-out in the scrim around the anchor, for a coachmark; `nil` for a plain dim.
    public var spotlight: PopupRect?
    /// What happens when the popup fits on no allowed side: a bottom sheet (the default, as
    /// UIKit adapts), or a popover shrunk on the roomiest side (seed 002's "always a popover").
    /// An anchor wholly off screen gives a sheet either way.
    public var fallback: PopupPopover.Fallback

    /// Creates an anchor.
    public init(
      _ frame: PopupRect, preferring: PopupEdge = .bottom, sides: Set<PopupEdge> = Set(PopupEdge.allCases),
      gap: Double = PopupPopover.defaultGap, margin: Double = 8, spotlight: PopupRect? = nil,
      fallback: PopupPopover.Fallback = .sheet
    ) {
      self.frame = frame
      self.preferring = preferring
      self.sides = sides
      self.gap = gap
      self.margin = margin
      self.spotlight = spotlight
      self.fallback = fallback
    }
  }
}

/// A view a popup points at, and how to place against it: the anchor of a popover any popup
/// can be presented as (``PopupPresentationOptions/popover(at:preferring:)``), of an action
/// sheet's popover and of a coachmark's callout.
public typealias PopupAnchor = PopupKindPlacement.Anchor
