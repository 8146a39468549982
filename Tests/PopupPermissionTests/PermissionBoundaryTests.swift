import PopupCore
import PopupTesting
import Testing

@testable import PopupPermission

/// The permission primer where the existing tests left it open: a status change ends the wait
/// for its own permission's prompt (the system's, or the app's becoming active) and no other,
/// an ended primer answers nothing, each row's message is drawn, and the invariant reports a
/// prompt awaited for no row or two prompts at once.
@Suite("Permission primer: waits, the ending and the invariant", .watchdog)
struct PermissionBoundaryTests {
  static let now = PopupTime.zero

  static func primer(_ permissions: [Permission], appIsActive: Bool = false) -> PermissionPrompt.Configuration
  {
    .init(
      title: "Set up",
      rows: permissions.map { .init($0, title: $0.rawValue, message: "Why \($0.rawValue)") },
      appIsActive: appIsActive)
  }

  /// Events in order from a fresh primer: every output, with the invariant checked after
  /// each event.
  static func outputs(
    of events: [PermissionPrompt.Event], _ configuration: PermissionPrompt.Configuration
  ) -> (outputs: [PermissionPrompt.Output], state: PermissionPrompt.State) {
    var state = PermissionPrompt.makeState(configuration, now: now)
    var outputs: [PermissionPrompt.Output] = []
    for event in events {
      for effect in PermissionPrompt.reduce(&state, event, now: now) {
        if case .output(let output) = effect { outputs.append(output) }
      }
      #expect(PermissionPrompt.invariantViolations(in: state, now: now) == [], "after \(event)")
    }
    return (outputs, state)
  }

  static let waits:
    [(
      name: String, configuration: PermissionPrompt.Configuration, events: [PermissionPrompt.Event],
      outputs: [PermissionPrompt.Output]
    )] = [
      (
        "another row's status change leaves the system prompt awaited", primer([.notifications, .camera]),
        [
          .continueTapped, .statusChanged(permission: .camera, status: .denied),
          .systemResponded(permission: .notifications, status: .authorized),
        ],
        [.systemPromptRequested(.notifications), .granted(permission: .notifications, status: .authorized)]
      ),
      (
        "the awaited permission's own status change ends the wait: Continue asks for the next row",
        primer([.notifications, .camera]),
        [.continueTapped, .statusChanged(permission: .notifications, status: .authorized), .continueTapped],
        [.systemPromptRequested(.notifications), .systemPromptRequested(.camera)]
      ),
      (
        "tracking's own status change ends the wait for the app: becoming active asks nothing",
        primer([.tracking, .camera]),
        [
          .continueTapped, .statusChanged(permission: .tracking, status: .authorized), .appBecameActive,
          .continueTapped,
        ],
        [.systemPromptRequested(.camera)]
      ),
      (
        "another row's status change leaves tracking waiting for the app", primer([.tracking, .camera]),
        [.continueTapped, .statusChanged(permission: .camera, status: .denied), .appBecameActive],
        [.systemPromptRequested(.tracking)]
      ),
    ]

  @Test(arguments: waits)
  func aStatusChangeEndsOnlyItsOwnPermissionsWait(
    _ row: (
      name: String, configuration: PermissionPrompt.Configuration, events: [PermissionPrompt.Event],
      outputs: [PermissionPrompt.Output]
    )
  ) {
    #expect(Self.outputs(of: row.events, row.configuration).outputs == row.outputs, "\(row.name)")
  }

  /// Declined, or with every row answered, the primer answers nothing more: no event changes
  /// it or says anything, a second Not now included.
  @Test(arguments: [
    [PermissionPrompt.Event.notNowTapped],
    [.continueTapped, .systemResponded(permission: .notifications, status: .denied)],
  ])
  func anEndedPrimerAnswersNothing(ending: [PermissionPrompt.Event]) {
    var state = Self.outputs(of: ending, .single(.notifications, title: "Notifications", message: "m")).state
    #expect(state.isEnded)
    let ended = state
    for event in PermissionPrompt.exampleEvents + [.notNowTapped] {
      #expect(PermissionPrompt.reduce(&state, event, now: Self.now) == [], "\(event)")
      #expect(state == ended, "\(event)")
    }
  }

  /// Under each row's status, its message, in the rows' order.
  @Test func eachRowsMessageIsDrawnUnderIt() {
    let state = PermissionPrompt.makeState(Self.primer([.notifications, .camera, .photos]), now: Self.now)
    let captions = PermissionPrompt.render(state, now: Self.now).allNodes.compactMap { node -> String? in
      if case .text(let text, role: .caption) = node { text } else { nil }
    }
    #expect(captions == ["Why notifications", "Why camera", "Why photos"])
  }

  /// The invariant: one prompt awaited at most, and only for a row the primer has.
  @Test(arguments: [
    (Permission?.some(.notifications), Permission?.none, [String]()),
    (nil, .tracking, []),
    (.camera, nil, ["awaiting camera, which is no row"]),
    (nil, .camera, ["awaiting camera, which is no row"]),
    (.notifications, .tracking, ["awaiting two prompts"]),
  ])
  func theInvariantAllowsOnePromptAwaitedForARow(
    system: Permission?, active: Permission?, problems: [String]
  ) {
    var state = PermissionPrompt.makeState(Self.primer([.notifications, .tracking]), now: Self.now)
    state.awaitingSystem = system
    state.awaitingActive = active
    #expect(PermissionPrompt.invariantViolations(in: state, now: Self.now) == problems)
  }
}
