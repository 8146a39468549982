import PopupCore

// The toast-lite a contributor added from the guide (issue 42), in the lighter form: a
// minimal toast's plumbing with derived strings keys, the default stringsKeyPath and an
// optional custom text. A kind module splits it into ToastLite.swift, +Types, +Strings,
// +Inspection and +Samples; here the parts follow in that order.

/// One line of text and an optional Retry that leaves by itself after 4 s; a swipe dismisses it.
public enum ToastLite: LocalizablePopupKind {
  public static let defaultBehavior = PopupBehavior.toast
  public static let defaultPresentation = PopupPresentationOptions.toast(.bottom)

  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(
      configuration: configuration,
      countdown: Countdown(duration: configuration.duration, startingAt: now.local))
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard state.ending == nil, state.configuration.retryTitle != nil else { return [] }
    state.ending = .actionTapped
    return [.output(.actionTapped), .dismiss(.tap)]
  }

  public static func nextDeadline(of state: State) -> PopupInstant? {
    state.ending == nil ? state.countdown.deadline : nil
  }

  public static func tick(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    guard state.ending == nil, state.countdown.isFinished(at: now.local) else { return [] }
    state.ending = .timedOut
    return [.output(.timedOut), .dismiss(.timeout)]
  }

  /// A swipe (or any end the host brings) ends it as timed out.
  public static func willEnd(_ reason: DismissReason, _ state: inout State, now: PopupTime) -> [Output] {
    guard state.ending == nil else { return [] }
    state.ending = .timedOut
    return [.timedOut]
  }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    var row: [RenderNode] = [.text(configuration.message, role: .body)]
    if let retry = configuration.retryTitle {
      let title = retry.or(configuration.strings.retry)
      row.append(.button(title, role: .primary, accessibilityLabel: title, action: action(.actionTapped)))
    }
    return .card(style: .standard, children: [.hstack(row)])
  }
}

extension ToastLite {
  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The line of text.
    public var message: String
    /// Retry's title: `.default` for the strings' "Retry", or `nil` for no Retry.
    public var retryTitle: PopupCustomText?
    /// How long it stays; 4 s by default.
    public var duration: Duration
    /// The built-in texts.
    public var strings: Strings

    /// Creates a configuration.
    public init(
      message: String, retryTitle: PopupCustomText? = nil, duration: Duration = .seconds(4),
      strings: Strings = Strings()
    ) {
      self.message = message
      self.retryTitle = retryTitle
      self.duration = max(duration, .zero)
      self.strings = strings
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    public var configuration: Configuration
    /// The time left.
    public var countdown: Countdown
    /// How it ended, or `nil` while it shows.
    public var ending: Output?
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// Retry was tapped.
    case actionTapped
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// Retry was tapped.
    case actionTapped
    /// It left by itself, or was swiped away.
    case timedOut
  }
}

extension ToastLite {
  /// Every built-in text of the toast, English by default.
  public struct Strings: PopupStrings {
    /// Retry's title when the app passes none.
    public var retry = "Retry"

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] { [.text(\.retry)] }
  }
}

extension ToastLite: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "toast-lite", name: "Toast lite", summary: "One line of text, an optional Retry; leaves after 4 s.",
    category: .toast)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("retry", summary: "tap Retry", event: .actionTapped)
  ]

  /// Every presentation ends with Retry or a timeout.
  public static let endingOutputs: PopupEndingOutputs<Output>? = PopupEndingOutputs([
    "actionTapped", "timedOut",
  ]) { _ in true }
}

extension ToastLite {
  public static let samples: [PopupSample<ToastLite>] = [
    PopupSample("fresh", summary: "Just shown.", configuration: .init(message: "Saved")),
    PopupSample(
      "retry", summary: "A failure with Retry.",
      configuration: .init(message: "Upload failed", retryTitle: .default)),
  ]
}
