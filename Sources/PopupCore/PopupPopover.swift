/// Where a popover goes: next to an anchor view, with an arrow pointing at it, or a sheet
/// when no side has room (as UIKit does in compact width).
///
/// Rules (seed 002 leaves them open):
/// - The sides of the anchor are tried in order: the preferred one, its opposite, then the
///   other two (trailing before leading, bottom before top). A side fits when the content fits between the anchor, the gap, and the safe area less `margin`
///   (and above the keyboard, `PopupLayout/keyboardMargin` clear of it, when it is avoided).
/// - Its edge facing the anchor is `gap` from it, or at the area's edge when the anchor lies
///   outside the area (a longer arrow, never a popover off screen).
/// - Along its side the popover is centered on the anchor, then kept inside the safe area with
///   the margin.
/// - The arrow's tip is on the popover's edge facing the anchor. Along that edge it points at
///   the anchor's center, clamped to stay over the anchor's visible part and, where that
///   allows, `arrowInset` from the popover's corners; a side where it cannot be over the
///   anchor does not fit.
/// - One rule gives ``sheet``: no allowed side can hold a popover whose arrow reaches the
///   anchor's visible part (``visiblePart(of:on:avoidingKeyboard:)``). So an anchor with no part
///   on screen (above the keyboard, when the popover avoids it) gives ``sheet``, and so does
///   one in a corner outside the safe area, where no arrow can reach it. Content that fits on no side gives
///   ``sheet`` too with the ``Fallback/sheet`` fallback (UIKit's adaptive default); with
///   ``Fallback/shrink`` (seed 002's "always a popover") it takes the allowed side with the most
///   room, in the order above on a tie, shrunk to that room: a popover stays a popover.
public enum PopupPopover: Hashable, Sendable {
  /// A popover on the `edge` side of the anchor (`.bottom`: below it, its arrow pointing up),
  /// with the arrow's tip on the popover's edge facing the anchor.
  case popover(frame: PopupRect, edge: PopupEdge, arrow: PopupPoint)
  /// No room: present as a sheet from the bottom instead.
  case sheet

  /// The space between the anchor and the popover, where the arrow goes, by default.
  public static let defaultGap: Double = 10

  /// What a popover does when its content fits on no side of its anchor.
  public enum Fallback: String, CaseIterable, Hashable, Sendable {
    /// It becomes a bottom sheet, as UIKit adapts a popover in compact width.
    case sheet
    /// It stays a popover on the side with the most room, shrunk to fit (the host scrolls
    /// what no longer fits).
    case shrink
  }

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
  ///   - fallback: what happens when the content fits on no side; default a sheet.
  ///   - avoidingKeyboard: keep the popover above the keyboard, `PopupLayout/keyboardMargin`
  ///     clear of it (the default, as positioned popups avoid it); an anchor under the
  ///     keyboard then counts as off screen.
  public static func place(
    _ content: PopupSize, at anchor: PopupRect, on screen: PopupScreen, preferring: PopupEdge = .bottom,
    sides: Set<PopupEdge> = Set(PopupEdge.allCases), gap: Double = defaultGap, margin: Double = 8,
    arrowInset: Double = 20, fallback: Fallback = .sheet, avoidingKeyboard: Bool = true
  ) -> PopupPopover {
    guard screen.problem == nil, content.isValid,
      let visible = visiblePart(of: anchor, on: screen, avoidingKeyboard: avoidingKeyboard)
    else { return .sheet }
    var area = screen.safeFrame.outset(by: -margin)
    if avoidingKeyboard && screen.keyboardHeight > 0 {
      let top = screen.size.height - screen.keyboardHeight - PopupLayout.keyboardMargin
      area.height = max(min(area.maxY, top) - area.minY, 0)
    }
    let sides = order(preferring: preferring).filter(sides.contains)
    for side in sides {
      if let placed = place(
        content, by: anchor, visible: visible, on: side, in: area, gap: gap, arrowInset: arrowInset)
      {
        return placed
      }
    }
    guard fallback == .shrink else { return .sheet }
    // The side with the most room for the content, each side's room being the content cut to
    // it; a side whose arrow cannot be over the anchor is skipped for the next.
    let shrunk = sides.enumerated().map { index, side in
      (index, side, fitted(content, on: side, by: anchor, in: area, gap: gap))
    }.filter { $0.2.width >= 1 && $0.2.height >= 1 }
    let roomiestFirst = shrunk.sorted { a, b in
      let (areaA, areaB) = (a.2.width * a.2.height, b.2.width * b.2.height)
      return areaA != areaB ? areaA > areaB : a.0 < b.0
    }
    for (_, side, size) in roomiestFirst {
      if let placed = place(
        size, by: anchor, visible: visible, on: side, in: area, gap: gap, arrowInset: arrowInset)
      {
        return placed
      }
    }
    return .sheet
  }

