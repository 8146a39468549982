import PopupCore
import PopupPermission
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let permission = PermissionPrompt.Configuration(
    title: "t", rows: [.init(.camera, title: "Camera", message: "m")])
}

/// Every default PermissionPrompt's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("PermissionPrompt: documented defaults")
struct PermissionPromptDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("PermissionPrompt.Configuration.appIsActive", false) { Defaulted.permission.appIsActive },
    .init("PermissionPrompt.Row.status", PermissionStatus.notDetermined) {
      Defaulted.permission.rows[0].status
    },
    .init("PermissionPrompt.Configuration.single status", PermissionStatus.notDetermined) {
      PermissionPrompt.Configuration.single(.camera, title: "Camera", message: "m").rows[0].status
    },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
