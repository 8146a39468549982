import PopupCore
import PopupSupport

extension ScrollSheet: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "sheet", name: "Scroll sheet",
    summary: "Long content under a pinned header; detents; drags that scroll first, snap or dismiss.",
    category: .sheet)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb(
      "pull", arguments: "<dy>", summary: "a finger on the sheet moves down by dy points (up when negative)"
    ) {
      arguments throws(PopupScriptError) in
      .pulled(try finite(arguments.decimal("<dy>"), "<dy>", arguments))
    } print: {
      guard case .pulled(let dy) = $0 else { return nil }
      return [.number(dy)]
    },
    PopupVerb(
      "lift", arguments: "<velocity>", summary: "the finger lifts, moving at points a second (down > 0)"
    ) {
      arguments throws(PopupScriptError) in
      .lifted(velocity: try finite(arguments.decimal("<velocity>"), "<velocity>", arguments))
    } print: {
      guard case .lifted(let velocity) = $0 else { return nil }
      return [.number(velocity)]
    },
    PopupVerb("scroll", arguments: "<offset>", summary: "scroll the content to points from its top") {
      arguments throws(PopupScriptError) in
      .scrolled(try finite(arguments.decimal("<offset>"), "<offset>", arguments))
    } print: {
      guard case .scrolled(let offset) = $0 else { return nil }
      return [.number(offset)]
    },
    PopupVerb("detent", arguments: "medium|large|<fraction>|<n>pt", summary: "move the sheet to a detent") {
      arguments throws(PopupScriptError) in
      let name = try arguments.text("<detent>")
      guard let detent = detent(named: name) else {
        throw arguments.invalid(
          "<detent>", name, expected: "medium, large, a fraction such as 0.3, or a height such as 300pt")
      }
      return .detentSelected(detent)
    } print: {
      guard case .detentSelected(let detent) = $0 else { return nil }
      return [.word(name(of: detent))]
    },
    PopupVerb("close", summary: "tap the header's Close", event: .closeTapped),
    PopupVerb("footer", summary: "tap the footer's button", event: .footerTapped),
  ]

  public static let exampleEvents: [Event] = [
    .pulled(40), .lifted(velocity: 100), .pulled(-300), .lifted(velocity: -1500), .scrolled(200),
    .pulled(100),
    .pulled(-80), .lifted(velocity: 0), .pulled(300), .lifted(velocity: 2000), .detentSelected(.large),
    .detentSelected(.medium), .detentSelected(.fraction(0.3)), .closeTapped, .footerTapped,
  ]

  /// The detent exists, the sheet never goes above its highest detent nor below nothing, the
  /// scroll stays in its range, and only a finger leaves a drag.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if !state.detents.indices.contains(state.detent) {
      problems.append("detent \(state.detent) of \(state.detents.count)")
    }
    let highest = state.height(of: state.detents.count - 1)
    if state.configuration.effectiveSide.isVertical && (state.height > highest + 1e-9 || state.height < -1e-9)
    {
      problems.append("height \(state.height.popupShort) outside 0...\(highest.popupShort)")
    }
    if state.scrollOffset < 0 || state.scrollOffset > state.maxScroll + 1e-9 {
      problems.append("scrolled \(state.scrollOffset.popupShort) of \(state.maxScroll.popupShort)")
    }
    if state.translation != 0 && !state.isDragging && !state.isEnded {
      problems.append("dragged with no finger down")
    }
    return problems
  }

  /// A detent from its script name, or `nil`.
  static func detent(named name: String) -> Detent? {
    switch name {
    case "medium": return .medium
    case "large": return .large
    default:
      if name.hasSuffix("pt"), let points = Double(name.dropLast(2)), points > 0, points.isFinite {
        return .height(points)
      }
      if let fraction = Double(name), fraction > 0, fraction <= 1 { return .fraction(fraction) }
      return nil
    }
  }

  private static func finite(_ value: Double, _ name: String, _ arguments: PopupVerbArguments)
    throws(PopupScriptError)
    -> Double
  {
    guard value.isFinite else {
      throw arguments.invalid(name, String(value), expected: "a finite number of points")
    }
    return value
  }
}
