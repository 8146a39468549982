import PopupCore

extension NotificationBanners {
  /// Nothing drawn: no banner waits.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { state.entries.isEmpty }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let strings = state.configuration.strings
    // Nothing to draw: the frame waits, with no card and no scrim, until a banner comes.
    guard !state.entries.isEmpty else { return .vstack([]) }
    let visible = state.visible
    // Sized up front: growing these arrays copies every node already in them.
    var children: [RenderNode] = []
    children.reserveCapacity(visible.count + 1)
    for entry in visible {
      let item = entry.item
      var lines: [RenderNode] = []
      lines.reserveCapacity(3)
      lines.append(
        .hstack([.icon(item.icon), .text(item.title, role: .title), .text(item.timestamp, role: .caption)]))
      if !item.message.isEmpty { lines.append(.text(item.message, role: .body)) }
      if let countdown = entry.countdown {
        let remaining = countdown.remaining(at: now.local)
        lines.append(
          .countdown(
            remaining: remaining, fraction: countdown.fraction(at: now.local), style: .bar,
            labelTemplate: strings.timeLeft))
      }
      // Each card is its own control: a tap anywhere on it opens its item.
      children.append(
        .tappable(
          .card(style: .frosted, children: lines), accessibilityLabel: spokenText(of: item, strings: strings),
          action: openAction(item.id)))
    }
    if state.hiddenCount > 0 {
      children.append(.more(count: state.hiddenCount, accessibilityLabel: strings.more(state.hiddenCount)))
    }
    return .vstack(children)
  }

  /// What `action(.itemTapped(id))` makes, the `open` verb's line, built directly rather than
  /// by asking each verb in turn to print the event: every banner drawn has one, and asking
  /// cost half a render. A test holds the two equal.
  static func openAction(_ id: String) -> PopupAction { PopupAction("open", [.word(id)]) }
}
