import PopupCore

extension InputPopup {
  static let rename = Configuration(
    unchecked: "Rename folder",
    fields: [
      Field(
        "name", label: "Name", initialText: "Untitled", placeholder: "Folder name",
        validators: [.required, .maxLength(40), .forbiddenCharacters("/")])
    ], submitTitle: "Rename")

  static let signUp = Configuration(
    unchecked: "Create your account",
    fields: [
      Field(
        "email", label: "Email", placeholder: "name@example.com", contentHint: .email,
        validators: [.required, .email]),
      Field("password", label: "Password", isSecure: true, validators: [.required, .minLength(8)]),
      Field(
        "confirm", label: "Confirm password", isSecure: true,
        validators: [.equalsField("password", message: "The passwords differ.")]),
    ], submitTitle: "Sign up")

  static let username = Configuration(
    unchecked: "Pick a username",
    fields: [
      Field(
        "username", label: "Username", placeholder: "letters, digits, _",
        validators: [
          .required, .minLength(3), .maxLength(20),
          .pattern("[a-z0-9_]+", message: "Letters, digits and _ only."),
          .notIn(["admin", "root"], caseInsensitive: true, message: "That name is reserved."), .async,
        ])
    ], submitTitle: "Continue")

  public static let samples: [PopupSample<InputPopup>] = [
    PopupSample("rename", summary: "Rename a folder: required, at most 40, no '/'.", configuration: rename),
    PopupSample(
      "sign-up", summary: "Email, password of 8 or more, and its confirmation.", configuration: signUp,
      script: [.send(.textChanged(field: "email", text: "maya@example.com"))]),
    PopupSample(
      "username", summary: "A username the host checks after typing pauses.", configuration: username),
    PopupSample(
      "username-taken", summary: "The host said the name is taken: Submit is disabled.",
      configuration: username,
      script: [
        .send(.textChanged(field: "username", text: "maya")), .wait(.milliseconds(300)),
        .send(.checkFailed(token: 1, message: "Taken.")),
      ]),
    PopupSample(
      "errors-shown", summary: "A submit attempt reveals every error.", configuration: signUp,
      script: [.send(.textChanged(field: "email", text: "maya@")), .send(.submitTapped)]),
  ]
}
