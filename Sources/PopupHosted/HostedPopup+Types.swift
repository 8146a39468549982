import PopupCore

extension HostedPopup {
  /// What the app passes in: which of its views to draw, and what its buttons may do.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The id the host knows the view by (`"map-preview"`): the host draws that view.
    public var viewID: String
    /// What assistive technologies read for the view as a whole.
    public var accessibilityLabel: String
    /// The size the view wants, in points, for a host that places the popup before measuring;
    /// zero (the default) when the host measures the view itself and passes its size to the
    /// frame.
    public var size: PopupSize
    /// The ids of the view's actions that end the popup (with `.tap`) once reported.
    public var endingActions: Set<String>
    /// Whether the popup draws a close button under the view; default no.
    public var showsCloseButton: Bool
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings

    /// Creates a configuration.
    public init(
      viewID: String, accessibilityLabel: String, size: PopupSize = PopupSize(width: 0, height: 0),
      endingActions: Set<String> = [], showsCloseButton: Bool = false, strings: Strings = Strings()
    ) {
      self.viewID = viewID
      self.accessibilityLabel = accessibilityLabel
      self.size = size
      self.endingActions = endingActions
      self.showsCloseButton = showsCloseButton
      self.strings = strings
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// Whether the popup has ended by an action or the close button.
    public var isEnded = false

    /// Creates the state of a fresh popup.
    public init(configuration: Configuration) {
      self.configuration = configuration
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// A control of the app's view was used, by the id the app gave it.
    case actionTapped(String)
    /// The close button was tapped.
    case closeTapped
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// A control of the app's view was used, by its id.
    case actionTapped(String)
  }
}
