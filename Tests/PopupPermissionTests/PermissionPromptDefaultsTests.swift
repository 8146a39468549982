import PopupCore
import PopupPermission
import Testing

/// Every default the documentation of PermissionPrompt's initializers states, by name: change a
/// default and the line naming it fails.
@Suite("PermissionPrompt: documented defaults")
struct PermissionPromptDefaultsTests {
  @Test func everyDocumentedDefault() {
    let configuration = PermissionPrompt.Configuration(
      title: "t", rows: [.init(.camera, title: "Camera", message: "m")])
    #expect(configuration.appIsActive == false, "PermissionPrompt.Configuration.appIsActive")
  }
}
