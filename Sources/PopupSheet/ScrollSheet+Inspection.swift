import PopupCore
import PopupSupport

extension ScrollSheet: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "sheet", name: "Scroll sheet",
    summary: "Long content under a pinned header; detents; drags that scroll first, snap or dismiss.",
    category: .sheet)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb(
      "pull", .number("dy"), summary: "a finger on the sheet moves down by dy points (up when negative)",
      make: Event.pulled
    ) { if case .pulled(let dy) = $0 { dy } else { nil } },
    PopupVerb(
      "lift", .number("velocity"), summary: "the finger lifts, moving at points a second (down > 0)",
      make: Event.lifted
    ) { if case .lifted(let velocity) = $0 { velocity } else { nil } },
    PopupVerb(
      "scroll", .number("offset"), summary: "scroll the content to points from its top", make: Event.scrolled
    ) { if case .scrolled(let offset) = $0 { offset } else { nil } },
    PopupVerb("detent", detentArgument, summary: "move the sheet to a detent", make: Event.detentSelected) {
      if case .detentSelected(let detent) = $0 { detent } else { nil }
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

  /// A detent the sheet does not have, named with the ones it has.
  public static func missingTarget(of event: Event, in state: State) -> String? {
    guard case .detentSelected(let detent) = event else { return nil }
    // As the sheet matches a detent: by the height it gives.
    let height = detent.height(on: state.configuration.screenHeight)
    guard !state.detents.indices.contains(where: { state.height(of: $0) == height }) else { return nil }
    let lines = state.detents.compactMap { scriptLine(for: .detentSelected($0)) }
    return "the sheet has no such detent; its detents are " + lines.map { "'\($0)'" }.joined(separator: ", ")
  }

  /// The detent exists, the sheet never goes above its highest detent nor below nothing, the
  /// scroll stays in its range, and only a finger leaves a drag.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    // A detent the sheet does not have leaves no height to check the rest against.
    guard state.detents.indices.contains(state.detent) else {
      return ["detent \(state.detent) of \(state.detents.count)"]
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

  /// A detent as a script writes it: `medium`, `large`, a fraction (`0.3`) or a height
  /// (`300pt`).
  static let detentArgument = PopupVerbArgument<Detent>(usage: "medium|large|<fraction>|<n>pt") {
    arguments throws(PopupScriptError) in
    let name = try arguments.text("<detent>")
    guard let detent = detent(named: name) else {
      throw arguments.invalid(
        "<detent>", name, expected: "medium, large, a fraction such as 0.3, or a height such as 300pt")
    }
    return detent
  } write: {
    [.word(name(of: $0))]
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

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    var name = "detent \(state.detent + 1) of \(state.detents.count)"
    if state.isDragging { name += ", dragging" }
    if state.scrollOffset > 0 { name += ", scrolled" }
    return name
  }
}
