import PopupActions
import PopupCore
import PopupPresentation
import Testing

/// Each value the action sheet maps to another, row by row: a row's role to its button's role,
/// where it is anchored to its placement, and the reason a host ends it to how it was cancelled.
@Suite("Action sheet: each mapping, value by value", .watchdog)
struct ActionSheetMappingTests {
  static func session(anchor: ActionSheet.Anchor = .bottom) throws -> PopupSession<ActionSheet> {
    let configuration = try ActionSheet.Configuration(
      title: "Photo",
      actions: [
        .init("share", title: "Share"), .init("delete", title: "Delete", role: .destructive),
        .init("cancel", title: "Cancel", role: .cancel),
      ], anchor: anchor)
    var session = PopupSession<ActionSheet>(configuration, now: .zero)
    _ = session.appear(at: .zero)
    return session
  }

  @Test(arguments: [("Share", ButtonRole.normal), ("Delete", .destructive), ("Cancel", .cancel)])
  func eachRowIsDrawnWithTheButtonRoleOfItsRole(title: String, role: ButtonRole) throws {
    let roles = try Self.session().render(at: .zero).allNodes.compactMap { node -> (String, ButtonRole)? in
      if case .button(let drawn, let drawnRole, _, _, _) = node { return (drawn, drawnRole) }
      return nil
    }
    #expect(roles.first { $0.0 == title }?.1 == role, "\(roles)")
  }

  @Test(arguments: [
    (ActionSheet.Anchor.center, PopupKindPlacement.center),
    (.bottom, .sheet(edge: .bottom, extent: nil)),
    // A target with no frame reported: a bottom sheet.
    (.target("nowhere"), .sheet(edge: .bottom, extent: nil)),
  ])
  func eachAnchorIsPlacedWhereItSays(anchor: ActionSheet.Anchor, placement: PopupKindPlacement) throws {
    let session = try Self.session(anchor: anchor)
    #expect(ActionSheet.placement(of: session.state, on: .phone) == placement)
  }

  @Test(arguments: [
    (DismissReason.outsideTap, ActionSheet.CancelSource.outsideTap), (.drag, .drag), (.timeout, .dismissed),
    (.tap, .dismissed), (.programmatic, .dismissed),
  ])
  func eachEndAHostBringsCancelsWithItsSource(reason: DismissReason, source: ActionSheet.CancelSource) throws
  {
    var state = try Self.session().state
    #expect(ActionSheet.willEnd(reason, &state, now: .zero) == [.cancelled(via: source)])
  }
}
