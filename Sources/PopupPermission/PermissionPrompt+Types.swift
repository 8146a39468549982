import PopupCore

/// A permission an app asks the system for.
public enum Permission: String, CaseIterable, Hashable, Sendable, CustomStringConvertible, Codable {
  case notifications, camera, microphone, photos
  case locationWhenInUse = "location-when-in-use"
  case locationAlways = "location-always"
  case contacts, calendars, reminders, tracking, bluetooth, motion, speech
  case localNetwork = "local-network"

  /// Its name as scripts write it: `notifications`, `location-when-in-use`.
  public var description: String { rawValue }
}

/// Where a permission stands with the system.
public enum PermissionStatus: String, CaseIterable, Hashable, Sendable, CustomStringConvertible, Codable {
  /// Never asked: the system prompt can still show.
  case notDetermined = "not-determined"
  /// The person said no: only Settings can change it.
  case denied
  /// A profile or parental control forbids it: nothing the person can change.
  case restricted
  /// Granted.
  case authorized
  /// Granted quietly, for notifications delivered without interrupting.
  case provisional
  /// Granted for part (some photos, approximate location).
  case limited

  /// Its name as scripts write it: `not-determined`, `authorized`.
  public var description: String { rawValue }

  /// Whether the permission is granted, in full or in part.
  public var isGranted: Bool { self == .authorized || self == .provisional || self == .limited }
}

extension PermissionPrompt {
  /// One permission the primer asks for, with what it says about it.
  public struct Row: Hashable, Sendable, Codable {
    /// The permission.
    public var permission: Permission
    /// What it is for, as a title: "Notifications".
    public var title: String
    /// Why the app wants it.
    public var message: String
    /// Its status when the primer is presented.
    public var status: PermissionStatus

    /// Creates a row.
    public init(
      _ permission: Permission, title: String, message: String, status: PermissionStatus = .notDetermined
    ) {
      self.permission = permission
      self.title = title
      self.message = message
      self.status = status
    }
  }

  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The primer's title.
    public var title: String
    /// The permissions, in the order they are asked for.
    public var rows: [Row]
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings
    /// Whether the app is active now; the tracking prompt waits until it is. Hosts send
    /// `appBecameActive` when their scene becomes active. Default `false`.
    public var appIsActive: Bool

    /// Creates a configuration.
    public init(title: String, rows: [Row], appIsActive: Bool = false, strings: Strings = Strings()) {
      self.title = title
      self.rows = rows
      self.strings = strings
      self.appIsActive = appIsActive
    }

    /// A primer for one permission.
    public static func single(
      _ permission: Permission, title: String, message: String, status: PermissionStatus = .notDetermined
    ) -> Configuration {
      Configuration(title: title, rows: [Row(permission, title: title, message: message, status: status)])
    }

    /// What the popup calls a permission in its captions: its row's title, which the app
    /// writes in its language, or the permission's identifier when no row asks for it.
    func title(of permission: Permission) -> String {
      rows.first { $0.permission == permission }?.title ?? permission.rawValue
    }
  }

  /// What a row still needs from the person.
  public enum Need: String, Hashable, Sendable, Codable {
    /// Not asked yet: the primer, then the system prompt.
    case ask
    /// Denied: only Settings can change it.
    case settings
    /// Granted in part: the person may widen it.
    case manage
    /// Restricted: an explanation, nothing to do.
    case explain
    /// Granted, or answered in this primer.
    case none
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// Each row's status now.
    public var statuses: [PermissionStatus]
    /// The rows the system answered while this primer showed.
    public var answered: Set<Permission> = []
    /// The permission whose system prompt is showing, waiting for its answer.
    public var awaitingSystem: Permission?
    /// The permission whose system prompt waits for the app to become active (tracking).
    public var awaitingActive: Permission?
    /// Whether the app is active.
    public var appIsActive: Bool
    /// Whether the primer has ended.
    public var isEnded = false

    /// Creates the state of a primer.
    public init(configuration: Configuration) {
      self.configuration = configuration
      self.statuses = configuration.rows.map(\.status)
      self.appIsActive = configuration.appIsActive
    }

    /// The index of a permission's row, if it has one.
    public func index(of permission: Permission) -> Int? {
      configuration.rows.firstIndex { $0.permission == permission }
    }

    /// What the row at an index still needs.
    public func need(at index: Int) -> Need {
      let permission = configuration.rows[index].permission
      if answered.contains(permission) { return .none }
      switch statuses[index] {
      case .notDetermined: return .ask
      case .denied: return .settings
      case .limited, .provisional: return .manage
      case .restricted: return .explain
      case .authorized: return .none
      }
    }

    /// The row the primer is about now: the first that needs asking, Settings or managing;
    /// else the first restricted one; `nil` when nothing is left.
    public var currentIndex: Int? {
      let indices = configuration.rows.indices
      return indices.first { [.ask, .settings, .manage].contains(need(at: $0)) }
        ?? indices.first { need(at: $0) == .explain }
    }

    /// Whether any row still needs asking, Settings or managing.
    public var isAnythingLeft: Bool {
      configuration.rows.indices.contains { [.ask, .settings, .manage].contains(need(at: $0)) }
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// Continue on the primer: ask the system for the current row.
    case continueTapped
    /// "Not now".
    case notNowTapped
    /// "Open Settings" on a denied row.
    case settingsTapped
    /// "Manage access" on a limited or provisional row.
    case manageTapped
    /// The system prompt was answered.
    case systemResponded(permission: Permission, status: PermissionStatus)
    /// A status changed outside the primer (on return from Settings).
    case statusChanged(permission: Permission, status: PermissionStatus)
    /// The app became active.
    case appBecameActive
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// Show the system prompt for this permission now.
    case systemPromptRequested(Permission)
    /// The system granted it, in full or in part.
    case granted(permission: Permission, status: PermissionStatus)
    /// The system denied it.
    case denied(Permission)
    /// The person said "Not now".
    case declined
    /// Open the app's page in Settings for this permission.
    case settingsRequested(Permission)
    /// Show the system's way to widen this permission.
    case manageAccessRequested(Permission)
  }
}