  /// The part of an anchor a popover's arrow may point at: the part on screen, above the
  /// keyboard when the popover avoids it; `nil` when no part is (the popover becomes a
  /// sheet). An anchor of no size counts by its centre.
  public static func visiblePart(of anchor: PopupRect, on screen: PopupScreen, avoidingKeyboard: Bool = true)
    -> PopupRect?
  {
    guard screen.problem == nil, anchor.isValid else { return nil }
    var shown = screen.bounds
    if avoidingKeyboard && screen.keyboardHeight > 0 {
      shown.height = max(screen.size.height - screen.keyboardHeight, 0)
    }
    let visible = anchor.intersection(shown)
    return !visible.isEmpty || (anchor.isEmpty && shown.contains(anchor.center)) ? visible : nil
  }

  /// The content cut to the room on one side of the anchor: no deeper than the space between
  /// the anchor's gap and the area's edge, no longer than the area across.
  static func fitted(
    _ content: PopupSize, on side: PopupEdge, by anchor: PopupRect, in area: PopupRect, gap: Double
  )
    -> PopupSize
  {
    let room0 = max(depth(on: side, by: anchor, in: area, gap: gap).room, 0)
    return side.isVertical
      ? PopupSize(width: min(content.width, max(area.width, 0)), height: min(content.height, room0))
      : PopupSize(width: min(content.width, room0), height: min(content.height, max(area.height, 0)))
  }

  /// The preferred side, its opposite, then the other two.
  static func order(preferring side: PopupEdge) -> [PopupEdge] {
    [side, side.opposite] + (side.isVertical ? [.trailing, .leading] : [.bottom, .top])
  }

  /// Where a popover on one side of the anchor starts (its edge facing the anchor: a gap
  /// away from it, and never outside the area, so an anchor in the status bar gets a longer
  /// arrow, not a popover under the notch), and how deep it may go from there.
  static func depth(on side: PopupEdge, by anchor: PopupRect, in area: PopupRect, gap: Double)
    -> (near: Double, room: Double)
  {
    switch side {
    case .bottom:
      let near = max(anchor.maxY + gap, area.minY)
      return (near, area.maxY - near)
    case .top:
      let near = min(anchor.minY - gap, area.maxY)
      return (near, near - area.minY)
    case .trailing:
      let near = max(anchor.maxX + gap, area.minX)
      return (near, area.maxX - near)
    case .leading:
      let near = min(anchor.minX - gap, area.maxX)
      return (near, near - area.minX)
    }
  }

  static func place(
    _ content: PopupSize, by anchor: PopupRect, visible: PopupRect, on side: PopupEdge, in area: PopupRect,
    gap: Double, arrowInset: Double
  ) -> PopupPopover? {
    let along = side.isVertical
    let length = along ? content.width : content.height
    let depth = along ? content.height : content.width
    let (near, room) = Self.depth(on: side, by: anchor, in: area, gap: gap)
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
