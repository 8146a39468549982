/// The accessibility settings of the device, which the host reads from its platform
/// (`UIAccessibility`, `prefers-reduced-motion`, Android's accessibility manager) and passes
/// in. A popup adapts to them:
///
/// - **VoiceOver running**: a toast or banner that carries an action does not go by itself;
///   its countdowns wait for the user, as if held (Android's accessibility manager stretches
///   such timeouts for the same reason).
/// - **Reduce Motion**: every entrance and exit becomes a short fade, and kinds with motion of
///   their own (the celebration's confetti) calm it.
/// - **Larger text**: text is drawn at least ``largerTextScale`` times its default size (a
///   host's own text scale, `PopupScreen/textScale`, when that is larger), and the popup is
///   laid out for it: it grows, and shrinks to the screen (its host scrolls it) when it no
///   longer fits.
public struct PopupAccessibility: Hashable, Sendable {
  /// One setting, as scripts name it: `setting voiceover on`.
  public enum Setting: String, CaseIterable, Hashable, Sendable {
    case voiceOver = "voiceover"
    case reduceMotion = "reduce-motion"
    case largerText = "larger-text"
  }

  /// Whether a screen reader (VoiceOver, TalkBack) is running.
  public var isVoiceOverRunning: Bool
  /// Whether the user asked for less motion.
  public var reducesMotion: Bool
  /// Whether the user asked for larger text than the default.
  public var prefersLargerText: Bool

  /// How much larger text is drawn, at least, when the user asks for larger text: about
  /// iOS's first accessibility size over its default.
  public static let largerTextScale = 1.35

  /// The scale text is drawn at on a screen: the screen's own, or at least
  /// ``largerTextScale`` with larger text on.
  public func textScale(on screen: PopupScreen) -> Double {
    prefersLargerText ? max(screen.textScale, Self.largerTextScale) : screen.textScale
  }

  /// Creates settings; all off by default.
  public init(isVoiceOverRunning: Bool = false, reducesMotion: Bool = false, prefersLargerText: Bool = false)
  {
    self.isVoiceOverRunning = isVoiceOverRunning
    self.reducesMotion = reducesMotion
    self.prefersLargerText = prefersLargerText
  }

  /// One setting, on or off.
  public subscript(setting: Setting) -> Bool {
    get {
      switch setting {
      case .voiceOver: isVoiceOverRunning
      case .reduceMotion: reducesMotion
      case .largerText: prefersLargerText
      }
    }
    set {
      switch setting {
      case .voiceOver: isVoiceOverRunning = newValue
      case .reduceMotion: reducesMotion = newValue
      case .largerText: prefersLargerText = newValue
      }
    }
  }
}
