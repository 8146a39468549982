import PopupCore

extension PermissionPrompt {
  static let notifications = Configuration.single(
    .notifications, title: "Notifications", message: "Hear when a friend shares an album with you.")

  static let several = Configuration(
    title: "Set up Orbit",
    rows: [
      Row(.notifications, title: "Notifications", message: "Hear when a friend shares an album."),
      Row(.camera, title: "Camera", message: "Take photos straight into an album."),
      Row(.photos, title: "Photos", message: "Add the photos you already have."),
    ])

  public static let samples: [PopupSample<PermissionPrompt>] = [
    PopupSample("single", summary: "One permission, never asked: the primer.", configuration: notifications),
    PopupSample(
      "several", summary: "Three rows; the first one's system prompt is showing.", configuration: several,
      script: [.send(.continueTapped)]),
    PopupSample(
      "denied", summary: "Denied before: only Settings can change it.",
      configuration: .single(
        .camera, title: "Camera", message: "Take photos straight into an album.", status: .denied)),
    PopupSample(
      "restricted", summary: "Restricted by a device policy: an explanation, no Settings button.",
      configuration: .single(
        .camera, title: "Camera", message: "Take photos straight into an album.", status: .restricted)),
    PopupSample(
      "limited", summary: "Some photos only: Manage access.",
      configuration: .single(
        .photos, title: "Photos", message: "Add the photos you already have.", status: .limited)),
    PopupSample(
      "tracking-waits", summary: "Tracking: Continue waits for the app to become active.",
      configuration: .single(.tracking, title: "Personalised offers", message: "Ads that fit what you like."),
      script: [.send(.continueTapped)]),
  ]
}
