import PopupCore

extension PopupSession {
  /// Everything a host draws of the popup at a host instant, on the session's ``screen``.
  ///
  /// - Parameters:
  ///   - now: the host instant to draw.
  ///   - contentSize: the size the host measured for ``PopupFrame/content``; `nil` (or a
  ///     size that is not finite and above zero) takes the estimate
  ///     (`RenderNode.estimatedSize(maxWidth:textScale:)`).
  /// - Complexity: O(*n*) in the render tree's nodes.
  public func frame(at now: PopupInstant, contentSize: PopupSize? = nil) -> PopupFrame {
    frame(at: now, contentSize: contentSize) { $0 }
  }

  /// The frame with its content changed by `transform` before it is measured and placed: a
  /// tool that draws a variant of the tree (pseudo-localised) gets the placement a host that
  /// measured that variant would.
  package func frame(
    at now: PopupInstant, contentSize: PopupSize?, transformingContent transform: (RenderNode) -> RenderNode
  ) -> PopupFrame {
    let now = max(now, lastSeen)
    // While it exits, the popup shows what it showed as it ended.
    let tree = (departure?.content ?? Kind.render(state, now: time(at: now))).withDistinctLabels()
    let style = options.style ?? tree.cardStyle ?? .standard
    var content = transform(options.style.map(tree.restyled) ?? tree)
    if options.chrome == .none { content = content.unwrappingCards }
    let kindPlacement = self.kindPlacement
    let measured = contentSize.flatMap { $0.isValid ? $0 : nil }
    let textScale = accessibility.textScale(on: screen)
    let size =
      measured
      ?? content.estimatedSize(
        maxWidth: PopupFramePlacer.maximumWidth(for: kindPlacement, options: options, on: screen),
        textScale: textScale)
    var placement = PopupFramePlacer.place(size, kind: kindPlacement, options: options, on: screen)
    // A hosted view wider than the popup cannot wrap as text does: the popup is shrunk.
    if content.rigidWidth > placement.frame.width + 1e-9 { placement.isShrunk = true }
    return PopupFrame(
      screen: screen, textScale: textScale, display: options.display, chrome: options.chrome, style: style,
      tint: style == .tinted ? options.tint : nil, content: content, contentSize: size,
      isContentSizeEstimated: measured == nil, placement: placement, scrim: scrim,
      motion: motion(at: now, placement),
      timers: timers(at: now),
      focus: isEnded ? nil : Self.focus(Kind.focus(of: state), in: tree, drawn: content),
      nextDeadline: nextDeadline,
      nextWallDeadline: isEnded || isSuspended ? nil : Kind.nextWallDeadline(of: state))
  }

  /// The focus as the drawn tree names it: the control at the same place among the labelled
  /// nodes of `drawn` as the focused one among those of `tree`, so a pseudo-localised field
  /// is focused by its pseudo-localised label. A focus the tree does not name stays as it is.
  static func focus(_ focus: String?, in tree: RenderNode, drawn: RenderNode) -> String? {
    guard let focus, tree != drawn else { return focus }
    let labels = tree.allNodes.compactMap(\.accessibilityLabel)
    let drawnLabels = drawn.allNodes.compactMap(\.accessibilityLabel)
    guard labels.count == drawnLabels.count, let index = labels.firstIndex(of: focus) else { return focus }
    return drawnLabels[index]
  }

  private var scrim: PopupFrame.Scrim {
    let (style, amount, viewID): (PopupFrame.Scrim.Style, Double, String?) =
      switch options.scrim.style {
      case .dim(let opacity): (.dim, opacity.isFinite ? min(max(opacity, 0), 1) : 0, nil)
      case .blur(let radius): (.blur, radius.isFinite ? max(radius, 0) : 0, nil)
      case .clear: (.clear, 0, nil)
      case .custom(let id): (.custom, 0, id)
      }
    return PopupFrame.Scrim(
      style: style, amount: amount, viewID: viewID, passesTouches: options.scrim.passesTouchesThrough,
      isModal: options.isModal)
  }

  /// The kind's placement: as it was when the popup ended, while it exits.
  var kindPlacement: PopupKindPlacement? {
    if let departure { return departure.placement }
    return Kind.placement(of: state, on: screen)
  }

  private func motion(at now: PopupInstant, _ placement: PopupFrame.Placement) -> PopupFrame.Motion {
    let transition = transition(
      at: now, travels: (placement.enterFrame != placement.frame, placement.exitFrame != placement.frame))
    let progress: Double =
      switch transition.phase {
      case .waiting: 0
      case .entering: transition.visibility
      case .exiting: 1 - transition.visibility
      case .presented, .gone: 1
      }
    let hidden: PopupRect
    if case .exiting = transition.phase {
      hidden = placement.exitFrame
    } else {
      hidden = placement.enterFrame
    }
    let frame = placement.frame
    let travel = transition.look.travel
    // An exit that began during the entrance still has this far to go back from the entrance.
    let back = transition.entranceTravel
    let entrance = placement.enterFrame
    return PopupFrame.Motion(
      preset: options.motion.preset, phase: transition.phase, progress: progress,
      offset: PopupPoint(
        x: (hidden.x - frame.x) * travel + (entrance.x - frame.x) * back,
        y: (hidden.y - frame.y) * travel + (entrance.y - frame.y) * back),
      scale: transition.look.scale, opacity: transition.look.opacity, blur: transition.look.blur,
      reducesMotion: reducesMotion)
  }

  private func timers(at now: PopupInstant) -> PopupFrame.Timers {
    let autoDismiss = autoDismiss.flatMap { countdown -> PopupFrame.AutoDismiss? in
      guard !isEnded else { return nil }
      let local = localTime(at: now)
      return PopupFrame.AutoDismiss(
        remaining: countdown.remaining(at: local), total: countdown.duration,
        fraction: countdown.fraction(at: local), isPaused: clock.isStopped || !hasAppeared)
    }
    // A finger on a popup that has ended holds nothing: the popup is on its way out.
    return PopupFrame.Timers(autoDismiss: autoDismiss, isHeld: isHeld && !isEnded)
  }
}

extension PopupSession {
  /// The view a popover points at moved (a scroll, a rotation, a resize): every later frame
  /// points at its new frame, in screen points. Does nothing when the options place no
  /// popover (`PopupPresentationOptions.Placement.popover(_:)`).
  public mutating func moveAnchor(to frame: PopupRect) {
    guard case .popover(var anchor) = options.placement else { return }
    anchor.frame = frame
    options.placement = .popover(anchor)
  }
}
