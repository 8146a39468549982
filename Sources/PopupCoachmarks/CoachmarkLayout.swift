import PopupCore

/// Where a coachmark's spotlight, callout and arrow go, computed from the target's frame and
/// the screen: pure geometry, no views.
///
/// - The spotlight is the target frame grown by `padding` and clamped to the screen.
/// - The callout is a `PopupPopover` on the spotlight, below it when it fits there, else
///   above it: centered on the target, kept inside the screen's margins, its arrow on the edge
///   facing the target and pointing at its center, away from the callout's rounded corners.
/// - With no room either side, the callout goes above, held on screen by the margin.
public struct CoachmarkLayout: Hashable, Sendable, Codable {
  /// The cut-out in the dim, around the target.
  public var spotlight: PopupRect
  /// The callout's frame.
  public var callout: PopupRect
  /// Which side of the target the callout is on.
  public var placement: Placement
  /// Where the arrow's tip is, on the callout's edge facing the target.
  public var arrow: PopupPoint

  /// The side of the target the callout takes.
  public enum Placement: String, Hashable, Sendable, Codable {
    case below, above
  }

  /// Lays out a coachmark.
  ///
  /// - Parameters:
  ///   - target: the target's frame, from the host.
  ///   - screen: the screen's size.
  ///   - padding: how far the spotlight reaches beyond the target; default 8.
  ///   - callout: the callout's size; it is narrowed to fit between the margins.
  ///   - gap: the space between the spotlight and the callout, where the arrow goes.
  ///   - margin: the space kept free at the screen's edges.
  ///   - arrowInset: how far from the callout's corners the arrow stays.
  public init(
    target: PopupRect, screen: PopupSize, padding: Double = 8,
    callout: PopupSize = PopupSize(width: 280, height: 120),
    gap: Double = 12, margin: Double = 16, arrowInset: Double = 20
  ) {
    let bounds = PopupRect(screen)
    spotlight = target.outset(by: padding).intersection(bounds)
    let width = max(min(callout.width, screen.width - 2 * margin), 0)
    let placed = PopupPopover.place(
      PopupSize(width: width, height: callout.height), at: spotlight, on: PopupScreen(size: screen),
      preferring: .bottom, sides: [.bottom, .top], gap: gap, margin: margin, arrowInset: arrowInset)
    if case .popover(let frame, let edge, let arrow) = placed {
      placement = edge == .bottom ? .below : .above
      self.callout = frame
      self.arrow = arrow
      return
    }
    // No room on either side (a tiny screen, or a target mostly off it): above, held on
    // screen by the margin, the arrow as near the target as the callout allows.
    placement = .above
    let x = Self.clamp(target.midX - width / 2, margin, screen.width - margin - width)
    let above = max(spotlight.minY - gap - callout.height, margin)
    self.callout = PopupRect(x: x, y: above, width: width, height: callout.height)
    let inset = min(arrowInset, width / 2)
    arrow = PopupPoint(x: Self.clamp(target.midX, x + inset, x + width - inset), y: self.callout.maxY)
  }

  /// `value` kept within `lower...upper`; `lower` wins when the range is empty.
  static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    max(lower, min(value, upper))
  }
}
