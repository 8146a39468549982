#if canImport(SwiftUI)
  import PopupCore
  import PopupPresentation
  import SwiftUI

  /// One ``PopupFrame`` drawn natively, and nothing computed: the scrim by its style (with the
  /// spotlight cut out), the card at the frame's rectangle moved by the frame's motion, the
  /// popover's arrow at its tip, and every node of the content as a native view.
  ///
  /// The view covers the whole screen the frame was laid out on (its coordinates are the
  /// frame's, from the top leading corner), so put it in an overlay that ignores the safe
  /// area; `popupCenter(_:onEffect:hosted:)` does. Everything the user does comes back
  /// through `onInput`, once, as a ``PopupHostInput``; the measured content through
  /// `onContentSize`. No implicit animation applies: the motion is the frame's, taken anew on
  /// every display refresh while the popup moves.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  public struct PopupFrameView: View {
    /// The frame drawn.
    public let frame: PopupFrame
    let hosted: (String) -> AnyView
    let onContentSize: (PopupSize) -> Void
    let onInput: @MainActor (PopupHostInput) -> Void
    @FocusState private var focused: String?

    /// Draws a frame; `onInput` hears what the user does, `hosted` gives the app's own view
    /// for a hosted node's or custom scrim's id, and `onContentSize` hears the content's
    /// measured size.
    public init(
      _ frame: PopupFrame, onInput: @escaping @MainActor (PopupHostInput) -> Void = { _ in },
      hosted: @escaping (String) -> AnyView = { _ in AnyView(EmptyView()) },
      onContentSize: @escaping (PopupSize) -> Void = { _ in }
    ) {
      self.frame = frame
      self.hosted = hosted
      self.onContentSize = onContentSize
      self.onInput = onInput
      _focused = FocusState()
    }

    var isDrawn: Bool {
      switch frame.motion.phase {
      case .entering, .presented, .exiting: true
      case .waiting, .gone: false
      }
    }

    public var body: some View {
      ZStack(alignment: .topLeading) {
        if isDrawn {
          scrim
          if let arrow = frame.placement.arrow { arrowView(arrow) }
          card
        }
      }
      .frame(width: frame.screen.size.width, height: frame.screen.size.height, alignment: .topLeading)
      .transaction { transaction in transaction.disablesAnimations = true }
      .onChange(of: frame.focus, initial: true) { _, focus in focused = focus }
    }

    private var drawing: PopupDrawing {
      PopupDrawing(
        style: frame.style, tint: frame.tint, reducesMotion: frame.motion.reducesMotion, focus: $focused,
        hosted: hosted, send: onInput)
    }

    // MARK: The scrim

    @ViewBuilder
    private var scrimFill: some View {
      switch frame.scrim.style {
      case .dim: Color.black.opacity(frame.scrim.amount)
      case .blur: Rectangle().fill(.ultraThinMaterial)
      case .custom: hosted(frame.scrim.viewID ?? "")
      case .clear: Color.clear
      }
    }

    private var scrim: some View {
      let screen = CGRect(x: 0, y: 0, width: frame.screen.size.width, height: frame.screen.size.height)
      let spotlight = frame.placement.spotlight.map {
        CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
      }
      return
        scrimFill
        .frame(width: screen.width, height: screen.height)
        .mask {
          Path { path in
            path.addRect(screen)
            if let spotlight { path.addRoundedRect(in: spotlight, cornerSize: CGSize(width: 12, height: 12)) }
          }
          .fill(style: FillStyle(eoFill: true))
        }
        .opacity(frame.motion.opacity)
        .allowsHitTesting(!frame.scrim.passesTouches)
        .onTapGesture { onInput(.tapOutside) }
        .accessibilityHidden(true)
    }

    // MARK: The card

    private var rect: PopupRect { frame.placement.frame }

    private var content: some View {
      RenderNodeView(node: frame.content, drawing: drawing)
    }

    private var card: some View {
      content
        .frame(width: rect.width, height: rect.height)
        .background(alignment: .topLeading) { measurement }
        .overlay(alignment: .bottom) { autoDismissBar }
        .popupScale(frame.motion.scale)
        .blur(radius: frame.motion.blur)
        .opacity(frame.motion.opacity)
        .position(x: rect.midX, y: rect.midY)
        .offset(x: frame.motion.offset.x, y: frame.motion.offset.y)
        .accessibilityAddTraits(frame.scrim.isModal ? .isModal : [])
        .modifier(PopupGestures(onInput: onInput))
    }

    /// The content as it wants to be, within the widths the estimate uses, measured out of
    /// sight: what the session takes as `contentSize`.
    private var measurement: some View {
      RenderNodeView(node: frame.content, drawing: drawing)
        .frame(maxWidth: min(frame.placement.available.width, 428))
        .fixedSize(horizontal: false, vertical: true)
        .hidden()
        .background {
          GeometryReader { proxy in
            Color.clear
              .onAppear { report(proxy.size) }
              .onChange(of: proxy.size) { _, size in report(size) }
          }
        }
    }

    private func report(_ size: CGSize) {
      let measured = PopupSize(width: size.width, height: size.height)
      if measured.isValid { onContentSize(measured) }
    }

    /// The session's own countdown along the card's bottom edge.
    @ViewBuilder
    private var autoDismissBar: some View {
      if let countdown = frame.timers.autoDismiss {
        ProgressView(value: min(max(countdown.fraction, 0), 1)).padding(.horizontal, 12).accessibilityHidden(
          true)
      }
    }

    // MARK: The arrow

    private func arrowView(_ arrow: PopupFrame.Arrow) -> some View {
      let tip = CGPoint(x: arrow.tip.x, y: arrow.tip.y)
      let (dx, dy): (Double, Double) =
        switch arrow.pointing {
        case .up: (0, -1)
        case .down: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        }
      // A triangle 10 pt long and 20 pt wide, its base on the popup's edge at the tip.
      return Path { path in
        path.move(to: CGPoint(x: tip.x + dx * 10, y: tip.y + dy * 10))
        path.addLine(to: CGPoint(x: tip.x + dy * 10, y: tip.y + dx * 10))
        path.addLine(to: CGPoint(x: tip.x - dy * 10, y: tip.y - dx * 10))
        path.closeSubpath()
      }
      .fill(Color.secondary)
      .opacity(frame.motion.opacity)
      .offset(x: frame.motion.offset.x, y: frame.motion.offset.y)
      .accessibilityHidden(true)
    }
  }

  /// The shared gestures on the popup, as the hosting article maps them: a tap, a long press
  /// as hold and release, and a drag (which tvOS does not have).
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct PopupGestures: ViewModifier {
    let onInput: @MainActor (PopupHostInput) -> Void

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
          .onTapGesture { onInput(.tap) }
          .onLongPressGesture(minimumDuration: 0.3) {
          } onPressingChanged: { pressing in
            onInput(pressing ? .hold : .release)
          }
      #else
        content
          .onTapGesture { onInput(.tap) }
          .onLongPressGesture(minimumDuration: 0.3, maximumDistance: 10) {
          } onPressingChanged: { pressing in
            onInput(pressing ? .hold : .release)
          }
          .gesture(
            DragGesture(minimumDistance: 10)
              .onChanged { value in
                onInput(
                  .dragChanged(
                    translation: PopupPoint(x: value.translation.width, y: value.translation.height)))
              }
              .onEnded { value in
                onInput(
                  .dragEnded(
                    translation: PopupPoint(x: value.translation.width, y: value.translation.height),
                    velocity: PopupPoint(x: value.velocity.width, y: value.velocity.height)))
              })
      #endif
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension View {
    /// Scales the card uniformly about its center. visionOS documents no
    /// `scaleEffect(_:anchor:)` with a `UnitPoint` anchor: there the same call is the overload
    /// whose anchor is a `UnitPoint3D` (its default `.center` too).
    fileprivate func popupScale(_ scale: CGFloat) -> some View {
      #if os(visionOS)
        return self.scaleEffect(scale)
      #else
        return self.scaleEffect(scale)
      #endif
    }
  }
#endif
