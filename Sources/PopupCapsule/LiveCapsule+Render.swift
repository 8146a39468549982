import PopupCore
import PopupSupport

extension LiveCapsule {
  /// Nothing drawn: no activity is live.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { state.entries.isEmpty }

  /// The expanded activity's regions and buttons, or the compact one; then the minimal ones;
  /// in an island, a black pill in light and dark mode alike.
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    guard let compactIndex = state.compactIndex else { return .vstack([]) }
    let strings = state.strings
    // The expanded activity in front, or the compact one; the entries are read in place.
    let expandedIndex = state.expansion.flatMap { state.index(of: $0.id) }
    let front = state.entries[expandedIndex ?? compactIndex]
    var children: [RenderNode] = []
    children.reserveCapacity(2)
    children.append(
      expandedIndex == nil
        ? compactView(front, strings: strings, now: now) : expandedView(front, strings: strings, now: now))
    let frontID = front.activity.id
    var minimal: [RenderNode] = []
    minimal.reserveCapacity(state.entries.count - 1)
    for entry in state.entries where entry.activity.id != frontID {
      minimal.append(minimalView(entry, strings: strings))
    }
    if !minimal.isEmpty { children.append(.hstack(minimal)) }
    return .card(style: .island, children: children)
  }

  static func compactView(_ entry: Entry, strings: Strings, now: PopupTime) -> RenderNode {
    let activity = entry.activity
    let trailing = trailingText(activity.trailing, at: now.wall)
    var row: [RenderNode] = []
    row.reserveCapacity(5)
    row.append(.icon(activity.symbol))
    row.append(.text(activity.label, role: .body))
    if let trailing { row.append(.text(trailing, role: .body)) }
    appendMarks(of: entry, strings: strings, to: &row)
    // The whole pill opens the activity, as a tap on the island does.
    return .tappable(
      .hstack(row), accessibilityLabel: spokenLabel(entry, trailing: trailing, strings: strings),
      action: openAction(activity.id))
  }

  static func expandedView(_ entry: Entry, strings: Strings, now: PopupTime) -> RenderNode {
    let activity = entry.activity
    let regions = activity.expanded
    let trailing = regions.trailing ?? trailingText(activity.trailing, at: now.wall)
    var top: [RenderNode] = []
    top.reserveCapacity(5)
    top.append(regions.leading.map { .text($0, role: .body) } ?? .icon(activity.symbol))
    top.append(.text(regions.center ?? activity.label, role: .title))
    if let trailing { top.append(.text(trailing, role: .body)) }
    appendMarks(of: entry, strings: strings, to: &top)
    var rows: [RenderNode] = []
    rows.reserveCapacity(3)
    rows.append(.hstack(top))
    if let bottom = regions.bottom { rows.append(.text(bottom, role: .caption)) }
    rows.append(
      .hstack([
        .button(
          strings.open, role: .primary,
          accessibilityLabel: strings.openLabel.popupFilling("activity", activity.label),
          action: openAction(activity.id)),
        .button(
          strings.collapse, role: .cancel, accessibilityLabel: strings.collapse, action: collapseAction),
      ]))
    return .vstack(rows)
  }

  /// A minimal activity: its symbol alone, drawn as a symbol, as a button that opens it.
  static func minimalView(_ entry: Entry, strings: Strings) -> RenderNode {
    .iconButton(
      symbol: entry.activity.symbol, accessibilityLabel: spokenLabel(entry, trailing: nil, strings: strings),
      action: openAction(entry.activity.id))
  }

  /// "stale" and "ended" badges.
  static func appendMarks(of entry: Entry, strings: Strings, to row: inout [RenderNode]) {
    if entry.isStale { row.append(.badge(strings.stale)) }
    if entry.isEnded { row.append(.badge(strings.ended)) }
  }

  /// "Pasta, 7:59, stale": the label, the trailing text and the marks, joined by the strings'
  /// separator.
  static func spokenLabel(_ entry: Entry, trailing: String?, strings: Strings) -> String {
    var label = entry.activity.label
    if let trailing { label += strings.separator + trailing }
    if entry.isStale { label += strings.separator + strings.stale }
    if entry.isEnded { label += strings.separator + strings.ended }
    return label
  }

  /// The trailing content at a wall instant: its text, or the live timer drawn.
  public static func trailingText(_ trailing: Trailing, at wall: PopupWallInstant) -> String? {
    switch trailing {
    case .empty: nil
    case .text(let text): text
    case .timer(.up(let from)): clockText(max(wall - from, .zero), roundingUp: false)
    case .timer(.down(let to)): clockText(max(to - wall, .zero), roundingUp: true)
    }
  }

  /// "0:42", "12:05", "1:02:03": whole seconds, down when counting up, up when counting down
  /// (a timer with 0.3 s left still shows 0:01).
  static func clockText(_ duration: Duration, roundingUp: Bool) -> String {
    let (seconds, attoseconds) = duration.components
    let whole = seconds + (roundingUp && attoseconds > 0 ? 1 : 0)
    let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
    let (hours, minutes) = (whole / 3600, whole / 60 % 60)
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(whole % 60))" : "\(minutes):\(twoDigits(whole % 60))"
  }

  static let collapseAction = action(.collapseTapped)

  /// What `action(.activityTapped(id))` makes, the `open` verb's line, built directly rather
  /// than by asking each verb in turn to print the event: every activity drawn has one, and
  /// asking cost a third of a render. A test holds the two equal.
  static func openAction(_ id: String) -> PopupAction { PopupAction("open", [.word(id)]) }
}
