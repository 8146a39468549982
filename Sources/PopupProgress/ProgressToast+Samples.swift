import PopupCore

extension ProgressToast {
  static let upload = Configuration(title: "Uploading photo")

  public static let samples: [PopupSample<ProgressToast>] = [
    PopupSample(
      "pending", summary: "Just presented: hidden for its 0.5 s grace, so quick work never flashes it.",
      configuration: upload),
    PopupSample(
      "estimate", summary: "40 % after 20 % two seconds before: about 6 s left.",
      configuration: Configuration(title: "Uploading photo", detail: "3.2 of 8 MB"),
      script: [.wait(.seconds(1)), .send(.progressed(0.2)), .wait(.seconds(2)), .send(.progressed(0.4))]),
    PopupSample(
      "indeterminate", summary: "A second in, with no progress known.",
      configuration: Configuration(title: "Preparing export", isCancellable: false),
      script: [.wait(.seconds(1))]),
    PopupSample(
      "success", summary: "Succeeded: a check, then it goes by itself after 2 s.", configuration: upload,
      script: [.wait(.seconds(1)), .send(.progressed(0.6)), .send(.succeeded("Uploaded"))]),
    PopupSample(
      "failure", summary: "Failed: the message, Retry and Close; it stays.", configuration: upload,
      script: [.wait(.seconds(1)), .send(.progressed(0.3)), .send(.failed("You're offline."))]),
    PopupSample(
      "cancelling", summary: "Cancel tapped: waiting for the app to confirm.", configuration: upload,
      script: [.wait(.seconds(1)), .send(.progressed(0.5)), .send(.cancelTapped)]),
  ]
}
