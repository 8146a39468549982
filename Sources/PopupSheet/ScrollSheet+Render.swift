import PopupCore

extension ScrollSheet {
  /// Always draws something.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool { false }

  /// The grabber, the pinned header, every row in a region scrolled to the sheet's offset,
  /// and the pinned footer; where the sheet is and how tall is the frame's placement
  /// (``placement(of:on:)``).
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let rows = configuration.rows
    let first = min(Int(state.scrollOffset / Configuration.rowHeight), rows.count)
    let fitting = max(Int(state.contentHeight / Configuration.rowHeight), 0)
    var children: [RenderNode] = []
    // Grabber, header (two nodes at most), the rows and the footer.
    children.reserveCapacity(5)
    // The grabber sits on the edge a finger pulls: the top of a bottom sheet, the bottom of
    // a sheet from the top.
    let grabber = configuration.showsGrabber && configuration.effectiveSide.isVertical
    if grabber && configuration.effectiveSide == .bottom { children.append(.grabber) }
    children += header(configuration)
    children.append(.scroll(rows.map { .text($0, role: .body) }, first: first, visible: fitting))
    if let footer = configuration.footer {
      children.append(
        .hstack([.button(footer, role: .primary, accessibilityLabel: footer, action: footerAction)]))
    }
    if grabber && configuration.effectiveSide == .top { children.append(.grabber) }
    return .card(style: .standard, children: children)
  }

  static func header(_ configuration: Configuration) -> [RenderNode] {
    let title = configuration.title
    switch configuration.headerStyle {
    case .plain: return [.text(title, role: .body)]
    case .centered: return [.text(title, role: .title)]
    case .prominent: return [.text(title.uppercased(), role: .title), .divider]
    case .closable:
      // The close control is the card's own, for a host to place in its corner.
      return [
        .button(
          configuration.strings.close, role: .close, accessibilityLabel: configuration.strings.close,
          action: closeAction),
        .text(title, role: .title),
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
