import PopupActions
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupActions/PopupActions.docc/PopupActions.md`.
@Suite("ActionSheet: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func deleteAsksForASecondTap() throws {
    let configuration = try ActionSheet.Configuration(
      title: "Photo",
      actions: [
        .init("share", title: "Share"), .init("delete", title: "Delete", role: .destructive),
        .init("cancel", title: "Cancel", role: .cancel),
      ],
      confirmsDestructive: true)
    var session = PopupSession<ActionSheet>(configuration, now: .zero)
    _ = session.appear(at: .zero)
    #expect(
      session.send(.actionTapped("delete"), at: .zero) == [
        .haptic(.warning), .announce("Tap again to delete."),
      ])
    #expect(
      session.send(.actionTapped("delete"), at: .seconds(1)) == [
        .output(.selected("delete")), .dismiss(.tap),
      ])
    #expect(session.endReason == .tap)
  }

  /// The defaults and numbers the article's Configuration section gives.
  @Test func theConfigurationTableHolds() throws {
    let configuration = try ActionSheet.Configuration(
      actions: [.init("cancel", title: "Cancel", role: .cancel), .init("share", title: "Share")])
    #expect(configuration.actions.map(\.id) == ["share", "cancel"])
    #expect(configuration.title == nil && configuration.message == nil)
    #expect(configuration.titleVisibility == .automatic)
    #expect(configuration.anchor == .bottom)
    #expect(configuration.targets.isEmpty)
    #expect(!configuration.confirmsDestructive)
    #expect(configuration.adaptsToCompactWidth)
    #expect(ActionSheet.State.confirmWindow == .seconds(3))
    #expect(ActionSheet.defaultPresentation == .sheet)
    let titled = try ActionSheet.Configuration(
      title: "Photo", message: "IMG_2024.jpg",
      actions: [
        .init("share", title: "Share"), .init("duplicate", title: "Duplicate"),
        .init("delete", title: "Delete", role: .destructive),
        .init("cancel", title: "Cancel", role: .cancel),
      ])
    let size = ActionSheet.State(configuration: titled).popoverSize
    #expect(size == PopupSize(width: 270, height: 3 * 44 + 30 + 40))
  }
}
