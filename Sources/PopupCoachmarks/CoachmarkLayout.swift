import PopupCore

/// Where a coachmark's spotlight, callout and arrow go, computed from the target's frame and
/// the screen: pure geometry, no views.
///
/// - The spotlight is the target frame grown by `padding` and clamped to the screen.
/// - The callout goes below the spotlight when it fits there, else above it; horizontally it
///   is centered on the target and kept inside the screen's margins.
/// - The arrow sits on the callout's edge facing the target, pointing at the target's center,
///   clamped inside the callout (away from its rounded corners).
public struct CoachmarkLayout: Hashable, Sendable {
  /// The cut-out in the dim, around the target.
  public var spotlight: PopupRect
  /// The callout's frame.
  public var callout: PopupRect
  /// Which side of the target the callout is on.
  public var placement: Placement
  /// Where the arrow's tip is, on the callout's edge facing the target.
  public var arrow: PopupPoint

  /// The side of the target the callout takes.
  public enum Placement: String, Hashable, Sendable {
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
    let x = Self.clamp(target.midX - width / 2, margin, screen.width - margin - width)
    let below = spotlight.maxY + gap
    if below + callout.height <= screen.height - margin {
      placement = .below
      self.callout = PopupRect(x: x, y: below, width: width, height: callout.height)
    } else {
      placement = .above
      let above = max(spotlight.minY - gap - callout.height, margin)
      self.callout = PopupRect(x: x, y: above, width: width, height: callout.height)
    }
    let inset = min(arrowInset, self.callout.width / 2)
    arrow = PopupPoint(
      x: Self.clamp(target.midX, self.callout.minX + inset, self.callout.maxX - inset),
      y: placement == .below ? self.callout.minY : self.callout.maxY)
  }

  /// `value` kept within `lower...upper`; `lower` wins when the range is empty.
  static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    max(lower, min(value, upper))
  }
}
