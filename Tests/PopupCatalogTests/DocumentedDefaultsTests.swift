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

/// Every default a public initializer of the core, the presentation and the catalog documents
/// (each kind's are in its own tests: `<Kind>DocumentedDefaultsTests`), a row each: change a default and
/// the row naming it fails.
@Suite("Documented defaults", .timeLimit(.minutes(3)), .watchdog)
struct DocumentedDefaultsTests {
  static let core: [DocumentedDefault] = [
    // "Creates settings; all off by default."
    .init("PopupAccessibility.isVoiceOverRunning", false) { PopupAccessibility().isVoiceOverRunning },
    .init("PopupAccessibility.reducesMotion", false) { PopupAccessibility().reducesMotion },
    .init("PopupAccessibility.prefersLargerText", false) { PopupAccessibility().prefersLargerText },
    // "1 by default"; a width class from the width; no keyboard.
    .init("PopupScreen.textScale", 1.0) { PopupScreen(size: PopupSize(width: 390, height: 844)).textScale },
    .init("PopupScreen.keyboardHeight", 0.0) {
      PopupScreen(size: PopupSize(width: 390, height: 844)).keyboardHeight
    },
    .init("PopupScreen.widthClass of 390 wide", PopupWidthClass.compact) {
      PopupScreen(size: PopupSize(width: 390, height: 844)).widthClass
    },
    .init("PopupScreen.widthClass of 600 wide", PopupWidthClass.regular) {
      PopupScreen(size: PopupSize(width: 600, height: 844)).widthClass
    },
    // "the defaults are those of a modal card": an outside tap dismisses it; it never times out.
    .init("PopupBehavior.autoDismissAfter", Duration?.none) { PopupBehavior().autoDismissAfter },
    .init("PopupBehavior.dismissesOnTap", false) { PopupBehavior().dismissesOnTap },
    .init("PopupBehavior.dismissesOnOutsideTap", true) { PopupBehavior().dismissesOnOutsideTap },
    .init("PopupBehavior.dismissesOnDrag", false) { PopupBehavior().dismissesOnDrag },
    .init("PopupBehavior.pausesOnHold", true) { PopupBehavior().pausesOnHold },
    .init("PopupBehavior.card", PopupBehavior()) { PopupBehavior.card },
    // "by default a centered card over a dim, zooming in, in the kind's style."
    .init("PopupPresentationOptions.display", PopupPresentationOptions.Display.overlay) {
      PopupPresentationOptions().display
    },
    .init("PopupPresentationOptions.placement", PopupPresentationOptions.Placement.center) {
      PopupPresentationOptions().placement
    },
    .init("PopupPresentationOptions.scrim", PopupPresentationOptions.Scrim(.dim(opacity: 0.4))) {
      PopupPresentationOptions().scrim
    },
    .init("PopupPresentationOptions.motion", PopupMotion.Preset.zoom) {
      PopupPresentationOptions().motion.preset
    },
    .init("PopupPresentationOptions.style", PopupStyle?.none) { PopupPresentationOptions().style },
    .init("PopupPresentationOptions.chrome", PopupPresentationOptions.Chrome.card) {
      PopupPresentationOptions().chrome
    },
    .init("PopupPresentationOptions.keyboard", PopupPresentationOptions.Keyboard.avoid) {
      PopupPresentationOptions().keyboard
    },
    .init("PopupPresentationOptions.isModal", true) { PopupPresentationOptions().isModal },
    // "A toast at an edge (the bottom by default), sliding in from it, touches passing through."
    .init("PopupPresentationOptions.toast() placement", PopupPresentationOptions.Placement.toast(.bottom)) {
      PopupPresentationOptions.toast().placement
    },
    .init("PopupPresentationOptions.toast() enters from", PopupEdge?.some(.bottom)) {
      PopupPresentationOptions.toast().motion.enterEdge
    },
    .init("PopupPresentationOptions.toast() is modal", false) { PopupPresentationOptions.toast().isModal },
    // "preferring: the side of the anchor tried first; default below it."
    .init(
      "PopupPresentationOptions.popover(at:) prefers",
      PopupPresentationOptions.Placement.popover(
        PopupAnchor(PopupRect(x: 10, y: 10, width: 10, height: 10), preferring: .bottom, fallback: .shrink))
    ) { PopupPresentationOptions.popover(at: PopupRect(x: 10, y: 10, width: 10, height: 10)).placement },
    // A popover's gap "by default", and "fallback: ... default a sheet".
    .init("PopupPopover.defaultGap", 10.0) { PopupPopover.defaultGap },
    .init("PopupAnchor.gap", 10.0) { PopupAnchor(PopupRect(x: 0, y: 0, width: 1, height: 1)).gap },
    .init("PopupAnchor.preferring", PopupEdge.bottom) {
      PopupAnchor(PopupRect(x: 0, y: 0, width: 1, height: 1)).preferring
    },
    .init("PopupAnchor.fallback", PopupPopover.Fallback.sheet) {
      PopupAnchor(PopupRect(x: 0, y: 0, width: 1, height: 1)).fallback
    },
    // A custom motion's exit "defaults to" its entrance; none scales, it fades.
    .init("PopupMotion.Custom.exitDuration", Duration.milliseconds(420)) {
      PopupMotion.Custom(enterDuration: .milliseconds(420)).exitDuration
    },
    .init("PopupMotion.Custom.scale", 1.0) { PopupMotion.Custom(enterDuration: .seconds(1)).scale },
    .init("PopupMotion.Custom.fades", true) { PopupMotion.Custom(enterDuration: .seconds(1)).fades },
    .init("PopupMotion.Custom.fade", Duration.milliseconds(300)) { PopupMotion.Custom.fade.enterDuration },
  ]

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

  @Test(arguments: core + presentation + catalog)
  func documentedDefault(_ row: DocumentedDefault) {
    #expect(row.matches(), "\(row.name): documented \(row.expected), is \(row.actual())")
  }
}
