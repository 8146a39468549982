import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTesting
import PopupUndo
import Testing

/// The smallest undo toast, everything else left to its default: the session's rows present it.
private enum Defaulted {
  static let undo = UndoToast.Configuration(message: "m")
}

/// Every default a public initializer of the presentation and the catalog documents (the
/// core's are in `CoreDocumentedDefaultsTests`, each kind's in its own tests:
/// `<Kind>DocumentedDefaultsTests`), a row each: change a default and the row naming it fails.
@Suite("Documented defaults", .timeLimit(.minutes(3)), .watchdog)
struct DocumentedDefaultsTests {
  static let presentation: [DocumentedDefault] = [
    // A center "by default" takes the scripts' origin as the wall clock at host instant 0.
    .init("PopupCenter.init wall", PopupWallInstant.scriptOrigin + .seconds(10)) {
      PopupCenter(now: .seconds(10)).wallTime(at: .seconds(10))
    },
    .init("PopupCenter.screen", PopupScreen.phone) { PopupCenter().screen },
    .init("PopupCenter.accessibility", PopupAccessibility()) { PopupCenter().accessibility },
    .init("PopupSession.init wall", PopupWallInstant.scriptOrigin + .seconds(10)) {
      PopupSession<UndoToast>(Defaulted.undo, now: .seconds(10)).wallTime(at: .seconds(10))
    },
    // "with the kind's default behavior and presentation unless others are given."
    .init("PopupSession.behavior", UndoToast.defaultBehavior) {
      PopupSession<UndoToast>(Defaulted.undo, now: .zero).behavior
    },
    .init("PopupSession.options", UndoToast.defaultPresentation) {
      PopupSession<UndoToast>(Defaulted.undo, now: .zero).options
    },
    .init("PopupSession.screen", PopupScreen.phone) {
      PopupSession<UndoToast>(Defaulted.undo, now: .zero).screen
    },
    // "toasts at the bottom, banners at the top, cards centered, sheets from the bottom."
    .init("UndoToast.defaultPresentation", PopupPresentationOptions.Placement.toast(.bottom)) {
      UndoToast.defaultPresentation.placement
    },
  ]

  static let catalog: [DocumentedDefault] = [
    .init("PopupExplorer.maxDepth", Int?.some(12)) { (try? PopupExplorer())?.maxDepth },
    .init("PopupExplorer.maxStates", Int?.some(5_000)) { (try? PopupExplorer())?.maxStates },
    // "The explorer `catalog audit` uses by default: 12 steps deep, 400 states a sample."
    .init("PopupAudit.defaultExplorer.maxDepth", 12) { PopupAudit.defaultExplorer.maxDepth },
    .init("PopupAudit.defaultExplorer.maxStates", 400) { PopupAudit.defaultExplorer.maxStates },
    // "Creates overrides; none by default": a kind's presentation and behavior stay its own.
    .init("PopupPresentationOverrides() options", UndoToast.defaultPresentation) {
      PopupPresentationOverrides().applied(to: UndoToast.defaultPresentation)
    },
    .init("PopupPresentationOverrides() behavior", UndoToast.defaultBehavior) {
      PopupPresentationOverrides().applied(to: UndoToast.defaultBehavior)
    },
  ]

  @Test(arguments: presentation + catalog)
  func documentedDefault(_ row: DocumentedDefault) {
    #expect(row.matches(), "\(row.name): documented \(row.expected), is \(row.actual())")
  }
}
