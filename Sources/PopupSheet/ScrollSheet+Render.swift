import PopupCore

extension ScrollSheet {
  /// The grabber, the pinned header, the rows in view and the pinned footer; where the sheet
  /// is and how tall is the frame's placement (``placement(of:on:)``).
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let rows = configuration.rows
    let first = min(Int(state.scrollOffset / Configuration.rowHeight), rows.count)
    let fitting = max(Int(state.contentHeight / Configuration.rowHeight), 0)
    let last = min(first + fitting, rows.count)
    var children: [RenderNode] = []
    // Grabber, header (two nodes at most), two scroll hints and the footer around the rows.
    children.reserveCapacity(last - first + 6)
    // The grabber sits on the edge a finger pulls: the top of a bottom sheet, the bottom of
    // a sheet from the top.
    let grabber = configuration.showsGrabber && configuration.effectiveSide.isVertical
    let grabberNode = RenderNode.text("───", role: .caption)
    if grabber && configuration.effectiveSide == .bottom { children.append(grabberNode) }
    children += header(configuration)
    if first > 0 { children.append(.text(configuration.strings.moreAbove(first), role: .caption)) }
    for row in rows[first..<last] { children.append(.text(row, role: .body)) }
    if last < rows.count {
      children.append(.text(configuration.strings.moreBelow(rows.count - last), role: .caption))
    }
    if let footer = configuration.footer {
      children.append(
        .hstack([.button(footer, role: .primary, accessibilityLabel: footer, action: footerAction)]))
    }
    if grabber && configuration.effectiveSide == .top { children.append(grabberNode) }
    return .card(style: .standard, children: children)
  }

  static func header(_ configuration: Configuration) -> [RenderNode] {
    let title = configuration.title
    switch configuration.headerStyle {
    case .plain: return [.text(title, role: .body)]
    case .centered: return [.text(title, role: .title)]
    case .prominent: return [.text(title.uppercased(), role: .title), .divider]
    case .closable:
      return [
        .hstack([
          .text(title, role: .title),
          .button(
            configuration.strings.close, role: .cancel, accessibilityLabel: configuration.strings.close,
            action: closeAction),
        ])
      ]
    }
  }

  /// A detent as the `detent` verb writes it: `medium`, `large`, `0.3`, `300pt`.
  public static func name(of detent: Detent) -> String {
    switch detent {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let fraction): PopupScriptArgument.number(fraction).scriptText(origin: .scriptOrigin)
    case .height(let points): PopupScriptArgument.number(points).scriptText(origin: .scriptOrigin) + "pt"
    }
  }

  static let closeAction = action(.closeTapped)
  static let footerAction = action(.footerTapped)
}

extension ScrollSheet.Detent: CustomStringConvertible {
  /// The detent as the `detent` verb writes it: `medium`, `large`, `0.3`, `300pt`.
  public var description: String { ScrollSheet.name(of: self) }
}
