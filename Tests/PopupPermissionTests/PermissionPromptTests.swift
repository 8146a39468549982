import PopupCore
import PopupPermission
import PopupPresentation
import PopupTesting
import Testing

extension PopupScenario where Kind == PermissionPrompt {
  /// Events from a presented prompt of a configuration, all at the instant 0, then the
  /// outputs and the ending.
  static func scenario(
    name: String, configuration: PermissionPrompt.Configuration, events: [PermissionPrompt.Event],
    outputs: [PermissionPrompt.Output], ending: DismissReason? = nil
  ) -> Self {
    PopupScenario(
      name, configuration: configuration, steps: events.map { .send($0) }, expected: .outputs(outputs),
      ending: ending)
  }
}

@Suite("Permission primer", .watchdog)
struct PermissionPromptTests {
  static let notifications = PermissionPrompt.Configuration.single(
    .notifications, title: "Notifications", message: "m")
  static func single(_ permission: Permission, _ status: PermissionStatus) -> PermissionPrompt.Configuration {
    .single(permission, title: "T", message: "m", status: status)
  }
  static let two = PermissionPrompt.Configuration(
    title: "Set up",
    rows: [.init(.notifications, title: "N", message: "m"), .init(.camera, title: "C", message: "m")])

  static let cases: [PopupScenario<PermissionPrompt>] = [
    .scenario(
      name: "continue then granted", configuration: notifications,
      events: [.continueTapped, .systemResponded(permission: .notifications, status: .authorized)],
      outputs: [
        .systemPromptRequested(.notifications), .granted(permission: .notifications, status: .authorized),
      ], ending: .tap),
    .scenario(
      name: "a second continue while waiting does nothing", configuration: notifications,
      events: [.continueTapped, .continueTapped, .notNowTapped],
      outputs: [.systemPromptRequested(.notifications)],
      ending: nil),
    .scenario(
      name: "a fresh denial ends without Settings", configuration: notifications,
      events: [
        .continueTapped, .systemResponded(permission: .notifications, status: .denied), .settingsTapped,
      ],
      outputs: [.systemPromptRequested(.notifications), .denied(.notifications)], ending: .tap),
    .scenario(
      name: "provisional counts as granted", configuration: notifications,
      events: [.continueTapped, .systemResponded(permission: .notifications, status: .provisional)],
      outputs: [
        .systemPromptRequested(.notifications), .granted(permission: .notifications, status: .provisional),
      ], ending: .tap),
    .scenario(
      name: "an answer nobody asked for is ignored", configuration: notifications,
      events: [
        .systemResponded(permission: .notifications, status: .authorized),
        .systemResponded(permission: .camera, status: .authorized),
      ],
      outputs: [],
      ending: nil),
    .scenario(
      name: "not now declines", configuration: notifications, events: [.notNowTapped, .continueTapped],
      outputs: [.declined], ending: .tap),
    .scenario(
      name: "two rows, one request at a time", configuration: two,
      events: [
        .continueTapped, .systemResponded(permission: .notifications, status: .authorized), .continueTapped,
        .systemResponded(permission: .camera, status: .denied),
      ],
      outputs: [
        .systemPromptRequested(.notifications), .granted(permission: .notifications, status: .authorized),
        .systemPromptRequested(.camera),
        .denied(.camera),
      ],
      ending: .tap),
    .scenario(
      name: "denied: Settings, then back from Settings granted", configuration: single(.camera, .denied),
      events: [
        .continueTapped, .manageTapped, .settingsTapped,
        .statusChanged(permission: .camera, status: .authorized),
      ],
      outputs: [.settingsRequested(.camera)], ending: .tap),
    .scenario(
      name: "back from Settings still denied stays", configuration: single(.camera, .denied),
      events: [.settingsTapped, .statusChanged(permission: .camera, status: .denied), .settingsTapped],
      outputs: [.settingsRequested(.camera), .settingsRequested(.camera)], ending: nil),
    .scenario(
      name: "restricted: nothing to press but Not now", configuration: single(.camera, .restricted),
      events: [.continueTapped, .settingsTapped, .manageTapped], outputs: [], ending: nil),
    .scenario(
      name: "limited: Manage access", configuration: single(.photos, .limited),
      events: [.manageTapped, .statusChanged(permission: .photos, status: .authorized)],
      outputs: [.manageAccessRequested(.photos)],
      ending: .tap),
    .scenario(
      name: "tracking waits for the app to be active", configuration: single(.tracking, .notDetermined),
      events: [
        .continueTapped, .continueTapped, .appBecameActive, .appBecameActive,
        .systemResponded(permission: .tracking, status: .denied),
      ],
      outputs: [.systemPromptRequested(.tracking), .denied(.tracking)], ending: .tap),
    .scenario(
      name: "tracking: started inactive, active before Continue: Continue asks at once",
      configuration: single(.tracking, .notDetermined),
      events: [
        .appBecameActive, .continueTapped, .appBecameActive,
        .systemResponded(permission: .tracking, status: .authorized),
      ],
      outputs: [.systemPromptRequested(.tracking), .granted(permission: .tracking, status: .authorized)],
      ending: .tap),
    .scenario(
      name: "tracking: a second Continue while the system prompt shows asks nothing more",
      configuration: single(.tracking, .notDetermined),
      events: [.appBecameActive, .continueTapped, .continueTapped],
      outputs: [.systemPromptRequested(.tracking)], ending: nil),
    .scenario(
      name: "a status change while the system prompt shows ends it", configuration: notifications,
      events: [
        .continueTapped, .statusChanged(permission: .notifications, status: .authorized),
        .systemResponded(permission: .notifications, status: .denied),
      ],
      outputs: [.systemPromptRequested(.notifications)], ending: .tap),
  ]

