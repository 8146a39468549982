import PopupCore

extension PermissionPrompt {
  /// Every built-in text of the permission primer, English by default; see `PopupStrings`
  /// for overriding them per locale. `{permission}` is a permission's name. The button
  /// defaults follow App Review practice: a primer never says "Allow" (the system prompt does).
  public struct Strings: PopupStrings {
    /// Goes on to the system prompt.
    public var proceed = "Continue"
    /// Declines for now.
    public var notNow = "Not now"
    /// For a denied permission.
    public var openSettings = "Open Settings"
    /// For a limited or provisional one.
    public var manageAccess = "Manage access"
    /// A row: `{permission}` is its title (after the current row's mark) and `{status}` its
    /// status below.
    public var row = "{permission}: {status}"
    /// ``PermissionStatus/notDetermined``.
    public var notDetermined = "not asked yet"
    /// ``PermissionStatus/denied``.
    public var denied = "off"
    /// ``PermissionStatus/restricted``.
    public var restricted = "restricted"
    /// ``PermissionStatus/authorized``.
    public var authorized = "on"
    /// ``PermissionStatus/provisional``.
    public var provisional = "on, delivered quietly"
    /// ``PermissionStatus/limited``.
    public var limited = "limited"
    /// While the system prompt is up; `{permission}` is the row's title.
    public var waiting = "Waiting for the system prompt for {permission}…"
    /// While a prompt waits for the app to become active; `{permission}` is the row's title.
    public var waitingForActive = "The {permission} prompt shows when the app is active."
    /// Under a restricted permission, which the app cannot change.
    public var restrictedExplanation = "This is turned off by a device policy; it cannot be changed here."

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [
        .text(\.proceed), .text(\.notNow), .text(\.openSettings),
        .text(\.manageAccess), .text(\.row), .text(\.notDetermined),
        .text(\.denied), .text(\.restricted), .text(\.authorized),
        .text(\.provisional), .text(\.limited), .text(\.waiting),
        .text(\.waitingForActive),
        .text(\.restrictedExplanation),
      ]
    }

    /// How a status reads in a row.
    func label(of status: PermissionStatus) -> String {
      switch status {
      case .notDetermined: notDetermined
      case .denied: denied
      case .restricted: restricted
      case .authorized: authorized
      case .provisional: provisional
      case .limited: limited
      }
    }
  }
}

extension PermissionPrompt: LocalizablePopupKind {}
