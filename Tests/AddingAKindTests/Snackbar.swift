import PopupCore

/// A message and one action that leaves by itself: the example kind of the "Adding a kind"
/// guide, written as a kind module would be and held to everything the package asks of one.
public enum Snackbar: LocalizablePopupKind {
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    public var message: String
    /// The action's title; the strings' `action` ("OK") unless the app sets one.
    public var actionTitle: PopupCustomText
    public var duration: Duration
    /// The built-in texts: English, unless the app sets others.
    public var strings = Snackbar.Strings()

    public init(message: String, actionTitle: String? = nil, duration: Duration = .seconds(4)) {
      self.message = message
      self.actionTitle = PopupCustomText(actionTitle)
      self.duration = max(duration, .zero)
    }
  }

  public struct State: Hashable, Sendable {
    public var configuration: Configuration
    public var countdown: Countdown
    public var ending: Output?
  }

  public enum Event: Hashable, Sendable { case actionTapped }
  public enum Output: Hashable, Sendable { case actionTapped, expired }

  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(
      configuration: configuration,
      countdown: Countdown(duration: configuration.duration, startingAt: now.local))
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard state.ending == nil else { return [] }
    state.ending = .actionTapped
    return [.output(.actionTapped), .dismiss(.tap)]
  }

  public static func nextDeadline(of state: State) -> PopupInstant? {
    state.ending == nil ? state.countdown.deadline : nil
  }

  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    guard state.ending == nil, state.countdown.isFinished(at: now.local) else { return [] }
    state.ending = .expired
    return [.output(.expired), .dismiss(.timeout)]
  }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let title = configuration.actionTitle.or(configuration.strings.action)
    return .card(
      style: .standard,
      children: [
        .hstack([
          .text(configuration.message, role: .body),
          .button(title, role: .primary, accessibilityLabel: title, action: action(.actionTapped)),
        ])
      ])
  }
}

extension Snackbar {
  /// Every built-in text of the snackbar, English by default.
  public struct Strings: PopupStrings {
    /// The action's title when the app passes none.
    public var action = "OK"

    public init() {}

    public static var entries: [PopupStringsEntry<Self>] { [.text(\.action)] }
  }
}

extension Snackbar: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "snackbar", name: "Snackbar", summary: "A message and one action that leaves by itself.",
    category: .toast)

  public static let verbs = [PopupVerb("action", summary: "tap the action", event: Event.actionTapped)]
}

extension Snackbar {
  public static let samples: [PopupSample<Snackbar>] = [
    PopupSample("fresh", summary: "Just shown.", configuration: .init(message: "Message archived")),
    PopupSample(
      "acted", summary: "Its action tapped.", configuration: .init(message: "Message archived"),
      script: [.send(.actionTapped)]),
    PopupSample(
      "expired", summary: "Left alone for its four seconds.",
      configuration: .init(message: "Message archived"),
      script: [.wait(.seconds(4))]),
  ]
}