  @Test(arguments: cases)
  func plays(_ scenario: PopupScenario<PermissionPrompt>) throws {
    try scenario.run()
  }

  /// The primer never says "Allow": the system prompt does.
  @Test(arguments: PermissionPrompt.samples.map(\.name))
  func noButtonSaysAllow(sample: String) throws {
    let played = PermissionPrompt.play(try PermissionPrompt.sample(named: sample))
    let titles = PopupControls(played.session.render(at: played.now)).pressableTitles
    #expect(!titles.contains { $0.lowercased().contains("allow") })
  }

  /// Each row leads with a symbol: an arrow for the row being asked now, else its status's.
  @Test(arguments: [
    (PermissionStatus.notDetermined, PermissionStatus.notDetermined, ["arrow.right.circle.fill", "circle"]),
    (.authorized, .notDetermined, ["checkmark.circle.fill", "arrow.right.circle.fill"]),
    (.restricted, .notDetermined, ["minus.circle.fill", "arrow.right.circle.fill"]),
    (.denied, .notDetermined, ["arrow.right.circle.fill", "circle"]),
    (.notDetermined, .denied, ["arrow.right.circle.fill", "xmark.circle.fill"]),
    (.notDetermined, .limited, ["arrow.right.circle.fill", "circle.lefthalf.filled"]),
    (.notDetermined, .provisional, ["arrow.right.circle.fill", "circle.lefthalf.filled"]),
    (.notDetermined, .authorized, ["arrow.right.circle.fill", "checkmark.circle.fill"]),
    // Nothing left to ask: no arrow.
    (.authorized, .authorized, ["checkmark.circle.fill", "checkmark.circle.fill"]),
  ])
  func eachRowLeadsWithTheSymbolOfWhereItStands(
    first: PermissionStatus, second: PermissionStatus, symbols: [String]
  ) {
    let configuration = PermissionPrompt.Configuration(
      title: "Set up",
      rows: [
        .init(.notifications, title: "N", message: "m", status: first),
        .init(.camera, title: "C", message: "m", status: second),
      ])
    let state = PermissionPrompt.makeState(configuration, now: .zero)
    let rows = PermissionPrompt.render(state, now: .zero).allNodes.compactMap { node -> String? in
      guard case .hstack(let children) = node, case .icon(let symbol) = children.first else { return nil }
      return symbol
    }
    #expect(rows == symbols)
  }

