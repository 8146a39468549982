#if canImport(SwiftUI)
  import Accessibility
  import PopupCore
  import PopupDriving
  import PopupPresentation
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension PopupCenterModel {
    /// Hands the center what the user did to the popup on screen, as the hosting article
    /// maps it: a control's action to the popup's kind, a tap and a tap outside, a long press
    /// as hold and release, a drag as the scroll sheet's pull and lift or else, past
    /// ``PopupCenterModel/swipeDistance``, as a swipe.
    public func handle(_ input: PopupHostInput) {
      switch input {
      case .action(let action): perform(action)
      case .tap: tap()
      case .tapOutside: tapOutside()
      case .hold: hold()
      case .release: release()
      case .dragChanged(let translation): dragChanged(translation: translation.y)
      case .dragEnded(let translation, let velocity):
        dragEnded(
          distance: (translation.x * translation.x + translation.y * translation.y).squareRoot(),
          velocity: velocity.y)
      }
    }
  }

  /// A haptic to play, numbered so that the same haptic twice is two changes.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct PopupHapticCue: Equatable {
    var haptic: PopupHaptic
    var number: Int
  }

  /// The layer over an app's view that draws a center's popup on screen, tells the center the
  /// screen and the accessibility settings, and plays its effects once each.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct PopupCenterLayer<C: Clock>: View where C.Duration == Duration {
    let model: PopupCenterModel<C>
    let hosted: (String) -> AnyView
    let onEffect: (PopupCenterEffect) -> Void

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    #if os(macOS)
      // macOS has no size classes: the width decides (PopupWidthClass(width:)).
      private var horizontalSizeClass: UserInterfaceSizeClass? { nil }
    #else
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif
    @State private var contentSize: PopupSize?
    @State private var heightAboveKeyboard: Double?
    @State private var haptic: PopupHapticCue?

    var accessibility: PopupAccessibility {
      PopupAccessibility(
        isVoiceOverRunning: voiceOver, reducesMotion: reduceMotion,
        prefersLargerText: dynamicTypeSize.isAccessibilitySize)
    }

    var body: some View {
      ZStack {
        // The space the app's content has, stopping at the keyboard: the keyboard's height
        // is what the full screen has more.
        GeometryReader { proxy in
          Color.clear
            .onAppear { heightAboveKeyboard = proxy.size.height }
            .onChange(of: proxy.size.height) { _, height in heightAboveKeyboard = height }
        }
        .ignoresSafeArea(.container)
        GeometryReader { proxy in
          let screen = PopupScreenReading.screen(
            size: proxy.size, safeArea: proxy.safeAreaInsets, heightAboveKeyboard: heightAboveKeyboard,
            sizeClass: horizontalSizeClass, dynamicTypeSize: dynamicTypeSize)
          // Observed: each change of the center redraws, and while the popup moves the
          // timeline takes a frame on every display refresh; at rest it takes none.
          let _ = model.revision
          TimelineView(.animation(minimumInterval: nil, paused: !model.isMoving)) { _ in
            if let current = model.frame(contentSize: contentSize).current {
              PopupFrameView(
                current.frame, onInput: { model.handle($0) }, hosted: hosted,
                onContentSize: { contentSize = $0 })
            }
          }
          .onChange(of: screen, initial: true) { _, screen in try? model.setScreen(screen) }
        }
        .ignoresSafeArea()
      }
      .onChange(of: accessibility, initial: true) { _, settings in model.setAccessibility(settings) }
      .onAppear { model.onEffect = play }
      .onDisappear { model.stop() }
      .modifier(PopupHaptics(cue: haptic))
    }

    /// Plays one effect, once: a haptic, an announcement, and every effect to the app.
    func play(_ effect: PopupCenterEffect) {
      switch effect.effect {
      case .haptic(let kind)?:
        haptic = PopupHapticCue(haptic: kind, number: (haptic?.number ?? 0) + 1)
      case .announce(let message)?:
        AccessibilityNotification.Announcement(message).post()
      default:
        break
      }
      onEffect(effect)
    }
  }

  /// Plays haptics with `sensoryFeedback`, where the platform has it.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct PopupHaptics: ViewModifier {
    let cue: PopupHapticCue?

    func body(content: Content) -> some View {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 26, *) {
        content.sensoryFeedback(trigger: cue) { cue.map { Self.feedback($0.haptic) } }
      } else {
        content
      }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 26, *)
    static func feedback(_ haptic: PopupHaptic) -> SensoryFeedback {
      switch haptic {
      case .light: .impact(weight: .light)
      case .medium: .impact(weight: .medium)
      case .selection: .selection
      case .success: .success
      case .warning: .warning
      case .error: .error
      }
    }
  }

  /// The screen a view sees, as the session's `PopupScreen`.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  enum PopupScreenReading {
    static func screen(
      size: CGSize, safeArea: EdgeInsets, heightAboveKeyboard: Double?, sizeClass: UserInterfaceSizeClass?,
      dynamicTypeSize: DynamicTypeSize
    ) -> PopupScreen {
      let keyboard = heightAboveKeyboard.map { max(size.height - $0, 0) } ?? 0
      let widthClass: PopupWidthClass? =
        switch sizeClass {
        case .compact?: .compact
        case .regular?: .regular
        default: nil
        }
      return PopupScreen(
        size: PopupSize(width: size.width, height: size.height),
        safeArea: PopupInsets(
          top: safeArea.top, leading: safeArea.leading, bottom: max(safeArea.bottom - keyboard, 0),
          trailing: safeArea.trailing),
        keyboardHeight: keyboard, widthClass: widthClass, textScale: textScale(dynamicTypeSize))
    }

    /// How much larger than the default (`large`) each Dynamic Type size draws body text.
    static func textScale(_ size: DynamicTypeSize) -> Double {
      switch size {
      case .xSmall: 0.82
      case .small: 0.88
      case .medium: 0.94
      case .large: 1
      case .xLarge: 1.12
      case .xxLarge: 1.24
      case .xxxLarge: 1.35
      case .accessibility1: 1.65
      case .accessibility2: 2
      case .accessibility3: 2.41
      case .accessibility4: 2.82
      case .accessibility5: 3.12
      @unknown default: 1
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension View {
    /// Draws the popup on screen of a center over this view, and plays its effects: haptics
    /// with `sensoryFeedback`, announcements with `AccessibilityNotification.Announcement`,
    /// and every effect (outputs, dismissals, popups shown and paused) to `onEffect`.
    ///
    /// `hosted` gives the app's own view for a hosted node's or a custom scrim's id.
    public func popupCenter<C: Clock>(
      _ model: PopupCenterModel<C>, onEffect: @escaping (PopupCenterEffect) -> Void = { _ in },
      hosted: @escaping (String) -> AnyView = { _ in AnyView(EmptyView()) }
    ) -> some View where C.Duration == Duration {
      overlay { PopupCenterLayer(model: model, hosted: hosted, onEffect: onEffect) }
    }

    /// Presents a popup of a kind while `item` is not `nil`, made from it by `configuration`,
    /// and hands back its outputs; when the popup ends, `item` becomes `nil`. A new item
    /// replaces the popup on screen.
    public func popup<Kind: PopupKind, Item: Equatable>(
      _ kind: Kind.Type, item: Binding<Item?>, options: PopupPresentationOptions = Kind.defaultPresentation,
      hosted: @escaping (String) -> AnyView = { _ in AnyView(EmptyView()) },
      _ configuration: @escaping (Item) -> Kind.Configuration,
      onOutput: @escaping (Kind.Output) -> Void = { _ in }
    ) -> some View {
      modifier(
        PopupItemModifier<Kind, Item>(
          item: item, options: options, hosted: hosted, configuration: configuration, onOutput: onOutput))
    }
  }

  /// `popup(_:item:options:hosted:_:onOutput:)`: one popup from a binding, through a center of
  /// its own.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct PopupItemModifier<Kind: PopupKind, Item: Equatable>: ViewModifier {
    @Binding var item: Item?
    let options: PopupPresentationOptions
    let hosted: (String) -> AnyView
    let configuration: (Item) -> Kind.Configuration
    let onOutput: (Kind.Output) -> Void
    @State private var model = PopupCenterModel(clock: ContinuousClock())

    static var id: String { "popup" }

    func body(content: Content) -> some View {
      content
        .popupCenter(
          model,
          onEffect: { effect in
            if let output = effect.output(of: Kind.self) { onOutput(output) }
            if effect.dismissReason != nil { item = nil }
          }, hosted: hosted
        )
        .onChange(of: item, initial: true) { _, item in
          if let item {
            model.present(Kind.self, id: Self.id, configuration(item), options: options)
          } else if model.center.contains(id: Self.id) {
            model.dismiss(id: Self.id)
          }
        }
    }
  }
#endif
