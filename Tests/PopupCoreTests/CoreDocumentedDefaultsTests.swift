import PopupCore
import PopupTesting
import Testing

/// The cases the core's defaults are read in: a popover's content, anchors and screens where
/// each argument of `PopupPopover.place` changes where the popover goes.
private enum Case {
  static let content = PopupSize(width: 200, height: 100)
  /// Room on every side: the preferred side wins.
  static let middle = PopupRect(x: 170, y: 400, width: 40, height: 40)
  /// At the screen's leading edge: the popover is pushed in to the margin, and its arrow kept
  /// its inset from the popover's corner.
  static let leadingEdge = PopupRect(x: 0, y: 400, width: 40, height: 40)
  /// Near the bottom: no room below, room above and beside.
  static let low = PopupRect(x: 20, y: 700, width: 40, height: 40)
  /// Content that fits on no side.
  static let huge = PopupSize(width: 380, height: 800)
  /// A phone with a 300 pt keyboard up, and an anchor under it.
  static let keyboard: PopupScreen = {
    var screen = PopupScreen.phone
    screen.keyboardHeight = 300
    return screen
  }()
  static let underKeyboard = PopupRect(x: 170, y: 600, width: 40, height: 40)
  static let origin = PopupWallInstant.scriptOrigin
  static let later = PopupWallInstant.scriptOrigin + .seconds(1)
  static let fiveSeconds = PopupWallInstant.scriptOrigin + .seconds(5)

  /// An argument of `PopupPopover.place` to leave out.
  enum Argument { case preferring, sides, gap, margin, arrowInset, fallback, avoidingKeyboard }

  /// `PopupPopover.place` with the documented value of every argument but `omitting`, which
  /// is left out: the popover its default gives.
  static func place(_ content: PopupSize, at anchor: PopupRect, on screen: PopupScreen, omitting: Argument)
    -> PopupPopover
  {
    let all = Set(PopupEdge.allCases)
    return switch omitting {
    case .preferring:
      PopupPopover.place(
        content, at: anchor, on: screen, sides: all, gap: 10, margin: 8, arrowInset: 20, fallback: .sheet,
        avoidingKeyboard: true)
    case .sides:
      PopupPopover.place(
        content, at: anchor, on: screen, preferring: .bottom, gap: 10, margin: 8, arrowInset: 20,
        fallback: .sheet, avoidingKeyboard: true)
    case .gap:
      PopupPopover.place(
        content, at: anchor, on: screen, preferring: .bottom, sides: all, margin: 8, arrowInset: 20,
        fallback: .sheet, avoidingKeyboard: true)
    case .margin:
      PopupPopover.place(
        content, at: anchor, on: screen, preferring: .bottom, sides: all, gap: 10, arrowInset: 20,
        fallback: .sheet, avoidingKeyboard: true)
    case .arrowInset:
      PopupPopover.place(
        content, at: anchor, on: screen, preferring: .bottom, sides: all, gap: 10, margin: 8,
        fallback: .sheet,
        avoidingKeyboard: true)
    case .fallback:
      PopupPopover.place(
        content, at: anchor, on: screen, preferring: .bottom, sides: all, gap: 10, margin: 8, arrowInset: 20,
        avoidingKeyboard: true)
    case .avoidingKeyboard:
      PopupPopover.place(
        content, at: anchor, on: screen, preferring: .bottom, sides: all, gap: 10, margin: 8, arrowInset: 20,
        fallback: .sheet)
    }
  }

  /// `PopupPopover.place` with the documented value of every argument but the one given.
  static func place(
    _ content: PopupSize, at anchor: PopupRect, on screen: PopupScreen, preferring: PopupEdge = .bottom,
    sides: Set<PopupEdge> = Set(PopupEdge.allCases), gap: Double = 10, margin: Double = 8,
    arrowInset: Double = 20, fallback: PopupPopover.Fallback = .sheet, avoidingKeyboard: Bool = true
  ) -> PopupPopover {
    PopupPopover.place(
      content, at: anchor, on: screen, preferring: preferring, sides: sides, gap: gap, margin: margin,
      arrowInset: arrowInset, fallback: fallback, avoidingKeyboard: avoidingKeyboard)
  }
}

