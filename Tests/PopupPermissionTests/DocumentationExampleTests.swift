import PopupCore
import PopupPermission
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupPermission/PopupPermission.docc/PopupPermission.md`.
@Suite("PermissionPrompt: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func backFromSettingsWithTheCameraOnEndsThePrimer() throws {
    try PopupScenario<PermissionPrompt>(
      "denied, then turned on in Settings",
      configuration: .single(
        .camera, title: "Camera", message: "Take photos straight into an album.", status: .denied),
      steps: [
        .send(.continueTapped), .send(.settingsTapped),
        .send(.statusChanged(permission: .camera, status: .authorized)),
      ],
      expected: .outputs([.settingsRequested(.camera)]), ending: .tap
    ).run()
  }
}
