import PopupCore

extension ScrollSheet {
  /// The grabber, the pinned header, the rows in view, the pinned footer, and a line saying
  /// where the sheet is.
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let configuration = state.configuration
    let rows = configuration.rows
    let first = min(Int(state.scrollOffset / Configuration.rowHeight), rows.count)
    let fitting = max(Int(state.contentHeight / Configuration.rowHeight), 0)
    let last = min(first + fitting, rows.count)
    var children: [RenderNode] = []
    // Grabber, header (two nodes at most), two scroll hints and the footer around the rows.
    children.reserveCapacity(last - first + 6)
    if configuration.showsGrabber && configuration.effectiveSide == .bottom {
      children.append(.text("───", role: .caption))
    }
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
    return .vstack([.card(style: .standard, children: children), .text(whereItIs(state), role: .caption)])
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

  /// "(bottom sheet at medium: 422 of 844 pt)", "(dragged 300 pt: 122 of 844 pt)",
  /// "(trailing side sheet, 320 pt wide)".
  static func whereItIs(_ state: State) -> String {
    let configuration = state.configuration
    let screen = configuration.screenHeight.popupShort
    switch configuration.effectiveSide {
    case .leading, .trailing:
      return
        "(\(configuration.effectiveSide.rawValue) side sheet, \(Configuration.sideWidth.popupShort) pt wide)"
    case .bottom:
      // Built in one copy: this line is drawn on every render.
      return state.translation != 0
        ? String(
          popupConcatenating: "(dragged ", state.translation.popupShort, " pt: ", state.height.popupShort,
          " of ",
          screen, " pt)")
        : String(
          popupConcatenating: "(bottom sheet at ", name(of: state.detents[state.detent]), ": ",
          state.height.popupShort, " of ", screen, " pt)")
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