  @Test func theStatusPicksTheButtons() throws {
    func titles(_ status: PermissionStatus) -> [String] {
      let state = PermissionPrompt.makeState(Self.single(.camera, status), now: .zero)
      return PopupControls(PermissionPrompt.render(state, now: .zero)).pressableTitles
    }
    #expect(titles(.notDetermined) == ["Continue", "Not now"])
    #expect(titles(.denied) == ["Open Settings", "Not now"])
    #expect(titles(.restricted) == ["Not now"])
    #expect(titles(.limited) == ["Manage access", "Not now"])
    #expect(titles(.provisional) == ["Manage access", "Not now"])
  }

  @Test func trackingAsksOnlyOnceTheAppIsActive() {
    let store = PopupTestStore<PermissionPrompt>(Self.single(.tracking, .notDetermined))
    store.send(.continueTapped) { $0.awaitingActive = .tracking }
    store.send(.continueTapped)
    store.send(.appBecameActive) {
      $0.appIsActive = true
      $0.awaitingActive = nil
      $0.awaitingSystem = .tracking
    }
    store.receive(output: .systemPromptRequested(.tracking))
    store.send(.appBecameActive)
  }

  @Test func trackingInAnActiveAppAsksAtOnce() {
    var configuration = Self.single(.tracking, .notDetermined)
    configuration.appIsActive = true
    let store = PopupTestStore<PermissionPrompt>(configuration)
    store.send(.continueTapped) { $0.awaitingSystem = .tracking }
    store.receive(output: .systemPromptRequested(.tracking))
  }

  @Test func aStoreWalksTwoRows() {
    let store = PopupTestStore<PermissionPrompt>(Self.two)
    store.send(.continueTapped) { $0.awaitingSystem = .notifications }
    store.receive(output: .systemPromptRequested(.notifications))
    store.send(.continueTapped)
    store.send(.systemResponded(permission: .notifications, status: .authorized)) {
      $0.awaitingSystem = nil
      $0.statuses[0] = .authorized
      $0.answered = [.notifications]
    }
    store.receive(output: .granted(permission: .notifications, status: .authorized))
    store.send(.continueTapped) { $0.awaitingSystem = .camera }
    store.receive(output: .systemPromptRequested(.camera))
    store.send(.systemResponded(permission: .camera, status: .limited)) {
      $0.awaitingSystem = nil
      $0.statuses[1] = .limited
      $0.answered = [.notifications, .camera]
      $0.isEnded = true
    }
    store.receive(output: .granted(permission: .camera, status: .limited))
    store.receive(.dismiss(.tap))
  }

  /// The captions while a prompt waits name the permission by its row's title, which the app
  /// writes in its language, not by its identifier.
  @Test(arguments: [
    (Permission.notifications, false, "Warte auf Mitteilungen…"),
    (.tracking, false, "Tracking fragt, sobald die App aktiv ist."),
    (.tracking, true, "Warte auf Tracking…"),
  ])
  func waitingCaptionsNameThePermissionByItsRowTitle(
    permission: Permission, appIsActive: Bool, caption: String
  ) throws {
    let strings = try PermissionPrompt.Strings(table: [
      "waiting": "Warte auf {permission}…",
      "waitingForActive": "{permission} fragt, sobald die App aktiv ist.",
    ])
    let title = permission == .notifications ? "Mitteilungen" : "Tracking"
    let configuration = PermissionPrompt.Configuration(
      title: "Orbit", rows: [.init(permission, title: title, message: "…")], appIsActive: appIsActive,
      strings: strings)
    var state = PermissionPrompt.makeState(configuration, now: .zero)
    _ = PermissionPrompt.reduce(&state, .continueTapped, now: .zero)
    let captions = PermissionPrompt.render(state, now: .zero).allNodes.compactMap { node -> String? in
      if case .text(let text, role: .caption) = node { return text }
      return nil
    }
    #expect(captions.last == caption)
  }
}
