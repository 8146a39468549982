import PopupCore

// The toast-lite a contributor added from the guide (issue 42), in the lighter form the guide
// teaches: the category's behavior and presentation, strings keys derived from their
// properties, `stringsKeyPath` by default, ending outputs by their names, an optional custom
// text. `Scripts/plumbing-share.py --kind-file` counts its plumbing (CI holds it to 45 lines).
// A kind module may split it into ToastLite.swift, +Types, +Strings, +Inspection and
// +Samples; here the parts follow in that order, in one file, as the guide's snackbar does.

/// One line of text and an optional Retry that leaves by itself after 4 s; a swipe dismisses it.
public enum ToastLite: LocalizablePopupKind {
  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The line of text.
    public var message: String
    /// Retry's title: `.default` for the strings' "Retry", or `nil` for no Retry.
    public var retryTitle: PopupCustomText?
    /// How long it stays; 4 s by default.
    public var duration: Duration
    /// The built-in texts, English unless the app sets others.
    public var strings = ToastLite.Strings()

    /// Creates a configuration with the English texts.
    public init(message: String, retryTitle: PopupCustomText? = nil, duration: Duration = .seconds(4)) {
      self.message = message
      self.retryTitle = retryTitle
      self.duration = max(duration, .zero)
    }
  }

  /// Everything a view shows: what the app passed in, the time left, and how it ended.
  public struct State: Hashable, Sendable {
    public var configuration: Configuration
    public var countdown: Countdown
    public var ending: Output?
  }

  /// Retry was tapped.
  public enum Event: Hashable, Sendable { case actionTapped }
  /// Retry was tapped, or it left by itself or was swiped away.
  public enum Output: Hashable, Sendable { case actionTapped, timedOut }

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

  public static let verbs = [PopupVerb("retry", summary: "tap Retry", event: Event.actionTapped)]

  /// Every presentation ends with Retry or a timeout.
  public static let endingOutputs: PopupEndingOutputs<Output>? = ["actionTapped", "timedOut"]
}

extension ToastLite {
  public static let samples: [PopupSample<ToastLite>] = [
    PopupSample("fresh", summary: "Just shown.", configuration: .init(message: "Saved")),
    PopupSample(
      "retry", summary: "A failure with Retry.",
      configuration: .init(message: "Upload failed", retryTitle: .default)),
  ]
}
