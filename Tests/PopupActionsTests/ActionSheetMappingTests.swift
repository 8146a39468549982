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

  /// The samples as their summaries say: the photo's Delete picks at once (only
  /// `confirm-delete` asks twice), and the popover on its target becomes a bottom sheet in
  /// compact width (it adapts unless told not to).
  @Test func theSamplesDeleteAtOnceAndAdaptToCompactWidth() throws {
    let samples = Dictionary(uniqueKeysWithValues: ActionSheet.samples.map { ($0.name, $0) })
    var photo = PopupSession<ActionSheet>(try #require(samples["photo"]).configuration, now: .zero)
    _ = photo.appear(at: .zero)
    let picked = photo.send(.actionTapped("delete"), at: .zero).compactMap { effect -> ActionSheet.Output? in
      if case .output(let output) = effect { return output }
      return nil
    }
    #expect(picked == [.selected("delete")])
    var popover = PopupSession<ActionSheet>(try #require(samples["popover"]).configuration, now: .zero)
    _ = try popover.setScreen(.phone, at: .zero)
    _ = popover.appear(at: .zero)
    #expect(ActionSheet.placement(of: popover.state, on: .phone) == .sheet(edge: .bottom, extent: nil))
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
