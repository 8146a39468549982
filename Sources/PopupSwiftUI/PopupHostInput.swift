#if canImport(SwiftUI)
  import PopupCore

  /// What the user did to a drawn popup, as ``PopupFrameView`` reports it: the host hands it
  /// to the session or center that owns the popup (``PopupCenterModel/handle(_:)`` does).
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  public enum PopupHostInput: Hashable, Sendable {
    /// A control was used: a button's, star's, toggle's or tappable card's action, or a
    /// field's action with its new text (`PopupFieldAction/action(settingTextTo:)`).
    case action(PopupAction)
    /// A tap on the popup, outside its controls.
    case tap
    /// A tap on the scrim, when it does not pass touches through.
    case tapOutside
    /// A finger came down on the popup and stays (a long press began): countdowns stand still.
    case hold
    /// That finger lifted.
    case release
    /// A drag on the popup moved: its translation since it began, in points.
    case dragChanged(translation: PopupPoint)
    /// The drag ended: its whole translation and the finger's velocity, in points a second.
    case dragEnded(translation: PopupPoint, velocity: PopupPoint)
  }
#endif