/// Every default of the core's public initializers and functions that no other table pins
/// (`PopupCatalogTests`' `DocumentedDefaultsTests` has the behavior's, the options', the
/// accessibility settings', the screen's text scale and keyboard, and the anchor's gap, side
/// and fallback), a row each. An argument's default is pinned by what it does: the call that
/// leaves it out gives what the call with the documented value gives, and a neighbouring value
/// gives something else.
@Suite("PopupCore: documented defaults")
struct CoreDocumentedDefaultsTests {
  static let placement: [DocumentedDefault] = [
    // Each row leaves out only the argument it names (`Case.place`), so a changed default
    // fails the row naming it and no other.
    // "preferring: the side of the anchor to try first; default below it."
    .init(
      "PopupPopover.place preferring",
      defaulted: { Case.place(Case.content, at: Case.middle, on: .phone, omitting: .preferring) },
      documented: { Case.place(Case.content, at: Case.middle, on: .phone, preferring: .bottom) },
      neighbour: { Case.place(Case.content, at: Case.middle, on: .phone, preferring: .top) }),
    // Every side allowed: with no room below, above.
    .init(
      "PopupPopover.place sides",
      defaulted: { Case.place(Case.content, at: Case.low, on: .phone, omitting: .sides) },
      documented: { Case.place(Case.content, at: Case.low, on: .phone, sides: Set(PopupEdge.allCases)) },
      neighbour: {
        Case.place(Case.content, at: Case.low, on: .phone, sides: Set(PopupEdge.allCases).subtracting([.top]))
      }),
    .init(
      "PopupPopover.place gap",
      defaulted: { Case.place(Case.content, at: Case.middle, on: .phone, omitting: .gap) },
      documented: { Case.place(Case.content, at: Case.middle, on: .phone, gap: 10) },
      neighbour: { Case.place(Case.content, at: Case.middle, on: .phone, gap: 11) }),
    .init(
      "PopupPopover.place margin",
      defaulted: { Case.place(Case.content, at: Case.leadingEdge, on: .phone, omitting: .margin) },
      documented: { Case.place(Case.content, at: Case.leadingEdge, on: .phone, margin: 8) },
      neighbour: { Case.place(Case.content, at: Case.leadingEdge, on: .phone, margin: 9) }),
    .init(
      "PopupPopover.place arrowInset",
      defaulted: { Case.place(Case.content, at: Case.leadingEdge, on: .phone, omitting: .arrowInset) },
      documented: { Case.place(Case.content, at: Case.leadingEdge, on: .phone, arrowInset: 20) },
      neighbour: { Case.place(Case.content, at: Case.leadingEdge, on: .phone, arrowInset: 21) }),
    // "fallback: what happens when the content fits on no side; default a sheet."
    .init(
      "PopupPopover.place fallback",
      defaulted: { Case.place(Case.huge, at: Case.middle, on: .phone, omitting: .fallback) },
      documented: { Case.place(Case.huge, at: Case.middle, on: .phone, fallback: .sheet) },
      neighbour: { Case.place(Case.huge, at: Case.middle, on: .phone, fallback: .shrink) }),
    // "keep the popover above the keyboard (the default)": an anchor under it is off screen.
    .init(
      "PopupPopover.place avoidingKeyboard",
      defaulted: {
        Case.place(Case.content, at: Case.underKeyboard, on: Case.keyboard, omitting: .avoidingKeyboard)
      },
      documented: {
        Case.place(Case.content, at: Case.underKeyboard, on: Case.keyboard, avoidingKeyboard: true)
      },
      neighbour: {
        Case.place(Case.content, at: Case.underKeyboard, on: Case.keyboard, avoidingKeyboard: false)
      }),
    .init(
      "PopupPopover.visiblePart avoidingKeyboard",
      defaulted: { PopupPopover.visiblePart(of: Case.underKeyboard, on: Case.keyboard) },
      documented: {
        PopupPopover.visiblePart(of: Case.underKeyboard, on: Case.keyboard, avoidingKeyboard: true)
      },
      neighbour: {
        PopupPopover.visiblePart(of: Case.underKeyboard, on: Case.keyboard, avoidingKeyboard: false)
      }),
    // An anchor's own defaults: every side, 8 points of margin, no spotlight.
    .init("PopupAnchor.sides", Set(PopupEdge.allCases)) { PopupAnchor(Case.middle).sides },
    .init("PopupAnchor.margin", 8.0) { PopupAnchor(Case.middle).margin },
    .init("PopupAnchor.spotlight", PopupRect?.none) { PopupAnchor(Case.middle).spotlight },
  ]

