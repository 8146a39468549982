import PopupCore

extension UndoToast {
  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// What was done, for example "Photo deleted".
    public var message: String
    /// How long Undo stays available; default 5 s. A negative duration counts as zero.
    public var duration: Duration
    /// How the countdown is drawn: a ring (default) or a bar.
    public var indicator: CountdownStyle
    /// The button's title; the strings' ``Strings/undo`` ("Undo") unless the app sets one.
    public var actionTitle: PopupCustomText
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings

    /// Creates a configuration; a `nil` action title comes from `strings`.
    public init(
      message: String, duration: Duration = .seconds(5), indicator: CountdownStyle = .ring,
      actionTitle: String? = nil, strings: Strings = Strings()
    ) {
      self.message = message
      self.duration = max(duration, .zero)
      self.indicator = indicator
      self.actionTitle = PopupCustomText(actionTitle)
      self.strings = strings
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// The countdown, started when the toast was presented.
    public var countdown: Countdown
    /// How the toast ended, or `nil` while it is live.
    public var ending: Output?
    /// Why the host ended the toast before its countdown did, if it did (a swipe, the
    /// session's auto-dismiss); `nil` when the toast ended itself.
    public var endedBy: DismissReason?
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// The Undo button was tapped.
    case undoTapped
  }

  /// What the app hears back: exactly one of these ends every presentation the app does not
  /// dismiss itself.
  public enum Output: Hashable, Sendable {
    /// The user tapped Undo: restore what was removed.
    case undone
    /// The time ran out with no Undo (the toast's countdown, or a shorter auto-dismiss of the
    /// session): commit the destructive action now.
    case expired
    /// The toast was closed before its time ran out, with no Undo, for this reason (a swipe
    /// gives `.drag`): commit the destructive action now.
    case closedEarly(DismissReason)

    /// Whether the undo window closed without Undo, so the app commits its action: every
    /// output but ``undone``.
    public var commits: Bool { self != .undone }
  }
}
