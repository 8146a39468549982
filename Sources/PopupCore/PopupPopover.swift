/// Where a popover goes: next to an anchor view, with an arrow pointing at it, or a sheet
/// when no side has room (as UIKit does in compact width).
///
/// Rules (seed 002 leaves them open):
/// - The sides of the anchor are tried in order: the preferred one, its opposite, then the
///   other two (trailing before leading, bottom before top). A side fits when the content fits between the anchor, the gap, and the safe area less `margin`.
/// - Its edge facing the anchor is `gap` from it, or at the area's edge when the anchor lies
///   outside the area (a longer arrow, never a popover off screen).
/// - Along its side the popover is centered on the anchor, then kept inside the safe area with
///   the margin.
/// - The arrow's tip is on the popover's edge facing the anchor. Along that edge it points at
///   the anchor's center, clamped to stay over the anchor's visible part and, where that
///   allows, `arrowInset` from the popover's corners; a side where it cannot be over the
///   anchor does not fit.
/// - An anchor with no part on screen, or content that fits on no side, gives ``sheet``.
public enum PopupPopover: Hashable, Sendable {
  /// A popover on the `edge` side of the anchor (`.bottom`: below it, its arrow pointing up),
  /// with the arrow's tip on the popover's edge facing the anchor.
  case popover(frame: PopupRect, edge: PopupEdge, arrow: PopupPoint)
  /// No room: present as a sheet from the bottom instead.
  case sheet

  /// The space between the anchor and the popover, where the arrow goes, by default.
  public static let defaultGap: Double = 10

  /// Places a popover.
  ///
  /// - Parameters:
  ///   - content: the popover's size.
  ///   - anchor: the anchor view's frame.
  ///   - screen: the screen, with its safe area and keyboard.
  ///   - preferring: the side of the anchor to try first; default below it.
  ///   - sides: the sides allowed, for callouts whose arrow only points up or down.
  ///   - gap: the space between the anchor and the popover, where the arrow goes.
  ///   - margin: the space kept free inside the safe area.
  ///   - arrowInset: how far from the popover's corners the arrow stays.
  public static func place(
    _ content: PopupSize, at anchor: PopupRect, on screen: PopupScreen, preferring: PopupEdge = .bottom,
    sides: Set<PopupEdge> = Set(PopupEdge.allCases), gap: Double = defaultGap, margin: Double = 8,
    arrowInset: Double = 20
  ) -> PopupPopover {
    guard screen.problem == nil, content.isValid, anchor.isValid else { return .sheet }
    let visible = anchor.intersection(screen.bounds)
    guard !visible.isEmpty || (anchor.isEmpty && screen.bounds.contains(anchor.center)) else { return .sheet }
    let area = screen.safeFrame.outset(by: -margin)
    for side in order(preferring: preferring) where sides.contains(side) {
      if let placed = place(
        content, by: anchor, visible: visible, on: side, in: area, gap: gap, arrowInset: arrowInset)
      {
        return placed
      }
    }
    return .sheet
  }

  /// The preferred side, its opposite, then the other two.
  static func order(preferring side: PopupEdge) -> [PopupEdge] {
    [side, side.opposite] + (side.isVertical ? [.trailing, .leading] : [.bottom, .top])
  }

  static func place(
    _ content: PopupSize, by anchor: PopupRect, visible: PopupRect, on side: PopupEdge, in area: PopupRect,
    gap: Double, arrowInset: Double
  ) -> PopupPopover? {
    let along = side.isVertical
    let length = along ? content.width : content.height
    let depth = along ? content.height : content.width
    // The popover's edge facing the anchor: a gap away from it, and never outside the area
    // (an anchor in the status bar gets a longer arrow, not a popover under the notch).
    let near: Double =
      switch side {
      case .bottom: max(anchor.maxY + gap, area.minY)
      case .top: min(anchor.minY - gap, area.maxY)
      case .trailing: max(anchor.maxX + gap, area.minX)
      case .leading: min(anchor.minX - gap, area.maxX)
      }
    let room: Double =
      switch side {
      case .bottom: area.maxY - near
      case .top: near - area.minY
      case .trailing: area.maxX - near
      case .leading: near - area.minX
      }
    let span = along ? (area.minX, area.maxX) : (area.minY, area.maxY)
    guard depth <= room, length <= span.1 - span.0 else { return nil }
    let center = along ? visible.midX : visible.midY
    let start = clamp(center - length / 2, span.0, span.1 - length)
    let anchorSpan = along ? (visible.minX, visible.maxX) : (visible.minY, visible.maxY)
    // Away from the corners when it can be, at a corner when only that is over the anchor.
    let tips = [min(arrowInset, length / 2), 0].lazy.compactMap { inset -> Double? in
      let low = max(start + inset, anchorSpan.0)
      let high = min(start + length - inset, anchorSpan.1)
      return low <= high ? clamp(center, low, high) : nil
    }
    guard let tip = tips.first else { return nil }
    let frame: PopupRect
    let arrow: PopupPoint
    switch side {
    case .bottom:
      frame = PopupRect(x: start, y: near, width: length, height: depth)
      arrow = PopupPoint(x: tip, y: frame.minY)
    case .top:
      frame = PopupRect(x: start, y: near - depth, width: length, height: depth)
      arrow = PopupPoint(x: tip, y: frame.maxY)
    case .trailing:
      frame = PopupRect(x: near, y: start, width: depth, height: length)
      arrow = PopupPoint(x: frame.minX, y: tip)
    case .leading:
      frame = PopupRect(x: near - depth, y: start, width: depth, height: length)
      arrow = PopupPoint(x: frame.maxX, y: tip)
    }
    return .popover(frame: frame, edge: side, arrow: arrow)
  }

  static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    max(lower, min(value, upper))
  }
}

extension PopupRect {
  /// Whether a point is inside the rectangle or on its edge.
  public func contains(_ point: PopupPoint) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// Whether another rectangle lies wholly inside this one, allowing for rounding.
  public func contains(_ other: PopupRect) -> Bool {
    let slack = 1e-9 * max(1, abs(width) + abs(height) + abs(x) + abs(y))
    return other.minX >= minX - slack && other.maxX <= maxX + slack && other.minY >= minY - slack
      && other.maxY <= maxY + slack
  }
}