  static let presentation: [DocumentedDefault] = [
    // "zooming in": the zoom comes in and leaves where it stands.
    .init("PopupPresentationOptions.motion", PopupMotion(.zoom)) { PopupPresentationOptions().motion },
    // "in the kind's style": no haptic, style or tint of its own.
    .init("PopupPresentationOptions.haptic", PopupHaptic?.none) { PopupPresentationOptions().haptic },
    .init("PopupPresentationOptions.tint", String?.none) { PopupPresentationOptions().tint },
    .init("PopupPresentationOptions.card", PopupPresentationOptions()) { PopupPresentationOptions.card },
    // A scrim takes outside taps unless told to pass them through; `.dim` is 40 %.
    .init("PopupPresentationOptions.Scrim.passesTouchesThrough", false) {
      PopupPresentationOptions.Scrim(.clear).passesTouchesThrough
    },
    .init("PopupPresentationOptions.Scrim.dim", PopupPresentationOptions.Scrim.Style.dim(opacity: 0.4)) {
      PopupPresentationOptions.Scrim.dim.style
    },
    .init(
      "PopupPresentationOptions.floater inset",
      defaulted: { PopupPresentationOptions.floater(.topLeading) },
      documented: { PopupPresentationOptions.floater(.topLeading, inset: 10) },
      neighbour: { PopupPresentationOptions.floater(.topLeading, inset: 11) }),
    .init(
      "PopupPresentationOptions.toast edge",
      defaulted: { PopupPresentationOptions.toast() },
      documented: { PopupPresentationOptions.toast(.bottom) },
      neighbour: { PopupPresentationOptions.toast(.top) }),
    .init(
      "PopupPresentationOptions.popover preferring",
      defaulted: { PopupPresentationOptions.popover(at: Case.middle) },
      documented: { PopupPresentationOptions.popover(at: Case.middle, preferring: .bottom) },
      neighbour: { PopupPresentationOptions.popover(at: Case.middle, preferring: .top) }),
  ]

  static let motion: [DocumentedDefault] = [
    // A motion comes in and leaves where it stands unless given edges.
    .init("PopupMotion.enterEdge", PopupEdge?.none) { PopupMotion(.zoom).enterEdge },
    .init("PopupMotion.exitEdge", PopupEdge?.none) { PopupMotion(.zoom).exitEdge },
    .init("PopupMotion.custom", PopupMotion.Custom?.none) { PopupMotion(.custom).custom },
    .init("PopupMotion.custom(_:) enterEdge", PopupEdge?.none) { PopupMotion.custom(.fade).enterEdge },
    .init("PopupMotion.custom(_:) exitEdge", PopupEdge?.none) { PopupMotion.custom(.fade).exitEdge },
    // "A 300 ms ease-out fade."
    .init("PopupMotion.Custom.curve", PopupMotion.Custom.Curve.easeOut) {
      PopupMotion.Custom(enterDuration: .seconds(1)).curve
    },
    .init("PopupMotion.Custom.blur", 0.0) { PopupMotion.Custom(enterDuration: .seconds(1)).blur },
    .init("PopupMotion.Custom.fade.curve", PopupMotion.Custom.Curve.easeOut) {
      PopupMotion.Custom.fade.curve
    },
    // A look is not in place unless told: a snappy entrance only moves.
    .init(
      "PopupMotion.look inPlace",
      defaulted: { PopupMotion(.snappy).look(visibility: 0, isEntering: true, reducesMotion: false) },
      documented: {
        PopupMotion(.snappy).look(visibility: 0, isEntering: true, reducesMotion: false, inPlace: false)
      },
      neighbour: {
        PopupMotion(.snappy).look(visibility: 0, isEntering: true, reducesMotion: false, inPlace: true)
      }),
    .init("PopupLook.blur", 0.0) { PopupLook(travel: 0, opacity: 1, scale: 1).blur },
    .init("PopupMotion.inPlaceScale", 0.9) { PopupMotion.inPlaceScale },
  ]

