import PopupSupport

/// Something a reducer asks its host to do. Effects are plain values the host interprets.
public enum PopupEffect<Output: Equatable & Sendable>: Equatable, Sendable {
  /// Tell the app something happened (for example the undo toast's `expired`).
  case output(Output)
  /// Take the popup off screen for the given reason.
  case dismiss(DismissReason)
  /// Play a haptic.
  case haptic(PopupHaptic)
  /// Announce a message to assistive technologies such as VoiceOver.
  case announce(String)

  /// The output, when this effect carries one.
  public var output: Output? {
    if case .output(let output) = self { return output }
    return nil
  }

  /// The dismiss reason, when this effect is a dismissal.
  public var dismissReason: DismissReason? {
    if case .dismiss(let reason) = self { return reason }
    return nil
  }

  /// Whether this is a haptic or an announcement: feedback for the person, not news for the
  /// app.
  public var isHapticOrAnnouncement: Bool {
    switch self {
    case .haptic, .announce: true
    case .output, .dismiss: false
    }
  }

  /// The same effect with its output transformed, for hosts that wrap a kind's outputs.
  public func mapOutput<NewOutput>(_ transform: (Output) -> NewOutput) -> PopupEffect<NewOutput> {
    switch self {
    case .output(let output): .output(transform(output))
    case .dismiss(let reason): .dismiss(reason)
    case .haptic(let haptic): .haptic(haptic)
    case .announce(let message): .announce(message)
    }
  }
}

/// The haptics a popup can ask for.
public enum PopupHaptic: String, CaseIterable, Hashable, Sendable, Codable {
  case light, medium, selection, success, warning, error
}

extension PopupEffect: CustomStringConvertible {
  /// The effect as a trace line prints it: `output: expired`, `dismiss: timeout`.
  public var description: String {
    switch self {
    case .output(let output): "output: \(output)"
    case .dismiss(let reason): "dismiss: \(reason)"
    case .haptic(let haptic): "haptic: \(haptic.rawValue)"
    case .announce(let message): "announce: \(message.popupQuoted)"
    }
  }
}
