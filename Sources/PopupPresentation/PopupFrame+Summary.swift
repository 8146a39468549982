import PopupCore
import PopupSupport

extension PopupFrame {
  /// What the frame says besides its content, in a few lines, for traces and the text
  /// snapshot: the placement, the card, scrim and motion; a popover's anchor and arrow; a
  /// spotlight; the session's countdown and hold; the focus. A frame that draws nothing
  /// (waiting, gone) says so instead of its placement; a display other than the overlay is
  /// named ("display sheet").
  ///
  /// ```
  /// frame: popover below, x 860, y 110, w 248, h 196; standard card; dim 0.4, modal; snappy, presented
  /// anchor: x 964, y 40, w 44, h 44; arrow tip 986, 110 pointing up
  /// ```
  public var summaryLines: [String] {
    var lines: [String] = []
    let mode: String =
      switch placement.mode {
      case .position(let position): position.rawValue
      case .popover(let side): "popover \(side.placementWord)"
      case .sheet(let edge): "\(edge.rawValue) sheet"
      }
    let card = chrome == .card ? "\(style.rawValue) card" + (tint.map { " (\($0))" } ?? "") : "no card"
    let scrimText =
      switch scrim.style {
      case .dim: "dim \(scrim.amount.popupShort)"
      case .blur: "blur \(scrim.amount.popupShort)"
      case .custom: "custom scrim \((scrim.viewID ?? "").popupQuoted)"
      case .clear: "clear"
      }
    let shown: String
    switch motion.phase {
    case .waiting, .gone:
      // Nothing on screen: no card, no scrim.
      shown = "nothing drawn"
    case .entering, .presented, .exiting:
      let fallback = placement.popoverFallback.map { " (not a popover: \($0.explanation))" } ?? ""
      shown =
        "\(mode)\(fallback), \(placement.frame)\(placement.isShrunk ? " (shrunk)" : ""); \(card); \(scrimText), "
        + "\(scrim.isModal ? "modal" : "passes touches")"
    }
    let surface = display == .overlay ? "" : "display \(display.rawValue); "
    lines.append("frame: \(surface)\(shown); \(motion.preset.rawValue), \(motion.phase)")
    if let anchor = placement.anchor {
      var line = "anchor: \(anchor)"
      if let arrow = placement.arrow {
        line +=
          "; arrow tip \(arrow.tip.x.popupShort), \(arrow.tip.y.popupShort) pointing \(arrow.pointing.rawValue)"
      }
      lines.append(line)
    }
    if let spotlight = placement.spotlight { lines.append("spotlight: \(spotlight)") }
    var timerParts: [String] = []
    if let countdown = timers.autoDismiss {
      timerParts.append(
        "auto-dismiss \(countdown.remaining.popupDescription) of \(countdown.total.popupDescription)"
          + (countdown.isPaused ? ", paused" : ""))
    }
    if timers.isHeld { timerParts.append("held") }
    if !timerParts.isEmpty { lines.append("timers: " + timerParts.joined(separator: "; ")) }
    if let focus { lines.append("focus: \(focus.popupQuoted)") }
    return lines
  }
}