  static let screen: [DocumentedDefault] = [
    .init("PopupInsets.top", 0.0) { PopupInsets(bottom: 1).top },
    .init("PopupInsets.leading", 0.0) { PopupInsets(top: 1).leading },
    .init("PopupInsets.bottom", 0.0) { PopupInsets(top: 1).bottom },
    .init("PopupInsets.trailing", 0.0) { PopupInsets(top: 1).trailing },
    .init("PopupScreen.safeArea", PopupInsets.zero) {
      PopupScreen(size: PopupSize(width: 390, height: 844)).safeArea
    },
    // "An iPhone 15 in portrait" and "An iPad in landscape", as documented.
    .init("PopupScreen.phone", "390x844 59,0,34,0 compact") { describe(.phone) },
    .init("PopupScreen.tablet", "1024x768 24,0,20,0 regular") { describe(.tablet) },
  ]

  static let script: [DocumentedDefault] = [
    .init("PopupAction.arguments", [PopupScriptArgument]()) { PopupAction("submit").arguments },
    .init("PopupFieldAction.arguments", [PopupScriptArgument]()) { PopupFieldAction("type").arguments },
    // Instants are written as offsets from the scripts' origin unless another is given.
    .init(
      "PopupAction.scriptLine origin",
      defaulted: { PopupAction("at", [.offset(Case.fiveSeconds)]).scriptLine() },
      documented: { PopupAction("at", [.offset(Case.fiveSeconds)]).scriptLine(origin: Case.origin) },
      neighbour: { PopupAction("at", [.offset(Case.fiveSeconds)]).scriptLine(origin: Case.later) }),
    .init(
      "PopupVerbArguments origin",
      defaulted: { offset(in: "at 5s", origin: nil) },
      documented: { offset(in: "at 5s", origin: Case.origin) },
      neighbour: { offset(in: "at 5s", origin: Case.later) }),
    .init("PopupVerb usage without arguments", "submit") {
      PopupVerb<Int>("submit", summary: "s", parse: { _ in 0 }, print: { _ in [] }).usage
    },
    // An argument malformed in a way a verb checks itself: no suggestions unless given.
    .init(
      "PopupVerbArguments.invalid suggestions",
      defaulted: { invalid(nil) }, documented: { invalid([]) }, neighbour: { invalid(["5s"]) }),
    // "a translation may use the English text's placeholders, or `placeholders` when given".
    .init("PopupStringsEntry.text placeholders", [String]?.none) {
      PopupStringsEntry<TitleStrings>.text(\.title).placeholders
    },
    .init("PopupStringsEntry.text(_:_:) placeholders", [String]?.none) {
      PopupStringsEntry<TitleStrings>.text("title", \.title).placeholders
    },
    .init("PopupSample.script", 0) { sample.script.count },
    .init("PopupSample.screen", PopupScreen?.none) { sample.screen },
    .init("PopupSample.options", PopupPresentationOptions?.none) { sample.options },
  ]

  // The settings, screens, behaviours, presentation options, anchors and custom motions.
  static let settingsAndOptions: [DocumentedDefault] = [
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

  @Test(arguments: placement + presentation + motion + screen + script + settingsAndOptions)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }

  static func describe(_ screen: PopupScreen) -> String {
    let insets = [
      screen.safeArea.top, screen.safeArea.leading, screen.safeArea.bottom, screen.safeArea.trailing,
    ]
    return "\(Int(screen.size.width))x\(Int(screen.size.height)) "
      + insets.map { "\(Int($0))" }.joined(separator: ",") + " \(screen.widthClass)"
  }

