import PopupCore
import PopupPermission
import PopupPresentation
import PopupTesting
import Testing

/// One scenario: events on an appeared primer, then its outputs, ending and rows.
struct PermissionCase: Sendable, CustomTestStringConvertible {
  var name: String
  var configuration: PermissionPrompt.Configuration
  var events: [PermissionPrompt.Event]
  var outputs: [PermissionPrompt.Output]
  var ending: DismissReason?
  var testDescription: String { name }
}

@Suite("Permission primer")
struct PermissionPromptTests {
  static let notifications = PermissionPrompt.Configuration.single(
    .notifications, title: "Notifications", message: "m")
  static func single(_ permission: Permission, _ status: PermissionStatus) -> PermissionPrompt.Configuration {
    .single(permission, title: "T", message: "m", status: status)
  }
  static let two = PermissionPrompt.Configuration(
    title: "Set up",
    rows: [.init(.notifications, title: "N", message: "m"), .init(.camera, title: "C", message: "m")])

  static let cases: [PermissionCase] = [
    PermissionCase(
      name: "continue then granted", configuration: notifications,
      events: [.continueTapped, .systemResponded(.notifications, .authorized)],
      outputs: [.requestSystemPrompt(.notifications), .granted(.notifications, .authorized)], ending: .tap),
    PermissionCase(
      name: "a second continue while waiting does nothing", configuration: notifications,
      events: [.continueTapped, .continueTapped, .notNowTapped],
      outputs: [.requestSystemPrompt(.notifications)],
      ending: nil),
    PermissionCase(
      name: "a fresh denial ends without Settings", configuration: notifications,
      events: [.continueTapped, .systemResponded(.notifications, .denied), .settingsTapped],
      outputs: [.requestSystemPrompt(.notifications), .denied(.notifications)], ending: .tap),
    PermissionCase(
      name: "provisional counts as granted", configuration: notifications,
      events: [.continueTapped, .systemResponded(.notifications, .provisional)],
      outputs: [.requestSystemPrompt(.notifications), .granted(.notifications, .provisional)], ending: .tap),
    PermissionCase(
      name: "an answer nobody asked for is ignored", configuration: notifications,
      events: [.systemResponded(.notifications, .authorized), .systemResponded(.camera, .authorized)],
      outputs: [],
      ending: nil),
    PermissionCase(
      name: "not now declines", configuration: notifications, events: [.notNowTapped, .continueTapped],
      outputs: [.declined], ending: .tap),
    PermissionCase(
      name: "two rows, one request at a time", configuration: two,
      events: [
        .continueTapped, .systemResponded(.notifications, .authorized), .continueTapped,
        .systemResponded(.camera, .denied),
      ],
      outputs: [
        .requestSystemPrompt(.notifications), .granted(.notifications, .authorized),
        .requestSystemPrompt(.camera),
        .denied(.camera),
      ],
      ending: .tap),
    PermissionCase(
      name: "denied: Settings, then back from Settings granted", configuration: single(.camera, .denied),
      events: [.continueTapped, .manageTapped, .settingsTapped, .statusChanged(.camera, .authorized)],
      outputs: [.openSettings(.camera)], ending: .tap),
    PermissionCase(
      name: "back from Settings still denied stays", configuration: single(.camera, .denied),
      events: [.settingsTapped, .statusChanged(.camera, .denied), .settingsTapped],
      outputs: [.openSettings(.camera), .openSettings(.camera)], ending: nil),
    PermissionCase(
      name: "restricted: nothing to press but Not now", configuration: single(.camera, .restricted),
      events: [.continueTapped, .settingsTapped, .manageTapped], outputs: [], ending: nil),
    PermissionCase(
      name: "limited: Manage access", configuration: single(.photos, .limited),
      events: [.manageTapped, .statusChanged(.photos, .authorized)], outputs: [.manageAccess(.photos)],
      ending: .tap),
    PermissionCase(
      name: "tracking waits for the app to be active", configuration: single(.tracking, .notDetermined),
      events: [
        .continueTapped, .continueTapped, .appBecameActive, .appBecameActive,
        .systemResponded(.tracking, .denied),
      ],
      outputs: [.requestSystemPrompt(.tracking), .denied(.tracking)], ending: .tap),
    PermissionCase(
      name: "tracking: started inactive, active before Continue: Continue asks at once",
      configuration: single(.tracking, .notDetermined),
      events: [
        .appBecameActive, .continueTapped, .appBecameActive, .systemResponded(.tracking, .authorized),
      ],
      outputs: [.requestSystemPrompt(.tracking), .granted(.tracking, .authorized)], ending: .tap),
    PermissionCase(
      name: "tracking: a second Continue while the system prompt shows asks nothing more",
      configuration: single(.tracking, .notDetermined),
      events: [.appBecameActive, .continueTapped, .continueTapped],
      outputs: [.requestSystemPrompt(.tracking)], ending: nil),
    PermissionCase(
      name: "a status change while the system prompt shows ends it", configuration: notifications,
      events: [
        .continueTapped, .statusChanged(.notifications, .authorized),
        .systemResponded(.notifications, .denied),
      ],
      outputs: [.requestSystemPrompt(.notifications)], ending: .tap),
  ]

