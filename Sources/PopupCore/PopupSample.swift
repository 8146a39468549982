/// A named, reproducible state of a kind: a configuration and a script of steps from the
/// moment it is presented.
public struct PopupSample<Kind: PopupKind>: Sendable {
  /// The sample's name, lowercase with dashes: `two-seconds-left`.
  public var name: String
  /// One line on what the sample shows.
  public var summary: String
  /// The configuration the popup is presented with.
  public var configuration: Kind.Configuration
  /// What happens after it is presented, in order.
  public var script: [PopupStep<Kind.Event>]
  /// The screen the sample is shown on, or `nil` for ``PopupScreen/phone`` (the popover
  /// sample of the action sheet needs a tablet's regular width).
  public var screen: PopupScreen?
  /// How the sample is presented, or `nil` for the kind's ``PopupKind/defaultPresentation``
  /// (hosted content shown as a popover on a phone needs other options).
  public var options: PopupPresentationOptions?

  /// Creates a sample.
  public init(
    _ name: String, summary: String, configuration: Kind.Configuration,
    script: [PopupStep<Kind.Event>] = [], screen: PopupScreen? = nil, options: PopupPresentationOptions? = nil
  ) {
    self.name = name
    self.summary = summary
    self.configuration = configuration
    self.script = script
    self.screen = screen
    self.options = options
  }
}

/// One step of a script: a kind's own event or something every popup understands.
public enum PopupStep<Event: Equatable & Sendable>: Equatable, Sendable {
  /// The kind's own event.
  case send(Event)
  /// Let time pass on both clocks (only the wall clock while held), firing what falls due.
  case wait(Duration)
  /// A finger rests on the popup: its local countdowns pause.
  case hold
  /// The finger lifts: its countdowns resume with the time that was left.
  case release
  /// A tap on the popup itself.
  case tap
  /// A tap outside the popup.
  case tapOutside
  /// A drag on the popup.
  case drag
  /// The app dismisses the popup in code.
  case dismiss
  /// The wall clock jumps by a duration (the user set the clock, the device synced); local
  /// time stands still.
  case jump(Duration)
  /// Press what is on screen with this title or accessibility label: a button, a toggle, a
  /// star ("3 stars"). It sends that node's action.
  case press(String)
  /// Type a text into the field with this label: it sends the field's action for the text.
  case fill(label: String, text: String)
  /// The device's accessibility setting is turned on or off: VoiceOver, Reduce Motion,
  /// larger text (see ``PopupAccessibility``).
  case setting(setting: PopupAccessibility.Setting, isOn: Bool)
  /// The host's screen changes: its size and width class (a rotation, a split view). Its safe
  /// area and keyboard stay as they were.
  case screen(PopupScreen)
  /// The keyboard comes up this many points tall, or goes down (0): popups that avoid it
  /// move above it.
  case keyboard(Double)
}