  /// The error a verb reports for a malformed argument, with `suggestions` or the default.
  static func invalid(_ suggestions: [String]?) -> PopupScriptError? {
    guard let line = try? PopupScript.lines(of: "at soon").first else { return nil }
    let arguments = PopupVerbArguments(line: line, usage: "at <n>s")
    return suggestions.map { arguments.invalid("<n>s", "soon", expected: "a duration", suggestions: $0) }
      ?? arguments.invalid("<n>s", "soon", expected: "a duration")
  }

  /// The instant `<n>s` reads as on a line, from `origin` or the default one.
  static func offset(in text: String, origin: PopupWallInstant?) -> PopupWallInstant? {
    guard let line = try? PopupScript.lines(of: text).first else { return nil }
    var arguments =
      origin.map { PopupVerbArguments(line: line, usage: "at <n>s", origin: $0) }
      ?? PopupVerbArguments(line: line, usage: "at <n>s")
    return try? arguments.offset("<n>s")
  }

  static let sample = PopupSample<Stamp>("s", summary: "s", configuration: ())
}

/// A kind whose one verb reads an instant, `at <n>s`: what a script's origin changes.
enum Stamp: InspectablePopupKind {
  enum Event: Hashable, Sendable {
    case at(PopupWallInstant)
  }
  enum Output: Hashable, Sendable {
    case stamped
  }
  static let descriptor = PopupDescriptor(id: "stamp", name: "Stamp", summary: "", category: .card)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] { [] }
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
  static let samples: [PopupSample<Stamp>] = []
  static let verbs: [PopupVerb<Event>] = [
    PopupVerb("at", arguments: "<n>s", summary: "at an instant") { arguments throws(PopupScriptError) in
      .at(try arguments.offset("<n>s"))
    } print: {
      guard case .at(let instant) = $0 else { return nil }
      return [.offset(instant)]
    }
  ]
}

/// The kind-generic functions that write or read instants, each from the scripts' origin
/// unless told otherwise.
@Suite("PopupCore: script origins by default")
struct ScriptOriginDefaultsTests {
  static let event = Stamp.Event.at(Case.fiveSeconds)

  static let rows: [DocumentedDefault] = [
    .init(
      "InspectablePopupKind.scriptLine(for:) origin",
      defaulted: { Stamp.scriptLine(for: event) },
      documented: { Stamp.scriptLine(for: event, origin: Case.origin) },
      neighbour: { Stamp.scriptLine(for: event, origin: Case.later) }),
    .init(
      "InspectablePopupKind.event(for:) origin",
      defaulted: { Stamp.event(for: PopupAction("at", [.raw("5s")])) },
      documented: { Stamp.event(for: PopupAction("at", [.raw("5s")]), origin: Case.origin) },
      neighbour: { Stamp.event(for: PopupAction("at", [.raw("5s")]), origin: Case.later) }),
    .init(
      "PopupScript.line(for:of:) origin",
      defaulted: { PopupScript.line(for: .send(event), of: Stamp.self) },
      documented: { PopupScript.line(for: .send(event), of: Stamp.self, origin: Case.origin) },
      neighbour: { PopupScript.line(for: .send(event), of: Stamp.self, origin: Case.later) }),
    .init(
      "PopupScript.steps(for:from:) origin",
      defaulted: {
        steps { () throws(PopupScriptError) in try PopupScript.steps(for: Stamp.self, from: "at 5s") }
      },
      documented: {
        steps { () throws(PopupScriptError) in
          try PopupScript.steps(for: Stamp.self, from: "at 5s", origin: Case.origin)
        }
      },
      neighbour: {
        steps { () throws(PopupScriptError) in
          try PopupScript.steps(for: Stamp.self, from: "at 5s", origin: Case.later)
        }
      }),
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }

  static func steps(
    _ parse: () throws(PopupScriptError) -> [(line: PopupScriptLine, step: PopupStep<Stamp.Event>)]
  ) -> [PopupStep<Stamp.Event>]? {
    do throws(PopupScriptError) {
      return try parse().map(\.step)
    } catch {
      return nil
    }
  }
}
