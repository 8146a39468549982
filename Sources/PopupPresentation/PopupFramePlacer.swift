import PopupCore

/// Where a frame's popup goes: the kind's own placement (an anchor, a sheet edge) when it
/// has one, else the presentation options'. Total: for any screen a session accepts and any
/// size above zero, every rectangle it returns is finite and not negative.
enum PopupFramePlacer {
  /// The widest a content estimate may make the popup, before the placement shrinks it.
  static let maximumCardWidth: Double = 428
  /// The widest a popover or a callout is.
  static let maximumPopoverWidth: Double = 360
  /// The width a side sheet takes when its kind gives none.
  static let sideSheetWidth: Double = 400

  /// How wide the content may be estimated for a placement on a screen.
  static func maximumWidth(
    for kind: PopupKindPlacement?, options: PopupPresentationOptions, on screen: PopupScreen
  ) -> Double {
    let safe = screen.safeFrame
    switch placement(kind, options) {
    case .anchored(let anchor):
      return max(min(safe.width - 2 * max(anchor.margin, 0), maximumPopoverWidth), 1)
    case .sheet(let edge, let extent):
      if edge.isVertical { return screen.size.width }
      return max(min(extent ?? sideSheetWidth, safe.width), 1)
    case .center:
      return max(
        min(safe.width - 2 * PopupPresentationOptions.Placement.center.margins.horizontal, maximumCardWidth),
        1)
    case nil:
      if isSheet(options) { return screen.size.width }
      let room = safe.width - 2 * options.placement.margins.horizontal
      // A strip's content is laid out across its whole width.
      if case .strip = options.placement { return max(room, 1) }
      return max(min(room, maximumCardWidth), 1)
    }
  }

  /// The placement of a popup of a size.
  static func place(
    _ size: PopupSize, kind: PopupKindPlacement?, options: PopupPresentationOptions, on screen: PopupScreen
  ) -> PopupFrame.Placement {
    switch placement(kind, options) {
    case .anchored(let anchor):
      switch PopupPopover.place(
        size, at: anchor.frame, on: screen, preferring: anchor.preferring, sides: anchor.sides,
        gap: anchor.gap, margin: anchor.margin, fallback: anchor.fallback,
        avoidingKeyboard: options.keyboard == .avoid)
      {
      case .popover(let frame, let side, let tip):
        return PopupFrame.Placement(
          mode: .popover(side: side), frame: frame, enterFrame: frame, exitFrame: frame,
          available: PopupLayout.available(on: screen, options: options),
          isShrunk: frame.width < size.width || frame.height < size.height,
          anchor: anchor.frame,
          arrow: PopupFrame.Arrow(tip: tip, side: side), spotlight: anchor.spotlight)
      case .sheet:
        // No side has room, or the anchor is off screen: a sheet from the bottom.
        var placement = sheet(size, edge: .bottom, extent: nil, options: options, on: screen)
        placement.spotlight = anchor.spotlight
        placement.anchor = anchor.frame
        let visible = PopupPopover.visiblePart(
          of: anchor.frame, on: screen, avoidingKeyboard: options.keyboard == .avoid)
        placement.popoverFallback = visible == nil ? .anchorOffScreen : .noRoom
        return placement
      }
    case .sheet(let edge, let extent):
      return sheet(size, edge: edge, extent: extent, options: options, on: screen)
    case .center:
      var centered = options
      centered.placement = .center
      return positioned(size, options: centered, on: screen)
    case nil:
      if isSheet(options) { return sheet(size, edge: .bottom, extent: nil, options: options, on: screen) }
      return positioned(size, options: options, on: screen)
    }
  }

  /// The placement in force: the options' popover (the app asked for it by name), else the
  /// kind's own, else `nil` for the options' position.
  static func placement(_ kind: PopupKindPlacement?, _ options: PopupPresentationOptions)
    -> PopupKindPlacement?
  {
    options.placement.anchor.map { .anchored($0) } ?? kind
  }

  /// A popup at its options' position in the safe area (``PopupLayout``).
  static func positioned(_ size: PopupSize, options: PopupPresentationOptions, on screen: PopupScreen)
    -> PopupFrame.Placement
  {
    do {
      let layout = try PopupLayout(size: size, on: screen, options: options)
      return PopupFrame.Placement(
        mode: .position(options.placement.position), frame: layout.frame, enterFrame: layout.enterFrame,
        exitFrame: layout.exitFrame, available: layout.available, isShrunk: layout.isShrunk, anchor: nil,
        arrow: nil, spotlight: nil)
    } catch {
      // Unreachable for a screen the session accepted: the safe area, at rest.
      let safe = screen.safeFrame
      return PopupFrame.Placement(
        mode: .position(options.placement.position), frame: safe, enterFrame: safe, exitFrame: safe,
        available: safe, isShrunk: true, anchor: nil, arrow: nil, spotlight: nil)
    }
  }

  /// Whether the options present a sheet from the bottom.
  static func isSheet(_ options: PopupPresentationOptions) -> Bool {
    options.display == .sheet && options.placement.position == .bottom
  }

  /// A sheet attached to a screen edge across its whole length: `extent` (or the content)
  /// deep plus the safe area on that side, never deeper than the screen less the safe area
  /// across from it; a bottom sheet rises above the keyboard when the options avoid it.
  static func sheet(
    _ size: PopupSize, edge: PopupEdge, extent: Double?, options: PopupPresentationOptions,
    on screen: PopupScreen
  ) -> PopupFrame.Placement {
    let screenSize = screen.size
    let insets = screen.safeArea
    let keyboard = options.keyboard == .avoid ? min(screen.keyboardHeight, screenSize.height) : 0
    let wanted = extent.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    let frame: PopupRect
    let isShrunk: Bool
    switch edge {
    case .bottom, .top:
      let inset = edge == .bottom ? insets.bottom : insets.top
      let depth = (wanted ?? size.height) + inset
      let limit = max(screenSize.height - keyboard - (edge == .bottom ? insets.top : insets.bottom), 0)
      let height = min(depth, limit)
      // Shorter than its content (a kind's extent, a drag), the content scrolls in it.
      isShrunk = height < max(depth, size.height + inset)
      let y = edge == .bottom ? screenSize.height - keyboard - height : 0
      frame = PopupRect(x: 0, y: y, width: screenSize.width, height: height)
    case .leading, .trailing:
      let depth =
        (wanted ?? max(size.width, sideSheetWidth)) + (edge == .trailing ? insets.trailing : insets.leading)
      let limit = max(screenSize.width - (edge == .trailing ? insets.leading : insets.trailing), 0)
      let width = min(depth, limit)
      isShrunk = width < max(depth, size.width + (edge == .trailing ? insets.trailing : insets.leading))
      frame = PopupRect(
        x: edge == .trailing ? screenSize.width - width : 0, y: 0, width: width, height: screenSize.height)
    }
    return PopupFrame.Placement(
      mode: .sheet(edge: edge), frame: frame,
      enterFrame: PopupLayout.hidden(frame, past: edge, of: screenSize),
      exitFrame: PopupLayout.hidden(frame, past: edge, of: screenSize), available: screen.safeFrame,
      isShrunk: isShrunk, anchor: nil, arrow: nil, spotlight: nil)
  }
}
