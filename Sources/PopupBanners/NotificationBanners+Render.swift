import PopupCore

extension NotificationBanners {
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    guard !state.entries.isEmpty else { return .text("(no banners)", role: .caption) }
    var children: [RenderNode] = state.visible.map { entry in
      let item = entry.item
      var lines: [RenderNode] = [
        .hstack([.icon(item.icon), .text(item.title, role: .title), .text(item.timestamp, role: .caption)])
      ]
      if !item.message.isEmpty { lines.append(.text(item.message, role: .body)) }
      if let countdown = entry.countdown {
        lines.append(
          .countdown(
            remaining: countdown.remaining(at: now.local), fraction: countdown.fraction(at: now.local),
            style: .bar))
      }
      return .card(style: .frosted, children: lines)
    }
    if state.hiddenCount > 0 {
      children.append(.text("+\(state.hiddenCount) more", role: .caption))
    }
    return .vstack(children)
  }
}