  @Test(arguments: cases)
  func scenario(_ scenario: PermissionCase) {
    var session = PopupSession<PermissionPrompt>(scenario.configuration, now: .zero)
    var effects = session.appear(at: .zero)
    for event in scenario.events { effects += session.send(event, at: .zero) }
    #expect(effects.compactMap(\.output) == scenario.outputs)
    #expect(session.endReason == scenario.ending)
    #expect(PermissionPrompt.invariantViolations(in: session.state, now: .zero) == [])
  }

  /// The primer never says "Allow": the system prompt does.
  @Test(arguments: PermissionPrompt.samples.map(\.name))
  func noButtonSaysAllow(sample: String) throws {
    let played = PermissionPrompt.play(try PermissionPrompt.sample(named: sample))
    let titles = PopupTargets(played.session.render(at: played.now)).pressableTitles
    #expect(!titles.contains { $0.lowercased().contains("allow") })
  }

  @Test func theStatusPicksTheButtons() throws {
    func titles(_ status: PermissionStatus) -> [String] {
      let state = PermissionPrompt.makeState(Self.single(.camera, status), now: .zero)
      return PopupTargets(PermissionPrompt.render(state, now: .zero)).pressableTitles
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
    store.receive(output: .requestSystemPrompt(.tracking))
    store.send(.appBecameActive)
  }

  @Test func trackingInAnActiveAppAsksAtOnce() {
    var configuration = Self.single(.tracking, .notDetermined)
    configuration.appIsActive = true
    let store = PopupTestStore<PermissionPrompt>(configuration)
    store.send(.continueTapped) { $0.awaitingSystem = .tracking }
    store.receive(output: .requestSystemPrompt(.tracking))
  }

  @Test func aStoreWalksTwoRows() {
    let store = PopupTestStore<PermissionPrompt>(Self.two)
    store.send(.continueTapped) { $0.awaitingSystem = .notifications }
    store.receive(output: .requestSystemPrompt(.notifications))
    store.send(.continueTapped)
    store.send(.systemResponded(.notifications, .authorized)) {
      $0.awaitingSystem = nil
      $0.statuses[0] = .authorized
      $0.answered = [.notifications]
    }
    store.receive(output: .granted(.notifications, .authorized))
    store.send(.continueTapped) { $0.awaitingSystem = .camera }
    store.receive(output: .requestSystemPrompt(.camera))
    store.send(.systemResponded(.camera, .limited)) {
      $0.awaitingSystem = nil
      $0.statuses[1] = .limited
      $0.answered = [.notifications, .camera]
      $0.isEnded = true
    }
    store.receive(output: .granted(.camera, .limited))
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
